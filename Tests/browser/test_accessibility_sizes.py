"""Every row control at the accessibility text sizes (AX1–AX5) on the narrowest and the usual iPhone
(issue #49, item 9), on the every-control fixture (FORMSMITH_CONTROLS_SITE): iOS uses the whole row
and wraps a text rather than cutting it short, and moves a control under its text where the two
cannot share a line."""
import os
import pathlib

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from conftest import open_page

CONTROLS = pathlib.Path(os.environ.get("FORMSMITH_CONTROLS_SITE", "")).resolve()
needs_controls = pytest.mark.skipif(not (CONTROLS / "index.html").is_file(), reason="FORMSMITH_CONTROLS_SITE not built")

FRAME = "#context-edit .form-frame"

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
          tight: text.width <= Math.max(needs, 1) + 1, lines: Math.round(text.height / parseFloat(getComputedStyle(picker).lineHeight))};
});"""

# Per row control (Toggle, DatePicker, Stepper, ColorPicker): its text and its control inside the
# row, the control beside the text (which wraps by words there) or under it, nothing cut off; a
# counter's text whole.
ROWS = r"""
const frame = arguments[0];
const rows = Array.from(document.querySelectorAll(frame + ' :is(.fs-toggle, .fs-datepicker, .fs-stepper, .fs-colorpicker)')).map(row => {
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
    open_page(driver, CONTROLS, "models/Expense.html")
    driver.find_element(By.CSS_SELECTOR, f'.viewport-switcher [data-width="{width}"]').click()
    # The collapsed Details section holds the toggle, stepper and colour well: open it.
    driver.execute_script("document.querySelectorAll(arguments[0] + ' details').forEach(d => d.open = true)", FRAME)
    Select(driver.find_element(By.CSS_SELECTOR, f'{FRAME} [data-field="currency"] select')).select_by_value("USD")
    for size in ("AX1", "AX2", "AX3", "AX4", "AX5"):
        Select(driver.find_element(By.CSS_SELECTOR, ".preview-controls .text-size-menu select")).select_by_value(size)
        pickers = driver.execute_script(PICKERS, FRAME)
        assert pickers and all(p["whole"] and p["inRow"] and p["tight"] for p in pickers), (width, size, pickers)
        rows = driver.execute_script(ROWS, FRAME)
        assert rows and all(placed and whole for _, placed, whole in rows), (width, size, rows)
    # At AX5 "US dollar" cannot fit the picker's 200 pt on one line: it wraps, as iOS's menu button does.
    assert any(p["chosen"] == "US dollar" and p["lines"] >= 2 for p in pickers), pickers
