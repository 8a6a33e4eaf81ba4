"""SixLayer's field controls as iOS draws them: a read-only field's bold label row over its value at the
trailing edge (DynamicDisplayField), a Toggle's switch beside its label, the Slider on SixLayer's own range, the
Stepper's caption and its buttons disabled at its bounds, and the image and file buttons' symbols. The demo site
(FORMSMITH_SITE) and the every-control fixture (FORMSMITH_CONTROLS_SITE); the form's metrics and every control
side by side are in test_ios_form.py."""
import pytest
from selenium.webdriver.common.by import By

from conftest import CONTROLS, SITE, needs_controls, open_page, preset, text_size

FRAME = "main > .form-frame"


# `isEditable: false` is read by DynamicURLField alone: SixLayer's text and number fields draw a read-only
# field as the editable field it is in a DynamicFormView app, with its label row and placeholder, while
# IntelligentFormView disables it (the hints' layout). Order's orderNumber and subtotal.
READ_ONLY = """
  const field = document.querySelector(`${arguments[0]} [data-field="${arguments[1]}"]`);
  const control = field.querySelector('.fs-control');
  return {label: field.querySelector(':scope > .fs-label').textContent, disabled: control.disabled,
          placeholder: control.placeholder, opacity: getComputedStyle(control).opacity,
          display: field.querySelector('.fs-display') !== null};"""


@pytest.mark.parametrize("name", ["orderNumber", "subtotal"])
def test_a_read_only_text_field_is_disabled_in_the_hints_layout_and_editable_in_dynamic_form_views(driver, name):
    open_page(driver, SITE, "models/Order.html")
    preset(driver, 393)
    hinted = driver.execute_script(READ_ONLY, FRAME, name)
    assert hinted["label"] and hinted["disabled"] and hinted["placeholder"].startswith("Enter"), hinted
    assert hinted["opacity"] == "0.5" and not hinted["display"], hinted
    driver.find_element(By.CSS_SELECTOR, ".dynamic-form-view-switch").click()
    dynamic = driver.execute_script(READ_ONLY, FRAME, name)
    assert dynamic["opacity"] == "1" and dynamic["placeholder"] == hinted["placeholder"], dynamic
    assert "no text field's isEditable" in driver.find_element(By.CSS_SELECTOR, ".picture-note").text


@needs_controls
def test_a_display_only_text_field_of_the_controls_fixture_is_a_text_field_too(driver):
    # `"displayOnly": "true"` is metadata SixLayer's isReadOnly reads, which only DynamicURLField asks.
    open_page(driver, CONTROLS, "models/Expense.html")
    preset(driver, 393)
    got = driver.execute_script(READ_ONLY, FRAME, "approvedBy")
    assert got["label"] == "Approved By" and got["disabled"] and got["placeholder"] == "Enter text", got


# SwiftUI's Toggle is one row: the label wraps, the switch trails, centred on it.
@pytest.mark.parametrize("width,size", [(393, "Large"), (320, "Large")])
def test_a_toggles_switch_stays_beside_its_label(driver, width, size):
    open_page(driver, SITE, "models/AppSettings.html")
    preset(driver, width)
    text_size(driver, size)
    rows = driver.execute_script(f"""
      return Array.from(document.querySelectorAll('{FRAME} .fs-toggle')).filter(r => r.getClientRects().length)
        .map(row => {{
        const t = row.querySelector('.fs-row-text').getBoundingClientRect(),
          s = row.querySelector('.fs-switch').getBoundingClientRect();
        const r = row.getBoundingClientRect();
        return [row.closest('[data-field]').dataset.field, s.left >= t.right - 1,
                Math.abs((s.top + s.bottom) / 2 - (t.top + t.bottom) / 2) <= 1, Math.abs(s.right - r.right) <= 1];
      }});""")
    assert rows and all(beside and centred and trailing for _, beside, centred, trailing in rows), rows


@needs_controls
def test_the_slider_is_drawn_on_sixlayers_own_range(driver):
    # DynamicRangeField is `Slider(value:, in: 0...100)` whatever the hints say (tipPercent: 0...30).
    open_page(driver, CONTROLS, "models/Expense.html")
    slider = driver.find_element(By.CSS_SELECTOR, 'main > .form-frame [data-field="tipPercent"] input[type=range]')
    assert (slider.get_attribute("min"), slider.get_attribute("max")) == ("0", "100")


@needs_controls
def test_the_steppers_caption_shows_its_value_zero_when_empty(driver):
    # DynamicStepperField: Text("\\(Int(value))") .caption under the Stepper, 0 when the field has no value.
    open_page(driver, CONTROLS, "models/Expense.html")
    shown = driver.execute_script("""
      const input = document.querySelector('main > .form-frame [data-field="people"] .fs-stepper-value');
      return [input.value, input.getBoundingClientRect().height > 0, getComputedStyle(input).fontSize];""")
    assert shown == ["0", True, "12px"], shown


# SwiftUI's Stepper(value:in:) disables − at or below its lower bound and + at or above its upper
# one (Expense's People: 1...20, empty 0): − disabled, + enabled; at 20, + disabled.
@needs_controls
def test_a_steppers_buttons_are_disabled_at_its_bounds(driver):
    open_page(driver, CONTROLS, "models/Expense.html")
    state = """
      const field = document.querySelector('main > .form-frame [data-field="people"]');
      return [field.querySelector('.fs-stepper-value').value,
              ...Array.from(field.querySelectorAll('.fs-step')).map(b => b.disabled)];"""
    assert driver.execute_script(state) == ["0", True, False]
    driver.execute_script("""
      const input = document.querySelector('main > .form-frame [data-field="people"] .fs-stepper-value');
      input.value = '20'; input.dispatchEvent(new Event('input', {bubbles: true}));""")
    assert driver.execute_script(state) == ["20", False, True]


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


# SixLayer binds an empty menu Picker to "", which tags no option: iOS's menu button shows its
# chevrons alone (Order's customer on a new item). The <option> keeps the Picker's label for assistive technology.
def test_an_empty_menu_picker_shows_its_chevrons_alone(driver):
    open_page(driver, SITE, "models/Order.html")
    preset(driver, 393)
    picker = driver.execute_script(f"""
      const picker = document.querySelector('{FRAME} [data-field="customer"] .fs-picker');
      const menu = picker.querySelector('.fs-menu'), shown = picker.querySelector('.fs-menu-value');
      return {{option: menu.selectedOptions[0].textContent, shown: shown.textContent,
              shownWidth: shown.getBoundingClientRect().width,
              chevrons: getComputedStyle(picker, '::after').maskImage.startsWith('url(')}};""")
    assert picker == {"option": "Select", "shown": "", "shownWidth": 0, "chevrons": True}, picker
    # Chosen (the edit form's sample), the value shows in the tint.
    open_page(driver, SITE, "models/Order.html", state="edit")
    shown = driver.find_element(By.CSS_SELECTOR, f'{FRAME} [data-field="customer"] .fs-menu-value')
    assert shown.get_attribute("textContent") == "User 1"
