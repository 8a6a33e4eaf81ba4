"""The picture a designer signs (issue #49), round 11: one form, drawn one way everywhere. The review
page and a doc's embed draw the model page's default picture: the same hinted widths, the same review
notes, each side's sections folded as its own hints say. The demo site (FORMSMITH_SITE, built with a
review page against Tests/browser/Fixtures/ReviewBase) and the every-control fixture
(FORMSMITH_CONTROLS_SITE)."""
import json
import os
import pathlib

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import SITE, open_page

CONTROLS = pathlib.Path(os.environ.get("FORMSMITH_CONTROLS_SITE", "")).resolve()
needs_controls = pytest.mark.skipif(not (CONTROLS / "index.html").is_file(), reason="FORMSMITH_CONTROLS_SITE not built")
ROOT = pathlib.Path(__file__).resolve().parents[2]
FRAME = "main > .form-frame"


def preset(driver, width):
    driver.find_element(By.CSS_SELECTOR, f'.viewport-switcher [data-width="{width}"]').click()


def starts_collapsed(hints):
    """Section id → whether the hints start it closed (only a collapsible section can)."""
    sections = json.loads(hints.read_text())["_sections"]
    return {s["id"]: bool(s.get("isCollapsible")) and bool(s.get("isCollapsed")) for s in sections}


# Per shown field of a kind, in the forms a selector finds: its control row's width and its review note.
DATE_ROWS = r"""
return Array.from(document.querySelectorAll(arguments[0])).map(form =>
  Array.from(form.querySelectorAll('.fs-field[data-control="date"]')).filter(f => f.offsetParent).map(f => {
    const row = f.querySelector('.fs-control-row').getBoundingClientRect(), note = f.querySelector('.fs-room-warning');
    const scale = Number(form.getAttribute('data-viewport')) / form.getBoundingClientRect().width;
    return [f.dataset.field, Math.round(row.width * scale), note && note.getClientRects().length ? note.textContent : null];
  }));"""


# 1. The review page's Before and After keep the hints' widths, as the model page's default picture
# does: User's Birth Date is narrow (150 pt) on all three, not a row across its section.
def test_the_review_page_draws_a_hinted_date_at_the_model_pages_width(driver):
    open_page(driver, SITE, "models/User.html", width=1500)
    preset(driver, 393)
    [model] = driver.execute_script(DATE_ROWS, FRAME)
    open_page(driver, SITE, "review/index.html", width=1500)
    preset(driver, 393)
    before, after = driver.execute_script(DATE_ROWS, ".review-sides:not(.review-contexts) .review-side .form-frame")
    widths = dict((field, width) for field, width, _ in model)
    assert widths["birthDate"] == 150, model
    assert dict((f, w) for f, w, _ in before) == widths == dict((f, w) for f, w, _ in after), (model, before, after)


# 1b. ... with the model page's review notes: the squeezed "Select date" is said on both sides, in the
# same words, behind the same "Review notes" switch (with its legend).
def test_the_review_page_says_the_squeezed_date_label_as_the_model_page_does(driver):
    open_page(driver, SITE, "models/User.html", width=1500)
    preset(driver, 393)
    driver.find_element(By.CSS_SELECTOR, ".review-notes-switch").click()
    said = {field: note for field, _, note in driver.execute_script(DATE_ROWS, FRAME)[0]}
    assert said["birthDate"] and "for the date picker’s label" in said["birthDate"], said
    open_page(driver, SITE, "review/index.html", width=1500)
    preset(driver, 393)
    sides = ".review-sides:not(.review-contexts) .review-side .form-frame"
    assert all(note is None for side in driver.execute_script(DATE_ROWS, sides) for _, _, note in side)  # notes off
    driver.find_element(By.CSS_SELECTOR, ".review-notes-switch").click()
    assert driver.find_element(By.CSS_SELECTOR, ".review-notes-legend").is_displayed()
    before, after = driver.execute_script(DATE_ROWS, sides)
    assert dict((f, n) for f, _, n in before)["birthDate"] == said["birthDate"], (before, said)
    assert dict((f, n) for f, _, n in after)["birthDate"] == said["birthDate"], (after, said)


# 2. A doc's embed of a form starts each section as the hints say (User's Account, isCollapsed: true,
# closed, as on the model page), and a closed section still opens.
def test_a_docs_embed_starts_each_section_as_its_hints_say(driver):
    open_page(driver, SITE, "docs/examples/user.html", width=375)
    state = lambda: driver.execute_script("""
      return Object.fromEntries(Array.from(document.querySelectorAll('.form-embed details.fs-section')).map(d => [d.dataset.section, d.open]));""")
    embedded = state()
    hinted = starts_collapsed(ROOT / "Hints/User.hints")
    assert embedded and embedded == {s: not closed for s, closed in hinted.items() if s in embedded}, (embedded, hinted)
    assert embedded["account"] is False, embedded
    summary = driver.find_element(By.CSS_SELECTOR, '.form-embed details.fs-section[data-section="account"] > summary')
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", summary)
    summary.click()
    assert state()["account"] is True


REVIEW_FOLDS = """
  const sides = document.querySelectorAll('.review-sides')[0].querySelectorAll('.review-side');
  const open = side => Object.fromEntries(Array.from(side.querySelectorAll('details.fs-section')).map(d => [d.dataset.section, d.open]));
  return [open(sides[0]), open(sides[1])];"""


def toggle(driver, side, section):
    driver.execute_script("""
      const summary = document.querySelectorAll('.review-sides')[0].querySelectorAll('.review-side')[arguments[0]]
        .querySelector('details.fs-section[data-section="' + arguments[1] + '"] > summary');
      summary.scrollIntoView({block: 'center'}); summary.click();""", side, section)


