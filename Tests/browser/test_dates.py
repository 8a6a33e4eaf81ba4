"""Date and time pickers as iOS draws SixLayer's compact DatePicker: the language's date and time formats, a
capsule per part (a date and time has two), one row beside the label that keeps the hinted width and runs past
the trailing edge only, and the picture date an empty picker shows. The demo site (FORMSMITH_SITE), the
every-control fixture (FORMSMITH_CONTROLS_SITE) and the languages fixture (FORMSMITH_LANGUAGES_SITE). The Mac's
field-style DatePicker is in test_mac_idiom.py; a squeezed label's review note in test_review_notes.py."""
import re

import pytest
from selenium.webdriver.common.by import By

from conftest import (CONTROLS, LANGUAGES, SITE, choose_language, needs_controls, needs_languages, open_page, preset,
                      text_size)

FRAME = "main > .form-frame"


def capsules(driver, frame, field):
    return [c.text.replace("\u202f", " ") for c in driver.find_elements(
        By.CSS_SELECTOR, f'{frame} [data-field="{field}"] .fs-pill .fs-capsule')]


def detail(driver, field):
    return driver.find_element(By.CSS_SELECTOR, f'#context-detail [data-field="{field}"] dd').text


@needs_languages
def test_dates_read_as_each_language_writes_them_in_the_form_and_the_detail(driver):
    open_page(driver, LANGUAGES, "models/Customer.html", state="edit")
    edit = "main > .form-frame"
    # iOS's compact DatePicker: one capsule, the abbreviated date; the detail's `String(describing:)`
    # of the `Date`, the same in every language.
    assert capsules(driver, edit, "memberSince") == ["Mar 14, 2021"]
    assert detail(driver, "memberSince") == "2021-03-14 00:00:00 +0000"
    choose_language(driver, "de")
    assert capsules(driver, edit, "memberSince") == ["14.03.2021"]
    assert detail(driver, "memberSince") == "2021-03-14 00:00:00 +0000"
    choose_language(driver, "ja")
    assert capsules(driver, edit, "memberSince") == ["2021/03/14"]
    # The row: the DatePicker's label leads and its capsule trails on one line.
    row = driver.execute_script(f"""
      const row = document.querySelector('{edit} [data-field="memberSince"] .fs-datepicker');
      const t = row.querySelector('.fs-row-text').getBoundingClientRect(),
        p = row.querySelector('.fs-pill').getBoundingClientRect();
      return [p.left >= t.right - 1, Math.abs(p.top - t.top) < 16,
              Math.abs(p.right - row.getBoundingClientRect().right) <= 1];""")
    assert row == [True, True, True]


@needs_controls
def test_times_read_as_ios_writes_them_and_capsules_move_under_the_label_at_accessibility_sizes(driver):
    open_page(driver, CONTROLS, "models/Expense.html", state="edit")
    edit = "main > .form-frame"
    assert capsules(driver, edit, "spentAt")[0].endswith(("AM", "PM"))
    assert ":" in capsules(driver, edit, "spentAt")[0] and not capsules(driver, edit, "spentAt")[0].startswith("0")
    assert len(capsules(driver, edit, "submittedAt")) == 2   # a date capsule and a time capsule
    # The iPad: on an SE the grid section's two columns (SixLayer's) leave a capsule at AX3 no room.
    preset(driver, 820)
    text_size(driver, "AX3")
    placed = driver.execute_script(f"""
      return Array.from(document.querySelectorAll('{edit} .fs-datepicker')).map(row => {{
        const t = row.querySelector('.fs-row-text').getBoundingClientRect(), r = row.getBoundingClientRect();
        return Array.from(row.querySelectorAll('.fs-capsule')).map(c => {{
          const b = c.getBoundingClientRect();
          return (b.top >= t.bottom - 1 || b.left >= t.right - 1) && b.right <= r.right + 1 && b.left >= r.left - 1
            && c.scrollWidth <= c.clientWidth + 1;
        }});
      }}).flat();""")
    assert placed and all(placed), placed


@pytest.mark.parametrize("page", ["review/index.html", "docs/examples/user.html"])
def test_every_form_shows_the_picture_date_never_an_empty_capsule(driver, page):
    # SixLayer binds an empty date `?? Date()`: the picker shows a day, the build's picture date.
    if not (SITE / page).is_file():
        pytest.skip(f"no {page} (the review page is built with formsmith diff)")
    open_page(driver, SITE, page)
    pills = driver.execute_script("""
      return Array.from(document.querySelectorAll('.form-frame .fs-pill')).map(pill =>
        Array.from(pill.querySelectorAll('.fs-capsule')).filter(c => c.textContent.trim()).length);""")
    assert pills and all(pills), pills


