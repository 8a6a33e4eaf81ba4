"""The model pages in a real browser: columns, widths, collapsing, overflow and counters.

The page's own form is `main > .form-frame`; forms embedded from a model doc are checked with the docs."""
import pytest
from selenium.webdriver.common.by import By

from conftest import model_names, fit, open_page

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
    overflow = driver.execute_script(
        "return document.documentElement.scrollWidth - document.documentElement.clientWidth")
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
        elements = driver.find_elements(By.CSS_SELECTOR, f'main > .form-frame .fs-form > [data-section="{section["id"]}"]')
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
        ".map(s => [s.dataset.section, getComputedStyle(s.querySelector('.fs-grid')).gridTemplateColumns.split(' ').length])")
    assert dict(columns) == {s["id"]: s["columns"] for s in sections_of(manifest, "User")}
    link = driver.find_element(By.CSS_SELECTOR, ".form-embed figcaption a")
    assert link.get_attribute("href").endswith("/models/User.html")
