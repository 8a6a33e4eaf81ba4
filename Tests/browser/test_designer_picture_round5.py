"""The picture a designer signs (issue #49), round 5: DynamicSelectField's card hugs its content
and is centred in the DynamicFormView picture, the collections' screens have the form's device
chrome, and a compact DatePicker keeps its one row in a 150 pt frame. The demo site
(FORMSMITH_SITE)."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from conftest import SITE, open_page


def preset(driver, width):
    driver.find_element(By.CSS_SELECTOR, f'.viewport-switcher [data-width="{width}"]').click()


def role_card(driver):
    return driver.execute_script("""
      const field = document.querySelector('main > .form-frame [data-field="role"]'), card = field.querySelector(':scope > .fs-input');
      const grid = field.parentElement.getBoundingClientRect(), f = field.getBoundingClientRect(), c = card.getBoundingClientRect();
      const label = field.querySelector(':scope > .fs-label').getBoundingClientRect(), style = getComputedStyle(card);
      // Its own content's width (max-content), measured by asking for it and putting it back.
      const before = card.style.inlineSize; card.style.inlineSize = 'max-content';
      const content = card.getBoundingClientRect().width; card.style.inlineSize = before;
      return {grid: grid.width, gridMiddle: (grid.left + grid.right) / 2, middle: (f.left + f.right) / 2, card: c.width,
              cardLeft: c.left, labelLeft: label.left, fieldLeft: f.left, border: style.borderTopWidth,
              content: content};""")


def test_dynamic_select_fields_card_hugs_its_content_and_the_section_centres_it(driver):
    # DynamicSelectField: VStack { Text(label).font(.headline); Picker(.menu) }.padding()
    # .background(.platformBackground).cornerRadius(8).overlay(stroke): nothing there fills the width.
    # DynamicFormFieldView's VStack(alignment: .leading) holds the label row and the card; the
    # section's VStack(spacing: 16) centres it (its default alignment).
    open_page(driver, SITE, "models/User.html")
    preset(driver, 393)
    hinted = role_card(driver)
    assert hinted["border"] == "0px"
    driver.find_element(By.CSS_SELECTOR, ".dynamic-form-view-switch").click()
    card = role_card(driver)
    assert card["border"] == "1px"
    assert card["card"] < card["grid"] - 100, card                     # hugs, not the section's width
    assert abs(card["card"] - card["content"]) <= 1, card              # its content plus 16 pt padding a side
    assert abs(card["middle"] - card["gridMiddle"]) <= 1, card          # centred in the section
    assert abs(card["cardLeft"] - card["fieldLeft"]) <= 1 and abs(card["labelLeft"] - card["fieldLeft"]) <= 1, card


def collection_chrome(driver):
    return driver.execute_script("""
      const form = document.querySelector('main > .form-frame'), screen = form.querySelector(':scope > .fs-screen');
      const list = document.querySelector('#context-collection .fs-items'), item = list.querySelector('.fs-item');
      const l = list.getBoundingClientRect(), i = item.getBoundingClientRect(), bar = getComputedStyle(list, '::before');
      const border = parseFloat(getComputedStyle(list).borderTopWidth);
      return {viewport: list.closest('.fs-context-frame').dataset.viewport, width: Math.round(l.width),
              radius: getComputedStyle(list).borderTopLeftRadius, formRadius: getComputedStyle(form).borderTopLeftRadius,
              bar: bar.content, formBar: getComputedStyle(screen, '::before').content, barHeight: bar.height,
              formBarHeight: getComputedStyle(screen, '::before').height,
              itemLeft: i.left - l.left - border, itemTop: i.top - l.top - border, itemWidth: i.width, inner: l.width - 2 * border};""")


@pytest.mark.parametrize("width", ["320", "393", "820"])
def test_a_collections_screen_has_the_forms_status_bar_and_corners_outside_its_content(driver, width):
    # The list, grid and cards are screens of the app like the form: the same status bar and display
    # corners per preset; the bar sits above the list's 16 pt padding, so no item moves for it.
    open_page(driver, SITE, "models/User.html", width=1280)
    preset(driver, width)
    chrome = collection_chrome(driver)
    assert chrome["viewport"] == width and chrome["width"] == int(width), chrome
    assert chrome["bar"] == chrome["formBar"] and chrome["barHeight"] == chrome["formBarHeight"], chrome
    assert chrome["radius"] == chrome["formRadius"], chrome
    bar = float(chrome["barHeight"].removesuffix("px"))
    # Round 7: a pushed screen has the 44 pt navigation bar (its back button) under the status bar.
    assert chrome["itemLeft"] == 16 and chrome["itemTop"] == bar + 44 + 16, chrome
    assert chrome["itemWidth"] == chrome["inner"] - 32, chrome


def test_fit_matches_no_device_and_draws_no_chrome_on_a_collection(driver):
    open_page(driver, SITE, "models/User.html", width=1280)
    preset(driver, 0)
    chrome = collection_chrome(driver)
    assert chrome["viewport"] == "0" and chrome["bar"] == chrome["formBar"] == "none", chrome
    assert chrome["itemTop"] == chrome["itemLeft"] == 16, chrome


def test_a_collections_screen_on_the_mac_has_a_window_title_bar(driver):
    open_page(driver, SITE, "models/User.html", width=1800)   # room for 1,280 at full size
    preset(driver, 1280)
    chrome = collection_chrome(driver)
    buttons = driver.execute_script(
        "return getComputedStyle(document.querySelector('#context-collection .fs-items'), '::before').backgroundImage")
    assert chrome["radius"] == chrome["formRadius"] == "10px" and chrome["barHeight"] == "28px", chrome
    assert buttons.count("radial-gradient") == 3 and chrome["itemTop"] == 28 + 16, (buttons, chrome)


def date_row(driver):
    return driver.execute_script("""
      const field = document.querySelector('main > .form-frame [data-field="birthDate"]');
      const row = field.querySelector('.fs-control-row').getBoundingClientRect();
      const text = field.querySelector('.fs-row-text').getBoundingClientRect(), pill = field.querySelector('.fs-pill').getBoundingClientRect();
      const capsule = field.querySelector('.fs-capsule'), range = document.createRange(); range.selectNodeContents(capsule);
      return {row: row.width, textRight: text.right, textTop: text.top, textBottom: text.bottom, pillLeft: pill.left, pillRight: pill.right,
              pillTop: pill.top, pillBottom: pill.bottom, rowRight: row.right,
              capsule: capsule.getBoundingClientRect().width, capsuleText: range.getBoundingClientRect().width};""")


def test_a_compact_date_picker_keeps_its_one_row_in_a_150_pt_frame(driver):
    # User.hints gives birthDate displayWidth narrow (150 pt). A compact DatePicker below the
    # accessibility sizes is one row: the capsule keeps its size at the trailing edge and the label
    # ("Select date") wraps in what is left beside it, as SwiftUI's Text does; it does not move above.
    open_page(driver, SITE, "models/User.html")
    preset(driver, 393)
    row = date_row(driver)
    assert round(row["row"]) == 150, row
    assert row["textRight"] <= row["pillLeft"] - 7, row                               # side by side, 8 apart
    middle = (row["pillTop"] + row["pillBottom"]) / 2
    assert abs(middle - (row["textTop"] + row["textBottom"]) / 2) <= 1, row           # centred on one row
    assert abs(row["pillRight"] - row["rowRight"]) <= 1 and row["capsule"] >= row["capsuleText"] + 22 - 1, row
    # At the accessibility sizes the capsule moves under its text, at the trailing edge.
    Select(driver.find_element(By.CSS_SELECTOR, ".preview-controls .text-size-menu select")).select_by_value("AX3")
    row = date_row(driver)
    assert row["pillTop"] >= row["textBottom"] - 1 and abs(row["pillRight"] - row["rowRight"]) <= 1, row
