"""A field's description (the ⓘ button) as SixLayer presents it, `.popover`: on an iPhone iOS makes it a sheet at
its large detent, with no grabber, over the presenting screen scaled back; on an iPad a popover beside its button
with an arrow; on the Mac an AppKit popover. The demo site (FORMSMITH_SITE) and the every-control fixture
(FORMSMITH_CONTROLS_SITE)."""
import pytest

from conftest import CONTROLS, SITE, needs_controls, open_page, preset


def test_help_opens_as_a_sheet_on_an_iphone_and_as_a_popover_beside_its_button_on_an_ipad(driver):
    open_page(driver, SITE, "models/User.html", width=1280, height=900)
    place = """
      const button = document.querySelector('main > .form-frame .fs-field > [popovertarget]');
      const popover = document.getElementById(button.getAttribute('popovertarget'));
      button.scrollIntoView({block: 'center'});
      button.click();   // opened by its button, which it is anchored to
      const p = popover.getBoundingClientRect(), b = button.getBoundingClientRect();
      popover.hidePopover();
      return [Math.round(p.bottom) === window.innerHeight, Math.round(p.width),
              (p.top >= b.bottom - 1 && p.top <= b.bottom + 16) ||
              (p.bottom <= b.top + 1 && p.bottom >= b.top - 16)];"""
    preset(driver, 393)
    at_bottom, width, beside = driver.execute_script(place)
    assert at_bottom and width == 393, "a sheet from the bottom, the phone's width"
    preset(driver, 820)
    at_bottom, width, beside = driver.execute_script(place)
    assert beside and not at_bottom, "a popover beside its button (under it, or over it where there is no room)"


def test_the_iphone_help_sheet_fills_the_phones_width_inside_its_frame_over_a_dimmed_screen(driver):
    open_page(driver, SITE, "models/User.html", width=1280, height=900)
    preset(driver, 393)
    sheet = driver.execute_script("""
      const frame = document.querySelector('main > .form-frame'),
        button = frame.querySelector('.fs-field > [popovertarget]');
      const popover = document.getElementById(button.getAttribute('popovertarget'));
      button.scrollIntoView({block: 'center'});
      const dimmed = () => getComputedStyle(frame, '::after').backgroundColor;
      const before = dimmed();
      button.click();
      const p = popover.getBoundingClientRect(), s = frame.getBoundingClientRect();
      const grabber = getComputedStyle(popover, '::before');
      const result = [Math.round(p.left - s.left), Math.round(p.right - s.right),
                      Math.round(p.bottom) === window.innerHeight,
                      grabber.content, Math.round(parseFloat(grabber.width)), before, dimmed()];
      popover.hidePopover();
      return result;""")
    left, right, at_bottom, grabber, grabber_width, before, during = sheet
    assert (left, right, at_bottom) == (0, 0, True), "the sheet fills the phone's width at its bottom, inside the frame"
    # A sheet at the large detent alone shows no grabber (presentationDragIndicator .automatic).
    assert grabber == "none", "no grabber"
    assert before in ("rgba(0, 0, 0, 0)", "") and during not in ("rgba(0, 0, 0, 0)", ""), (before, during)


def open_help(driver, width):
    preset(driver, width)
    return driver.execute_script("""
      const frame = document.querySelector('main > .form-frame'),
        button = frame.querySelector('.fs-field > [popovertarget]');
      const popover = document.getElementById(button.getAttribute('popovertarget'));
      button.scrollIntoView({block: 'center'});
      button.click();
      const p = popover.getBoundingClientRect(), b = button.getBoundingClientRect(), f = frame.getBoundingClientRect();
      const range = document.createRange(); range.selectNodeContents(popover);
      const t = range.getBoundingClientRect();
      const result = {top: p.top, bottom: p.bottom, height: p.height, frameTop: f.top, buttonTop: b.top,
                      textMiddle: (t.top + t.bottom) / 2, textWidth: t.width, window: window.innerHeight,
                      arrow: getComputedStyle(popover, '::after').content};
      popover.hidePopover();
      return result;""")


def test_the_iphone_help_sheet_is_at_its_large_detent_and_the_ipad_popover_points_down_at_its_button(driver):
    # iOS presents SixLayer's .popover on an iPhone as a sheet at its large detent: from under the
    # status bar to the foot of the phone, its .caption text (maxWidth 300) in the middle. On an iPad
    # it is a popover above the button (attachmentAnchor .top, arrowEdge .bottom) with an arrow.
    open_page(driver, SITE, "models/User.html", width=1280, height=900)
    sheet = open_help(driver, 393)
    assert sheet["top"] <= max(sheet["frameTop"], 0) + 80 and sheet["height"] >= 0.7 * sheet["window"], sheet
    assert abs(sheet["textMiddle"] - (sheet["top"] + sheet["bottom"]) / 2) <= 40 and sheet["textWidth"] <= 301, sheet
    popover = open_help(driver, 820)
    assert popover["bottom"] <= popover["buttonTop"] - 4 and popover["arrow"] == '""', popover


def test_the_iphone_description_sheet_has_no_grabber(driver):
    # .popover on an iPhone becomes a sheet at the large detent only: no grabber by default.
    open_page(driver, SITE, "models/User.html")
    preset(driver, 393)
    grabber = driver.execute_script("""
      const button = document.querySelector('main > .form-frame .fs-field > [popovertarget]');
      const popover = document.getElementById(button.getAttribute('popovertarget'));
      popover.showPopover();
      const content = getComputedStyle(popover, '::before').content;
      popover.hidePopover();
      return content;""")
    assert grabber == "none", grabber


# Behind an iPhone sheet iOS scales the presenting screen back: smaller, rounded, on black.
@pytest.mark.parametrize("width", [320, 393, 430])
def test_an_iphone_sheet_scales_the_screen_behind_it_back(driver, width):
    open_page(driver, SITE, "models/User.html", width=1280, height=900)
    preset(driver, width)
    place = """
      const frame = document.querySelector('main > .form-frame'), screen = frame.querySelector(':scope > .fs-screen');
      const f = frame.getBoundingClientRect(), s = screen.getBoundingClientRect();
      const sheet = frame.querySelector('[popover]:popover-open');
      return {scale: s.width / f.width, below: s.top - f.top,
              radius: parseFloat(getComputedStyle(screen).borderTopLeftRadius),
              behind: getComputedStyle(frame).backgroundColor,
              sheetTop: sheet ? sheet.getBoundingClientRect().top - f.top : null};"""
    rest = driver.execute_script(place)
    assert abs(rest["scale"] - 1) < 0.01 and rest["sheetTop"] is None, rest
    driver.execute_script("document.querySelector('main > .form-frame').scrollIntoView({block: 'start'});"
                          "document.querySelector('main > .form-frame .fs-field > [popovertarget]').click()")
    open_ = driver.execute_script(place)
    assert 0.88 <= open_["scale"] <= 0.95 and open_["radius"] >= 10 and open_["behind"] == "rgb(0, 0, 0)", open_
    assert 0 < open_["below"] < open_["sheetTop"], open_      # the screen's top peeks out above the sheet


# An AppKit popover (the ⓘ description on the Mac) in dark mode is its grey material, not black.
@needs_controls
def test_a_mac_popover_in_dark_mode_is_grey(driver, color_scheme):
    open_page(driver, CONTROLS, "models/Expense.html")
    color_scheme("dark")
    preset(driver, 1280)
    colour = driver.execute_script(
        "return getComputedStyle(document.querySelector('main > .form-frame .fs-field > [popover]')).backgroundColor")
    assert colour == "rgb(44, 44, 44)", colour
