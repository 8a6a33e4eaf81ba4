"""The Mac preset (1,280 pt): SixLayer's views as macOS draws them, in a window with a title bar on
windowBackgroundColor. macOS's own controls (the field-style DatePicker, a checkbox Toggle, a pop-up button, the
small slider knob, the stepper's arrows), 13 pt text and no Dynamic Type, a labelled control hugging its label,
the toolbar's back button, and text fields and date fields in textBackgroundColor in dark mode. The demo site
(FORMSMITH_SITE), the every-control fixture (FORMSMITH_CONTROLS_SITE) and the languages fixture
(FORMSMITH_LANGUAGES_SITE); a settings form's Mac picture is in test_settings_forms.py."""
import re

import pytest
from selenium.webdriver.common.by import By

from conftest import (CONTROLS, LANGUAGES, SITE, choose_language, needs_controls, needs_languages, open_page, preset,
                      text_size)

FRAME = "main > .form-frame"
LIST = "#context-collection .fs-context-frame > .fs-collection > .fs-items"


def test_the_mac_draws_macos_controls_and_13_point_text(driver):
    open_page(driver, SITE, "models/AppSettings.html")
    look = """
      const frame = document.querySelector('main > .form-frame'), toggle = frame.querySelector('.fs-toggle');
      const box = toggle.querySelector('.fs-switch').getBoundingClientRect(),
        text = toggle.querySelector('.fs-row-text').getBoundingClientRect();
      const picker = frame.querySelector('.fs-picker'), menu = picker && picker.querySelector('.fs-menu');
      return [getComputedStyle(frame.querySelector('.fs-screen')).fontSize,
              Math.round(parseFloat(getComputedStyle(toggle.querySelector('.fs-switch')).width)),
              box.right <= text.left + 1,
              picker ? getComputedStyle(picker).boxShadow !== 'none' : null,
              menu ? getComputedStyle(menu).color === getComputedStyle(frame.querySelector('.fs-screen')).color : null,
              getComputedStyle(frame.querySelector('.fs-navbar'), '::before').content];"""
    preset(driver, 393)
    size, switch, leads, bezel, plain, lights = driver.execute_script(look)
    assert (size, switch, leads) == ("17px", 51, False)
    preset(driver, 1280)
    size, switch, leads, bezel, plain, lights = driver.execute_script(look)
    assert size == "13px", "macOS body text is 13 pt"
    assert switch == 14 and leads, "a Toggle is a checkbox before its label (the frame may be scaled to fit)"
    assert bezel in (True, None) and plain in (True, None), "a Picker is a pop-up button"
    assert lights == '""', "a window title bar with its three buttons"


def mac(driver, page):
    open_page(driver, SITE, page, width=1900)
    preset(driver, 1280)
    driver.execute_script("document.querySelectorAll('main > .form-frame details').forEach(d => d.open = true)")


def test_the_mac_draws_macos_date_picker_stepper_colour_well_buttons_and_disclosure(driver):
    mac(driver, "models/User.html")
    got = driver.execute_script("""
      const frame = document.querySelector('main > .form-frame');
      const capsule = frame.querySelector('[data-field="createdAt"] .fs-capsule');
      const arrows = getComputedStyle(frame.querySelector('[data-field="createdAt"] .fs-pill'), '::after');
      const submit = getComputedStyle(frame.querySelector('.fs-submit'));
      const triangle = getComputedStyle(frame.querySelector('summary.fs-section-title'), '::after');
      return {date: capsule.textContent, radius: getComputedStyle(capsule).borderRadius,
              arrows: arrows.width + ' ' + arrows.height,
              submit: [submit.fontSize, submit.borderRadius,
                       Math.round(frame.querySelector('.fs-submit').getBoundingClientRect().height)],
              triangle: [triangle.order, triangle.borderInlineStartWidth]};""")
    assert "/" in got["date"] and not any(c.isalpha() for c in got["date"]), got   # "3/10/2026"
    assert got["radius"] == "0px" and got["arrows"] == "13px 22px"
    assert got["submit"][0] == "13px" and got["submit"][1] == "6px" and got["submit"][2] <= 24
    assert got["triangle"] == ["-1", "7px"]


@needs_controls
def test_the_mac_colour_well_and_stepper_are_macos_controls(driver):
    open_page(driver, CONTROLS, "models/Expense.html", width=1900)
    preset(driver, 1280)
    well = driver.execute_script("""
      const well = document.querySelector('main > .form-frame .fs-color-well');
      if (!well) return null;
      const box = well.getBoundingClientRect();
      return [Math.round(box.width), Math.round(box.height), getComputedStyle(well).borderRadius];""")
    assert well == [44, 23, "5px"], well
    stepper = driver.execute_script("""
      const pair = document.querySelector('main > .form-frame .fs-stepper-buttons');
      const [down, up] = pair.querySelectorAll('.fs-step');
      const d = down.getBoundingClientRect(), u = up.getBoundingClientRect();
      return [Math.round(pair.getBoundingClientRect().width), Math.round(pair.getBoundingClientRect().height),
              u.bottom <= d.top + 1];""")
    assert stepper == [13, 22, True], stepper


