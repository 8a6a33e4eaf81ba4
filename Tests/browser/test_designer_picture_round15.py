"""The picture a designer signs (issue #49), round 15: what the last design judge named on the final
build. The demo site (FORMSMITH_SITE) and the every-control fixture (FORMSMITH_CONTROLS_SITE)."""
import os
import pathlib

import pytest
from selenium.webdriver.common.by import By

from conftest import SITE, open_page

CONTROLS = pathlib.Path(os.environ.get("FORMSMITH_CONTROLS_SITE", "")).resolve()
needs_controls = pytest.mark.skipif(not (CONTROLS / "index.html").is_file(), reason="FORMSMITH_CONTROLS_SITE not built")

# Each row of a card collection's items: its top, and the bottom of its tallest card, in px.
ROWS = r"""
const list = document.querySelector(arguments[0] + ' .fs-items');
const items = Array.from(list.children).filter(item => item.getBoundingClientRect().height > 0);
const rows = new Map();
for (const item of items) {
  const box = item.getBoundingClientRect(), top = Math.round(box.top);
  rows.set(top, Math.max(rows.get(top) || 0, box.bottom));
}
return {rows: Array.from(rows.entries()).sort((a, b) => a[0] - b[0]),
        gap: parseFloat(getComputedStyle(list).rowGap), height: list.getBoundingClientRect().height};"""


# A card collection is a LazyVGrid in a ScrollView: its rows stack from the top, one gap apart,
# however tall the device's screen. (The screen is at least the device's height: a grid left to
# stretch its rows spread the Product cards down an iPad's or a Mac's whole window.)
@pytest.mark.parametrize("page, strategy", [("Product.html", "expandableCards"), ("AppSettings.html", "grid")])
@pytest.mark.parametrize("width", [393, 1180, 1280])
def test_a_card_collections_rows_stack_at_the_top(driver, page, strategy, width):
    open_page(driver, SITE, f"models/{page}", width=1600, height=1000)
    driver.find_element(By.CSS_SELECTOR, f'.viewport-switcher [data-width="{width}"]').click()
    collection = f'.fs-collection[data-strategy="{strategy}"]'
    got = driver.execute_script(ROWS, collection)
    rows = got["rows"]
    assert len(rows) >= 2 or width > 1000, got
    for (_, bottom), (top, _) in zip(rows, rows[1:]):
        assert top - bottom <= got["gap"] + 1, got
    # The screen stays the device's height: the space is left under the last row.
    assert got["height"] - (rows[-1][1] - rows[0][0]) > 100, got


# Every review note shown floating over the screen, with the screen's edges.
NOTES = r"""
const frame = document.querySelector('main > .form-frame'), screen = frame.querySelector(':scope > .fs-screen').getBoundingClientRect();
const notes = Array.from(frame.querySelectorAll('.fs-field :is(.fs-related, .fs-formula, .fs-fit-warning, .fs-room-warning, .fs-notes)'))
  .filter(note => getComputedStyle(note).position === 'absolute' && note.getClientRects().length)
  .map(note => { const b = note.getBoundingClientRect(); return {text: note.textContent.slice(0, 40), left: b.left, right: b.right, top: b.top, bottom: b.bottom}; });
return {left: screen.left, right: screen.right, notes};"""


# Review notes are read whole: none runs past the screen's edge (a note at the corner of a field in
# the leading column ran off the frame), and none covers another (Spent At's covered Submitted At's).
@needs_controls
@pytest.mark.parametrize("width", [320, 393, 430])
def test_review_notes_stay_inside_the_screen_and_apart(driver, width):
    open_page(driver, CONTROLS, "models/Expense.html", width=1400)
    driver.find_element(By.CSS_SELECTOR, f'.viewport-switcher [data-width="{width}"]').click()
    driver.find_element(By.CSS_SELECTOR, ".review-notes-switch").click()
    got = driver.execute_script(NOTES)
    notes = got["notes"]
    assert len(notes) >= 3, got
    for note in notes:
        assert note["left"] >= got["left"] - 0.5 and note["right"] <= got["right"] + 0.5, (note, got)
    for i, one in enumerate(notes):
        for other in notes[i + 1:]:
            apart = one["right"] <= other["left"] or other["right"] <= one["left"] \
                or one["bottom"] <= other["top"] or other["bottom"] <= one["top"]
            assert apart, (one, other)
    # Switched off, the notes are gone and the picture is as it was.
    driver.find_element(By.CSS_SELECTOR, ".review-notes-switch").click()
    assert driver.execute_script(NOTES)["notes"] == []


# AutomaticSettings' views call UIKit (`navigationBarTitle`, `UIPasteboard`) and do not build for
# macOS: a settings form's Mac picture says it is a guess; a SixLayer form's does not.
@needs_controls
@pytest.mark.parametrize("page, said", [("ReaderSettings.html", True), ("Expense.html", False)])
def test_a_settings_forms_mac_picture_says_it_is_a_guess(driver, page, said):
    open_page(driver, CONTROLS, f"models/{page}", width=1400)
    driver.find_element(By.CSS_SELECTOR, '.viewport-switcher [data-width="1280"]').click()
    note = driver.find_element(By.CSS_SELECTOR, ".viewport-note").text
    assert ("do not build for macOS" in note) == said, note
    driver.find_element(By.CSS_SELECTOR, '.viewport-switcher [data-width="393"]').click()
    assert "macOS" not in driver.find_element(By.CSS_SELECTOR, ".viewport-note").text


# The Mac's field-style DatePicker is a bezelled text field: in dark mode its field is the text
# field's #1E1E1E, as a TextField's beside it, not the window's black.
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_a_mac_date_field_is_a_text_fields_colour(driver, scheme):
    open_page(driver, SITE, "models/User.html", width=1400)
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
    try:
        driver.find_element(By.CSS_SELECTOR, '.viewport-switcher [data-width="1280"]').click()
        got = driver.execute_script("""
          const frame = document.querySelector('main > .form-frame');
          const capsule = frame.querySelector('.fs-pill .fs-capsule'), field = frame.querySelector('.fs-input > input[type="text"], .fs-input > input[type="email"]');
          return [getComputedStyle(capsule).backgroundColor, getComputedStyle(field).backgroundColor];""")
        assert got[0] == got[1] == {"light": "rgb(255, 255, 255)", "dark": "rgb(30, 30, 30)"}[scheme], got
    finally:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})


# A home-button iPhone (the 320 preset) has its signal and Wi-Fi at the leading edge and its battery
# at the trailing one, the time "9:41 AM" centred between, on the form and on the list.
def test_a_home_button_phones_status_bar_has_its_icons_at_both_ends(driver):
    open_page(driver, SITE, "models/Order.html", width=1400)
    driver.find_element(By.CSS_SELECTOR, '.viewport-switcher [data-width="320"]').click()
    got = driver.execute_script("""
      const screen = document.querySelector('main > .form-frame > .fs-screen');
      const icons = getComputedStyle(screen, '::after'), time = getComputedStyle(screen, '::before');
      const list = getComputedStyle(document.querySelector('main .fs-context-frame > .fs-collection > .fs-items'), '::before');
      return {form: [icons.maskPosition, Math.round(parseFloat(icons.width)), time.content, time.justifyContent],
              list: [list.backgroundPosition, list.content]};""")
    assert got["form"][0] == "0% 50%, 100% 50%" and got["form"][1] >= 300, got   # the bar's width, 6 pt in from each edge
    assert got["form"][2:] == ['"9:41 AM" / ""', "center"], got
    assert got["list"] == ["6px 50%, calc(100% - 6px) 50%", '"9:41 AM" / ""'], got
