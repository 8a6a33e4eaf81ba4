"""The device around the app's screens, drawn by the stylesheet outside the form so no field moves for it: each
preset's status bar (the time, the icons, the Dynamic Island on Face ID iPhones, the date on an iPad), its display
corners and height, the home indicator, the mark where the first screen ends, and the navigation bar with its back
button on pushed screens; a Mac window's title bar. On the form, the detail and the collections alike. The demo site
(FORMSMITH_SITE) and the every-control fixture (FORMSMITH_CONTROLS_SITE); the rest of the Mac is in
test_mac_idiom.py."""
import pytest
from selenium.webdriver.common.by import By

from conftest import CONTROLS, SITE, needs_controls, open_page, preset

FRAME = "main > .form-frame"
LIST = "#context-collection .fs-context-frame > .fs-collection > .fs-items"

# The presets' displays in points (portrait phones; iPad Air portrait and landscape; a 13" Mac).
HEIGHTS = {320: 568, 393: 852, 430: 932, 820: 1180, 1180: 820, 1280: 800}


def test_each_device_preset_draws_its_status_bar_and_display_corners_outside_the_form(driver):
    open_page(driver, SITE, "models/User.html")
    chrome = """
      // The bar is the screen's ::before (its time) and ::after (its icons): drawn by the stylesheet.
      const frame = document.querySelector('main > .form-frame'), screen = frame.querySelector('.fs-screen');
      const bar = getComputedStyle(screen, '::before'), top = screen.getBoundingClientRect().top;
      const nav = frame.querySelector('.fs-navbar').getBoundingClientRect();
      return [bar.display === 'none' || bar.content === 'none' ? null
                : [bar.content.split(' / ')[0].replace(/"/g, ''), Math.round(parseFloat(bar.height)),
                   nav.top >= top + parseFloat(bar.height) - 0.5],
              getComputedStyle(frame).borderTopLeftRadius];"""
    expected = {"393": (["9:41", 54, True], "55px"), "430": (["9:41", 54, True], "55px"),
                "320": (["9:41 AM", 20, True], "0px"), "820": (["9:41 AM Tue Jan 9", 24, True], "18px"),
                "1280": (None, "10px")}   # a macOS window: no status bar, 10 pt corners
    for width, (bar, radius) in expected.items():
        preset(driver, width)
        assert driver.execute_script(chrome) == [bar, radius], width
    preset(driver, 0)
    assert driver.execute_script(chrome)[0] is None   # Fit matches no device: no status bar


# The device family each preset belongs to (data-idiom, docs/themes.md); "Fit" is no device.
FAMILIES = {320: "phone", 393: "phone", 430: "phone", 820: "pad", 1180: "pad", 1280: "mac", 0: None}


def test_every_frame_names_its_device_family_beside_its_width(driver):
    # The stylesheets style a family by data-idiom: the templates write it for the iPhone they draw without
    # JavaScript, and the device menu sets it with data-viewport on every frame it sizes (not a model doc's
    # embedded form, which stays on the iPhone as in every doc).
    html = (SITE / "models" / "User.html").read_text()
    assert html.count('data-viewport="393"') == html.count('data-viewport="393" data-idiom="phone"') > 0
    open_page(driver, SITE, "models/User.html")
    frames = """
      return Array.from(document.querySelectorAll('main [data-viewport]:not(.form-embed > .form-frame)'),
                        frame => [frame.getAttribute('data-viewport'), frame.getAttribute('data-idiom')]);"""
    for width, family in FAMILIES.items():
        preset(driver, width)
        assert {tuple(frame) for frame in driver.execute_script(frames)} == {(str(width), family)}, width


def test_the_status_bar_spans_the_screen_in_every_presentation_context_on_every_preset(driver):
    # The detail view is a grid: the bar spans it whole, not a cell 180 pt wide with its icons against the time.
    open_page(driver, SITE, "models/User.html")
    bars = """
      // Each bar drawn (not an embed's, which no device preset reaches, nor a closed figure's).
      // The bar is the screen's ::before (the time, at its padding) and ::after (the icons, at the end).
      return Array.from(document.querySelectorAll('main .form-frame > .fs-screen'))
        .filter(screen => screen.getClientRects().length
          && getComputedStyle(screen, '::before').content !== 'none').map(screen => {
        const bar = getComputedStyle(screen, '::before'), icons = getComputedStyle(screen, '::after');
        const context = screen.closest('[data-context]');
        return [context ? context.id || context.dataset.context : screen.closest('[id]').id,
                Math.abs(parseFloat(bar.width) - screen.clientWidth) <= 1 && bar.position === 'static',
                parseFloat(bar.paddingLeft) <= 33 && parseFloat(icons.right) <= 33 && icons.position === 'absolute'];
      });"""
    for width in ("320", "393", "430", "820"):
        preset(driver, width)
        found = driver.execute_script(bars)
        assert {context for context, *_ in found} >= {"create", "context-detail"}, found
        assert all(spans and corners for _, spans, corners in found), (width, found)


