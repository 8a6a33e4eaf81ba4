"""The preview's toolbar: device widths (iPhone SE to Mac) and Dynamic Type's twelve text sizes. The text sizes
are Apple's (HIG, Typography); see docs/appearance.md. A right-to-left frame is in test_right_to_left.py."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from conftest import axe_violations, model_names, open_page, preset, text_size

DEVICES = [("iPhone SE (1st generation) or Display Zoom", 320), ("iPhone", 393), ("iPhone Pro Max", 430),
           ("iPad portrait", 820), ("iPad landscape", 1180), ("Mac", 1280)]
SIZES = ["xSmall", "Small", "Medium", "Large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5"]
FRAME = "document.querySelector('main > .form-frame')"
# Every frame the toolbar sizes: the model's form and its contexts.
FRAMES = "Array.from(document.querySelectorAll('main > .form-frame, main .fs-context-frame'))"


def px(driver, selector, prop="fontSize"):
    return driver.execute_script(f"return getComputedStyle(document.querySelector(arguments[0])).{prop}", selector)


def test_one_labelled_toolbar_holds_the_devices_and_the_text_size(driver, site):
    open_page(driver, site, "models/User.html")
    toolbar = driver.find_element(By.CSS_SELECTOR, ".preview-controls")
    assert toolbar.get_attribute("role") == "group" and toolbar.get_attribute("aria-label") == "Preview"
    # Just before the model's form, in its column.
    assert driver.execute_script(f"const f = {FRAME}; return arguments[0].parentNode === f.parentNode"
                                 " && !!(arguments[0].compareDocumentPosition(f) & Node.DOCUMENT_POSITION_FOLLOWING)",
                                 toolbar)
    switcher = toolbar.find_element(By.CSS_SELECTOR, ".viewport-switcher")
    assert switcher.get_attribute("role") == "group" and switcher.get_attribute("aria-label")
    widths = [b.get_attribute("data-width") for b in switcher.find_elements(By.TAG_NAME, "button")]
    assert widths == [str(w) for _, w in DEVICES] + ["0"]
    # An iPhone first: "Fit" matches no device.
    assert switcher.find_element(By.CSS_SELECTOR, '[data-width="393"]').get_attribute("aria-pressed") == "true"
    assert switcher.find_element(By.CSS_SELECTOR, '[data-width="0"]').get_attribute("aria-pressed") == "false"
    menu = toolbar.find_element(By.CSS_SELECTOR, "label.text-size-menu select")
    assert toolbar.find_element(By.CSS_SELECTOR, "label.text-size-menu").text.startswith("Text size")
    assert [o.get_attribute("value") for o in Select(menu).options] == SIZES
    assert Select(menu).first_selected_option.get_attribute("value") == "Large"


def test_the_page_opens_on_the_iphone_with_and_without_javascript(driver, site):
    # Without JavaScript (file://, scripts off) the frames are an iPhone's 393 pt, with its chrome.
    driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    try:
        open_page(driver, site, "models/Order.html", width=1280)
        assert not driver.find_elements(By.CSS_SELECTOR, ".preview-controls")
        static = driver.execute_script(f"return {FRAMES}.filter(f => f.offsetParent).map(f => f.offsetWidth)")
        bar = driver.execute_script(f"return getComputedStyle({FRAME}.querySelector('.fs-screen'), '::before').display")
    finally:
        driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})
    assert static and set(static) == {393} and bar == "flex", (static, bar)
    open_page(driver, site, "models/Order.html", width=1280)
    assert driver.execute_script(f"return {FRAMES}.filter(f => f.offsetParent).every(f => f.offsetWidth === 393)")
    assert driver.find_element(By.CSS_SELECTOR, ".viewport-note").text == "iPhone: 393 px wide, at full size."


@pytest.mark.parametrize("device,width", DEVICES, ids=[d for d, _ in DEVICES])
def test_every_device_sizes_the_frame_or_scales_it_and_says_so(driver, site, device, width):
    open_page(driver, site, "models/Order.html", width=1000)
    button = driver.find_element(By.CSS_SELECTOR, f'.viewport-switcher [data-width="{width}"]')
    button.click()
    assert button.get_attribute("aria-pressed") == "true"
    assert driver.execute_script(f"return {FRAMES}.filter(f => f.offsetParent).every(f => f.offsetWidth === {width})")
    shown = driver.execute_script(f"return {FRAME}.getBoundingClientRect().width")
    room = driver.execute_script(f"return {FRAME}.parentNode.clientWidth")
    note = driver.find_element(By.CSS_SELECTOR, ".viewport-note").text
    assert note.startswith(f"{device}: {width:,} px wide, ")
    if width <= room:
        assert abs(shown - width) <= 1 and note.endswith("at full size.")
    else:
        assert abs(shown - room) <= 1 and "scaled to" in note
    preset(driver, 0)
    assert driver.find_element(By.CSS_SELECTOR, ".viewport-note").text == ""


def test_the_text_size_follows_apples_table(driver, site):
    open_page(driver, site, "models/User.html")
    label, body = "main > .form-frame .fs-label", "main > .form-frame .fs-screen"
    assert (px(driver, label), px(driver, body), px(driver, body, "lineHeight")) == ("15px", "17px", "22px")
    text_size(driver, "AX5")
    assert driver.execute_script(f"return {FRAMES}.every(f => f.dataset.textSize === 'AX5')")
    assert (px(driver, label), px(driver, label, "lineHeight")) == ("49px", "58px")   # .subheadline
    assert (px(driver, body), px(driver, body, "lineHeight")) == ("53px", "62px")     # .body
    assert px(driver, "main > .form-frame .fs-section-title") == "55px"                 # .title3
    assert px(driver, "main > .form-frame :is(.fs-input, .fs-state) > input") == "53px"                # a text field's text
    assert px(driver, "main > .form-frame .fs-counter") == "43px"                      # .caption
    assert px(driver, "main .fs-detail .fs-detail-title") == "56px"                     # .title2 (User's detailed view)
    assert px(driver, "main .fs-items") == "53px"                                       # the collection
    text_size(driver, "xSmall")
    assert (px(driver, body), px(driver, body, "lineHeight"), px(driver, label)) == ("14px", "19px", "12px")
    text_size(driver, "Large")
    assert (px(driver, body), px(driver, label)) == ("17px", "15px")


def test_a_phone_at_ax5_stays_accessible(driver, site):
    open_page(driver, site, "models/User.html")
    driver.execute_script("document.querySelectorAll('details').forEach(d => d.open = true)")
    preset(driver, 320)
    text_size(driver, "AX5")
    violations, report = axe_violations(driver)
    assert violations == [], report


def test_text_fields_grow_with_the_body_leading(driver, site):
    open_page(driver, site, "models/User.html")
    field = "main > .form-frame :is(.fs-input, .fs-state) > input.fs-control"
    assert px(driver, field, "minHeight") == "34px"
    text_size(driver, "AX3")
    assert px(driver, field, "minHeight") == "60px"   # 48 + 12
    # The switch is 51 × 31 at every size, as UISwitch is.
    switch = driver.find_element(By.CSS_SELECTOR, "main > .form-frame .fs-switch")
    assert (switch.rect["width"], switch.rect["height"]) == (51, 31)


@pytest.mark.parametrize("name", model_names())
def test_at_ax3_on_an_iphone_rows_wrap_and_nothing_overflows(driver, site, name):
    open_page(driver, site, f"models/{name}.html")
    driver.execute_script("document.querySelectorAll('details').forEach(d => d.open = true)")
    preset(driver, 393)
    text_size(driver, "AX3")
    overflowing = driver.execute_script(f"""
      return {FRAMES}.filter(f => f.offsetParent).flatMap(f => Array.from(f.querySelectorAll('.fs-screen')))
        .filter(s => s.scrollWidth > s.clientWidth).map(s => s.closest('[data-context]')?.dataset.context || 'form');
    """)
    assert overflowing == []
    rows = driver.execute_script(f"""
      return Array.from({FRAME}.querySelectorAll('.fs-toggle')).map(row => {{
        const text = row.querySelector('.fs-row-text'), control = row.querySelector('.fs-switch');
        const r = row.getBoundingClientRect(), t = text.getBoundingClientRect(), c = control.getBoundingClientRect();
        return [t.height / parseFloat(getComputedStyle(text).lineHeight),
                t.left >= r.left - 1 && t.right <= r.right + 1,
                c.left >= r.left - 1 && c.right <= r.right + 1];
      }});
    """)
    for lines, text_inside, control_inside in rows:
        assert text_inside and control_inside
    if name == "AppSettings":
        # "Notifications Enabled" at 40 pt does not fit one line beside the switch: it wraps.
        assert rows and max(lines for lines, _, _ in rows) >= 2


def test_a_row_control_moves_under_its_text_when_even_a_word_will_not_fit(driver, site):
    open_page(driver, site, "models/AppSettings.html")
    preset(driver, 320)
    text_size(driver, "AX5")
    placed = driver.execute_script(f"""
      return Array.from({FRAME}.querySelectorAll('.fs-toggle, .fs-datepicker, .fs-stepper')).map(row => {{
        const text = row.querySelector('.fs-row-text').getBoundingClientRect();
        const control = row.lastElementChild.getBoundingClientRect(), r = row.getBoundingClientRect();
        return [control.top >= text.bottom - 1 || control.left >= text.right - 1,
                Math.abs(control.right - r.right) <= 1];
      }});
    """)
    assert placed and all(beside_or_under and at_end for beside_or_under, at_end in placed)
