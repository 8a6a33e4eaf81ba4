"""The site around the forms: no page wider than a phone, doc tables that scroll in their own box,
the sidebar as a menu on phones, "On this page" first on phones, copy buttons on code blocks and
search results that show where they matched."""
import pytest
from selenium.webdriver.common.by import By

from conftest import all_pages, open_page

PAGES = all_pages()
DOC_PAGES = [page for page in PAGES if page.startswith("docs/")]


@pytest.mark.parametrize("path", PAGES)
def test_no_page_is_wider_than_a_small_phone(driver, site, path):
    open_page(driver, site, path, width=320)
    scroll, client = driver.execute_script(
        "return [document.documentElement.scrollWidth, document.documentElement.clientWidth]")
    assert scroll <= client, f"{path} is {scroll} px wide at 320 px"


def test_doc_tables_scroll_in_a_named_focusable_region_without_splitting_words(driver, site):
    open_page(driver, site, "docs/writing-docs.html", width=320)
    regions = driver.find_elements(By.CSS_SELECTOR, ".doc-body .table-scroll")
    assert regions, "the page has tables"
    for region in regions:
        assert region.get_attribute("tabindex") == "0"
        assert region.get_attribute("role") == "region"
        assert region.get_attribute("aria-label").startswith("Table")
        assert region.find_element(By.TAG_NAME, "table")
    names = [region.get_attribute("aria-label") for region in regions]
    assert len(set(names)) == len(names), names
    styles = driver.execute_script("""
        const cell = document.querySelector('.doc-body td');
        const code = document.querySelector('.doc-body td code');
        const region = document.querySelector('.doc-body .table-scroll');
        return [getComputedStyle(cell).overflowWrap, getComputedStyle(code).whiteSpace,
                getComputedStyle(region).overflowX, region.scrollWidth > region.clientWidth];""")
    assert styles == ["normal", "nowrap", "auto", True]
    # Inline code outside tables may break, so a long path never widens the page.
    assert driver.execute_script(
        "return getComputedStyle(document.querySelector('.doc-body p code')).overflowWrap") == "anywhere"


def test_the_sidebar_is_a_menu_on_phones_that_keeps_the_tree(driver, site):
    open_page(driver, site, "docs/examples/user.html", width=375)
    nav = driver.find_element(By.ID, "site-nav")
    button = driver.find_element(By.CSS_SELECTOR, ".site-header .menu-toggle")
    assert not nav.is_displayed()
    assert button.get_attribute("aria-expanded") == "false"
    assert button.get_attribute("aria-controls") == "site-nav"
    # Search and the theme button share one line of the header.
    search = driver.find_element(By.ID, "site-search")
    theme = driver.find_element(By.CSS_SELECTOR, ".theme-toggle")
    assert abs(search.rect["y"] + search.rect["height"] / 2 - theme.rect["y"] - theme.rect["height"] / 2) < 6
    assert theme.rect["x"] + theme.rect["width"] <= 375
    button.click()
    assert nav.is_displayed()
    assert button.get_attribute("aria-expanded") == "true"
    # Nested pages are indented under their folder, not laid out in a row.
    folder = driver.find_element(By.CSS_SELECTOR, "#site-nav a[href$='examples/index.html']")
    child = driver.find_element(By.CSS_SELECTOR, "#site-nav a[aria-current='page']")
    assert child.rect["x"] > folder.rect["x"] + 4
    assert child.rect["y"] > folder.rect["y"]
    button.click()
    assert not nav.is_displayed()


def test_the_menu_button_is_hidden_on_desktops(driver, site):
    open_page(driver, site, "docs/index.html", width=1280)
    assert driver.find_element(By.ID, "site-nav").is_displayed()
    assert not driver.find_element(By.CSS_SELECTOR, ".menu-toggle").is_displayed()


def test_on_this_page_is_at_the_top_on_phones_and_beside_the_doc_on_desktops(driver, site):
    open_page(driver, site, "docs/writing-docs.html", width=375)
    toc = driver.find_element(By.CSS_SELECTOR, ".doc-toc")
    body = driver.find_element(By.CSS_SELECTOR, ".doc-body")
    assert toc.rect["y"] + toc.rect["height"] <= body.rect["y"]
    open_page(driver, site, "docs/writing-docs.html", width=1280)
    toc = driver.find_element(By.CSS_SELECTOR, ".doc-toc")
    body = driver.find_element(By.CSS_SELECTOR, ".doc-body")
    assert toc.rect["x"] >= body.rect["x"] + body.rect["width"]


