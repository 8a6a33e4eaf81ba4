"""The form as SixLayer's DynamicFormView draws it on iOS, read from computed styles.

Runs on the demo site (FORMSMITH_SITE) and on the every-control fixture (FORMSMITH_CONTROLS_SITE,
Tests/browser/Fixtures/Controls), in light and dark mode. The metrics are SixLayer's (see
docs/appearance.md): sections padded 16 on gray at 10 % with radius 8, 20 apart; titles .title3 bold;
labels .subheadline bold; controls 8 below their label row; errors .caption red; one full-width
submit button."""
import json
import time

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import CONTROLS, SITE, axe_violations, controls_site, horizontal_overflow, open_page, preset

SITES = [SITE] + ([CONTROLS] if (CONTROLS / "index.html").is_file() else [])


SETTINGS = {"ReaderSettings"}   # AutomaticSettings types, drawn by AutomaticSettings' views


def pages(settings=False):
    for site in SITES:
        for model in json.loads((site / "manifest.json").read_text())["models"]:
            if (model["name"] in SETTINGS) == settings:
                yield pytest.param(site, f"models/{model['name']}.html", id=f"{site.name}-{model['name']}")


OPEN_ALL = "document.querySelectorAll('details').forEach(d => d.open = true)"

METRICS = """
const frame = document.querySelector('main > .form-frame[data-context="create"]');
const form = frame.querySelector('.fs-form');
const css = (element, property) => getComputedStyle(element).getPropertyValue(property);
const sections = Array.from(form.querySelectorAll(':scope > .fs-section'));
const gaps = sections.slice(1).map((s, i) =>
                                   s.getBoundingClientRect().top - sections[i].getBoundingClientRect().bottom);
return {
  font: css(frame.querySelector('.fs-screen'), 'font-family'),
  body: [css(frame.querySelector('.fs-screen'), 'font-size'), css(frame.querySelector('.fs-screen'), 'line-height')],
  formGap: css(form, 'row-gap'), formPadding: css(form, 'padding-top'),
  sectionGaps: gaps,
  sections: sections.map(s => ({
    padding: ['top', 'right', 'bottom', 'left'].map(side => css(s, 'padding-' + side)),
    radius: css(s, 'border-top-left-radius'), border: css(s, 'border-top-width'),
    background: css(s, 'background-color'),
    title: [css(s.querySelector('.fs-section-title'), 'font-size'),
            css(s.querySelector('.fs-section-title'), 'font-weight')],
  })),
  descriptions: Array.from(form.querySelectorAll('.fs-section-description'))
    .map(d => [css(d, 'font-size'), css(d, 'color')]),
  labels: Array.from(form.querySelectorAll('.fs-label')).map(l => [css(l, 'font-size'), css(l, 'font-weight')]),
  labelToControl: Array.from(form.querySelectorAll('.fs-field'))
    .filter(f => f.querySelector(':scope > .fs-label + .fs-input, :scope > .fs-label ~ .fs-input')).map(f =>
    f.querySelector(':scope > .fs-input').getBoundingClientRect().top - Math.max(...Array.from(
      f.querySelectorAll(':scope > .fs-label, :scope > .fs-required')).map(e => e.getBoundingClientRect().bottom))),
  inset: Array.from(form.querySelectorAll('.fs-input:not(:has(> .fs-display))')).map(i => css(i, 'padding-left')),
  required: Array.from(form.querySelectorAll('.fs-required'))
    .map(r => [getComputedStyle(r, '::before').content.split(' / ')[0].replace(/"/g, '') + r.textContent,
               css(r, 'color'), css(r, 'font-weight')]),
  grids: Array.from(form.querySelectorAll('.fs-section > .fs-grid'))
    .map(g => [g.closest('.fs-section').dataset.section, css(g, 'row-gap')]),
  submits: Array.from(form.querySelectorAll('button, input[type=submit], input[type=reset]'))
    .filter(b => b.type === 'submit' || b.type === 'reset').map(b => [b.type, b.textContent.trim(),
      b.getBoundingClientRect().width,
      form.clientWidth - parseFloat(css(form, 'padding-left')) - parseFloat(css(form, 'padding-right')),
      css(b, 'background-color'), css(b, 'color')]),
  background: css(frame.querySelector('.fs-screen'), 'background-color'),
  labelColor: css(frame.querySelector('.fs-screen'), 'color'),
  title: [frame.querySelector('.fs-navbar-title').textContent,
          css(form.querySelector('.fs-form-title'), 'font-weight')],
};
"""


