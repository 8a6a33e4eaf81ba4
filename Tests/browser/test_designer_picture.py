"""The picture a designer signs (issue #49): what the page draws where it used to draw something the
app would not. One test per point, each on the site that shows it: the demo (FORMSMITH_SITE), the
every-control fixture (FORMSMITH_CONTROLS_SITE) and the four-language app (FORMSMITH_LANGUAGES_SITE)."""
import os
import pathlib

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

from conftest import SITE, open_page

CONTROLS = pathlib.Path(os.environ.get("FORMSMITH_CONTROLS_SITE", "")).resolve()
LANGUAGES = pathlib.Path(os.environ.get("FORMSMITH_LANGUAGES_SITE", "")).resolve()
needs_languages = pytest.mark.skipif(not (LANGUAGES / "index.html").is_file(), reason="FORMSMITH_LANGUAGES_SITE not built")
needs_controls = pytest.mark.skipif(not (CONTROLS / "index.html").is_file(), reason="FORMSMITH_CONTROLS_SITE not built")


def choose(driver, code):
    Select(driver.find_element(By.CSS_SELECTOR, ".preview-language select")).select_by_value(code)
    WebDriverWait(driver, 60).until(lambda d: d.execute_script(
        "return document.querySelector('main .form-frame').getAttribute('lang') === arguments[0]", code))


def capsules(driver, frame, field):
    return [c.text.replace("\u202f", " ") for c in driver.find_elements(
        By.CSS_SELECTOR, f'{frame} [data-field="{field}"] .fs-pill .fs-capsule')]


def detail(driver, field):
    return driver.find_element(By.CSS_SELECTOR, f'#context-detail [data-field="{field}"] dd').text


@needs_languages
def test_dates_read_as_each_language_writes_them_in_the_form_and_the_detail(driver):
    open_page(driver, LANGUAGES, "models/Customer.html")
    edit = "#context-edit .form-frame"
    # iOS's compact DatePicker: one capsule, the abbreviated date; the detail's `Text(date, style: .date)`.
    assert capsules(driver, edit, "memberSince") == ["Mar 14, 2021"]
    assert detail(driver, "memberSince") == "March 14, 2021"
    choose(driver, "de")
    assert capsules(driver, edit, "memberSince") == ["14.03.2021"]
    assert detail(driver, "memberSince") == "14. März 2021"
    choose(driver, "ja")
    assert capsules(driver, edit, "memberSince") == ["2021/03/14"]
    # The row: the DatePicker's label leads and its capsule trails on one line.
    row = driver.execute_script(f"""
      const row = document.querySelector('{edit} [data-field="memberSince"] .fs-datepicker');
      const t = row.querySelector('.fs-row-text').getBoundingClientRect(), p = row.querySelector('.fs-pill').getBoundingClientRect();
      return [p.left >= t.right - 1, Math.abs(p.top - t.top) < 16, Math.abs(p.right - row.getBoundingClientRect().right) <= 1];""")
    assert row == [True, True, True]


@needs_controls
def test_times_read_as_ios_writes_them_and_capsules_move_under_the_label_at_accessibility_sizes(driver):
    open_page(driver, CONTROLS, "models/Expense.html")
    edit = "#context-edit .form-frame"
    assert capsules(driver, edit, "spentAt")[0].endswith(("AM", "PM"))
    assert ":" in capsules(driver, edit, "spentAt")[0] and not capsules(driver, edit, "spentAt")[0].startswith("0")
    assert len(capsules(driver, edit, "submittedAt")) == 2   # a date capsule and a time capsule
    # The iPad: on an SE the grid section's two columns (SixLayer's) leave a capsule at AX3 no room.
    driver.find_element(By.CSS_SELECTOR, '.viewport-switcher [data-width="820"]').click()
    Select(driver.find_element(By.CSS_SELECTOR, ".preview-controls .text-size-menu select")).select_by_value("AX3")
    placed = driver.execute_script(f"""
      return Array.from(document.querySelectorAll('{edit} .fs-datepicker')).map(row => {{
        const t = row.querySelector('.fs-row-text').getBoundingClientRect(), r = row.getBoundingClientRect();
        return Array.from(row.querySelectorAll('.fs-capsule')).map(c => {{
          const b = c.getBoundingClientRect();
          return (b.top >= t.bottom - 1 || b.left >= t.right - 1) && b.right <= r.right + 1 && b.left >= r.left - 1
            && c.scrollWidth <= c.clientWidth + 1;
        }});
      }}).flat();""")
    assert placed and all(placed), placed


