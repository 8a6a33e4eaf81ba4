"""The review page (`formsmith diff`): Before and After side by side, as an overlay or blinking, or the changed
sections only; each change marked in place, in words, with its own outline, a stepper walking them, and no mark
taking room in the screen or covering a label. Each side is drawn as the model page's default picture: the hints'
widths, the same review notes, its sections folded as its own hints say and opened on both sides together. The
demo site (FORMSMITH_SITE, built with a review page against Tests/browser/Fixtures/ReviewBase)."""
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import REPOSITORY, SITE, open_page, preset, starts_collapsed

FRAME = "main > .form-frame"


def test_review_page_shows_before_and_after_side_by_side(driver, site):
    open_page(driver, site, "review/index.html", width=1280)
    sides = driver.find_elements(By.CSS_SELECTOR, ".review-model .review-sides:not(.review-contexts) > .review-side")
    assert len(sides) == 2
    first, second = (side.rect for side in sides)
    assert second["x"] > first["x"] and abs(second["y"] - first["y"]) < 2
    marked = driver.find_elements(By.CSS_SELECTOR, '.review-side [data-field="phone"][data-change="changed"]')
    assert len(marked) == 2
    assert driver.execute_script("return getComputedStyle(arguments[0]).outlineStyle", marked[0]) == "solid"


def test_each_change_is_marked_in_words_and_the_stepper_walks_them(driver, site):
    open_page(driver, site, "review/index.html", width=1280)
    links = driver.find_elements(By.CSS_SELECTOR, ".review-change a[href^='#']")
    targets = [link.get_attribute("href").split("#", 1)[1] for link in links]
    assert len(targets) == len(driver.find_elements(By.CSS_SELECTOR, ".review-change")) > 2
    assert all(len(driver.find_elements(By.ID, target)) == 1 for target in targets)
    body = driver.find_element(By.TAG_NAME, "body")
    status = driver.find_element(By.CSS_SELECTOR, ".review-step-status")

    def current():
        return [node.get_attribute("id") for node in driver.find_elements(By.CSS_SELECTOR, "[data-current-change]")]

    body.send_keys("j")
    assert current() == [targets[0]] and status.text.startswith("Change 1 of %d" % len(targets))
    body.send_keys("j")
    assert current() == [targets[1]] and status.text.startswith("Change 2 of")
    body.send_keys("k")
    assert current() == [targets[0]]
    driver.find_element(By.XPATH, "//button[normalize-space()='Next change']").click()
    assert current() == [targets[1]]
    # The current change is drawn with a heavier outline than the others.
    marked = driver.find_element(By.ID, targets[1])
    assert driver.execute_script("return parseFloat(getComputedStyle(arguments[0]).outlineWidth)", marked) >= 5


# One change of each kind (Tests/browser/Fixtures/ReviewBase): where it is marked, how, and in which words.
MARKS = [
    ("after", '[data-field="website"]', "added", "+ added"),
    ("before", '[data-field="fax"]', "removed", "− removed"),
    ("after", '[data-field="phone"]', "changed", "width 200 pt → 150 pt"),
    ("after", '[data-field="firstName"]', "changed", "now required"),
    ("after", '[data-field="birthDate"]', "moved", "moved from position 1"),
    ("after", '[data-field="email"]', "changed", "renamed from mail"),
    ("before", '[data-field="mail"]', "changed", "renamed to email"),
    ("after", ".review-context", "changed", "presentation changed"),
]


