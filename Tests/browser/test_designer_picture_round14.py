"""The picture a designer signs (issue #49), round 14: the last design judge's AutomaticSettings rows,
as `AutomaticSettingsViewDSL` draws them (the every-control fixture, FORMSMITH_CONTROLS_SITE)."""
import os
import pathlib

import pytest
from selenium.webdriver.common.by import By

from conftest import open_page

CONTROLS = pathlib.Path(os.environ.get("FORMSMITH_CONTROLS_SITE", "")).resolve()
needs_controls = pytest.mark.skipif(not (CONTROLS / "index.html").is_file(), reason="FORMSMITH_CONTROLS_SITE not built")
FRAME = "main > .form-frame"


# An integer setting is `Stepper { Text("Columns: 2") }`: its value in the stepper's label, the − and
# + at the trailing edge, no text field and no second label. A string setting is `TextField(name)
# .fixedSize()`: the setting's name as its placeholder, as wide as that, at the trailing edge.
@needs_controls
@pytest.mark.parametrize("width", [393, 1280])
def test_automatic_settings_rows_are_drawn_as_its_dsl_draws_them(driver, width):
    open_page(driver, CONTROLS, "models/ReaderSettings.html", width=1400)
    driver.find_element(By.CSS_SELECTOR, f'.viewport-switcher [data-width="{width}"]').click()
    got = driver.execute_script(f"""
      const frame = document.querySelector('{FRAME}');
      const columns = frame.querySelector('[data-field="columns"]'), nickname = frame.querySelector('[data-field="nickname"]');
      const visible = el => el && el.checkVisibility() && el.getBoundingClientRect().width > 1;
      const input = nickname.querySelector('.fs-input > input'), row = nickname.getBoundingClientRect(), box = input.getBoundingClientRect();
      return {{stepper: visible(columns.querySelector('.fs-stepper-buttons')),
              text: columns.querySelector('.fs-stepper .fs-row-text').textContent,
              labels: Array.from(columns.querySelectorAll('.fs-label')).filter(visible).length,
              value: visible(columns.querySelector('.fs-stepper-value')),
              placeholder: input.placeholder, narrow: box.width < row.width / 3, trailing: row.right - box.right < 20}};""")
    assert got["stepper"] and got["text"] == "Columns: 2" and got["labels"] == 0 and not got["value"], got
    assert got["placeholder"] == "Nickname" and got["narrow"] and got["trailing"], got


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


# An AppKit popover (the ⓘ description on the Mac) in dark mode is its grey material, not black.
@needs_controls
def test_a_mac_popover_in_dark_mode_is_grey(driver):
    open_page(driver, CONTROLS, "models/Expense.html")
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    try:
        driver.find_element(By.CSS_SELECTOR, '.viewport-switcher [data-width="1280"]').click()
        colour = driver.execute_script("return getComputedStyle(document.querySelector('main > .form-frame .fs-field > [popover]')).backgroundColor")
        assert colour == "rgb(44, 44, 44)", colour
    finally:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