@needs_controls
def test_an_ipads_status_bar_writes_the_date_and_an_iphones_does_not(driver):
    open_page(driver, CONTROLS, "models/Expense.html")
    bar = "return getComputedStyle(document.querySelector('main > .form-frame > .fs-screen'), '::before').content"
    preset(driver, 820)
    assert "Tue Jan 9" in driver.execute_script(bar)
    preset(driver, 393)
    assert "Tue" not in driver.execute_script(bar)


# The iPhone and Pro Max have the Dynamic Island in the status bar (126 × 37 pt, 11 pt down);
# the SE (a home-button phone) and the iPads have none. Drawn by the stylesheet, outside the form.
@pytest.mark.parametrize("width, island", [(320, False), (393, True), (430, True), (820, False)])
def test_the_dynamic_island_sits_in_the_iphones_status_bar(driver, width, island):
    open_page(driver, SITE, "models/User.html", width=1280)
    form = "return document.querySelector('main > .form-frame .fs-form').getBoundingClientRect().height"
    before = driver.execute_script(form)
    preset(driver, width)
    bar = driver.execute_script("""
      const bar = getComputedStyle(document.querySelector('main > .form-frame > .fs-screen'), '::before');
      return [bar.backgroundImage, bar.backgroundSize, bar.backgroundPosition];""")
    if island:
        assert bar[0].startswith("url(") and [v.split(",")[0] for v in bar[1:]] == ["126px 37px", "50% 11px"], bar
    else:
        assert "url(" not in bar[0], bar
    if width == 393:
        assert driver.execute_script(form) == before                 # out of the form's measurements


# A Face ID phone's collection screen has the Dynamic Island, as its form and detail do; the SE
# (a home-button phone) has none.
@pytest.mark.parametrize("width,island", [(393, True), (430, True), (320, False)])
def test_the_collection_screen_has_the_dynamic_island(driver, width, island):
    open_page(driver, SITE, "models/Order.html")
    preset(driver, width)
    layers = driver.execute_script(
        f"return getComputedStyle(document.querySelector('{LIST}'), '::before').backgroundImage")
    assert ("viewBox='0 0 126 37'" in layers) == island, layers


# A home-button iPhone centres its time in the 20 pt status bar, on the form and the list.
def test_a_home_button_phone_centres_its_time(driver):
    open_page(driver, SITE, "models/Order.html")
    preset(driver, 320)
    got = driver.execute_script(f"""
      return [getComputedStyle(document.querySelector('{FRAME} > .fs-screen'), '::before').justifyContent,
              getComputedStyle(document.querySelector('{LIST}'), '::before').justifyContent];""")
    assert got == ["center", "center"], got


# A home-button iPhone (the 320 preset) has its signal and Wi-Fi at the leading edge and its battery
# at the trailing one, the time "9:41 AM" centred between, on the form and on the list.
def test_a_home_button_phones_status_bar_has_its_icons_at_both_ends(driver):
    open_page(driver, SITE, "models/Order.html", width=1400)
    preset(driver, 320)
    got = driver.execute_script("""
      const screen = document.querySelector('main > .form-frame > .fs-screen');
      const icons = getComputedStyle(screen, '::after'), time = getComputedStyle(screen, '::before');
      const list = getComputedStyle(document.querySelector('main .fs-context-frame > .fs-collection > .fs-items'),
                                    '::before');
      return {form: [icons.maskPosition, Math.round(parseFloat(icons.width)), time.content, time.justifyContent],
              list: [list.backgroundPosition, list.content]};""")
    # The icons span the bar's width, 6 pt in from each edge.
    assert got["form"][0] == "0% 50%, 100% 50%" and got["form"][1] >= 300, got
    assert got["form"][2:] == ['"9:41 AM" / ""', "center"], got
    assert got["list"] == ["6px 50%, calc(100% - 6px) 50%", '"9:41 AM" / ""'], got


