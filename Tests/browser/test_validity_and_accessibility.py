"""Every page of every built site is valid HTML (Nu HTML Checker) and has no axe-core WCAG 2.1 A/AA violations, light
and dark: the demo's, and those of the other sites `checked_sites()` names.

A page of another site that is the same bytes as the demo's page at its path, and opens with the same stylesheets and
scripts, is the same page: it is checked once, on the demo. The search index is not counted: it is data, read when
someone types in the search box, which these checks never do."""
import pathlib
import re
import subprocess

import pytest

from conftest import SITE, all_pages, axe_violations, checked_sites, html_validator, open_page

SITES = checked_sites()
LOADED = re.compile(r'<(?:link rel="stylesheet" href|script src)="([^"]+)"')
SEARCH_INDEX = "search-index.js"


def same_bytes(first: pathlib.Path, second: pathlib.Path):
    return first.is_file() and second.is_file() and first.read_bytes() == second.read_bytes()


def same_as_demo(root, page):
    """Whether `page` of the site at `root` is the demo's page at that path, opening with the same files."""
    if not same_bytes(root / page, SITE / page):
        return False
    loaded = [src for src in LOADED.findall((root / page).read_text()) if not src.endswith(SEARCH_INDEX)]
    folder = pathlib.PurePosixPath(page).parent
    return all(same_bytes(root / folder / src, SITE / folder / src) for src in loaded)


def pages_to_check(name):
    """The pages of `name` whose validity and accessibility are their own (the module's docstring)."""
    root = SITES[name]
    return [page for page in all_pages(root) if name == "demo" or not same_as_demo(root, page)]


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
    violations, report = axe_violations(driver)
    assert violations == [], report
