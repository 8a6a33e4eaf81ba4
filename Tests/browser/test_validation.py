"""Validation as SixLayer's form shows it: a message under a field once it is touched, every invalid field on
submit, and the form's broken-constraints state (`#edit-invalid`), whose summary is a disclosure group linking every
error and which draws only states the app can reach. The browser's own bubble never shows. The demo site
(FORMSMITH_SITE)."""
import pytest
from selenium.webdriver.common.by import By

from conftest import SITE, open_page


def test_validation_message_appears_once_a_field_is_touched(driver, site):
    open_page(driver, site, "models/User.html")
    assert driver.find_elements(By.ID, "field-firstName-error") == [], "no empty message lines on the page"
    field = driver.find_element(By.ID, "field-firstName")
    field.click()
    message = driver.find_element(By.ID, "field-firstName-error")
    assert message.text == "" and message.get_attribute("aria-live") == "polite"
    assert "field-firstName-error" in field.get_attribute("aria-describedby").split()
    field.send_keys("A")
    assert message.text == ""
    field.send_keys("\b")
    assert message.text != ""
    assert field.get_attribute("aria-invalid") == "true"
    field.send_keys("Ada")
    assert message.text == ""


def test_submit_reports_every_invalid_field(driver, site):
    open_page(driver, site, "models/User.html")
    driver.find_element(By.CSS_SELECTOR, "main > .form-frame .fs-submit").click()
    errors = [e.get_attribute("id") for e in driver.find_elements(By.CSS_SELECTOR, ".fs-error") if e.text]
    assert "field-firstName-error" in errors and "field-email-error" in errors
    driver.find_element(By.ID, "field-firstName").send_keys("Ada")
    assert driver.find_element(By.ID, "field-firstName-error").text == ""


def test_validation_shows_no_browser_bubble_and_its_summary_is_a_disclosure_group(driver):
    open_page(driver, SITE, "models/User.html", state="invalid")
    state = driver.execute_script("""
      const frame = document.querySelector('main > .form-frame'), form = frame.querySelector('form');
      const summary = frame.querySelector('.fs-validation-summary'),
        after = getComputedStyle(summary.querySelector('summary'), '::after');
      const error = frame.querySelector('.fs-error'), field = error.closest('.fs-field');
      const control = field.querySelector('.fs-control').getBoundingClientRect();
      return [form.noValidate, after.content, after.borderTopStyle, summary.open,
              getComputedStyle(error).fontSize, getComputedStyle(error).color,
              error.getBoundingClientRect().top >= control.bottom];""")
    no_validate, content, border, is_open, size, color, under = state
    assert no_validate, "novalidate: the browser draws no bubble of its own"
    assert content == '""' and border == "solid" and is_open, "a trailing disclosure chevron"
    assert size == "12px" and color == "rgb(255, 59, 48)" and under   # .caption, systemRed, under its field


def test_the_validation_summary_links_every_error(driver):
    open_page(driver, SITE, "models/User.html", state="invalid")
    summary = driver.find_element(By.CSS_SELECTOR, "main > .form-frame .fs-validation-summary")
    assert summary.get_attribute("open") is not None
    errors = driver.find_elements(By.CSS_SELECTOR, "main > .form-frame .fs-error")
    shown = [e for e in errors if e.get_attribute("textContent").strip()]
    links = summary.find_elements(By.CSS_SELECTOR, "li a")
    assert len(links) == len(shown) > 0
    title = summary.find_element(By.TAG_NAME, "summary").text.strip()
    assert title == (f"{len(links)} validation error" + ("" if len(links) == 1 else "s"))
    for link in links:
        target = link.get_attribute("href").split("#")[1]
        assert driver.find_elements(By.ID, target), target
    # The summary sits above the sections.
    first_section = driver.find_element(By.CSS_SELECTOR, "main > .form-frame .fs-section")
    assert summary.rect["y"] < first_section.rect["y"]