def test_every_kind_of_change_is_marked_in_place_in_every_view(driver, site):
    open_page(driver, site, "review/index.html", width=1280)
    # Each side starts folded as its hints say (Before's About, holding the removed fax, is closed):
    # the marks are looked at with every section open, as Next change opens them.
    driver.execute_script("document.querySelectorAll('.review-side details.fs-section').forEach(d => d.open = true)")
    for view in ["side", "overlay", "changes"]:
        driver.find_element(By.CSS_SELECTOR, '.review-views [data-view="%s"]' % view).click()
        for side, selector, kind, words in MARKS:
            index = 1 if side == "before" else 2
            found = driver.find_elements(
                By.CSS_SELECTOR, ".review-model .review-side:nth-child(%d) %s[data-change]" % (index, selector))
            assert found, (view, selector)
            mark = found[0]
            assert mark.get_attribute("data-change") == kind, (view, selector)
            assert mark.is_displayed(), (view, selector)
            label = mark.find_element(By.CSS_SELECTOR, ".fs-change-label")
            assert words in label.text, (view, selector, label.text)
        # Told apart without colour: each kind has its own outline style.
        styles = {kind: driver.execute_script(
            "return getComputedStyle(arguments[0]).outlineStyle",
            driver.find_element(By.CSS_SELECTOR, '.review-side [data-change="%s"]' % kind))
            for kind in ["added", "removed", "changed", "moved"]}
        assert len(set(styles.values())) >= 3, styles


def test_overlay_blink_and_changes_only(driver, site):
    open_page(driver, site, "review/index.html", width=1280)
    sides = driver.find_elements(By.CSS_SELECTOR, ".review-model .review-sides:not(.review-contexts) > .review-side")
    # Overlay: both forms at the same place and width, the after one faded by the slider.
    driver.find_element(By.CSS_SELECTOR, '.review-views [data-view="overlay"]').click()
    before, after = (side.rect for side in sides)
    assert before["x"] == after["x"] and before["y"] == after["y"] and before["width"] == after["width"]

    def after_opacity():
        return float(driver.execute_script("return getComputedStyle(arguments[0]).opacity", sides[1]))

    assert after_opacity() == 0.5
    slider = driver.find_element(By.CSS_SELECTOR, ".review-overlay-tools input[type=range]")
    driver.execute_script("arguments[0].value = 90; arguments[0].dispatchEvent(new Event('input'))", slider)
    assert abs(after_opacity() - 0.9) < 0.01
    # Blink flips between the two forms until pressed again.
    blink = driver.find_element(By.XPATH, "//button[normalize-space()='Blink']")
    blink.click()
    seen = set()
    for _ in range(8):
        seen.add(after_opacity())
        driver.execute_script("return new Promise(done => setTimeout(done, 200))")
    assert seen == {0.0, 1.0}
    blink.click()
    assert blink.get_attribute("aria-pressed") == "false" and abs(after_opacity() - 0.9) < 0.01
    # Changes only: the sections with a mark stay, the others go; back to side by side.
    driver.find_element(By.CSS_SELECTOR, '.review-views [data-view="changes"]').click()
    shown = driver.execute_script(
        "return [...document.querySelectorAll('.review-side .fs-section')]"
        ".filter(s => getComputedStyle(s).display !== 'none').map(s => s.dataset.section)")
    assert sorted(set(shown)) == ["about", "contact", "name"]
    driver.find_element(By.CSS_SELECTOR, '.review-views [data-view="side"]').click()
    first, second = (side.rect for side in sides)
    assert second["x"] > first["x"]


def test_the_viewport_switcher_sizes_both_review_forms(driver, site):
    open_page(driver, site, "review/index.html", width=1280)
    switcher = driver.find_element(By.CSS_SELECTOR, ".viewport-switcher")
    # Above the changed models, for every form on the page: not inside a before or after column.
    assert driver.execute_script("return arguments[0].closest('.review-model, .review-side') === null", switcher)
    preset(driver, 393)
    frames = driver.find_elements(By.CSS_SELECTOR, ".review-sides:not(.review-contexts) .form-frame")
    assert len(frames) == 2
    assert all(frame.get_attribute("data-viewport") == "393" for frame in frames)
    widths = [driver.execute_script("return arguments[0].offsetWidth", frame) for frame in frames]
    assert widths == [393, 393]