@needs_languages
def test_sixlayers_own_strings_come_from_its_catalog_in_every_language(driver):
    # The fixture's SixLayer catalog is where Xcode clones packages (SourcePackages/checkouts/sixlayer).
    open_page(driver, LANGUAGES, "models/Customer.html")
    create = "main > .form-frame"
    row = lambda: driver.find_element(By.CSS_SELECTOR, f'{create} [data-field="memberSince"] .fs-row-text').text
    submit = lambda: driver.find_element(By.CSS_SELECTOR, f"{create} .fs-submit").text
    assert (row(), submit()) == ("Select date", "Submit")
    choose(driver, "de")
    # Submit is DynamicFormBuilder's literal default, which DynamicFormView shows untranslated.
    assert (row(), submit()) == ("Datum auswählen", "Submit")
    choose(driver, "ja")
    assert (row(), submit()) == ("日付を選択", "Submit")
    choose(driver, "en")
    assert (row(), submit()) == ("Select date", "Submit")


@needs_languages
def test_every_text_takes_its_natural_direction_in_a_right_to_left_frame(driver):
    open_page(driver, LANGUAGES, "models/Customer.html")
    choose(driver, "ar")
    driver.execute_script("document.querySelectorAll('details').forEach(d => d.open = true)")
    state = driver.execute_script("""
      const frame = document.querySelector('main > .form-frame');
      const counter = frame.querySelector('.fs-counter'), node = counter.firstChild;
      const at = (i) => { const r = document.createRange(); r.setStart(node, i); r.setEnd(node, i + 1); return r.getBoundingClientRect().left; };
      const text = node.nodeValue, box = counter.getBoundingClientRect(), all = document.createRange();
      all.selectNodeContents(counter);
      // An empty text field takes its placeholder's natural direction: an Arabic one right to left
      // (its ellipsis cuts the end, at the left), a Latin one left to right.
      const input = frame.querySelector('.fs-input > input[placeholder]');
      const natural = /^[^\\p{L}]*[\\u0600-\\u06FF]/u.test(input.placeholder) ? 'rtl' : 'ltr';
      return [text, at(0) < at(text.indexOf('characters')), Math.abs(all.getBoundingClientRect().left - box.left) <= 1,
              getComputedStyle(input).direction === natural, getComputedStyle(frame.querySelector('.fs-label')).unicodeBidi];""")
    text, reads_left_to_right, trails_on_the_left, placeholder_direction, label_bidi = state
    assert text.startswith("0 / ") and text.endswith("characters")
    assert reads_left_to_right, "the Latin counter reads left to right in an Arabic frame"
    assert trails_on_the_left, "the counter sits at the trailing edge, the left in right to left"
    assert placeholder_direction and label_bidi == "plaintext"


def test_a_read_only_field_is_sixlayers_labelled_value_on_the_trailing_edge(driver):
    open_page(driver, SITE, "models/Order.html")
    driver.find_element(By.CSS_SELECTOR, '.viewport-switcher [data-width="393"]').click()
    for frame, expected in (("main > .form-frame", "—"), ("#context-edit .form-frame", None)):
        for field in ("orderNumber", "subtotal"):
            row = driver.execute_script(f"""
              const field = document.querySelector('{frame} [data-field="{field}"]');
              const row = field.querySelector('.fs-display'), label = row.querySelector('.fs-row-text');
              const value = row.querySelector('.fs-display-value'), box = field.getBoundingClientRect();
              const range = document.createRange(); range.selectNodeContents(label);
              return [field.querySelector(':scope > .fs-label') === null, label.textContent, value.value,
                      Math.abs(row.getBoundingClientRect().width - box.width) <= 1,
                      Math.abs(label.getBoundingClientRect().left - box.left) <= 1,
                      getComputedStyle(value).textAlign, getComputedStyle(value).color, value.readOnly];""")
            no_label_above, label, value, fills, leads, align, color, read_only = row
            assert no_label_above and label and fills and leads and read_only, (field, row)
            assert align == "right" and color != driver.execute_script(
                f"return getComputedStyle(document.querySelector('{frame} .fs-row-text')).color")
            assert value == expected if expected else value not in ("", "—"), (field, value)


