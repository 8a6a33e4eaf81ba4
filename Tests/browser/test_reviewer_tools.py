"""The reviewer's tools: viewport switcher, theme toggle, filter box, live validation, list rows, and no-JS use."""
from selenium.webdriver.common.by import By

from conftest import open_page

COLUMNS = """
return Array.from(document.querySelectorAll('main > .form-frame .fs-form > .fs-section > .fs-grid'))
  .map(grid => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
"""


def test_viewport_switcher_resizes_the_frame_and_the_grid_follows(driver, site, manifest):
    open_page(driver, site, "models/Order.html", width=1280)
    driver.execute_script("document.querySelectorAll('details').forEach(d => d.open = true)")
    expected = [s["columns"] for s in next(m for m in manifest["models"] if m["name"] == "Order")["sections"]]
    # The page opens on the iPhone, with SixLayer's columns (a fixed count at every width).
    phone = driver.find_element(By.CSS_SELECTOR, '.viewport-switcher [data-width="393"]')
    assert phone.get_attribute("aria-pressed") == "true"
    assert driver.execute_script(COLUMNS) == expected
    driver.find_element(By.CSS_SELECTOR, '.viewport-switcher [data-width="0"]').click()
    assert driver.execute_script(COLUMNS) == expected
    phone.click()
    assert phone.get_attribute("aria-pressed") == "true"
    frame_width = driver.execute_script("return document.querySelector('.form-frame').getBoundingClientRect().width")
    assert abs(frame_width - 393) <= 1
    assert driver.execute_script(COLUMNS) == expected
    driver.find_element(By.CSS_SELECTOR, '.viewport-switcher [data-width="0"]').click()
    assert driver.execute_script(COLUMNS) == expected


