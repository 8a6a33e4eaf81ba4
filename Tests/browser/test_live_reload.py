"""`formsmith serve` in a browser: a save reloads the page, keeping scroll and <details> state; a broken
file shows an overlay over the last good page, and fixing it clears the overlay."""
import os
import pathlib
import re
import shutil
import subprocess
import tempfile
import time

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import REPOSITORY

BINARY = os.environ.get("FORMSMITH_BIN", str(REPOSITORY / ".build/debug/formsmith"))


def save(path, text):
    """Saves as most editors do, into a new file renamed over the old one. An in-place write
    truncates first, and on a loaded machine a poll can land between the truncation and the
    write: the watcher then rebuilds from an empty file, as it would for any saved empty file."""
    temporary = path.with_name(path.name + ".saving")
    temporary.write_text(text)
    os.replace(temporary, path)


@pytest.fixture
def served():
    project = pathlib.Path(tempfile.mkdtemp(prefix="formsmith-live-"))
    for item in ("Hints", "docs", "formsmith.yml"):
        source = REPOSITORY / item
        (shutil.copytree if source.is_dir() else shutil.copy)(source, project / item)
    process = subprocess.Popen([BINARY, "serve", "--root", str(project), "--port", "0"],
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    url = None
    deadline = time.time() + 300  # the first build of the demo, on however busy a machine
    while time.time() < deadline and url is None:
        line = process.stdout.readline()
        match = re.search(r"Serving (http://\S+)", line or "")
        if match:
            url = match.group(1)
    assert url, "serve did not start"
    yield project, url
    process.terminate()
    process.wait(timeout=10)
    shutil.rmtree(project)


def test_save_reloads_keeping_state_and_errors_show_an_overlay(driver, served):
    project, url = served
    hints = project / "Hints/User.hints"
    original = hints.read_text()
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 1280, "height": 500, "deviceScaleFactor": 1, "mobile": False})
    driver.get(url + "models/User.html")
    WebDriverWait(driver, 60).until(lambda d: d.execute_script("return document.readyState") == "complete")
    # Saved only once the page listens for rebuilds.
    WebDriverWait(driver, 60).until(
        lambda d: d.execute_script("return document.documentElement.dataset.liveReload") == "open")
    account = driver.find_element(By.CSS_SELECTOR, 'main > .form-frame [data-section="account"]')
    assert account.get_attribute("open") is None
    driver.execute_script("arguments[0].open = true; window.scrollTo(0, 400)", account)

    save(hints, original.replace('"phone": { "displayWidth": "narrow"', '"phone": { "displayWidth": "wide"'))
    width = "return document.querySelector('main > .form-frame [data-field=\"phone\"]').dataset.width"
    WebDriverWait(driver, 60).until(lambda d: d.execute_script(width) == "400")
    WebDriverWait(driver, 60).until(lambda d: d.execute_script("return scrollY") == 400)
    account = driver.find_element(By.CSS_SELECTOR, 'main > .form-frame [data-section="account"]')
    assert account.get_attribute("open") is not None

    save(hints, '{\n  "phone": {,}\n}')
    overlay = WebDriverWait(driver, 60).until(lambda d: d.find_element(By.ID, "formsmith-overlay"))
    assert "Hints/User.hints:2:13" in overlay.text
    assert driver.execute_script(width) == "400"  # the last good page is still there

    save(hints, original)
    WebDriverWait(driver, 60).until(lambda d: d.execute_script(width) == "150")
    assert driver.find_elements(By.ID, "formsmith-overlay") == []


def test_built_pages_carry_no_live_reload(site):
    assert all("__formsmith" not in page.read_text() for page in site.rglob("*.html"))