@needs_controls
def test_the_mac_slider_has_macos_small_knob(driver):
    open_page(driver, CONTROLS, "models/Expense.html")
    knob = ("return getComputedStyle(document.querySelector('main > .form-frame .fs-slider'))"
            ".getPropertyValue('--fs-knob').trim()")
    assert driver.execute_script(knob) == "28px"
    preset(driver, 1280)
    assert driver.execute_script(knob) == "20px"


def test_a_mac_pop_up_button_has_its_chevron_cap_at_the_trailing_end_of_its_bezel(driver):
    open_page(driver, SITE, "models/User.html", width=1800)
    preset(driver, 1280)
    got = driver.execute_script("""
      const picker = document.querySelector('main > .form-frame [data-field="role"] .fs-picker');
      const value = picker.querySelector('.fs-menu-value').getBoundingClientRect(),
        box = picker.getBoundingClientRect();
      const style = getComputedStyle(picker), cap = getComputedStyle(picker, '::after');
      // Where the cap ends: after the value, the flex gap, the cap's own leading margin and width.
      const capRight = value.right + parseFloat(style.columnGap) + parseFloat(cap.marginLeft) + parseFloat(cap.width);
      return {box: box.width, value: value.width, capRight: capRight,
              innerRight: box.right - parseFloat(style.paddingRight)};""")
    assert got["box"] > got["value"] + 60, got                    # the bezel is the hinted width
    assert abs(got["capRight"] - got["innerRight"]) <= 1, got


def test_a_mac_submit_button_fills_the_forms_width(driver):
    # Text(submitButtonText).frame(maxWidth: .infinity) inside .borderedProminent: the bezel
    # stretches on macOS as on iOS.
    open_page(driver, SITE, "models/User.html", width=1800)
    preset(driver, 1280)
    got = driver.execute_script("""
      const form = document.querySelector('main > .form-frame .fs-form');
      const section = form.querySelector(':scope > .fs-section').getBoundingClientRect(),
        submit = form.querySelector(':scope > .fs-submit').getBoundingClientRect();
      return [section.left, section.right, submit.left, submit.right];""")
    assert abs(got[0] - got[2]) <= 0.5 and abs(got[1] - got[3]) <= 0.5, got


@needs_controls
def test_on_the_mac_a_labelled_date_picker_stepper_and_color_picker_hug_their_label(driver):
    open_page(driver, CONTROLS, "models/Expense.html", width=1800)
    preset(driver, 1280)
    def gaps():
        return driver.execute_script("""
          const rows = 'main > .form-frame :is(.fs-datepicker, .fs-stepper, .fs-colorpicker)';
          return Array.from(document.querySelectorAll(rows))
            .filter(row => row.firstElementChild.matches('.fs-row-text') && row.getClientRects().length).map(row => {
              const range = document.createRange(); range.selectNodeContents(row.firstElementChild);
              const label = range.getBoundingClientRect(), control = row.lastElementChild.getBoundingClientRect();
              return [row.className, Math.round(control.left - label.right),
                      Math.round(label.left - row.getBoundingClientRect().left)]; });""")
    got = gaps()
    assert len(got) >= 5 and all(gap <= 12 and lead <= 1 for _, gap, lead in got), got
    preset(driver, 393)                                           # iOS keeps the control at the trailing edge
    assert any(gap > 40 for _, gap, _ in gaps()), gaps()


# macOS has no Dynamic Type: with the Mac and another text size chosen, the note says so.
def test_the_mac_says_it_has_no_dynamic_type_instead_of_ignoring_the_text_size(driver):
    open_page(driver, SITE, "models/User.html", width=1400)
    note = lambda: driver.find_element(By.CSS_SELECTOR, ".viewport-note").text
    text = "return getComputedStyle(document.querySelector('main > .form-frame .fs-control')).fontSize"
    preset(driver, 1280)
    assert "Dynamic Type" not in note()                          # at Large there is nothing to say
    large = driver.execute_script(text)
    text_size(driver, "AX3")
    assert "macOS has no Dynamic Type" in note() and "AX3" in note(), note()
    assert driver.execute_script(text) == large == "13px"        # and indeed the Mac's text stays 13 pt
    preset(driver, 393)
    assert "Dynamic Type" not in note(), note()


def screen_colour(driver):
    return driver.execute_script(
        f"return getComputedStyle(document.querySelector('{FRAME} > .fs-screen')).backgroundColor")


# A macOS window's content sits on windowBackgroundColor: #ECECEC light, #323232 dark.
@pytest.mark.parametrize("scheme,colour", [("light", "rgb(236, 236, 236)"), ("dark", "rgb(50, 50, 50)")])
def test_the_mac_window_draws_the_window_background(driver, color_scheme, scheme, colour):
    open_page(driver, SITE, "models/User.html")
    color_scheme(scheme)
    preset(driver, 1280)
    assert screen_colour(driver) == colour
    preset(driver, 393)   # an iPhone keeps systemBackground
    screen = screen_colour(driver)
    assert screen == {"light": "rgb(255, 255, 255)", "dark": "rgb(0, 0, 0)"}[scheme]


