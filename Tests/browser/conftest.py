"""Shared fixtures: the built demo site (FORMSMITH_SITE) and one headless Chromium."""
import json
import os
import pathlib

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

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


def open_page(driver, site, path, width=1280, height=900):
    """Loads a page from file:// at an exact CSS viewport width."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600})
    driver.get((site / path).as_uri())