def test_review_notes_stay_out_of_the_screen_until_turned_on_with_a_legend(driver):
    open_page(driver, SITE, "models/Order.html")
    notes = "main > .form-frame :is(.fs-related, .fs-formula, .fs-fit-warning)"
    shown = lambda: driver.execute_script(
        f"return Array.from(document.querySelectorAll('{notes}')).filter(n => n.getClientRects().length).length")
    assert driver.find_elements(By.CSS_SELECTOR, notes), "the Order form has a formula and a related model's link"
    assert shown() == 0
    assert not driver.find_element(By.CSS_SELECTOR, ".review-notes-legend").is_displayed()
    driver.find_element(By.CSS_SELECTOR, ".review-notes-switch").click()
    assert shown() == len(driver.find_elements(By.CSS_SELECTOR, notes)) - len(
        driver.find_elements(By.CSS_SELECTOR, "main > .form-frame .fs-fit-warning[hidden]"))
    assert driver.find_element(By.CSS_SELECTOR, ".review-notes-legend").is_displayed()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_screen_draws_the_apps_true_colours_and_the_chrome_stays_accessible(driver, scheme):
    from conftest import axe_violations
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
    try:
        open_page(driver, SITE, "models/User.html")
        css = "return getComputedStyle(document.querySelector(arguments[0]))[arguments[1]]"
        accent = {"light": "rgb(0, 122, 255)", "dark": "rgb(10, 132, 255)"}[scheme]
        assert driver.execute_script(css, "main > .form-frame .fs-submit", "backgroundColor") == accent
        secondary = {"light": "rgba(60, 60, 67, 0.6)", "dark": "rgba(235, 235, 245, 0.6)"}[scheme]
        assert driver.execute_script(css, "main > .form-frame .fs-counter", "color") == secondary
        red = {"light": "rgb(255, 59, 48)", "dark": "rgb(255, 69, 58)"}[scheme]
        assert driver.execute_script(css, "main > .form-frame .fs-required", "color") == red
        violations, report = axe_violations(driver)
        assert violations == [], report
    finally:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "light"}]})


@needs_controls
def test_the_slider_is_drawn_on_sixlayers_own_range_and_the_bar_at_rest_has_no_hairline(driver):
    # DynamicRangeField is `Slider(value:, in: 0...100)` whatever the hints say (tipPercent: 0...30).
    open_page(driver, CONTROLS, "models/Expense.html")
    slider = driver.find_element(By.CSS_SELECTOR, 'main > .form-frame [data-field="tipPercent"] input[type=range]')
    assert (slider.get_attribute("min"), slider.get_attribute("max")) == ("0", "100")
    bar = driver.find_element(By.CSS_SELECTOR, "main > .form-frame .fs-navbar")
    assert bar.value_of_css_property("border-bottom-width") == "0px"
    assert bar.value_of_css_property("background-color") == driver.find_element(
        By.CSS_SELECTOR, "main > .form-frame .fs-screen").value_of_css_property("background-color")


def test_each_device_preset_draws_its_status_bar_and_display_corners_outside_the_form(driver):
    open_page(driver, SITE, "models/User.html")
    chrome = """
      // The bar is the screen's ::before (its time) and ::after (its icons): drawn by the stylesheet.
      const frame = document.querySelector('main > .form-frame'), screen = frame.querySelector('.fs-screen');
      const bar = getComputedStyle(screen, '::before'), top = screen.getBoundingClientRect().top;
      const nav = frame.querySelector('.fs-navbar').getBoundingClientRect();
      return [bar.display === 'none' || bar.content === 'none' ? null
                : [bar.content.split(' / ')[0].replace(/"/g, ''), Math.round(parseFloat(bar.height)), nav.top >= top + parseFloat(bar.height) - 0.5],
              getComputedStyle(frame).borderTopLeftRadius];"""
    expected = {"393": (["9:41", 54, True], "55px"), "430": (["9:41", 54, True], "55px"),
                "320": (["9:41 AM", 20, True], "0px"), "820": (["9:41 AM Tue Jan 9", 24, True], "18px"), "1280": (None, "10px")}   # a macOS window: no status bar, 10 pt corners
    for width, (bar, radius) in expected.items():
        driver.find_element(By.CSS_SELECTOR, f'.viewport-switcher [data-width="{width}"]').click()
        assert driver.execute_script(chrome) == [bar, radius], width
    driver.find_element(By.CSS_SELECTOR, '.viewport-switcher [data-width="0"]').click()
    assert driver.execute_script(chrome)[0] is None   # Fit matches no device: no status bar


