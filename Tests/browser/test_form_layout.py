"""The model pages in a real browser: columns (SixLayer's count at every width, an iPad's too), widths,
collapsing, overflow, counters and the submit button's place.

The page's own form is `main > .form-frame`; a form embedded in a model doc follows the same hints."""
import pytest
from selenium.webdriver.common.by import By

from conftest import SITE, fit, horizontal_overflow, model_names, open_page, preset

MODELS = model_names()

OPEN_ALL_DETAILS = "document.querySelectorAll('details').forEach(d => d.open = true)"

COLUMN_COUNTS = """
return Array.from(document.querySelectorAll('main > .form-frame .fs-form > .fs-section')).map(section => {
  const grid = section.querySelector(':scope > .fs-grid');
  return [section.dataset.section, getComputedStyle(grid).gridTemplateColumns.split(' ').length];
});
"""

# The cell a control may fill is its field's inset box (SixLayer pads each control 16 pt); the
# sized element is the control, or the row a row control (toggle, date, stepper, picker) draws.
CONTROL_WIDTHS = """
return Array.from(document.querySelectorAll('main > .form-frame .fs-form .fs-field[data-width]'))
  // A read-only field is LabeledContent, which fills its row whatever the hinted width.
  .filter(field => field.querySelector(':scope > .fs-input:not(:has(> .fs-display))')).map(field => {
  const input = field.querySelector(':scope > .fs-input');
  const style = getComputedStyle(input);
  const cell = input.getBoundingClientRect().width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  const sized = input.querySelector('.fs-control-row') || input.querySelector('.fs-control');
  return [field.dataset.field, Number(field.dataset.width), cell, sized.getBoundingClientRect().width];
});
"""


def sections_of(manifest, name):
    return next(m for m in manifest["models"] if m["name"] == name)["sections"]


@pytest.mark.parametrize("name", MODELS)
def test_columns_follow_the_hints_on_desktop(driver, site, manifest, name):
    open_page(driver, site, f"models/{name}.html", width=1280)
    fit(driver)   # measured at the window's width
    driver.execute_script(OPEN_ALL_DETAILS)
    measured = dict(driver.execute_script(COLUMN_COUNTS))
    expected = {s["id"]: s["columns"] for s in sections_of(manifest, name)}
    assert measured == expected


@pytest.mark.parametrize("name", MODELS)
def test_sixlayers_columns_and_no_overflow_on_a_phone(driver, site, manifest, name):
    # SixLayer's GridItem(.flexible()) columns keep their count at every width, a phone's too.
    open_page(driver, site, f"models/{name}.html", width=375)
    driver.execute_script(OPEN_ALL_DETAILS)
    measured = dict(driver.execute_script(COLUMN_COUNTS))
    assert measured == {s["id"]: s["columns"] for s in sections_of(manifest, name)}
    overflow = horizontal_overflow(driver)
    assert overflow <= 0


@pytest.mark.parametrize("name", MODELS)
@pytest.mark.parametrize("width", [375, 768, 1280])
def test_controls_are_their_width_in_points_capped_at_the_cell(driver, site, name, width):
    open_page(driver, site, f"models/{name}.html", width=width)
    fit(driver)   # measured at the window's width
    driver.execute_script(OPEN_ALL_DETAILS)
    rows = driver.execute_script(CONTROL_WIDTHS)
    assert rows, "the demo forms have fields with widths"
    for field, points, cell, control in rows:
        assert control <= cell + 0.5, f"{field} is wider than its cell"
        assert abs(control - min(points, cell)) <= 1, f"{field}: {control}px, expected {min(points, cell)}px"


@pytest.mark.parametrize("name", MODELS)
def test_details_open_state_matches_the_hints_and_toggles(driver, site, manifest, name):
    open_page(driver, site, f"models/{name}.html")
    for section in sections_of(manifest, name):
        selector = f'main > .form-frame .fs-form > [data-section="{section["id"]}"]'
        elements = driver.find_elements(By.CSS_SELECTOR, selector)
        assert len(elements) == 1
        element = elements[0]
        if not section["collapsible"]:
            assert element.tag_name == "section"
            continue
        assert element.tag_name == "details"
        is_open = element.get_attribute("open") is not None
        assert is_open == (not section["collapsed"])
        element.find_element(By.TAG_NAME, "summary").click()
        assert (element.get_attribute("open") is not None) == (not is_open)


