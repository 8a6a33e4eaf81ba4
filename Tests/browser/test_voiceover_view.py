"""The model page's VoiceOver view: the form's elements numbered in reading order
(`data-a11y-order`), the list of what VoiceOver says beside it (HTML, without script), the
identifiers copyable, the reading-order switch keyboard reachable, axe clean (the Nu checker holds its
pages in test_validity_and_accessibility.py)."""
import re

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import LANGUAGES, SITE, axe_violations, choose_language, model_names, needs_languages, open_page

# A model SixLayer draws (a settings type has no VoiceOver view).
MODELS = [name for name in model_names()
          if (SITE / "models" / f"{name}.html").read_text().find('class="fs-voiceover"') != -1]


def test_some_model_has_the_view():
    assert MODELS, "no model page has a VoiceOver view"


@pytest.mark.parametrize("name", MODELS[:3])
def test_the_list_numbers_match_the_form_without_script(site, name):
    html = (site / "models" / f"{name}.html").read_text()
    start = re.search(r'<div class="form-frame"[^>]* data-context="create"', html).start()
    form = html[start:html.index('<section class="fs-voiceover"')]
    listed = html[html.index('<ol class="fs-voiceover-list"'):]
    listed = listed[:listed.index("</ol>")]

    on_form = sorted(int(n) for n in re.findall(r'data-a11y-order="(\d+)"', form))
    # The list is an <ol>: its items are numbered 1, 2, 3… in reading order without script.
    count = listed.count("<li>")
    assert count >= 3
    assert set(on_form) <= set(range(1, count + 1)), "every number on the form is an item of the list"
    assert on_form[0] == 1 and on_form[-1] == count, "the title and the submit button are numbered"
    assert len(on_form) == len(set(on_form)), "no number twice"
    assert "<code>main.ui." in listed


def test_order_and_identifiers_in_the_browser(driver, site):
    name = MODELS[0]
    open_page(driver, site, f"models/{name}.html")
    items = driver.find_elements(By.CSS_SELECTOR, ".fs-voiceover-list li")
    assert len(items) >= 3
    title = driver.find_element(By.CSS_SELECTOR, '[data-context="create"] [data-a11y-order="1"]').text
    assert items[0].text.startswith(title)
    submit = driver.find_element(By.CSS_SELECTOR, f'[data-context="create"] [data-a11y-order="{len(items)}"]')
    assert submit.tag_name == "button" and items[-1].text.startswith(submit.text)
    # Each identifier has its copy button, reachable by keyboard.
    buttons = driver.find_elements(By.CSS_SELECTOR, ".fs-voiceover .fs-vo-copy")
    assert len(buttons) == len(items)
    assert buttons[0].get_attribute("aria-label").startswith("Copy identifier main.ui.")


def test_the_reading_order_switch_shows_the_numbers(driver, site):
    open_page(driver, site, f"models/{MODELS[0]}.html")
    toggle = driver.find_element(By.CSS_SELECTOR, ".fs-vo-toggle")
    frame = driver.find_element(By.CSS_SELECTOR, '.form-frame[data-context="create"]')
    assert "fs-show-order" not in frame.get_attribute("class")
    driver.execute_script("arguments[0].focus()", toggle)
    assert driver.switch_to.active_element == toggle, "the switch takes focus"
    toggle.send_keys(Keys.ENTER)
    assert toggle.get_attribute("aria-pressed") == "true"
    assert "fs-show-order" in frame.get_attribute("class")
    badge = driver.execute_script(
        "return getComputedStyle(document.querySelector('.fs-show-order [data-a11y-order]'), '::after').content")
    assert badge.strip('"').isdigit()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_view_is_axe_clean_with_the_numbers_shown(driver, color_scheme, site, scheme):
    color_scheme(scheme)
    open_page(driver, site, f"models/{MODELS[0]}.html")
    driver.find_element(By.CSS_SELECTOR, ".fs-vo-toggle").click()
    # The app's own colours inside the device are the app's (docs/appearance.md); the accessibility
    # findings report their contrast. axe holds the rest of the page, numbers included.
    violations, report = axe_violations(driver)
    assert violations == [], report


# The languages fixture (FORMSMITH_LANGUAGES_SITE): the list follows the page's language menu.
@needs_languages
def test_the_list_speaks_the_chosen_language(driver):
    open_page(driver, LANGUAGES, "models/Customer.html")
    items = lambda: [li.text for li in driver.find_elements(By.CSS_SELECTOR, ".fs-voiceover-list li")]
    listed_in = lambda d: d.find_element(By.CSS_SELECTOR, ".fs-voiceover-list").get_attribute("lang")
    english = items()
    assert any(text.startswith("Postal code, required") for text in english)
    choose_language(driver, "de")
    WebDriverWait(driver, 60).until(lambda d: listed_in(d) == "de")
    german = items()
    assert len(german) == len(english)
    assert any(text.startswith("Postleitzahl des Wohnorts, required") for text in german)
    # The identifier follows the shown label, as SixLayer's sanitizeLabelText makes it.
    assert any("main.ui.postleitzahl-des-wohnorts.View" in text for text in german)
    choose_language(driver, "en")
    WebDriverWait(driver, 60).until(lambda d: listed_in(d) == "en")
    assert items() == english


@pytest.mark.skipif(not (SITE / "review" / "index.html").is_file(), reason="no review page (build with formsmith diff)")
def test_the_review_page_numbers_the_form_after_where_voiceover_reads_it_differently(driver, site):
    html = (site / "review" / "index.html").read_text()
    assert "reading order:" in html or "VoiceOver reads" in html, "the change is said in the list of changes"
    open_page(driver, site, "review/index.html")
    view = driver.find_element(By.CSS_SELECTOR, ".review-side .fs-voiceover")
    driver.execute_script("arguments[0].open = true", view)
    items = view.find_elements(By.CSS_SELECTOR, ".fs-voiceover-list li")
    frame = view.find_element(By.XPATH, "preceding-sibling::div[contains(@class, 'form-frame')][1]")
    numbers = sorted(int(n.get_attribute("data-a11y-order"))
                     for n in frame.find_elements(By.CSS_SELECTOR, "[data-a11y-order]"))
    assert numbers and numbers[0] == 1 and numbers[-1] == len(items)
    # Only the form after is numbered: the one before is as it was.
    before = driver.find_elements(By.CSS_SELECTOR, ".review-side:first-child [data-a11y-order]")
    assert before == []
