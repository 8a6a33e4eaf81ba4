"""Every page of every built site is valid HTML (Nu HTML Checker) and has no axe-core WCAG 2.1 A/AA violations, light
and dark: the demo's, and those of the other sites `checked_sites()` names.

A page of another site that is the same bytes as the demo's page at its path, and opens with the same stylesheets and
scripts, is the same page: it is checked once, on the demo. The search index is not counted: it is data, read when
someone types in the search box, which these checks never do.

A page that is the demo's HTML opened with other stylesheets (a theme's) differs only in how its elements look, and a
stylesheet reaches an element through its tag and classes. Of those pages, axe checks the fewest that between them hold
every element (tag and classes) they have, chosen greedily, the most new elements first; a page whose HTML is its own is
always checked."""
import pathlib
import re
import subprocess

import pytest

from conftest import SITE, all_pages, axe_violations, checked_sites, html_validator, open_page

SITES = checked_sites()
LOADED = re.compile(r'<(?:link rel="stylesheet" href|script src)="([^"]+)"')
SEARCH_INDEX = "search-index.js"
ELEMENT = re.compile(r"<([a-z][a-z0-9-]*)([^>]*)>")
CLASSES = re.compile(r'\bclass="([^"]*)"')


def same_bytes(first: pathlib.Path, second: pathlib.Path):
    return first.is_file() and second.is_file() and first.read_bytes() == second.read_bytes()


def same_as_demo(root, page):
    """Whether `page` of the site at `root` is the demo's page at that path, opening with the same files."""
    if not same_bytes(root / page, SITE / page):
        return False
    loaded = [src for src in LOADED.findall((root / page).read_text()) if not src.endswith(SEARCH_INDEX)]
    folder = pathlib.PurePosixPath(page).parent
    return all(same_bytes(root / folder / src, SITE / folder / src) for src in loaded)


def elements(root, page):
    """Each element of the page as a stylesheet selects it: its tag and its sorted classes."""
    found = set()
    for tag, attributes in ELEMENT.findall((root / page).read_text()):
        classes = CLASSES.search(attributes)
        found.add((tag, tuple(sorted(classes.group(1).split())) if classes else ()))
    return found


def pages_to_check(name):
    """The pages of `name` whose accessibility is their own (the module's docstring)."""
    root = SITES[name]
    if name == "demo":
        return all_pages(root)
    own = [page for page in all_pages(root) if not same_bytes(root / page, SITE / page)]
    themed = {page: elements(root, page) for page in all_pages(root)
              if page not in own and not same_as_demo(root, page)}
    covered = set().union(*(elements(root, page) for page in own))
    chosen = []
    while themed:
        page = max(sorted(themed), key=lambda candidate: len(themed[candidate] - covered))
        if not themed[page] - covered:
            break
        chosen.append(page)
        covered |= themed.pop(page)
    return sorted(own + chosen)


CHECKED = {name: pages_to_check(name) for name in SITES}
# Validity is the HTML's alone: a page that is the demo's bytes is valid when the demo's is.
OWN_HTML = {name: [page for page in all_pages(root) if name == "demo" or not same_bytes(root / page, SITE / page)]
            for name, root in SITES.items()}


@pytest.mark.parametrize("name", [name for name in SITES if OWN_HTML[name]])
def test_every_page_is_valid_html(name):
    result = subprocess.run([html_validator(), "--format", "text", *OWN_HTML[name]], cwd=SITES[name],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.parametrize("name,path", [(name, path) for name in SITES for path in CHECKED[name]])
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_every_page_is_accessible(driver, color_scheme, name, path, scheme):
    color_scheme(scheme)
    open_page(driver, SITES[name], path)
    driver.execute_script("document.querySelectorAll('details').forEach(d => d.open = true)")
    violations, report = axe_violations(driver, colours_only=scheme == "dark")
    assert violations == [], report
