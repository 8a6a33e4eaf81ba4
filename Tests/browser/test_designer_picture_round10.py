"""The picture a designer signs (issue #49), round 10: what the round-8 design judge named. The demo
site (FORMSMITH_SITE) and the every-control fixture (FORMSMITH_CONTROLS_SITE)."""
import os
import pathlib
import re

import pytest
from selenium.webdriver.common.by import By

from conftest import SITE, open_page

CONTROLS = pathlib.Path(os.environ.get("FORMSMITH_CONTROLS_SITE", "")).resolve()
needs_controls = pytest.mark.skipif(not (CONTROLS / "index.html").is_file(), reason="FORMSMITH_CONTROLS_SITE not built")
FRAME = "main > .form-frame"


def preset(driver, width):
    driver.find_element(By.CSS_SELECTOR, f'.viewport-switcher [data-width="{width}"]').click()


# Per shown date field: how far (px) its pill runs past its section's trailing edge, and its note.
PAST_THE_EDGE = r"""
return Array.from(document.querySelectorAll(arguments[0] + ' .fs-field')).filter(f => f.offsetParent
    && f.querySelector(':scope > .fs-input > .fs-datepicker > .fs-pill')).map(f => {
  const p = f.querySelector('.fs-pill').getBoundingClientRect(), s = f.closest('.fs-section').getBoundingClientRect();
  const note = f.querySelector('.fs-room-warning');
  return {field: f.dataset.field, past: p.right - s.right, note: note ? note.textContent : null};
});"""


# 1. A date row that keeps its capsules in one row past the section's edge (iOS cuts it off there)
# is said by a review note, as a squeezed label is; a row that fits has none about its edge.
@needs_controls
@pytest.mark.parametrize("width", [320, 393])
def test_a_date_row_past_the_sections_edge_has_a_review_note(driver, width):
    open_page(driver, CONTROLS, "models/Expense.html")
    preset(driver, width)
    rows = {row["field"]: row for row in driver.execute_script(PAST_THE_EDGE, FRAME)}
    assert rows["submittedAt"]["past"] > 1, rows
    for row in rows.values():
        said = bool(row["note"]) and "past the section’s edge" in row["note"]
        assert said == (row["past"] > 1), row
    # Its squeezed label is said first (round 13), then the overhang.
    assert re.fullmatch(r"Submitted At: .*; the date picker runs about \d+ pt past the section’s edge", rows["submittedAt"]["note"]), rows


# 1b. The squeezed label's note still fires for User's Birth Date (150 pt), unchanged.
def test_the_birth_dates_squeezed_label_is_still_noted(driver):
    open_page(driver, SITE, "models/User.html")
    preset(driver, 393)
    rows = {row["field"]: row for row in driver.execute_script(PAST_THE_EDGE, FRAME)}
    # The empty pill shows the build's picture date (SixLayer binds `Date()`; the page says which
    # day is "now", never the clock), whose width changes with the day: the room it leaves is a few
    # points either way, never the 150 pt the hint asks for.
    picture_date = driver.execute_script("return document.body.dataset.pictureDate")
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT09:41", picture_date), picture_date
    pill = driver.find_element(By.CSS_SELECTOR, f'{FRAME} [data-field="birthDate"] .fs-pill-input')
    assert pill.get_attribute("value") == picture_date[:10], pill.get_attribute("value")
    said = re.fullmatch(r"Birth Date: 150 pt leaves about (\d+) pt for the date picker’s label “Select date”", rows["birthDate"]["note"] or "")
    assert said and 4 <= int(said.group(1)) <= 28, rows


# 4. The 320 pt preset is not today's iPhone SE (375 pt since the 2nd generation): it is the first
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
