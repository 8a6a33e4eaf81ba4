"""The reviewer's tools around the forms: the viewport switcher, the theme toggle, the filter box and search, a
list's add button, and the pages without JavaScript. Validation is in test_validation.py, the review page in
test_review_page.py."""
from selenium.webdriver.common.by import By

from conftest import horizontal_overflow, open_page, preset

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
    preset(driver, 0)
    assert driver.execute_script(COLUMNS) == expected
    phone.click()
    assert phone.get_attribute("aria-pressed") == "true"
    frame_width = driver.execute_script("return document.querySelector('.form-frame').getBoundingClientRect().width")
    assert abs(frame_width - 393) <= 1
    assert driver.execute_script(COLUMNS) == expected
    preset(driver, 0)
    assert driver.execute_script(COLUMNS) == expected


def test_the_mac_frame_is_really_1280_wide_and_says_how_it_is_shown(driver, site, manifest):
    open_page(driver, site, "models/Order.html", width=1000)
    driver.execute_script("document.querySelectorAll('details').forEach(d => d.open = true)")
    preset(driver, 1280)
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
    overflow = horizontal_overflow(driver)
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
    visible = lambda: [e.get_attribute("data-path") for e in driver.find_elements(By.CSS_SELECTOR, "[data-path]")
                       if e.is_displayed()]
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
    driver.find_element(By.ID, "site-search").send_keys("appsettings")
    links = driver.find_elements(By.CSS_SELECTOR, "#site-search-results a")
    root = site.as_uri() + "/"
    assert [link.get_attribute("href").removeprefix(root) for link in links] == ["models/AppSettings.html"]
    links[0].click()
    assert driver.title.startswith("AppSettings")


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
        scripted = ".preview-controls, .viewport-switcher, #site-search, .theme-toggle"
        assert driver.find_elements(By.CSS_SELECTOR, scripted) == []
        account = driver.find_element(By.CSS_SELECTOR, '[data-section="account"]')
        assert account.get_attribute("open") is None
        account.find_element(By.TAG_NAME, "summary").click()
        assert account.get_attribute("open") is not None
        assert driver.find_element(By.ID, "field-id").is_displayed()
    finally:
        driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})