def test_a_model_page_keeps_the_width_a_hint_gives_a_date(driver):
    # User.hints sets birthDate's displayWidth (narrow): the hinted picture keeps its 150 pt.
    open_page(driver, SITE, "models/User.html")
    preset(driver, 393)
    width = driver.execute_script(
        "return document.querySelector('main > .form-frame [data-field=\"birthDate\"] .fs-control-row')"
        ".getBoundingClientRect().width")
    assert round(width) == 150


@needs_controls
def test_a_date_or_time_no_hint_sizes_spans_its_row_on_a_model_page(driver):
    # Expense: spentOn has displayWidth medium (kept); spentAt (time) and submittedAt (date and
    # time) have none, so their compact DatePicker rows span the section as iOS draws them. On the
    # iPad: on an iPhone the grid section's two columns (SixLayer's, at every width) cap medium too.
    open_page(driver, CONTROLS, "models/Expense.html")
    preset(driver, 820)
    rows = driver.execute_script("""
      return Object.fromEntries(['spentOn', 'spentAt', 'submittedAt'].map(name => {
        const field = document.querySelector(`main > .form-frame [data-field="${name}"]`),
          input = field.querySelector('.fs-input');
        const style = getComputedStyle(input),
          cell = input.getBoundingClientRect().width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return [name, Math.round(field.querySelector('.fs-control-row').getBoundingClientRect().width - cell)];
      }));""")
    assert rows["spentAt"] == rows["submittedAt"] == 0 and rows["spentOn"] < 0, rows


