"""Design sign-off on the pages: the review page's headings, the index and the model pages.

Runs on FORMSMITH_SIGNOFF_SITE (scripts/test: the demo with Order and User signed off, then User
changed, reviewed against the demo); skipped without it."""
from selenium.webdriver.common.by import By

from conftest import SIGNOFF, needs_signoff, open_page

pytestmark = needs_signoff


def test_each_changed_form_on_the_review_page_says_its_sign_off(driver):
    open_page(driver, SIGNOFF, "review/index.html")
    heading = driver.find_element(By.CSS_SELECTOR, "h2#model-User")
    assert heading.get_attribute("data-signoff") == "changed"
    note = heading.find_element(By.XPATH, "following-sibling::p[1]")
    assert note.is_displayed()
    assert note.text == "Changed since its sign-off by Design on 2026-11-27: “Reviewed on iPhone SE”."


def test_the_index_counts_the_signed_off_forms_and_lists_the_others(driver):
    open_page(driver, SIGNOFF, "index.html")
    assert driver.find_element(By.CSS_SELECTOR, ".signoff-summary").text.startswith("Design sign-off: 1 of ")
    pending = {item.text.split(":")[0]: item.get_attribute("data-signoff")
               for item in driver.find_elements(By.CSS_SELECTOR, ".signoff-pending li")}
    assert pending["User"] == "changed"
    assert "Order" not in pending


def test_the_changes_since_a_sign_off_read_as_text_and_fold_past_three(driver):
    open_page(driver, SIGNOFF, "models/User.html")
    box = driver.find_element(By.CSS_SELECTOR, "section.signoff details.signoff-changes-list")
    summary = box.find_element(By.CSS_SELECTOR, "summary").text
    count = int(summary.split(": ")[1].split(" ")[0])
    assert (box.get_attribute("open") is not None) == (count <= 3), summary
    box.find_element(By.CSS_SELECTOR, "summary").click()
    items = box.find_elements(By.CSS_SELECTOR, ".signoff-changes li")
    assert len(items) == count
    assert all("`" not in item.text for item in items), [item.text for item in items]
    assert box.find_elements(By.CSS_SELECTOR, ".signoff-changes li code"), "field names are code, not backticks"


def test_a_model_page_says_what_changed_since_and_keeps_comments_of_unchanged_fields(driver):
    open_page(driver, SIGNOFF, "models/User.html")
    assert driver.find_element(By.CSS_SELECTOR, "h1").get_attribute("data-signoff") == "changed"
    box = driver.find_element(By.CSS_SELECTOR, "section.signoff")
    assert box.is_displayed()
    changes = [item.text for item in box.find_elements(By.CSS_SELECTOR, ".signoff-changes li")]
    assert changes, "the changes since the sign-off are listed"
    open_page(driver, SIGNOFF, "models/Order.html")
    assert driver.find_element(By.CSS_SELECTOR, "h1").get_attribute("data-signoff") == "approved"
    notes = driver.find_elements(By.CSS_SELECTOR, ".signoff-field-notes li")
    assert [note.get_attribute("data-field") for note in notes] == ["status"]
    # And on the field itself, in the empty form.
    pinned = driver.find_elements(By.CSS_SELECTOR, "main > .form-frame .fs-signoff-note")
    assert [note.text for note in pinned] == ["Design: Colours match the app"]
    assert pinned[0].is_displayed()
    # Built sites have no approve button: that is `serve`'s alone.
    assert not driver.find_elements(By.CSS_SELECTOR, "form.signoff-approve")
