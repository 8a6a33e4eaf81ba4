"""The documentation pages: Markdown as GitHub writes it (a table, a task list, struck text, coloured Swift and
hints blocks), and a model's form embedded in a doc, folded as the model page folds it. The demo site
(FORMSMITH_SITE)."""
from selenium.webdriver.common.by import By

from conftest import REPOSITORY, SITE, open_page, starts_collapsed

COLOURS = """
const colour = selector => getComputedStyle(document.querySelector(selector)).color;
return {text: getComputedStyle(document.querySelector('pre code')).color,
        keyword: colour('code.language-swift .hl-keyword'), type: colour('code.language-swift .hl-type'),
        comment: colour('code.language-swift .hl-comment'), key: colour('code.language-hints .hl-key'),
        number: colour('code.language-hints .hl-number'),
        knownWeight: getComputedStyle(document.querySelector('code.language-hints .hl-known')).fontWeight};
"""


def colours_in(driver, scheme):
    driver.execute_script(f"document.documentElement.dataset.theme = '{scheme}'")
    return driver.execute_script(COLOURS)


def test_swift_and_hints_blocks_are_coloured_in_both_schemes(driver, site):
    open_page(driver, site, "docs/writing-docs.html")
    light = colours_in(driver, "light")
    dark = colours_in(driver, "dark")
    for colours in (light, dark):
        kinds = [colours[k] for k in ("keyword", "type", "comment", "key", "number")]
        assert colours["text"] not in kinds
        assert len(set(kinds)) == len(kinds)
        assert int(colours["knownWeight"]) >= 600
    assert light["keyword"] != dark["keyword"]
    driver.execute_script("delete document.documentElement.dataset.theme")
    # The block's text is its code: colours add no characters.
    swift = driver.find_element(By.CSS_SELECTOR, "code.language-swift").text
    assert swift.startswith("/// Someone who can sign in.\n@Observable final class Member {")


def test_table_task_list_and_strikethrough_render_as_html(driver, site):
    open_page(driver, site, "docs/writing-docs.html")
    # The page's tables, by their headers: the extensions' own example is one of them.
    tables = driver.find_elements(By.CSS_SELECTOR, ".doc-body table")
    by_headers = {tuple(th.text for th in t.find_elements(By.CSS_SELECTOR, "thead th")): t for t in tables}
    assert ("Write", "For", "Notes") in by_headers, list(by_headers)
    table = by_headers[("Write", "For", "Notes")]
    assert len(table.find_elements(By.CSS_SELECTOR, "tbody tr")) == 4
    boxes = driver.find_elements(By.CSS_SELECTOR, "li.task input[type=checkbox]")
    assert [b.is_selected() for b in boxes] == [True, False]
    assert all(not b.is_enabled() for b in boxes)
    assert boxes[0].get_attribute("aria-label") == "The form’s sections read in the app’s order"
    assert driver.find_element(By.CSS_SELECTOR, ".doc-body td del").text == "struck"


# A doc's embed draws the model page's form: each section starts open or closed as on the model page.
def test_a_form_in_a_doc_folds_its_sections_as_the_model_page_does(driver):
    def folds(path, frame):
        open_page(driver, SITE, path)
        return {s.get_attribute("data-section"): s.get_attribute("open") is not None
                for s in driver.find_elements(By.CSS_SELECTOR, frame + " details.fs-section")}
    embedded = folds("docs/examples/user.html", ".form-embed")
    assert embedded and embedded == folds("models/User.html", "main > .form-frame"), embedded


# A doc's embed of a form starts each section as the hints say (User's Account, isCollapsed: true,
# closed, as on the model page), and a closed section still opens.
def test_a_docs_embed_starts_each_section_as_its_hints_say(driver):
    open_page(driver, SITE, "docs/examples/user.html", width=375)
    state = lambda: driver.execute_script("""
      return Object.fromEntries(Array.from(document.querySelectorAll('.form-embed details.fs-section'))
                                .map(d => [d.dataset.section, d.open]));""")
    embedded = state()
    hinted = starts_collapsed(REPOSITORY / "Hints/User.hints")
    assert embedded and embedded == {s: not closed for s, closed in hinted.items() if s in embedded}, (embedded, hinted)
    assert embedded["account"] is False, embedded
    summary = driver.find_element(By.CSS_SELECTOR, '.form-embed details.fs-section[data-section="account"] > summary')
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", summary)
    summary.click()
    assert state()["account"] is True