# Per shown field of a kind, in the forms a selector finds: its control row's width and its review note.
DATE_ROWS = r"""
return Array.from(document.querySelectorAll(arguments[0])).map(form =>
  Array.from(form.querySelectorAll('.fs-field[data-control="date"]')).filter(f => f.offsetParent).map(f => {
    const row = f.querySelector('.fs-control-row').getBoundingClientRect();
    const viewport = f.closest('.form-frame').dataset.viewport;
    const note = f.querySelector(`.fs-room-warning[data-viewports~="${viewport}"]`);
    const scale = Number(form.getAttribute('data-viewport')) / form.getBoundingClientRect().width;
    return [f.dataset.field, Math.round(row.width * scale),
            note && note.getClientRects().length ? note.textContent : null];
  }));"""


# The review page's Before and After keep the hints' widths, as the model page's default picture
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


# The review page has the model page's review notes: the squeezed "Select date" is said on both sides,
# in the same words, behind the same "Review notes" switch (with its legend).
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


REVIEW_FOLDS = """
  const sides = document.querySelectorAll('.review-sides')[0].querySelectorAll('.review-side');
  const open = side => Object.fromEntries(Array.from(side.querySelectorAll('details.fs-section'))
                                          .map(d => [d.dataset.section, d.open]));
  return [open(sides[0]), open(sides[1])];"""


def toggle(driver, side, section):
    driver.execute_script("""
      const summary = document.querySelectorAll('.review-sides')[0].querySelectorAll('.review-side')[arguments[0]]
        .querySelector('details.fs-section[data-section="' + arguments[1] + '"] > summary');
      summary.scrollIntoView({block: 'center'}); summary.click();""", side, section)


# Each review side starts folded as its own hints say: About, whose change is that it "now starts
# open", is closed Before and open After; opening or closing a section on one side does it on the
# other; Next change opens a folded section to show the change in it.
def test_each_review_side_starts_folded_as_its_own_hints_say(driver):
    open_page(driver, SITE, "review/index.html", width=1500)
    state = lambda: driver.execute_script(REVIEW_FOLDS)
    before, after = state()
    base = starts_collapsed(REPOSITORY / "Tests/browser/Fixtures/ReviewBase/User.hints")
    head = starts_collapsed(REPOSITORY / "Hints/User.hints")
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