# The 320 pt preset is not today's iPhone SE (375 pt since the 2nd generation): it is the first
# SE, or a larger iPhone in Display Zoom. Its width and data-width stay 320.
def test_the_320_preset_is_labelled_honestly(driver):
    open_page(driver, SITE, "models/User.html", width=1000)
    button = driver.find_element(By.CSS_SELECTOR, '.viewport-switcher [data-width="320"]')
    title = button.get_attribute("title")
    assert "1st generation" in title and "Display Zoom" in title and title.endswith("320 points wide"), title
    assert button.text != "SE 320", button.text
    button.click()
    note = driver.find_element(By.CSS_SELECTOR, ".viewport-note").text
    assert note.startswith("iPhone SE (1st generation) or Display Zoom: 320 px wide"), note
    assert driver.execute_script(f"return document.querySelector('{FRAME}').offsetWidth") == 320


def collection_chrome(driver):
    return driver.execute_script("""
      const form = document.querySelector('main > .form-frame'), screen = form.querySelector(':scope > .fs-screen');
      const list = document.querySelector('#context-collection .fs-items'), item = list.querySelector('.fs-item');
      const l = list.getBoundingClientRect(), i = item.getBoundingClientRect(),
        bar = getComputedStyle(list, '::before');
      const border = parseFloat(getComputedStyle(list).borderTopWidth);
      return {viewport: list.closest('.fs-context-frame').dataset.viewport, width: Math.round(l.width),
              radius: getComputedStyle(list).borderTopLeftRadius,
              formRadius: getComputedStyle(form).borderTopLeftRadius,
              bar: bar.content, formBar: getComputedStyle(screen, '::before').content, barHeight: bar.height,
              formBarHeight: getComputedStyle(screen, '::before').height,
              itemLeft: i.left - l.left - border, itemTop: i.top - l.top - border, itemWidth: i.width,
              inner: l.width - 2 * border};""")


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
    # A pushed screen has the 44 pt navigation bar (its back button) under the status bar.
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


def screen(driver, selector="main > .form-frame"):
    return driver.execute_script("""
      const frame = document.querySelector(arguments[0]), screen = frame.querySelector(':scope > .fs-screen');
      const form = screen.querySelector('.fs-form'), s = screen.getBoundingClientRect();
      const fold = getComputedStyle(frame, '::before');
      const style = getComputedStyle(screen);
      return {height: s.height, formHeight: form ? form.getBoundingClientRect().height : 0,
              fold: frame.hasAttribute('data-fold') && fold.content.includes('end of first screen'),
              foldTop: parseFloat(fold.marginTop), foldLeft: parseFloat(fold.marginLeft),
              indicator: style.backgroundImage !== 'none' && style.backgroundSize,
              background: style.backgroundColor};""", selector)


@needs_controls
@pytest.mark.parametrize("width", [320, 393, 430, 820, 1180, 1280])
def test_a_short_settings_form_fills_the_devices_display_with_its_grouped_background(driver, width):
    open_page(driver, CONTROLS, "models/ReaderSettings.html", width=1800)
    before = screen(driver)["formHeight"]
    preset(driver, width)
    got = screen(driver)
    assert abs(got["height"] - HEIGHTS[width]) <= 1, got
    # systemGroupedBackground to the bottom; on the Mac a grouped Form sits on windowBackgroundColor.
    assert got["background"] == ("rgb(236, 236, 236)" if width == 1280 else "rgb(242, 242, 247)"), got
    assert not got["fold"], got                                    # one screen: no fold mark
    # The home indicator where iOS draws one (Face ID phones, iPads), not on the SE or the Mac.
    assert bool(got["indicator"]) == (width in (393, 430, 820, 1180)), got
    if width == 393:
        assert got["formHeight"] == before, got                    # the form itself is unchanged


def test_a_long_form_marks_where_the_first_screen_ends_outside_the_form(driver):
    open_page(driver, SITE, "models/Order.html", width=1500)
    preset(driver, 393)
    got = screen(driver)
    assert got["height"] > 852 and got["fold"], got
    assert got["foldTop"] == 852 and got["foldLeft"] < -100, got   # at the display's end, labelled in the margin
    preset(driver, 0)
    assert not screen(driver)["fold"]                              # "Fit" is no device


