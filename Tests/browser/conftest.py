"""Shared fixtures: the built demo site (FORMSMITH_SITE) and one headless Chromium."""
import json
import os
import pathlib

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

SITE = pathlib.Path(os.environ.get("FORMSMITH_SITE", "_site")).resolve()


def pytest_configure(config):
    if not (SITE / "index.html").is_file():
        raise pytest.UsageError(f"no built site at {SITE}; set FORMSMITH_SITE")


@pytest.fixture(scope="session")
def site():
    return SITE


@pytest.fixture(scope="session")
def manifest():
    return json.loads((SITE / "manifest.json").read_text())


def all_pages():
    return sorted(p.relative_to(SITE).as_posix() for p in SITE.rglob("*.html"))


def model_names():
    return [m["name"] for m in json.loads((SITE / "manifest.json").read_text())["models"]]


@pytest.fixture(scope="session")
def driver():
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     "--window-size=1280,900", "--allow-file-access-from-files"):
        options.add_argument(argument)
    browser = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    yield browser
    browser.quit()


def fit(driver):
    """Chooses "Fit" (the frames follow the window) where a test measures at the window's width: the
    page opens on the iPhone preset."""
    for button in driver.find_elements(By.CSS_SELECTOR, '.viewport-switcher [data-width="0"]'):
        button.click()


def open_page(driver, site, path, width=1280, height=900):
    """Loads a page from file:// at an exact CSS viewport width."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600})
    driver.get((site / path).as_uri())


# The device screen draws the app's own colours (iOS's systemBlue, 60 % secondaryLabel, systemRed),
# whatever their contrast: it is a picture of the app, and the accessibility report states the app's
# contrast. axe checks colour contrast everywhere else (the site's chrome, the review notes' legend)
# and every other WCAG rule everywhere (docs/appearance.md, "Colour").
APP_SCREENS = [[".fs-screen"], [".fs-items"]]
WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]


def axe_violations(driver):
    """axe's WCAG 2.1 A/AA violations: every rule on the whole page, colour contrast outside the app's screens."""
    from selenium_axe_python import Axe
    axe = Axe(driver)
    axe.inject()
    # As JSON: the library writes its arguments into the script as they print.
    everything = axe.run(options=json.dumps(
        {"runOnly": {"type": "tag", "values": WCAG}, "rules": {"color-contrast": {"enabled": False}}}))
    contrast = axe.run(context=json.dumps({"include": [["html"]], "exclude": APP_SCREENS}),
                       options=json.dumps({"runOnly": {"type": "rule", "values": ["color-contrast"]}}))
    violations = everything["violations"] + contrast["violations"]
    return violations, axe.report(violations)