# 3. Each review side starts folded as its own hints say: About, whose change is that it "now starts
# open", is closed Before and open After; opening or closing a section on one side does it on the
# other; Next change opens a folded section to show the change in it.
def test_each_review_side_starts_folded_as_its_own_hints_say(driver):
    open_page(driver, SITE, "review/index.html", width=1500)
    state = lambda: driver.execute_script(REVIEW_FOLDS)
    before, after = state()
    base = starts_collapsed(ROOT / "Tests/browser/Fixtures/ReviewBase/User.hints")
    head = starts_collapsed(ROOT / "Hints/User.hints")
    assert before == {s: not closed for s, closed in base.items() if s in before}, (before, base)
    assert after == {s: not closed for s, closed in head.items() if s in after}, (after, head)
    assert before["about"] is False and after["about"] is True, (before, after)
    # Opening a section on one side opens it on the other; closing it closes both.
    toggle(driver, 1, "account")
    WebDriverWait(driver, 60).until(lambda d: state()[0]["account"] and state()[1]["account"])
    toggle(driver, 0, "account")
    WebDriverWait(driver, 60).until(lambda d: not state()[0]["account"] and not state()[1]["account"])
    # Closed on both, About opens again at its change, on both sides.
    toggle(driver, 1, "about")
    WebDriverWait(driver, 60).until(lambda d: not state()[0]["about"] and not state()[1]["about"])
    driver.find_element(By.XPATH, "//button[normalize-space()='Next change']").click()
    WebDriverWait(driver, 60).until(lambda d: state()[0]["about"] and state()[1]["about"])


# Where a date and time's row runs past its column: its leading edge, the row's start, its overflow
# past each edge of the section (in points), and its review note.
OVERFLOW = r"""
const frame = document.querySelector(arguments[0]), f = frame.querySelector('.fs-field[data-field="' + arguments[1] + '"]');
// In points: the frame is its width and a 1 pt border a side, scaled to fit the window.
const scale = (Number(frame.getAttribute('data-viewport')) + 2) / frame.getBoundingClientRect().width;
const row = f.querySelector('.fs-control-row'), text = row.querySelector('.fs-row-text').getBoundingClientRect();
const r = row.getBoundingClientRect(), s = f.closest('.fs-section').getBoundingClientRect();
const pills = Array.from(row.querySelectorAll(':scope > .fs-pill')).map(p => p.getBoundingClientRect());
const left = Math.min(text.left, ...pills.map(p => p.left)), right = Math.max(text.right, ...pills.map(p => p.right));
const rtl = getComputedStyle(row).direction === 'rtl', note = f.querySelector('.fs-room-warning');
return {start: (rtl ? r.right - text.right : text.left - r.left) * scale,
        pastLeading: (rtl ? right - s.right : s.left - left) * scale, pastTrailing: (rtl ? s.left - left : right - s.right) * scale,
        note: note ? note.textContent : null};"""


# 4. SixLayer's FieldHintsModifier frames a field with alignment .leading (`.frame(maxWidth:
# preferredWidth, alignment: .leading)`; `.frame(width:alignment: .leading)` in its oldest version):
# a row wider than its frame keeps its leading edge and runs past the trailing one only, where a
# centred frame would cut both. Expense's Submitted At on the iPhones, left to right and mirrored.
@needs_controls
@pytest.mark.parametrize("width", [320, 393])
@pytest.mark.parametrize("direction", ["ltr", "rtl"])
def test_a_date_row_wider_than_its_frame_runs_past_the_trailing_edge_only(driver, width, direction):
    import re
    open_page(driver, CONTROLS, "models/Expense.html", width=1500)
    driver.execute_script("document.querySelector(arguments[0]).setAttribute('dir', arguments[1])", FRAME, direction)
    preset(driver, width)
    driver.find_element(By.CSS_SELECTOR, ".review-notes-switch").click()
    row = driver.execute_script(OVERFLOW, FRAME, "submittedAt")
    assert abs(row["start"]) <= 1, row                        # the label starts at the row's leading edge
    assert row["pastLeading"] <= 0.5 and row["pastTrailing"] > 1, row
    said = re.search(r"runs about (\d+) pt past the section’s edge", row["note"] or "")
    assert said and abs(int(said.group(1)) - row["pastTrailing"]) <= 1, row


# 3b. A section starting closed with a change inside says so on its closed row (a mark under it, in
# the gap before the next section: no room taken in the screen), until it opens.
def test_a_closed_review_section_holding_a_change_says_so(driver):
    open_page(driver, SITE, "review/index.html", width=1500)
    marks = lambda: driver.execute_script("""
      const sides = document.querySelectorAll('.review-sides')[0].querySelectorAll('.review-side');
      return Array.from(sides).map(side => Object.fromEntries(Array.from(side.querySelectorAll('details.fs-section')).map(d =>
        [d.dataset.section, getComputedStyle(d.querySelector(':scope > summary'), '::before').content])));""")
    before, after = marks()
    assert before["about"] == '"changes inside"', before       # fax removed, birthDate moved: About closed Before
    assert before["account"] == after["account"] == after["about"] == "none", (before, after)
    gap = driver.execute_script("""
      const about = document.querySelector('.review-side details.fs-section[data-section="about"]');
      const mark = getComputedStyle(about.querySelector(':scope > summary'), '::before');
      return [about.getBoundingClientRect().height, mark.position];""")
    assert gap[1] == "absolute", gap                              # takes no room
    toggle(driver, 0, "about")
    WebDriverWait(driver, 60).until(lambda d: marks()[0]["about"] == "none")