@pytest.mark.parametrize("site,page", list(pages()))
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_form_has_sixlayers_metrics(driver, color_scheme, site, page, scheme):
    color_scheme(scheme)
    open_page(driver, site, page, width=1280)
    driver.execute_script(OPEN_ALL)
    m = driver.execute_script(METRICS)
    assert m["font"].startswith("-apple-system"), m["font"]
    assert m["body"] == ["17px", "22px"]
    assert m["formGap"] == "20px" and m["formPadding"] == "16px"
    assert all(abs(gap - 20) < 0.5 for gap in m["sectionGaps"]), m["sectionGaps"]
    gray = "rgba(142, 142, 147, 0.1)"
    for section in m["sections"]:
        assert section["padding"] == ["16px"] * 4
        assert section["radius"] == "8px" and section["border"] == "0px"
        assert section["background"] == gray
        assert section["title"] == ["20px", "700"]
    for size, color in m["descriptions"]:
        assert size == "15px"
    assert m["labels"] and all(label == ["15px", "700"] for label in m["labels"])
    assert all(abs(gap - 8) < 0.5 for gap in m["labelToControl"]), m["labelToControl"]
    assert set(m["inset"]) == {"16px"}
    red = {"light": "rgb(255, 59, 48)", "dark": "rgb(255, 69, 58)"}[scheme]   # systemRed, as the app draws it
    for text, color, weight in m["required"]:
        assert text == "*" and color == red and weight == "700"
    for section, gap in m["grids"]:
        assert gap in ("8px", "16px", "20px"), section
    assert len(m["submits"]) == 1, "one submit button, no Cancel"
    kind, text, width, content, fill, ink = m["submits"][0]
    assert kind == "submit" and text == "Submit"
    assert abs(width - content) < 1, "the submit button is full width"
    accent = {"light": "rgb(0, 122, 255)", "dark": "rgb(10, 132, 255)"}[scheme]
    assert ink == "rgb(255, 255, 255)" and fill == accent
    assert m["background"] == {"light": "rgb(255, 255, 255)", "dark": "rgb(0, 0, 0)"}[scheme]
    assert m["labelColor"] == {"light": "rgb(0, 0, 0)", "dark": "rgb(255, 255, 255)"}[scheme]
    assert m["title"][1] == "600"


@pytest.mark.parametrize("site,page", list(pages()) + list(pages(settings=True)))
@pytest.mark.parametrize("width", [320, 375])
def test_no_horizontal_overflow_on_a_phone(driver, site, page, width):
    open_page(driver, site, page, width=width)
    driver.execute_script(OPEN_ALL)
    overflow = horizontal_overflow(driver)
    assert overflow <= 0
    wider = driver.execute_script(
        "return Array.from(document.querySelectorAll('main .fs-screen *')).filter(e => {"
        " const r = e.getBoundingClientRect(), s = e.closest('.fs-screen').getBoundingClientRect();"
        # A date and time's two capsules stay in one row past the trailing edge, as iOS keeps them.
        " if (e.closest('.fs-pill[data-date-kind=\"datetime\"]')) return false;"
        " return r.width > 0 && getComputedStyle(e).position !== 'absolute' && !e.matches('[popover]')"
        " && (r.right > s.right + 0.5 || r.left < s.left - 0.5); }).map(e => e.className)")
    assert wider == [], wider


def test_toggle_label_leads_and_switch_trails(driver):
    open_page(driver, controls_site(), "models/Expense.html")
    driver.execute_script(OPEN_ALL)
    toggle = driver.find_element(By.CSS_SELECTOR, 'main > .form-frame [data-field="reimbursable"] .fs-toggle')
    text = toggle.find_element(By.CSS_SELECTOR, ".fs-row-text").rect
    switch = toggle.find_element(By.CSS_SELECTOR, "input[type=checkbox][role=switch]")
    assert switch.rect["x"] > text["x"] + text["width"]
    assert abs(switch.rect["x"] + switch.rect["width"] - (toggle.rect["x"] + toggle.rect["width"])) < 1
    assert (switch.rect["width"], switch.rect["height"]) == (51, 31)
    assert switch.is_selected()
    switch.send_keys(Keys.SPACE)
    assert not switch.is_selected()