def test_the_mac_frame_is_really_1280_wide_and_says_how_it_is_shown(driver, site, manifest):
    open_page(driver, site, "models/Order.html", width=1000)
    driver.execute_script("document.querySelectorAll('details').forEach(d => d.open = true)")
    driver.find_element(By.CSS_SELECTOR, '.viewport-switcher [data-width="1280"]').click()
    frame = "document.querySelector('main > .form-frame')"
    # Laid out at 1,280 px (its columns are the desktop's), drawn scaled to the room there is.
    assert driver.execute_script(f"return {frame}.offsetWidth") == 1280
    shown = driver.execute_script(f"return {frame}.getBoundingClientRect().width")
    room = driver.execute_script(f"return {frame}.parentNode.clientWidth")
    assert abs(shown - room) <= 1
    expected = [s["columns"] for s in next(m for m in manifest["models"] if m["name"] == "Order")["sections"]]
    assert driver.execute_script(COLUMNS) == expected
    note = driver.find_element(By.CSS_SELECTOR, ".viewport-note").text
    assert note.startswith("Mac: 1,280 px wide, scaled to ") and note.endswith("% to fit this window.")
    overflow = driver.execute_script("return document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0


def test_theme_toggle_switches_colours(driver, site):
    open_page(driver, site, "models/User.html")
    background = "return getComputedStyle(document.body).backgroundColor"
    toggle = driver.find_element(By.CSS_SELECTOR, ".theme-toggle")
    assert toggle.text == "Theme: system"
    toggle.click()
    assert driver.execute_script("return document.documentElement.dataset.theme") == "light"
    light = driver.execute_script(background)
    toggle.click()
    assert driver.execute_script("return document.documentElement.dataset.theme") == "dark"
    assert driver.execute_script(background) != light
    toggle.click()  # back to the system's choice for the other tests
    driver.execute_script("try { localStorage.removeItem('formsmith-theme') } catch (e) {}")


def test_filter_box_narrows_cards_and_docs_on_the_index(driver, site):
    open_page(driver, site, "index.html")
    search = driver.find_element(By.ID, "site-search")
    visible = lambda: [e.get_attribute("data-path") for e in driver.find_elements(By.CSS_SELECTOR, "[data-path]") if e.is_displayed()]
    search.clear()
    search.send_keys("newsletter")
    assert visible() == ["models/User.html"]
    search.clear()
    search.send_keys("hints format")
    assert visible() == ["docs/hints-format.html"]
    search.clear()
    search.send_keys(" ")
    search.clear()
    driver.execute_script("document.getElementById('site-search').dispatchEvent(new Event('input'))")
    assert len(visible()) == len(driver.find_elements(By.CSS_SELECTOR, "[data-path]"))


def test_search_on_other_pages_lists_matches(driver, site):
    open_page(driver, site, "docs/examples/user.html")
    driver.find_element(By.ID, "site-search").send_keys("settings")
    links = driver.find_elements(By.CSS_SELECTOR, "#site-search-results a")
    root = site.as_uri() + "/"
    assert [link.get_attribute("href").removeprefix(root) for link in links] == ["models/AppSettings.html"]
    links[0].click()
    assert driver.title.startswith("AppSettings")


def test_validation_message_appears_once_a_field_is_touched(driver, site):
    open_page(driver, site, "models/User.html")
    assert driver.find_elements(By.ID, "field-firstName-error") == [], "no empty message lines on the page"
    field = driver.find_element(By.ID, "field-firstName")
    field.click()
    message = driver.find_element(By.ID, "field-firstName-error")
    assert message.text == "" and message.get_attribute("aria-live") == "polite"
    assert "field-firstName-error" in field.get_attribute("aria-describedby").split()
    field.send_keys("A")
    assert message.text == ""
    field.send_keys("\b")
    assert message.text != ""
    assert field.get_attribute("aria-invalid") == "true"
    field.send_keys("Ada")
    assert message.text == ""


def test_submit_reports_every_invalid_field(driver, site):
    open_page(driver, site, "models/User.html")
    driver.find_element(By.CSS_SELECTOR, "main > .form-frame .fs-submit").click()
    errors = [e.get_attribute("id") for e in driver.find_elements(By.CSS_SELECTOR, ".fs-error") if e.text]
    assert "field-firstName-error" in errors and "field-email-error" in errors
    driver.find_element(By.ID, "field-firstName").send_keys("Ada")
    assert driver.find_element(By.ID, "field-firstName-error").text == ""


def test_list_add_button_adds_a_row(driver, site):
    open_page(driver, site, "models/Product.html")
    # The create form's list (the edit context has one of its own).
    rows = "return document.querySelectorAll('main > .form-frame .fs-field[data-field=\"tags\"] .fs-list-item').length"
    assert driver.execute_script(rows) == 1
    driver.find_element(By.CSS_SELECTOR, 'main > .form-frame .fs-field[data-field="tags"] .fs-add').click()
    assert driver.execute_script(rows) == 2


def test_pages_work_without_javascript(driver, site):
    driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    try:
        open_page(driver, site, "models/User.html")
        assert driver.find_elements(By.CSS_SELECTOR, ".preview-controls, .viewport-switcher, #site-search, .theme-toggle") == []
        account = driver.find_element(By.CSS_SELECTOR, '[data-section="account"]')
        assert account.get_attribute("open") is None
        account.find_element(By.TAG_NAME, "summary").click()
        assert account.get_attribute("open") is not None
        assert driver.find_element(By.ID, "field-id").is_displayed()
    finally:
        driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})


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
    driver.find_element(By.CSS_SELECTOR, '.viewport-switcher [data-width="393"]').click()
    frames = driver.find_elements(By.CSS_SELECTOR, ".review-sides:not(.review-contexts) .form-frame")
    assert len(frames) == 2
    assert all(frame.get_attribute("data-viewport") == "393" for frame in frames)
    widths = [driver.execute_script("return arguments[0].offsetWidth", frame) for frame in frames]
    assert widths == [393, 393]