def test_validation_shows_no_browser_bubble_and_its_summary_is_a_disclosure_group(driver):
    open_page(driver, SITE, "models/User.html")
    state = driver.execute_script("""
      const frame = document.querySelector('#edit-invalid .form-frame'), form = frame.querySelector('form');
      const summary = frame.querySelector('.fs-validation-summary'), after = getComputedStyle(summary.querySelector('summary'), '::after');
      const error = frame.querySelector('.fs-error'), field = error.closest('.fs-field');
      const control = field.querySelector('.fs-control').getBoundingClientRect();
      return [form.noValidate, after.content, after.borderTopStyle, summary.open,
              getComputedStyle(error).fontSize, getComputedStyle(error).color, error.getBoundingClientRect().top >= control.bottom];""")
    no_validate, content, border, is_open, size, color, under = state
    assert no_validate, "novalidate: the browser draws no bubble of its own"
    assert content == '""' and border == "solid" and is_open, "a trailing disclosure chevron"
    assert size == "12px" and color == "rgb(255, 59, 48)" and under   # .caption, systemRed, under its field


def test_a_switch_draws_the_form_as_dynamic_form_view_does_and_says_which_picture_is_shown(driver):
    open_page(driver, SITE, "models/Order.html")
    # The iPad: on an iPhone Quantity's column (one of SixLayer's two, at every width) is narrower than its hint.
    driver.find_element(By.CSS_SELECTOR, '.viewport-switcher [data-width="820"]').click()
    widths = """
      const field = document.querySelector('main > .form-frame [data-field="quantity"]'), input = field.querySelector('.fs-input');
      const style = getComputedStyle(input);
      return [field.querySelector('.fs-control').getBoundingClientRect().width,
              input.getBoundingClientRect().width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
              document.querySelector('.picture-note').innerText];"""
    control, cell, note = driver.execute_script(widths)
    assert control < cell - 1 and "hints declare" in note
    driver.find_element(By.CSS_SELECTOR, ".dynamic-form-view-switch").click()
    control, cell, note = driver.execute_script(widths)
    assert abs(control - cell) <= 1 and "DynamicFormView" in note and "fills its section" in note


def test_help_opens_as_a_sheet_on_an_iphone_and_as_a_popover_beside_its_button_on_an_ipad(driver):
    open_page(driver, SITE, "models/User.html", width=1280, height=900)
    place = """
      const button = document.querySelector('main > .form-frame .fs-field > [popovertarget]');
      const popover = document.getElementById(button.getAttribute('popovertarget'));
      button.scrollIntoView({block: 'center'});
      button.click();   // opened by its button, which it is anchored to
      const p = popover.getBoundingClientRect(), b = button.getBoundingClientRect();
      popover.hidePopover();
      return [Math.round(p.bottom) === window.innerHeight, Math.round(p.width), (p.top >= b.bottom - 1 && p.top <= b.bottom + 16) || (p.bottom <= b.top + 1 && p.bottom >= b.top - 16)];"""
    driver.find_element(By.CSS_SELECTOR, '.viewport-switcher [data-width="393"]').click()
    at_bottom, width, beside = driver.execute_script(place)
    assert at_bottom and width == 393, "a sheet from the bottom, the phone's width"
    driver.find_element(By.CSS_SELECTOR, '.viewport-switcher [data-width="820"]').click()
    at_bottom, width, beside = driver.execute_script(place)
    assert beside and not at_bottom, "a popover beside its button (under it, or over it where there is no room)"