def test_each_control_is_the_swiftui_control(driver):
    open_page(driver, controls_site(), "models/Expense.html")
    # The iPad: on an iPhone the Receipt grid's two columns (SixLayer's, at every width) squeeze its rows.
    preset(driver, 820)
    driver.execute_script(OPEN_ALL)
    frame = "main > .form-frame "
    find = lambda css: driver.find_element(By.CSS_SELECTOR, frame + css)
    placeholders = {"merchant": "Enter text", "amount": "Enter number", "email": "Enter email",
                    "phone": "Enter phone", "website": "Enter URL", "password": "Enter password",
                    "notes": "Enter text"}
    for field, text in placeholders.items():
        assert find(f'[data-field="{field}"] .fs-control').get_attribute("placeholder") == text, field
    # TextField .roundedBorder: 34 pt tall, radius 5.
    merchant = find('[data-field="merchant"] .fs-control')
    assert merchant.rect["height"] == 34
    assert merchant.value_of_css_property("border-top-left-radius") == "5px"
    # Picker (menu): a real select showing its value in the tint (the edit form's sample), with chevrons after it.
    open_page(driver, controls_site(), "models/Expense.html", state="edit")
    preset(driver, 820)
    menu = find('[data-field="currency"] select')
    computed = "return getComputedStyle(arguments[0])[arguments[1]]"
    assert driver.execute_script(computed, menu, "color") == "rgb(0, 122, 255)"   # systemBlue
    assert driver.execute_script(computed, menu, "backgroundColor") == "rgba(0, 0, 0, 0)"
    chevrons = driver.execute_script("return getComputedStyle(arguments[0], '::after').maskImage",
                                     find('[data-field="currency"] .fs-picker'))
    assert chevrons.startswith("url(")
    # The rest in the empty form.
    open_page(driver, controls_site(), "models/Expense.html")
    preset(driver, 820)
    driver.execute_script(OPEN_ALL)
    # DatePicker: its text, then a gray pill (date, time and date-time alike).
    for field in ("spentOn", "spentAt", "submittedAt"):
        row = find(f'[data-field="{field}"] .fs-datepicker')
        pill = row.find_element(By.CSS_SELECTOR, ".fs-pill")
        assert pill.value_of_css_property("border-top-left-radius") == "6px"
        text = row.find_element(By.CSS_SELECTOR, ".fs-row-text").rect
        if pill.rect["y"] < text["y"] + text["height"]:   # on the text's line (a narrow field wraps it under)
            assert pill.rect["x"] >= text["x"] + text["width"], f"{field}: the pill trails its text"
        assert abs(pill.rect["x"] + pill.rect["width"] - row.rect["x"] - row.rect["width"]) < 1
    # Stepper: − and + that step the value.
    value = find('[data-field="people"] input[type=number]')
    plus = find('[data-field="people"] .fs-step[data-step="up"]')
    assert find('[data-field="people"] .fs-step[data-step="down"]').text == "−" and plus.text == "+"
    plus.click()
    assert value.get_attribute("value") == "1" or value.get_property("value") == "1"
    plus.click()
    assert value.get_property("value") == "2"
    # Slider: the track fills up to the knob.
    slider = find('[data-field="tipPercent"] input[type=range]')
    fill = "return arguments[0].style.getPropertyValue('--fs-fill')"
    before = driver.execute_script(fill, slider)
    assert before.endswith("%")
    slider.send_keys(Keys.RIGHT)
    assert driver.execute_script(fill, slider) != before
    # TextEditor-like multi-line text: minLines × 22 pt lines, plus the field's insets.
    notes = find('[data-field="notes"] textarea')
    assert notes.rect["height"] >= 3 * 22 + 12
    # File and image: a .bordered button with SixLayer's text over a real file input.
    assert find('[data-field="receipt"] .fs-file').text.strip() == "Select File"
    assert find('[data-field="photo"] .fs-file').text.strip() == "Select Image"
    assert find('[data-field="photo"] input[type=file]') is not None
    # ColorPicker: a round well and the colour drawn 40 pt tall under it.
    well = find('[data-field="labelColor"] input[type=color]')
    assert well.rect["width"] == 28 and well.value_of_css_property("border-top-left-radius") == "50%"
    assert find('[data-field="labelColor"] .fs-color-swatch').rect["height"] == 40
    # An array: a row per item with a remove button, then "Add Item".
    add = find('[data-field="tags"] .fs-add')
    assert add.text.strip() == "Add Item"
    add.click()
    assert len(driver.find_elements(By.CSS_SELECTOR, frame + '[data-field="tags"] .fs-list-item')) == 2
    # A display-only text field is DynamicTextField's TextField all the same (only DynamicURLField reads
    # SixLayer's isReadOnly): disabled in the hints' layout, as IntelligentFormView draws it.
    shown = find('[data-field="approvedBy"] .fs-control')
    assert shown.get_property("disabled") and shown.get_attribute("placeholder") == "Enter text"
    # The counter: SixLayer's "n / max characters", under every text control with a maximum.
    assert find('[data-field="merchant"] .fs-counter').text == "0 / 60 characters"