def date_row(driver):
    return driver.execute_script("""
      const field = document.querySelector('main > .form-frame [data-field="birthDate"]');
      const row = field.querySelector('.fs-control-row').getBoundingClientRect();
      const text = field.querySelector('.fs-row-text').getBoundingClientRect(),
        pill = field.querySelector('.fs-pill').getBoundingClientRect();
      const capsule = field.querySelector('.fs-capsule'),
        range = document.createRange(); range.selectNodeContents(capsule);
      return {row: row.width, textRight: text.right, textTop: text.top, textBottom: text.bottom, pillLeft: pill.left,
              pillRight: pill.right,
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
    text_size(driver, "AX3")
    row = date_row(driver)
    assert row["pillTop"] >= row["textBottom"] - 1 and abs(row["pillRight"] - row["rowRight"]) <= 1, row


# Per compact date row: each capsule's height in lines of its text, the label's lines and words, and
# whether every capsule sits on one row beside the label.
DATE_ROWS = r"""
return Array.from(document.querySelectorAll(arguments[0] + ' .fs-datepicker')).filter(r => r.getClientRects().length
    && r.querySelector('.fs-capsule')).map(row => {
  const label = row.querySelector('.fs-row-text'), t = label.getBoundingClientRect(), range = document.createRange();
  range.selectNodeContents(label);
  const lines = new Set(Array.from(range.getClientRects()).map(b => Math.round(b.top))).size;
  const capsules = Array.from(row.querySelectorAll('.fs-capsule')).map(c => c.getBoundingClientRect());
  const capsuleLines = Array.from(row.querySelectorAll('.fs-capsule')).map(c => {
    const r = document.createRange(); r.selectNodeContents(c);
    return new Set(Array.from(r.getClientRects()).map(b => Math.round(b.top))).size; });
  return {field: row.closest('[data-field]').dataset.field, capsuleLines, lines,
          words: label.textContent.trim().split(/\s+/).length,
          oneRow: capsules.every(c => Math.abs(c.top - capsules[0].top) <= 1 && c.left >= t.right - 1)};
});"""


# The compact date pill never wraps at the default size: it keeps its one-line width and only
# the label is squeezed. Order's placedAt is 150 pt wide, in a column of SixLayer's two.
def test_a_date_pill_keeps_one_line_in_a_narrow_column(driver):
    open_page(driver, SITE, "models/Order.html")
    preset(driver, 393)
    rows = driver.execute_script(DATE_ROWS, FRAME)
    assert rows, rows
    for row in rows:
        assert row["capsuleLines"] == [1] * len(row["capsuleLines"]) and row["oneRow"], row


# A date and time keeps both capsules in one row after its label, even past the trailing edge.
@needs_controls
@pytest.mark.parametrize("width", [320, 393])
def test_a_date_and_time_keeps_its_two_capsules_in_one_row(driver, width):
    open_page(driver, CONTROLS, "models/Expense.html")
    preset(driver, width)
    rows = {row["field"]: row for row in driver.execute_script(DATE_ROWS, FRAME)}
    assert "submittedAt" in rows and len(rows["submittedAt"]["capsuleLines"]) == 2, rows
    for row in rows.values():
        assert row["oneRow"] and row["capsuleLines"] == [1] * len(row["capsuleLines"]), row


# German at AX5 on an SE: a date's text never leaves its capsule, nor a capsule its pill; the pill
# grows around its text and runs past the trailing edge rather than past the leading one.
@needs_languages
def test_a_date_capsule_holds_its_text_at_ax5_in_german(driver):
    open_page(driver, LANGUAGES, "models/Customer.html")
    preset(driver, 320)
    text_size(driver, "AX5")
    choose_language(driver, "de")
    pills = driver.execute_script(f"""
      return Array.from(document.querySelectorAll('{FRAME} .fs-datepicker')).filter(r => r.querySelector('.fs-capsule'))
        .map(row => {{
        const pill = row.querySelector('.fs-pill').getBoundingClientRect(), r = row.getBoundingClientRect();
        return Array.from(row.querySelectorAll('.fs-capsule')).map(c => {{
          const b = c.getBoundingClientRect(), range = document.createRange(); range.selectNodeContents(c);
          const t = range.getBoundingClientRect();
          return [c.textContent, t.left >= b.left - 1 && t.right <= b.right + 1,
                  b.left >= pill.left - 1 && b.right <= pill.right + 1, pill.left >= r.left - 1];
        }});
      }}).flat();""")
    assert pills and all(inside and in_pill and leading for _, inside, in_pill, leading in pills), pills


# Where a date and time's row runs past its column: its leading edge, the row's start, its overflow
# past each edge of the section (in points), and its review note.
OVERFLOW = r"""
const frame = document.querySelector(arguments[0]),
  f = frame.querySelector('.fs-field[data-field="' + arguments[1] + '"]');
// In points: the frame is its width and a 1 pt border a side, scaled to fit the window.
const scale = (Number(frame.getAttribute('data-viewport')) + 2) / frame.getBoundingClientRect().width;
const row = f.querySelector('.fs-control-row'), text = row.querySelector('.fs-row-text').getBoundingClientRect();
const r = row.getBoundingClientRect(), s = f.closest('.fs-section').getBoundingClientRect();
const pills = Array.from(row.querySelectorAll(':scope > .fs-pill')).map(p => p.getBoundingClientRect());
const left = Math.min(text.left, ...pills.map(p => p.left)), right = Math.max(text.right, ...pills.map(p => p.right));
const rtl = getComputedStyle(row).direction === 'rtl';
const viewport = f.closest('.form-frame').dataset.viewport;
const note = f.querySelector(`.fs-room-warning[data-viewports~="${viewport}"]`);
return {start: (rtl ? r.right - text.right : text.left - r.left) * scale,
        pastLeading: (rtl ? right - s.right : s.left - left) * scale,
        pastTrailing: (rtl ? s.left - left : right - s.right) * scale,
        note: note ? note.textContent : null};"""


# SixLayer's FieldHintsModifier frames a field with alignment .leading (`.frame(maxWidth:
# preferredWidth, alignment: .leading)`; `.frame(width:alignment: .leading)` in its oldest version):
# a row wider than its frame keeps its leading edge and runs past the trailing one only, where a
# centred frame would cut both. Expense's Submitted At on the iPhones, left to right and mirrored.
@needs_controls
@pytest.mark.parametrize("width", [320, 393])
@pytest.mark.parametrize("direction", ["ltr", "rtl"])
def test_a_date_row_wider_than_its_frame_runs_past_the_trailing_edge_only(driver, width, direction):
    open_page(driver, CONTROLS, "models/Expense.html", width=1500)
    driver.execute_script("document.querySelector(arguments[0]).setAttribute('dir', arguments[1])", FRAME, direction)
    preset(driver, width)
    driver.find_element(By.CSS_SELECTOR, ".review-notes-switch").click()
    row = driver.execute_script(OVERFLOW, FRAME, "submittedAt")
    assert abs(row["start"]) <= 1, row                        # the label starts at the row's leading edge
    assert row["pastLeading"] <= 0.5 and row["pastTrailing"] > 1, row
    said = re.search(r"runs about (\d+) pt past the section’s edge", row["note"] or "")
    # `check` measures the capsules with Inter (HarfBuzz), the browser with its own fallback for the
    # time's narrow no-break space: a few points apart.
    assert said and abs(int(said.group(1)) - row["pastTrailing"]) <= 4, row