def test_character_counter_updates_on_typing(driver, site):
    open_page(driver, site, "models/User.html")
    counter = driver.find_element(By.CSS_SELECTOR, '#field-bio-counter')
    assert counter.text == "0 / 280 characters"
    driver.find_element(By.ID, "field-bio").send_keys("Hello")
    assert counter.text == "5 / 280 characters"


def test_embedded_forms_in_docs_follow_the_same_layout(driver, site, manifest):
    open_page(driver, site, "docs/examples/user.html", width=1280)
    driver.execute_script(OPEN_ALL_DETAILS)
    columns = driver.execute_script(
        "return Array.from(document.querySelectorAll('.form-embed .fs-form > .fs-section'))"
        ".map(s => [s.dataset.section,"
        " getComputedStyle(s.querySelector('.fs-grid')).gridTemplateColumns.split(' ').length])")
    assert dict(columns) == {s["id"]: s["columns"] for s in sections_of(manifest, "User")}
    link = driver.find_element(By.CSS_SELECTOR, ".form-embed figcaption a")
    assert link.get_attribute("href").endswith("/models/User.html")


# A doc's embedded form is drawn on the iPhone its model page opens on: 393 pt with the phone's chrome,
# scaled to fit a narrow column rather than laid out narrower.
@pytest.mark.parametrize("window", [1280, 375])
def test_an_embedded_form_is_drawn_on_an_iphone_scaled_to_its_column(driver, site, window):
    open_page(driver, site, "docs/examples/user.html", width=window)
    frame = driver.execute_script("""
      const frame = document.querySelector('.form-embed > .form-frame');
      const zoom = parseFloat(frame.style.zoom || '1');
      return [frame.dataset.viewport, frame.dataset.idiom, frame.offsetWidth, zoom,
              frame.getBoundingClientRect().width <= frame.parentNode.clientWidth + 1,
              getComputedStyle(frame.querySelector('.fs-screen'), '::before').content];""")
    viewport, idiom, width, zoom, fits, bar = frame
    assert (viewport, idiom, width) == ("393", "phone", 393), frame
    assert fits and (zoom < 1) == (window == 375) and "9:41" in bar, frame


def ipad_layout(driver, width):
    preset(driver, width)
    return driver.execute_script("""
      const frame = document.querySelector('main > .form-frame'), form = frame.querySelector('.fs-form');
      const style = getComputedStyle(form), padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
      const inner = form.getBoundingClientRect().width - padding;
      const section = frame.querySelector('[data-section="name"]'), grid = section.querySelector('.fs-grid');
      const fields = Array.from(grid.children).map(f => f.getBoundingClientRect());
      return [frame.getBoundingClientRect().width, Math.abs(section.getBoundingClientRect().width - inner) <= 1,
              getComputedStyle(grid).gridTemplateColumns.split(' ').length,
              fields.length === 2 && Math.abs(fields[0].top - fields[1].top) < 1,
              Array.from(grid.querySelectorAll('.fs-control'))
                .map(c => Math.round(c.getBoundingClientRect().width))];""")


def test_an_ipad_at_regular_width_gets_the_layout_sixlayer_gives_every_size_class(driver):
    # DynamicFormView reads no size class: a section is a padded VStack across the form, and its
    # layoutStyle alone picks the grid (horizontal: LazyVGrid of two flexible columns). So the iPad
    # draws the iPhone's sections and grids at its own width; in the DynamicFormView picture each
    # control fills its column (docs/appearance.md, "The iPad at regular width").
    open_page(driver, SITE, "models/User.html", width=1280)
    frame, spans, columns, side_by_side, widths = ipad_layout(driver, "820")
    assert (frame, spans, columns, side_by_side) == (820, True, 2, True)
    assert widths == [200, 200], "the hinted picture keeps the hints' widths"
    driver.find_element(By.CSS_SELECTOR, ".dynamic-form-view-switch").click()
    half = driver.execute_script("""
      const grid = document.querySelector('main > .form-frame [data-section="name"] .fs-grid');
      return (grid.getBoundingClientRect().width - parseFloat(getComputedStyle(grid).columnGap)) / 2;""")
    filled = ipad_layout(driver, "820")[4]
    # Its column, less 16 pt padding each side.
    assert all(abs(width - (half - 32)) <= 1 for width in filled), (filled, half)