# A section starting closed with a change inside says so on its closed row (a mark under it, in
# the gap before the next section: no room taken in the screen), until it opens.
def test_a_closed_review_section_holding_a_change_says_so(driver):
    open_page(driver, SITE, "review/index.html", width=1500)
    marks = lambda: driver.execute_script("""
      const sides = document.querySelectorAll('.review-sides')[0].querySelectorAll('.review-side');
      return Array.from(sides).map(side =>
                                   Object.fromEntries(Array.from(side.querySelectorAll('details.fs-section')).map(d =>
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


# Each side starts folded as its own hints say, so Before and After may differ until a section is
# toggled: a section closed on both sides opens Before when it is opened After.
def test_opening_a_section_after_opens_it_before(driver):
    open_page(driver, SITE, "review/index.html")
    state = lambda: driver.execute_script("""
      const sides = document.querySelectorAll('.review-sides')[0].querySelectorAll('.review-side');
      const open = side => Object.fromEntries(Array.from(side.querySelectorAll('details.fs-section'))
                                              .map(d => [d.dataset.section, d.open]));
      return [open(sides[0]), open(sides[1])];""")
    before, after = state()
    shared = set(before) & set(after)
    # Opening a section folded on both sides After opens it Before.
    closed = next(s for s in shared if not after[s] and not before[s])
    driver.execute_script(f"""
      const summary = document.querySelectorAll('.review-sides')[0].querySelectorAll('.review-side')[1]
        .querySelector('details.fs-section[data-section="{closed}"] > summary');
      summary.scrollIntoView(); summary.click();""")
    WebDriverWait(driver, 60).until(lambda d: state()[0][closed])
    before, after = state()
    assert after[closed] and before[closed], (before, after)


# Every date on either side keeps the width its hints give it, as the model page's default picture
# does, rather than spanning its row.
def test_the_review_page_keeps_the_width_a_hint_gives_a_date(driver):
    open_page(driver, SITE, "review/index.html")
    driver.execute_script("document.querySelectorAll('.review-side details.fs-section').forEach(d => d.open = true)")
    rows = driver.execute_script("""
      return Array.from(document.querySelectorAll('.review-side .fs-field[data-control="date"]'))
        .filter(f => f.getClientRects().length).map(f => {
        const frame = f.closest('.form-frame'),
          scale = Number(frame.getAttribute('data-viewport')) / frame.getBoundingClientRect().width;
        return [f.dataset.width, Math.round(f.querySelector('.fs-control-row').getBoundingClientRect().width * scale)];
      });""")
    assert any(width == "150" for width, _ in rows), rows   # the hints' narrow birthDate
    assert rows and all(width and abs(int(width) - row) <= 1 for width, row in rows), rows


def test_a_change_mark_on_the_review_page_takes_no_room_in_the_screen(driver):
    open_page(driver, SITE, "review/index.html", width=1280)
    got = driver.execute_script("""
      const marks = '.review-side .form-frame :is(.fs-field, section.fs-section)[data-change]';
      return Array.from(document.querySelectorAll(marks)).map(mark => {
        const first = Array.from(mark.children).find(child => !child.matches('.fs-change-label'));
        return [mark.getAttribute('data-change'),
                Math.round(first.getBoundingClientRect().top - mark.getBoundingClientRect().top),
                mark.querySelector(':scope > .fs-change-label').getClientRects().length]; });""")
    assert got and all(offset <= 12 and shown for _, offset, shown in got), got


# A change's badge never covers a field's label, a section's title or another
# field's text, on either side.
def test_a_change_badge_never_covers_a_label(driver):
    open_page(driver, SITE, "review/index.html", width=1400)
    covered = driver.execute_script("""
      const texts = '.fs-label, .fs-section-title, .fs-section-description, .fs-row-text, .fs-field > .fs-input';
      // Drawn ones only (checkVisibility): a closed section's rows keep boxes that overlap its neighbour's.
      return Array.from(document.querySelectorAll('.review-side .fs-field > .fs-change-label'))
        .filter(b => b.checkVisibility())
        .flatMap(badge => {
          const b = badge.getBoundingClientRect(), side = badge.closest('.review-side');
          return Array.from(side.querySelectorAll(texts)).filter(t => t.checkVisibility()).filter(t => {
            const r = t.getBoundingClientRect();
            return r.left < b.right - 1 && r.right > b.left + 1 && r.top < b.bottom - 1 && r.bottom > b.top + 1;
          }).map(t => badge.textContent + ' covers ' + t.textContent.trim().slice(0, 30));
        });""")
    badges = driver.find_elements(By.CSS_SELECTOR, ".review-side .fs-field > .fs-change-label")
    assert badges and covered == [], covered


# A change's words never run past the screen (a field in the trailing column with "moved to contact;
# reading order changed"), and the fold's words stand inside the frame, where the two forms leave
# little margin beside them.
def test_no_change_tag_or_fold_label_is_cut_off_on_the_review_page(driver):
    open_page(driver, SITE, "review/index.html", width=1100)
    label = ".review-side:first-child .form-frame [data-field='phone'] > .fs-change-label"
    placed = driver.execute_script(f"""
      const label = document.querySelector("{label}"), frame = label.closest('.form-frame');
      label.textContent = 'moved to contact; reading order changed; width 200 pt → 150 pt; now required';
      Formsmith.placeNotes(frame);
      const box = label.getBoundingClientRect(), screen = frame.querySelector('.fs-screen').getBoundingClientRect();
      const fold = getComputedStyle(frame, '::before');
      return [box.left >= screen.left, box.right <= screen.right, frame.hasAttribute('data-fold'),
              fold.marginInlineStart, fold.textAlign];""")
    assert placed == [True, True, True, "0px", "end"], placed
