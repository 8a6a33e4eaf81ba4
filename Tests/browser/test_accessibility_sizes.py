"""The accessibility text sizes (AX1–AX5) on the narrowest and the usual iPhone: iOS uses the whole row and
wraps a text rather than cutting it short, moves a control under its text where the two cannot share a line, and
grows the symbols that follow Dynamic Type (an array's remove button, a list row's chevron, a disclosure
chevron's stroke). The every-control fixture (FORMSMITH_CONTROLS_SITE) and the demo site (FORMSMITH_SITE)."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from conftest import CONTROLS, SITE, needs_controls, open_page, preset, text_size

FRAME = "main > .form-frame"  # in the edit state

# Per picker: is its whole selection drawn (on as many lines as it needs, in the row's width), and
# does the chevron follow the text with no unused space before it (the text's box no wider than it)?
PICKERS = """
return Array.from(document.querySelectorAll(arguments[0] + ' .fs-picker')).map(picker => {
  const menu = picker.querySelector('select'), chosen = menu.options[menu.selectedIndex].textContent;
  const row = picker.closest('.fs-input').getBoundingClientRect(), box = picker.getBoundingClientRect();
  // The width the selection needs on one line, in the picker's font.
  const probe = document.createElement('span');
  probe.style.cssText = 'position: absolute; white-space: nowrap; font: inherit';
  probe.textContent = chosen;
  picker.appendChild(probe);
  const needs = probe.getBoundingClientRect().width;
  probe.remove();
  // What shows the selection: a text drawn for it, else the <select> itself (which cannot wrap).
  const shown = Array.from(picker.children).find(c => c !== menu && c.textContent.trim() === chosen.trim());
  const text = (shown || menu).getBoundingClientRect();
  const whole = shown ? shown.scrollWidth <= shown.clientWidth + 1 && shown.scrollHeight <= shown.clientHeight + 1
                      : menu.clientWidth + 1 >= needs;
  return {chosen, whole, inRow: box.right <= row.right + 1 && box.left >= row.left - 1,
          tight: text.width <= Math.max(needs, 1) + 1,
          lines: Math.round(text.height / parseFloat(getComputedStyle(picker).lineHeight))};
});"""

# Per row control (Toggle, DatePicker, Stepper, ColorPicker): its text and its control inside the
# row, the control beside the text (which wraps by words there) or under it, nothing cut off; a
# counter's text whole.
ROWS = r"""
const frame = arguments[0];
const kinds = ' :is(.fs-toggle, .fs-datepicker, .fs-stepper, .fs-colorpicker)';
const rows = Array.from(document.querySelectorAll(frame + kinds)).map(row => {
  const r = row.getBoundingClientRect(), t = row.querySelector('.fs-row-text').getBoundingClientRect();
  const c = row.lastElementChild.getBoundingClientRect(), beside = c.top < t.bottom - 1;
  // Beside the control the text wraps by words, never inside one (iOS moves the control under it).
  const range = document.createRange();
  range.selectNodeContents(row.querySelector('.fs-row-text'));
  const lines = new Set(Array.from(range.getClientRects()).map(b => Math.round(b.top))).size;
  const words = row.querySelector('.fs-row-text').textContent.trim().split(/\s+/).length;
  return [row.parentNode.parentNode.dataset.field,
          c.left >= r.left - 1 && c.right <= r.right + 1 && t.right <= r.right + 1 && (c.left >= t.right - 1 || !beside)
            && (!beside || lines <= words),
          Array.from(row.querySelectorAll('.fs-row-text, .fs-capsule')).every(e => e.scrollWidth <= e.clientWidth + 1)];
});
const counters = Array.from(document.querySelectorAll(frame + ' .fs-counter')).map(c => {
  const f = c.closest('.fs-input').getBoundingClientRect(), b = c.getBoundingClientRect();
  return [c.id, b.right <= f.right + 1 && c.scrollWidth <= c.clientWidth + 1, true];
});
return rows.concat(counters);"""


@needs_controls
@pytest.mark.parametrize("width", ["320", "393"])
def test_every_row_control_uses_the_row_and_wraps_at_accessibility_sizes(driver, width):
    open_page(driver, CONTROLS, "models/Expense.html", state="edit")
    preset(driver, width)
    # The collapsed Details section holds the toggle, stepper and colour well: open it.
    driver.execute_script("document.querySelectorAll(arguments[0] + ' details').forEach(d => d.open = true)", FRAME)
    Select(driver.find_element(By.CSS_SELECTOR, f'{FRAME} [data-field="currency"] select')).select_by_value("USD")
    for size in ("AX1", "AX2", "AX3", "AX4", "AX5"):
        text_size(driver, size)
        pickers = driver.execute_script(PICKERS, FRAME)
        assert pickers and all(p["whole"] and p["inRow"] and p["tight"] for p in pickers), (width, size, pickers)
        rows = driver.execute_script(ROWS, FRAME)
        assert rows and all(placed and whole for _, placed, whole in rows), (width, size, rows)
    # At AX5 "US dollar" cannot fit the picker's 200 pt on one line: it wraps, as iOS's menu button does.
    assert any(p["chosen"] == "US dollar" and p["lines"] >= 2 for p in pickers), pickers


@needs_controls
def test_an_arrays_remove_button_grows_with_the_text_size_as_add_items_plus_does(driver):
    # minus.circle at .body: about 20 pt at Large, more than twice that at AX3.
    open_page(driver, CONTROLS, "models/Expense.html")
    def widths():
        return driver.execute_script("""
          const remove = document.querySelector('main > .form-frame .fs-remove');
          const plus = document.querySelector('main > .form-frame .fs-add .fs-symbol');
          return [remove.getBoundingClientRect().width, plus.getBoundingClientRect().width];""")
    remove, plus = widths()
    assert 19 <= remove <= 26
    text_size(driver, "AX3")
    remove_ax3, plus_ax3 = widths()
    assert remove_ax3 >= 1.8 * remove and remove_ax3 >= plus_ax3


def test_a_list_rows_chevron_grows_with_the_text_size(driver):
    # ListCardComponent: Image(systemName: "chevron.right").font(.caption): it follows Dynamic Type.
    open_page(driver, SITE, "models/User.html")
    preset(driver, 393)
    width = lambda: driver.execute_script("""
      const item = document.querySelector('#context-collection .fs-items[data-strategy="list"] > .fs-item');
      return parseFloat(getComputedStyle(item, '::after').width);""")
    large = width()
    text_size(driver, "AX5")
    assert large == 7 and width() >= large * 3, (large, width())


# A DisclosureGroup's chevron is a symbol: its stroke grows with the text, not a hairline at AX5.
@needs_controls
def test_the_disclosure_chevron_keeps_its_weight_at_ax5(driver):
    open_page(driver, CONTROLS, "models/Expense.html")
    chevron = """const s = getComputedStyle(document.querySelector('main > .form-frame summary.fs-section-title'),
                                       '::after');
                 return [parseFloat(s.borderTopWidth), parseFloat(s.width)];"""
    stroke, size = driver.execute_script(chevron)
    text_size(driver, "AX5")
    big_stroke, big_size = driver.execute_script(chevron)
    assert big_size > 2 * size and big_stroke / big_size >= 0.8 * stroke / size, (stroke, size, big_stroke, big_size)
