"""A settings type (AutomaticSettings) as AutomaticSettingsViewDSL draws it: a grouped form of rows, the name
leading and the control trailing, with no title and no submit button, on systemGroupedBackground up under its
bars. On the Mac it sits on windowBackgroundColor with System Settings' translucent groups, and the page says the
picture is a guess: AutomaticSettings' views call UIKit and do not build for macOS. The every-control fixture
(FORMSMITH_CONTROLS_SITE, Tests/browser/Fixtures/Controls: ReaderSettings); a short settings form filling each
device's display is in test_device_chrome.py."""
import pytest
from selenium.webdriver.common.by import By

from conftest import CONTROLS, controls_site, fit, needs_controls, open_page, preset

FRAME = "main > .form-frame"


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_an_automatic_settings_type_is_a_grouped_form_of_rows(driver, color_scheme, scheme):
    color_scheme(scheme)
    open_page(driver, controls_site(), "models/ReaderSettings.html", width=375)
    fit(driver)   # measured at the window's width
    form = driver.find_element(By.CSS_SELECTOR, "main > .form-frame .fs-form")
    assert "fs-settings" in form.get_attribute("class")
    assert form.find_elements(By.CSS_SELECTOR, ".fs-submit, .fs-form-title") == [], "no title, no submit"
    background = {"light": "rgb(242, 242, 247)", "dark": "rgb(0, 0, 0)"}[scheme]
    cell = {"light": "rgb(255, 255, 255)", "dark": "rgb(28, 28, 30)"}[scheme]
    computed = "return getComputedStyle(arguments[0])[arguments[1]]"
    screen = driver.find_element(By.CSS_SELECTOR, "main > .form-frame .fs-screen")
    assert driver.execute_script(computed, screen, "backgroundColor") == background
    headers = [h.text for h in form.find_elements(By.CSS_SELECTOR, ".fs-section-title")]
    assert headers == ["DISPLAY"], "the nested struct is a section under an uppercase header"
    for grid in form.find_elements(By.CSS_SELECTOR, ".fs-grid"):
        assert driver.execute_script(computed, grid, "backgroundColor") == cell
        assert driver.execute_script(computed, grid, "borderTopLeftRadius") == "10px"
    # Each row: the name leading, the control trailing, on one line.
    for field in form.find_elements(By.CSS_SELECTOR, ".fs-field"):
        # An integer setting is a Stepper: its − and + are the control (its number input is out of sight).
        control = field.find_element(By.CSS_SELECTOR,
                                     ".fs-switch, .fs-menu, .fs-stepper-buttons, .fs-control:not(.fs-stepper-value)")
        right = field.rect["x"] + field.rect["width"] - 16
        assert control.rect["x"] + control.rect["width"] <= right + 1
        assert control.rect["x"] + control.rect["width"] >= right - 24, field.get_attribute("data-field")
        assert field.rect["height"] >= 44


# An integer setting is `Stepper { Text("Columns: 2") }`: its value in the stepper's label, the − and
# + at the trailing edge, no text field and no second label. A string setting is `TextField(name)
# .fixedSize()`: the setting's name as its placeholder, as wide as that, at the trailing edge.
@needs_controls
@pytest.mark.parametrize("width", [393, 1280])
def test_automatic_settings_rows_are_drawn_as_its_dsl_draws_them(driver, width):
    open_page(driver, CONTROLS, "models/ReaderSettings.html", width=1400)
    preset(driver, width)
    got = driver.execute_script(f"""
      const frame = document.querySelector('{FRAME}');
      const columns = frame.querySelector('[data-field="columns"]'),
        nickname = frame.querySelector('[data-field="nickname"]');
      const visible = el => el && el.checkVisibility() && el.getBoundingClientRect().width > 1;
      const input = nickname.querySelector(':is(.fs-input, .fs-state) > input'), row = nickname.getBoundingClientRect(),
        box = input.getBoundingClientRect();
      return {{stepper: visible(columns.querySelector('.fs-stepper-buttons')),
              text: columns.querySelector('.fs-stepper .fs-row-text').textContent,
              labels: Array.from(columns.querySelectorAll('.fs-label')).filter(visible).length,
              value: visible(columns.querySelector('.fs-stepper-value')),
              placeholder: input.placeholder, narrow: box.width < row.width / 3,
              trailing: row.right - box.right < 20}};""")
    assert got["stepper"] and got["text"] == "Columns: 2" and got["labels"] == 0 and not got["value"], got
    assert got["placeholder"] == "Nickname" and got["narrow"] and got["trailing"], got


# A grouped settings form's bars at rest have no material: the grouped grey runs up under the
# navigation bar and the status bar.
@needs_controls
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_a_settings_forms_bars_show_the_grouped_background(driver, color_scheme, scheme):
    open_page(driver, CONTROLS, "models/ReaderSettings.html")
    color_scheme(scheme)
    preset(driver, 393)
    colours = driver.execute_script(f"""
      const screen = document.querySelector('{FRAME} > .fs-screen');
      return [getComputedStyle(screen).backgroundColor, getComputedStyle(screen, '::before').backgroundColor,
              getComputedStyle(screen.querySelector('.fs-navbar')).backgroundColor];""")
    assert colours[0] == {"light": "rgb(242, 242, 247)", "dark": "rgb(0, 0, 0)"}[scheme], colours
    assert colours[1] == colours[0] and colours[2] == colours[0], colours


# A grouped settings form on the Mac sits on windowBackgroundColor, its groups a translucent shade
# lighter with a hairline edge (System Settings' look), never iOS's grouped grey or black.
@needs_controls
@pytest.mark.parametrize("scheme,window", [("light", "rgb(236, 236, 236)"), ("dark", "rgb(50, 50, 50)")])
def test_a_settings_form_on_the_mac_sits_on_the_window_background(driver, color_scheme, scheme, window):
    open_page(driver, CONTROLS, "models/ReaderSettings.html")
    color_scheme(scheme)
    preset(driver, 1280)
    got = driver.execute_script(f"""
      const screen = document.querySelector('{FRAME} > .fs-screen'),
        group = screen.querySelector('.fs-settings .fs-grid');
      return [getComputedStyle(screen).backgroundColor, getComputedStyle(group).backgroundColor,
              getComputedStyle(group).boxShadow];""")
    assert got[0] == window, got
    assert got[1].startswith("rgba(255, 255, 255, 0.") and got[2] != "none", got
    preset(driver, 393)   # an iPhone keeps systemGroupedBackground
    screen = driver.execute_script(
        f"return getComputedStyle(document.querySelector('{FRAME} > .fs-screen')).backgroundColor")
    assert screen == {"light": "rgb(242, 242, 247)", "dark": "rgb(0, 0, 0)"}[scheme]


# AutomaticSettings' views call UIKit (`navigationBarTitle`, `UIPasteboard`) and do not build for
# macOS: a settings form's Mac picture says it is a guess; a SixLayer form's does not.
@needs_controls
@pytest.mark.parametrize("page, said", [("ReaderSettings.html", True), ("Expense.html", False)])
def test_a_settings_forms_mac_picture_says_it_is_a_guess(driver, page, said):
    open_page(driver, CONTROLS, f"models/{page}", width=1400)
    preset(driver, 1280)
    note = driver.find_element(By.CSS_SELECTOR, ".viewport-note").text
    assert ("do not build for macOS" in note) == said, note
    preset(driver, 393)
    assert "macOS" not in driver.find_element(By.CSS_SELECTOR, ".viewport-note").text