@pytest.mark.parametrize("name", ["User", "Order", "Product"])
def test_the_invalid_state_shows_the_live_validation_messages(driver, site, name):
    open_page(driver, site, f"models/{name}.html", state=None)
    state = driver.find_element(By.CSS_SELECTOR, "main > .form-frame .fs-validation-summary")
    assert not state.is_displayed()
    driver.find_element(By.CSS_SELECTOR, 'a[href="#edit-invalid"]').click()
    assert state.is_displayed()
    shown = driver.execute_script("""
      return Array.from(document.querySelectorAll('main > .form-frame .fs-control[aria-invalid="true"]')).map(control => [
        control.name, document.getElementById(control.id + '-error').textContent,
        control.validity.valueMissing || control.validity.typeMismatch || control.validity.rangeUnderflow
          || control.validity.rangeOverflow, control.validationMessage]);
    """)
    assert shown
    for field, message, flagged, live in shown:
        assert message, field
        # Where the browser flags a value as it stands (lengths are flagged only once typed),
        # the page shows the very message Chromium's validation gives.
        if flagged:
            assert message == live, field


def test_the_broken_constraints_figure_keeps_the_text_fields_border_and_writes_the_caption(driver):
    # A .roundedBorder TextField has no error state: DynamicFormFieldView writes the red caption under
    # it (Text(error).font(.caption).foregroundColor(.red)); only DynamicSelectField strokes red.
    open_page(driver, SITE, "models/User.html", state=None)  # the empty form's field too
    driver.find_element(By.CSS_SELECTOR, 'a[href="#edit-invalid"]').click()
    got = driver.execute_script("""
      const state = document.querySelector('main > .form-frame');
      const normal = getComputedStyle(document.querySelector('main > .form-frame #field-firstName')).borderTopColor;
      const invalid = Array.from(state.querySelectorAll(
        ':is(.fs-input, .fs-state) > input[aria-invalid="true"]:not(.fs-stepper-value)'));
      const capsules = Array.from(state.querySelectorAll('.fs-pill-input[aria-invalid="true"]'))
        .map(p => p.parentNode.querySelector('.fs-capsule'));
      return {normal: normal, borders: invalid.map(i => getComputedStyle(i).borderTopColor),
              captions: invalid.map(i => {
                const e = document.getElementById(i.id + '-error');
                return e && e.textContent && getComputedStyle(e).color;
              }),
              capsules: capsules.filter(Boolean).map(c => getComputedStyle(c).boxShadow)};""")
    assert got["borders"] and set(got["borders"]) == {got["normal"]}, got
    assert all(color == "rgb(255, 59, 48)" or color == "rgb(215, 0, 21)" for color in got["captions"]), got
    assert all("255, 59, 48" not in shadow for shadow in got["capsules"]), got


# The broken-constraints figure shows only states the app can reach: SixLayer binds a date
# `?? Date()` and its Stepper clamps to its range; the browser's messages are said to be placeholders.
@pytest.mark.parametrize("name", ["Order", "AppSettings"])
def test_the_broken_constraints_figure_draws_no_state_the_app_cannot_reach(driver, name):
    open_page(driver, SITE, f"models/{name}.html", state="invalid")
    got = driver.execute_script("""
      const state = document.querySelector('main > .form-frame');
      return {emptyDates: Array.from(state.querySelectorAll('.fs-pill-input')).filter(i => !i.value).length,
              steppers: Array.from(state.querySelectorAll('.fs-stepper-value')).filter(i =>
                (i.min !== '' && Number(i.value) < Number(i.min)) ||
                (i.max !== '' && Number(i.value) > Number(i.max))).length,
              errors: state.querySelectorAll('.fs-error').length,
              note: document.querySelector('main > .fs-context-note').textContent};""")
    assert got["errors"] and got["emptyDates"] == 0 and got["steppers"] == 0, got
    assert "placeholder, not SixLayer's words" in got["note"], got