def test_the_mac_draws_macos_controls_and_13_point_text(driver):
    open_page(driver, SITE, "models/AppSettings.html")
    look = """
      const frame = document.querySelector('main > .form-frame'), toggle = frame.querySelector('.fs-toggle');
      const box = toggle.querySelector('.fs-switch').getBoundingClientRect(), text = toggle.querySelector('.fs-row-text').getBoundingClientRect();
      const picker = frame.querySelector('.fs-picker'), menu = picker && picker.querySelector('.fs-menu');
      return [getComputedStyle(frame.querySelector('.fs-screen')).fontSize, Math.round(parseFloat(getComputedStyle(toggle.querySelector('.fs-switch')).width)), box.right <= text.left + 1,
              picker ? getComputedStyle(picker).boxShadow !== 'none' : null,
              menu ? getComputedStyle(menu).color === getComputedStyle(frame.querySelector('.fs-screen')).color : null,
              getComputedStyle(frame.querySelector('.fs-navbar'), '::before').content];"""
    driver.find_element(By.CSS_SELECTOR, '.viewport-switcher [data-width="393"]').click()
    size, switch, leads, bezel, plain, lights = driver.execute_script(look)
    assert (size, switch, leads) == ("17px", 51, False)
    driver.find_element(By.CSS_SELECTOR, '.viewport-switcher [data-width="1280"]').click()
    size, switch, leads, bezel, plain, lights = driver.execute_script(look)
    assert size == "13px", "macOS body text is 13 pt"
    assert switch == 14 and leads, "a Toggle is a checkbox before its label (the frame may be scaled to fit)"
    assert bezel in (True, None) and plain in (True, None), "a Picker is a pop-up button"
    assert lights == '""', "a window title bar with its three buttons"


def test_the_status_bar_spans_the_screen_in_every_presentation_context_on_every_preset(driver):
    # The detail view is a grid: its status bar was a cell 180 pt wide, the icons bunched against the time.
    open_page(driver, SITE, "models/User.html")
    bars = """
      // Each bar drawn (not an embed's, which no device preset reaches, nor a closed figure's).
      // The bar is the screen's ::before (the time, at its padding) and ::after (the icons, at the end).
      return Array.from(document.querySelectorAll('main .form-frame > .fs-screen')).filter(screen => screen.getClientRects().length
          && getComputedStyle(screen, '::before').content !== 'none').map(screen => {
        const bar = getComputedStyle(screen, '::before'), icons = getComputedStyle(screen, '::after');
        const context = screen.closest('[data-context]');
        return [context ? context.id || context.dataset.context : screen.closest('[id]').id,
                Math.abs(parseFloat(bar.width) - screen.clientWidth) <= 1 && bar.position === 'static',
                parseFloat(bar.paddingLeft) <= 33 && parseFloat(icons.right) <= 33 && icons.position === 'absolute'];
      });"""
    for width in ("320", "393", "430", "820"):
        driver.find_element(By.CSS_SELECTOR, f'.viewport-switcher [data-width="{width}"]').click()
        found = driver.execute_script(bars)
        assert {context for context, *_ in found} >= {"create", "context-edit", "context-detail"}, found
        assert all(spans and corners for _, spans, corners in found), (width, found)


def test_the_iphone_help_sheet_fills_the_phones_width_inside_its_frame_over_a_dimmed_screen(driver):
    open_page(driver, SITE, "models/User.html", width=1280, height=900)
    driver.find_element(By.CSS_SELECTOR, '.viewport-switcher [data-width="393"]').click()
    sheet = driver.execute_script("""
      const frame = document.querySelector('main > .form-frame'), button = frame.querySelector('.fs-field > [popovertarget]');
      const popover = document.getElementById(button.getAttribute('popovertarget'));
      button.scrollIntoView({block: 'center'});
      const dimmed = () => getComputedStyle(frame, '::after').backgroundColor;
      const before = dimmed();
      button.click();
      const p = popover.getBoundingClientRect(), s = frame.getBoundingClientRect();
      const grabber = getComputedStyle(popover, '::before');
      const result = [Math.round(p.left - s.left), Math.round(p.right - s.right), Math.round(p.bottom) === window.innerHeight,
                      grabber.content, Math.round(parseFloat(grabber.width)), before, dimmed()];
      popover.hidePopover();
      return result;""")
    left, right, at_bottom, grabber, grabber_width, before, during = sheet
    assert (left, right, at_bottom) == (0, 0, True), "the sheet fills the phone's width at its bottom, inside the frame"
    # Round 6: a sheet at the large detent alone shows no grabber (presentationDragIndicator .automatic).
    assert grabber == "none", "no grabber"
    assert before in ("rgba(0, 0, 0, 0)", "") and during not in ("rgba(0, 0, 0, 0)", ""), (before, during)