def test_the_scan_button_and_the_header(driver):
    open_page(driver, controls_site(), "models/Expense.html")
    scan = driver.find_element(By.CSS_SELECTOR, "main > .form-frame .fs-scan")
    assert scan.text.strip() == "Scan Document"
    form = driver.find_element(By.CSS_SELECTOR, "main > .form-frame .fs-form")
    middle = form.rect["x"] + form.rect["width"] / 2
    assert abs(scan.rect["x"] + scan.rect["width"] / 2 - middle) < 1, "centred, as in a centred VStack"
    title = driver.find_element(By.CSS_SELECTOR, "main > .form-frame .fs-form-title")
    assert title.value_of_css_property("font-size") == "17px"
    # The demo has no OCR hints: no scan button.
    open_page(driver, SITE, "models/User.html")
    assert driver.find_elements(By.CSS_SELECTOR, "main > .form-frame .fs-scan") == []


def test_the_description_is_behind_an_info_button(driver):
    open_page(driver, controls_site(), "models/Expense.html")
    field = driver.find_element(By.CSS_SELECTOR, 'main > .form-frame [data-field="merchant"]')
    assert "As printed" not in field.text, "not inline"
    button = field.find_element(By.CSS_SELECTOR, "button[popovertarget]")
    popover = field.find_element(By.CSS_SELECTOR, "[popover]")
    assert button.get_attribute("aria-label") == "About Merchant"
    assert not popover.is_displayed()
    control = field.find_element(By.CSS_SELECTOR, ".fs-control")
    assert popover.get_attribute("id") in control.get_attribute("aria-describedby").split()
    control.click()
    control.send_keys(Keys.SHIFT, Keys.TAB)   # back to the info button, by keyboard
    assert driver.switch_to.active_element == button
    button.send_keys(Keys.ENTER)
    assert popover.is_displayed() and "As printed" in popover.text
    assert driver.execute_script("return arguments[0].matches(':popover-open')", popover)


def test_collapsible_sections_are_disclosure_groups(driver):
    open_page(driver, SITE, "models/AppSettings.html")
    section = driver.find_element(By.CSS_SELECTOR, 'main > .form-frame details[data-section="notifications"]')
    summary = section.find_element(By.TAG_NAME, "summary")
    chevron = "return getComputedStyle(arguments[0], '::after').transform"
    opened = driver.execute_script(chevron, summary)
    summary.click()
    assert section.get_attribute("open") is None
    time.sleep(0.4)   # the chevron turns in 0.2 s
    assert driver.execute_script(chevron, summary) != opened, "the chevron turns"
    # The chevron trails the title.
    assert driver.execute_script(
        "const s = arguments[0], r = s.getBoundingClientRect();"
        "return getComputedStyle(s).justifyContent", summary) == "space-between"


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_screen_draws_the_apps_true_colours_and_the_chrome_stays_accessible(driver, color_scheme, scheme):
    # The screen is a picture of the app: its own colours whatever their contrast (the accessibility
    # report states it); axe holds the site's chrome around it to WCAG AA.
    color_scheme(scheme)
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