@pytest.mark.parametrize("path", PAGES)
def test_no_page_is_listed_twice_in_the_sidebar(site, path):
    html = (site / path).read_text()
    nav = html[html.index('<nav class="site-nav"'):]
    nav = nav[:nav.index("</nav>")]
    links = [part.split('"', 1)[0] for part in nav.split('href="')[1:]]
    assert len(links) == len(set(links)), sorted(link for link in links if links.count(link) > 1)


def test_code_blocks_have_a_copy_button_that_copies_the_code(driver, site):
    open_page(driver, site, "docs/writing-docs.html")
    blocks = driver.find_elements(By.CSS_SELECTOR, "main pre")
    buttons = driver.find_elements(By.CSS_SELECTOR, "main .code-block > button.copy-button")
    assert blocks and len(buttons) == len(blocks)
    assert buttons[0].accessible_name == "Copy code"
    driver.execute_script("""
        window.copied = null;
        Object.defineProperty(navigator, 'clipboard', {configurable: true, value: {
            writeText: text => { window.copied = text; return Promise.resolve(); }}});""")
    buttons[0].click()
    expected = blocks[0].find_element(By.TAG_NAME, "code").get_attribute("textContent")
    assert driver.execute_script("return window.copied") == expected
    assert buttons[0].text == "Copied"
    assert driver.find_element(By.CSS_SELECTOR, "[role=status]").get_attribute("textContent") != ""


@pytest.mark.parametrize("width", [375, 1280])
def test_the_copy_button_covers_no_code(driver, site, width):
    # The button sits in the block's corner; the code starts below it, so no text is ever under it.
    overlaps = []
    for path in ("docs/writing-docs.html", "docs/getting-started.html"):
        open_page(driver, site, path, width=width)
        overlaps += driver.execute_script("""
            var path = arguments[0], found = [];
            document.querySelectorAll('main .code-block').forEach(function (block, index) {
              var button = block.querySelector('.copy-button').getBoundingClientRect();
              var range = document.createRange();
              range.selectNodeContents(block.querySelector('pre'));
              Array.prototype.forEach.call(range.getClientRects(), function (line) {
                if (line.width > 0 && line.left < button.right && line.right > button.left
                    && line.top < button.bottom && line.bottom > button.top) found.push(path + ' #' + index);
              });
            });
            return found;""", path)
    assert overlaps == []


def test_copy_falls_back_when_the_clipboard_api_is_missing(driver, site):
    open_page(driver, site, "docs/writing-docs.html")
    driver.execute_script("""
        Object.defineProperty(navigator, 'clipboard', {configurable: true, value: undefined});
        window.commands = [];
        document.execCommand = command => { window.commands.push(command); return true; };""")
    button = driver.find_element(By.CSS_SELECTOR, "main .copy-button")
    button.click()
    assert driver.execute_script("return window.commands") == ["copy"]
    assert button.text == "Copied"
    assert not driver.find_elements(By.CSS_SELECTOR, "body > textarea")


def search(driver, query):
    box = driver.find_element(By.ID, "site-search")
    box.clear()
    box.send_keys(query)
    return driver.find_elements(By.CSS_SELECTOR, "#site-search-results li")


def test_search_results_show_a_snippet_with_the_match_marked(driver, site):
    open_page(driver, site, "docs/index.html")
    results = search(driver, "quiet")
    assert results
    first = results[0]
    assert first.find_element(By.TAG_NAME, "a").text == "AppSettings"
    snippet = first.find_element(By.CSS_SELECTOR, ".search-snippet")
    assert [mark.text.lower() for mark in snippet.find_elements(By.TAG_NAME, "mark")][:1] == ["quiet"]
    # A match in a page's opening text shows the words around it.
    results = search(driver, "static site")
    snippets = [r.find_element(By.CSS_SELECTOR, ".search-snippet").text for r in results]
    assert any("static site" in text.lower() for text in snippets), snippets
    assert search(driver, "zzzz-nothing")[0].text == "Nothing matches."


def test_index_counts_agree_with_their_nouns(site):
    html = (site / "index.html").read_text()
    for wrong in (" 1 fields", " 1 sections", ">1 warnings", ">1 errors", " 1 forms", " 1 documentation pages"):
        assert wrong not in html