@needs_languages
def test_an_empty_field_takes_its_placeholders_direction_so_an_arabic_placeholder_keeps_its_start(driver):
    # dir="auto" reads the value only: an empty field was left to right and cut an Arabic placeholder's start.
    open_page(driver, LANGUAGES, "models/Customer.html")
    directions = """
      return Array.from(document.querySelectorAll('main > .form-frame .fs-input > input[placeholder]')).filter(i => !i.value)
        .map(i => [/^[^\\p{L}]*[\\u0600-\\u06FF]/u.test(i.placeholder), getComputedStyle(i).direction]);"""
    assert all(direction == "ltr" for _, direction in driver.execute_script(directions))
    choose(driver, "ar")
    found = driver.execute_script(directions)
    assert any(arabic for arabic, _ in found), found
    assert all(direction == ("rtl" if arabic else "ltr") for arabic, direction in found), found
    typed = driver.execute_script("""
      const input = Array.from(document.querySelectorAll('main > .form-frame .fs-input > input[placeholder]')).find(i => getComputedStyle(i).direction === 'rtl');
      input.value = 'abc'; input.dispatchEvent(new Event('input', {bubbles: true}));
      const latin = getComputedStyle(input).direction;
      input.value = ''; input.dispatchEvent(new Event('input', {bubbles: true}));
      return [latin, getComputedStyle(input).direction];""")
    assert typed == ["ltr", "rtl"], "typed text takes its own direction, the empty field its placeholder's"
    choose(driver, "en")
    assert all(direction == "ltr" for _, direction in driver.execute_script(directions))


@pytest.mark.parametrize("page", ["review/index.html", "docs/examples/user.html"])
def test_every_form_shows_todays_date_never_an_empty_capsule(driver, page):
    if not (SITE / page).is_file():
        pytest.skip(f"no {page} (the review page is built with formsmith diff)")
    open_page(driver, SITE, page)
    pills = driver.execute_script("""
      return Array.from(document.querySelectorAll('.form-frame .fs-pill')).map(pill =>
        Array.from(pill.querySelectorAll('.fs-capsule')).filter(c => c.textContent.trim()).length);""")
    assert pills and all(pills), pills


@needs_controls
def test_an_image_field_draws_sixlayers_photo_badge_plus_and_a_file_field_its_doc_badge_plus(driver):
    open_page(driver, CONTROLS, "models/Expense.html")
    symbols = driver.execute_script("""
      return Array.from(document.querySelectorAll('main > .form-frame .fs-file')).map(button =>
        [button.textContent.trim(), getComputedStyle(button.querySelector('.fs-symbol')).maskImage]);""")
    image = [mask for text, mask in symbols if text == "Select Image"]
    files = [mask for text, mask in symbols if text == "Select File"]
    assert image and "M3 4h15" in image[0], symbols   # photo.badge.plus: a picture with a plus badge
    assert all("M4 1h10" in mask for mask in files), symbols   # doc.badge.plus


@needs_controls
def test_the_steppers_caption_shows_its_value_zero_when_empty(driver):
    # DynamicStepperField: Text("\\(Int(value))") .caption under the Stepper, 0 when the field has no value.
    open_page(driver, CONTROLS, "models/Expense.html")
    shown = driver.execute_script("""
      const input = document.querySelector('main > .form-frame [data-field="people"] .fs-stepper-value');
      return [input.value, input.getBoundingClientRect().height > 0, getComputedStyle(input).fontSize];""")
    assert shown == ["0", True, "12px"], shown