# On the Mac a pushed detail's toolbar has NavigationStack's back button after the window's
# close, minimise and zoom buttons: a chevron in a rounded button.
def test_the_mac_pushed_detail_has_the_toolbar_back_button(driver):
    open_page(driver, SITE, "models/User.html", width=1500)
    preset(driver, 1280)
    back = driver.execute_script("""
      const bar = document.querySelector('#context-detail .fs-navbar-pushed'), back = bar.querySelector('.fs-back');
      const b = back.getBoundingClientRect(), r = bar.getBoundingClientRect();
      return [getComputedStyle(back).visibility, b.left - r.left, b.top >= r.top && b.bottom <= r.bottom,
              Math.round(b.width),
              back.getClientRects().length];""")
    visible, offset, inside, width, shown = back
    assert visible == "visible" and shown and 64 <= offset <= 90 and inside and width <= 32, back


def test_a_mac_collection_uses_the_macs_text_styles(driver):
    # The Mac detail's headline and caption are macOS's 13 and 10 pt; so are the collections' on the Mac.
    open_page(driver, SITE, "models/User.html", width=1800)
    preset(driver, 1280)
    sizes = driver.execute_script("""
      const item = document.querySelector('#context-collection .fs-items[data-strategy="list"] > .fs-item');
      return [getComputedStyle(item.querySelector('.fs-item-title')).fontSize,
              getComputedStyle(item.querySelector('.fs-item-subtitle')).fontSize];""")
    assert sizes == ["13px", "10px"], sizes
    preset(driver, 393)
    sizes = driver.execute_script("""
      const item = document.querySelector('#context-collection .fs-items[data-strategy="list"] > .fs-item');
      return [getComputedStyle(item.querySelector('.fs-item-title')).fontSize,
              getComputedStyle(item.querySelector('.fs-item-subtitle')).fontSize];""")
    assert sizes == ["17px", "12px"], sizes


# The Mac's collection window sits on windowBackgroundColor, as its form does, not iOS's white.
@pytest.mark.parametrize("scheme,colour", [("light", "rgb(236, 236, 236)"), ("dark", "rgb(50, 50, 50)")])
def test_the_macs_collection_window_draws_the_window_background(driver, color_scheme, scheme, colour):
    open_page(driver, SITE, "models/Order.html")
    color_scheme(scheme)
    preset(driver, 1280)
    assert driver.execute_script(f"return getComputedStyle(document.querySelector('{LIST}')).backgroundColor") == colour


# A macOS text field in dark mode is textBackgroundColor (#1E1E1E), not black.
def test_a_mac_text_field_in_dark_mode_is_not_black(driver, color_scheme):
    open_page(driver, SITE, "models/User.html")
    color_scheme("dark")
    preset(driver, 1280)
    field = f"{FRAME} :is(.fs-input, .fs-state) > input[type=text]:not([readonly])"
    colour = driver.execute_script(f"return getComputedStyle(document.querySelector('{field}')).backgroundColor")
    assert colour == "rgb(30, 30, 30)", colour


# The Mac's field-style DatePicker is a bezelled text field: in dark mode its field is the text
# field's #1E1E1E, as a TextField's beside it, not the window's black.
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_a_mac_date_field_is_a_text_fields_colour(driver, color_scheme, scheme):
    open_page(driver, SITE, "models/User.html", width=1400)
    color_scheme(scheme)
    preset(driver, 1280)
    got = driver.execute_script("""
      const frame = document.querySelector('main > .form-frame');
      const capsule = frame.querySelector('.fs-pill .fs-capsule'),
        field = frame.querySelector(':is(.fs-input, .fs-state) > input[type="text"], :is(.fs-input, .fs-state) > input[type="email"]');
      return [getComputedStyle(capsule).backgroundColor, getComputedStyle(field).backgroundColor];""")
    assert got[0] == got[1] == {"light": "rgb(255, 255, 255)", "dark": "rgb(30, 30, 30)"}[scheme], got


# macOS's field-style DatePicker writes the language's short numeric date with the whole year:
# "3/14/2021" in English, "14.03.2021" in German (its month padded), "2021/03/14" in Japanese.
@needs_languages
@pytest.mark.parametrize("code,pattern", [("en", r"3/14/2021"), ("de", r"14\.03\.2021"), ("ja", r"2021/03/14")])
def test_a_mac_date_field_writes_the_languages_short_date(driver, code, pattern):
    open_page(driver, LANGUAGES, "models/Customer.html", state="edit")
    choose_language(driver, code)
    preset(driver, 1280)
    text = driver.execute_script("""
      const frame = document.querySelector('main > .form-frame[data-viewport="1280"]');
      const input = frame.querySelector('.fs-pill-input[value="2021-03-14"]');
      return input.parentNode.querySelector('.fs-capsule').textContent;""")
    assert re.fullmatch(pattern, text), text