# The fold mark is a review note: a short tick and its label in the margin beside the frame, never
# a line across the screen, where it would cross a field's label.
def test_the_fold_mark_stays_in_the_margin_outside_the_screen(driver):
    open_page(driver, SITE, "models/Order.html", width=1500)
    preset(driver, 393)
    fold = driver.execute_script("""
      const frame = document.querySelector('main > .form-frame'), fold = getComputedStyle(frame, '::before');
      return {on: frame.hasAttribute('data-fold'), start: parseFloat(fold.marginLeft),
              width: parseFloat(fold.width)};""")
    assert fold["on"] and fold["start"] < -100, fold
    assert fold["start"] + fold["width"] <= -4, fold            # ends before the frame's edge


def test_fit_keeps_the_frame_as_tall_as_its_content(driver):
    open_page(driver, SITE, "models/User.html", width=1500)
    preset(driver, 0)
    got = screen(driver)
    assert got["height"] < 852 or not got["indicator"], got
    assert not got["indicator"], got


@needs_controls
def test_the_navigation_bar_at_rest_has_no_hairline(driver):
    # At rest (scrolled to the top) iOS draws the bar with no material and no shadow: the screen's colour.
    open_page(driver, CONTROLS, "models/Expense.html")
    bar = driver.find_element(By.CSS_SELECTOR, "main > .form-frame .fs-navbar")
    assert bar.value_of_css_property("border-bottom-width") == "0px"
    assert bar.value_of_css_property("background-color") == driver.find_element(
        By.CSS_SELECTOR, "main > .form-frame .fs-screen").value_of_css_property("background-color")


def test_pushed_detail_and_collection_screens_have_the_back_button_and_are_centred_like_the_form(driver):
    open_page(driver, SITE, "models/Order.html", width=1500)
    preset(driver, 393)
    got = driver.execute_script("""
      const detail = document.querySelector('main .fs-context-frame > .fs-detail');
      const bar = detail.querySelector(':scope > .fs-navbar-pushed'), back = bar.querySelector('.fs-back');
      const status = parseFloat(getComputedStyle(detail, '::before').height);
      const d = detail.getBoundingClientRect(), b = bar.getBoundingClientRect();
      const list = document.querySelector('main .fs-context-frame > .fs-collection > .fs-items');
      const after = getComputedStyle(list, '::after'), first = list.querySelector('.fs-item').getBoundingClientRect();
      const frame = list.closest('.fs-context-frame'), f = frame.getBoundingClientRect(),
        p = frame.parentNode.getBoundingClientRect();
      const form = document.querySelector('main > .form-frame').getBoundingClientRect();
      return {barTop: b.top - d.top, status: status, barHeight: b.height, back: back.textContent,
              color: getComputedStyle(back).color,
              listBack: after.content, listBackTop: parseFloat(after.top),
              firstItem: first.top - list.getBoundingClientRect().top,
              left: f.left - p.left, right: p.right - f.right, formCentre: (form.left + form.right) / 2,
              listCentre: (f.left + f.right) / 2};""")
    assert got["barTop"] == got["status"] == 54 and got["barHeight"] == 44, got          # under the status bar, 44 pt
    assert got["back"] == "Back" and got["color"] == "rgb(0, 122, 255)", got
    assert got["listBack"].startswith('"Back"') and got["listBackTop"] == 54, got
    assert got["firstItem"] >= 54 + 44, got                                      # the items start under the bar
    assert abs(got["left"] - got["right"]) <= 1 and abs(got["formCentre"] - got["listCentre"]) <= 1, got


def test_the_collections_back_chevron_takes_the_dark_tint_in_dark_mode(driver):
    open_page(driver, SITE, "models/Order.html", width=1500)
    preset(driver, 393)
    chevron = ("return getComputedStyle(document.querySelector('main .fs-context-frame > .fs-collection > .fs-items'),"
               " '::after').backgroundImage")
    assert "007aff" in driver.execute_script(chevron)
    driver.execute_script("document.documentElement.setAttribute('data-theme', 'dark')")
    assert "0a84ff" in driver.execute_script(chevron)


def test_the_phone_frame_has_a_navigation_bar(driver):
    open_page(driver, SITE, "models/User.html", width=375)
    bar = driver.find_element(By.CSS_SELECTOR, "main > .form-frame .fs-navbar")
    assert bar.text == "User" and bar.rect["height"] >= 44
    assert bar.find_element(By.CSS_SELECTOR, ".fs-navbar-title").value_of_css_property("font-weight") == "600"