def test_the_submit_button_sits_after_the_spacers_minimum_between_two_gaps(driver):
    # DynamicFormView: VStack(spacing: 20) { …sections; Spacer(); Submit }: in a scroll view the
    # Spacer takes its minimum length (8 pt), so 20 + 8 + 20 = 48 pt from the last section.
    open_page(driver, SITE, "models/User.html")
    for width in ("393", "1280"):
        open_page(driver, SITE, "models/User.html", width=1800)
        preset(driver, width)
        gap = driver.execute_script("""
          const form = document.querySelector('main > .form-frame .fs-form');
          const sections = form.querySelectorAll(':scope > .fs-section');
          const submit = form.querySelector(':scope > .fs-submit').getBoundingClientRect();
          return submit.top - sections[sections.length - 1].getBoundingClientRect().bottom;""")
        assert abs(gap - 48) <= 0.5, (width, gap)


HINTED_AND_DRAWN_COLUMNS = """
return Array.from(document.querySelectorAll('main > .form-frame .fs-form > .fs-section > .fs-grid'))
  .map(grid => [Number(grid.dataset.columns), getComputedStyle(grid).gridTemplateColumns.split(' ').length]);
"""


# DynamicFormSectionView.fieldLayoutView: LazyVGrid of GridItem(.flexible()) columns, a fixed
# count whatever the width, so an iPhone draws a horizontal section's two columns side by side.
@pytest.mark.parametrize("width", [320, 393, 430])
@pytest.mark.parametrize("picture", ["hinted", "fill"])
def test_a_phone_draws_sixlayers_columns_not_one(driver, width, picture):
    open_page(driver, SITE, "models/Order.html", width=1280)
    driver.execute_script("document.querySelectorAll('details').forEach(d => d.open = true)")
    preset(driver, width)
    if picture == "fill":
        driver.find_element(By.CSS_SELECTOR, '.dynamic-form-view-switch').click()
    grids = driver.execute_script(HINTED_AND_DRAWN_COLUMNS)
    assert any(hinted > 1 for hinted, _ in grids), grids
    assert all(hinted == drawn for hinted, drawn in grids), grids
    overflow = horizontal_overflow(driver)
    assert overflow <= 0


# SixLayer's counter (HStack { Spacer(); Text }) sits in the field's VStack, which the hinted width
# frames: it ends under the field's trailing edge, not the column's.
@pytest.mark.parametrize("picture", ["hinted", "fill"])
def test_the_counter_ends_under_a_narrow_hinted_fields_trailing_edge(driver, picture):
    open_page(driver, SITE, "models/User.html", width=1400)
    preset(driver, 820)
    if picture == "fill":
        driver.find_element(By.CSS_SELECTOR, ".dynamic-form-view-switch").click()
    edges = driver.execute_script("""
      const field = document.querySelector('main > .form-frame [data-field="firstName"]');
      const control = field.querySelector('.fs-control').getBoundingClientRect(),
        counter = field.querySelector('.fs-counter');
      const range = document.createRange(); range.selectNodeContents(counter);
      return [control.right, range.getBoundingClientRect().right,
              field.querySelector('.fs-input').getBoundingClientRect().width];""")
    control, text, cell = edges
    assert abs(control - text) <= 1, edges


# A collapsible section is a DisclosureGroup, whose label iOS draws as a button's outside a List: the
# title and the chevron in the tint (systemBlue). On the Mac the title is the label colour, the
# triangle gray.
@pytest.mark.parametrize("width, title", [(393, "rgb(0, 122, 255)"), (1280, "rgb(0, 0, 0)")])
def test_a_collapsible_sections_title_is_drawn_as_the_platforms_disclosure_group_label(driver, width, title):
    open_page(driver, SITE, "models/User.html", width=1400)
    preset(driver, width)
    colours = driver.execute_script("""
      const summary = document.querySelector('main > .form-frame summary.fs-section-title');
      const chevron = getComputedStyle(summary, '::after');
      return [getComputedStyle(summary).color, chevron.borderTopColor, chevron.borderLeftColor];""")
    assert colours[0] == title, colours
    if width == 393:
        assert colours[1] == title, colours
