"""A model page draws its form once with its three states: empty (create), holding a sample item (edit) and with
its constraints broken (invalid). The URL's fragment chooses the state, so a link points at one, the switch works
from the keyboard, and none of it needs JavaScript (the demo site, FORMSMITH_SITE)."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import SITE, axe_violations, open_page

PAGE = "models/User.html"
FRAME = "main > .form-frame"

# What the form shows: per field, its visible controls' values, and the visible error messages and summary.
SHOWN = """
const frame = document.querySelector(arguments[0]);
const shown = element => element.checkVisibility();
const fields = {};
for (const field of frame.querySelectorAll('.fs-field[data-field]')) {
  if (!shown(field)) continue;
  const controls = Array.from(field.querySelectorAll(':scope > .fs-input .fs-control')).filter(shown);
  fields[field.dataset.field] = controls.map(control => control.type === 'checkbox' ? String(control.checked)
                                                                                    : control.value);
}
return {fields,
        errors: Array.from(frame.querySelectorAll('.fs-error')).filter(shown).map(error => error.textContent),
        summary: Array.from(frame.querySelectorAll('.fs-validation-summary')).filter(shown).length,
        headings: Array.from(document.querySelectorAll('main > h2.fs-context-title')).filter(shown)
                       .map(heading => heading.textContent),
        chosen: Array.from(document.querySelectorAll('.fs-form-states a')).filter(link =>
                       getComputedStyle(link).backgroundColor !== getComputedStyle(link.parentNode).backgroundColor)
                       .map(link => link.textContent)};"""


def shown(driver):
    return driver.execute_script(SHOWN, FRAME)


def assert_create(state):
    assert state["headings"] == ["Create"] and state["chosen"] == ["Create"], state
    assert state["fields"]["firstName"] == [""] and state["fields"]["email"] == [""], state
    assert state["errors"] == [] and state["summary"] == 0, state
    # Every field shows one control, the empty form's.
    assert all(len(values) <= 1 for values in state["fields"].values()), state


def assert_edit(state):
    assert state["headings"] == ["Edit"] and state["chosen"] == ["Edit"], state
    assert state["fields"]["firstName"] == ["Edsger"] and state["fields"]["email"] == ["edsger@example.com"], state
    assert state["errors"] == [] and state["summary"] == 0, state
    assert all(len(values) <= 1 for values in state["fields"].values()), state


def assert_invalid(state):
    assert state["headings"] == ["With its constraints broken"], state
    assert state["chosen"] == ["Constraints broken"], state
    assert state["summary"] == 1 and len(state["errors"]) == 5, state
    # Only the fields that break a constraint, each showing its broken value.
    assert set(state["fields"]) == {"firstName", "lastName", "email", "bio", "role"}, state
    assert state["fields"]["email"] == ["ada"], state
    assert all(len(values) == 1 for values in state["fields"].values()), state


@pytest.fixture
def without_javascript(driver):
    driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    yield
    driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})


def test_the_page_opens_on_the_empty_form(driver):
    open_page(driver, SITE, PAGE, state=None)
    assert_create(shown(driver))


def test_a_link_opens_each_state(driver):
    for fragment, check in (("#context-edit", assert_edit), ("#edit-invalid", assert_invalid),
                            ("#context-create", assert_create)):
        driver.get("about:blank")
        driver.get((SITE / PAGE).as_uri() + fragment)
        check(shown(driver))


def test_each_state_shows_without_javascript(driver, without_javascript):
    for fragment, check in (("", assert_create), ("#context-edit", assert_edit), ("#edit-invalid", assert_invalid)):
        driver.get((SITE / PAGE).as_uri() + fragment)
        assert driver.find_elements(By.CSS_SELECTOR, ".site-tools > *") == []  # site-tools.js did not run
        check(shown(driver))


def tab_to(driver, text):
    """Presses Tab until the focus is on the link `text` (a few presses at most), then Enter."""
    for _ in range(8):
        driver.switch_to.active_element.send_keys(Keys.TAB)
        if driver.switch_to.active_element.text == text:
            driver.switch_to.active_element.send_keys(Keys.ENTER)
            return
    raise AssertionError(f"Tab never reached {text}")


def test_the_state_switch_works_from_the_keyboard(driver):
    open_page(driver, SITE, PAGE, state=None)
    driver.execute_script("document.querySelector('.fs-contexts-nav a').focus()")
    tab_to(driver, "Edit")
    tab_to(driver, "Edit")  # the contexts' links, then the state switch's
    assert_edit(shown(driver))
    assert driver.current_url.endswith("#context-edit")
    tab_to(driver, "Constraints broken")
    assert_invalid(shown(driver))
    tab_to(driver, "Create")
    assert_create(shown(driver))


def test_an_error_summary_link_keeps_the_invalid_state_and_reaches_its_field(driver):
    open_page(driver, SITE, PAGE, state=None)
    driver.get((SITE / PAGE).as_uri() + "#edit-invalid")
    link = driver.find_element(By.CSS_SELECTOR, FRAME + " .fs-validation-summary a")
    target = link.get_attribute("href").split("#")[1]
    link.click()
    assert_invalid(shown(driver))
    assert driver.execute_script("return document.getElementById(arguments[0]).checkVisibility()", target)


def test_the_contexts_nav_edit_link_opens_the_edit_state(driver):
    open_page(driver, SITE, PAGE, state=None)
    driver.find_element(By.CSS_SELECTOR, '.fs-contexts-nav a[href="#context-edit"]').click()
    assert_edit(shown(driver))


@pytest.mark.parametrize("fragment", ["#context-edit", "#edit-invalid"])
def test_each_state_is_accessible(driver, fragment):
    # The empty form is checked with every page (test_validity_and_accessibility.py); the other states here, each
    # control named by its label though the label's `for` names the empty form's.
    open_page(driver, SITE, PAGE, state=None)
    driver.get((SITE / PAGE).as_uri() + fragment)
    violations, report = axe_violations(driver)
    assert not violations, report
