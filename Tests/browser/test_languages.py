"""The app in each language it ships, as SixLayer shows it: labels, sections, options and placeholders from the
app's String Catalog and .strings table, SixLayer's own strings from its catalog, the detail's own words, numbers
and dates, and the system's back button; untranslated strings outlined and counted in the language note, which
also says which digits Arabic is written in; Japanese line breaking; the pseudo-languages; and every language
valid and accessible, light and dark. Mostly on FORMSMITH_LANGUAGES_SITE (Tests/browser/Fixtures/Languages: a
String Catalog in en, de, ar and ja, SixLayer-keyed and text-keyed, and a Spanish .strings table), skipped
without it; the demo's catalog on FORMSMITH_SITE. Mirroring right to left is in test_right_to_left.py."""
import subprocess

import pytest
from selenium.webdriver.common.by import By

from conftest import (LANGUAGES, SITE, UNRESOLVED, axe_violations, choose_language, html_validator, needs_languages,
                      needs_unresolved, open_page, preset, text_size)

PAGE = "models/Customer.html"
FRAME = "main > .form-frame"


def label(driver, field):
    return driver.find_element(By.CSS_SELECTOR, f'main > .form-frame [data-field="{field}"] > .fs-label').text


@needs_languages
def test_the_menu_lists_the_source_language_first_then_the_others_and_the_pseudo_languages(driver):
    open_page(driver, LANGUAGES, PAGE)
    values = [o.get_attribute("value") for o in driver.find_elements(By.CSS_SELECTOR, ".preview-language option")]
    assert values == ["en", "ar", "de", "es", "ja", "x-accented", "x-double", "x-rtl"]
    assert "Deutsch" in driver.find_element(By.CSS_SELECTOR, '.preview-language option[value="de"]').text


@needs_languages
def test_german_replaces_labels_sections_options_and_sixlayers_strings_but_not_sample_values(driver):
    open_page(driver, LANGUAGES, PAGE, state=None)  # the edit state's sample too
    edit = 'main > .form-frame [data-field="firstName"] [data-state~="edit"] input'
    sample = driver.find_element(By.CSS_SELECTOR, edit).get_attribute("value")
    choose_language(driver, "de")
    assert label(driver, "postalCode") == "Postleitzahl des Wohnorts"     # SixLayer key Shop.postal-code.label
    assert label(driver, "email") == "E-Mail"                             # localizationKeyBase "email"
    assert label(driver, "notes") == "Notizen"                            # text-keyed label
    frame = 'main > .form-frame '
    title = driver.find_element(By.CSS_SELECTOR, frame + '[data-section="person"] .fs-section-title')
    assert title.text == "Persönliche Angaben"
    assert driver.find_element(By.CSS_SELECTOR, frame + '[data-section="address"] .fs-section-description').text == \
        "Wohin wir Ihre Bestellung senden."
    country = driver.find_element(By.CSS_SELECTOR, frame + '[data-field="country"] select')
    options = [o.get_attribute("textContent") for o in country.find_elements(By.CSS_SELECTOR, "option")]
    assert options == ["Auswählen", "Deutschland", "Japan", "Ägypten"]
    email = driver.find_element(By.CSS_SELECTOR, frame + '[data-field="email"] input')
    assert email.get_attribute("placeholder") == "E-Mail eingeben"      # SixLayerFramework.form.placeholder.enterEmail
    first_name = driver.find_element(By.CSS_SELECTOR, edit)
    assert first_name.get_attribute("value") == sample
    choose_language(driver, "en")
    assert label(driver, "postalCode") == "Postal code"
    assert email.get_attribute("placeholder") == "Enter email"


@needs_languages
def test_untranslated_strings_are_marked_and_counted(driver):
    open_page(driver, LANGUAGES, PAGE)
    choose_language(driver, "ja")
    marked = driver.execute_script(
        "return Array.from(document.querySelectorAll('main > .form-frame [data-untranslated]'))"
        ".map(e => e.textContent)")
    assert "Notes" in marked
    note = driver.find_element(By.CSS_SELECTOR, ".language-note").text
    assert "no translation" in note and "日本語" in note
    choose_language(driver, "de")
    assert driver.find_elements(By.CSS_SELECTOR, "main > .form-frame [data-untranslated]") == []


@needs_languages
def test_pseudo_languages_lengthen_accent_and_mirror(driver):
    open_page(driver, LANGUAGES, PAGE)
    choose_language(driver, "x-accented")
    text = label(driver, "postalCode")
    assert text.startswith("[Pøštål çødé") and len(text) >= len("Postal code") * 1.4
    choose_language(driver, "x-double")
    assert label(driver, "postalCode") == "Postal code Postal code"
    choose_language(driver, "x-rtl")
    assert driver.execute_script(
        "return getComputedStyle(document.querySelector('main > .form-frame .fs-field')).direction") == "rtl"
    assert label(driver, "postalCode") == "Postal code"


@needs_languages
def test_the_long_german_label_is_warned_about_on_its_field_in_german(driver):
    open_page(driver, LANGUAGES, PAGE)
    warning = driver.find_element(By.CSS_SELECTOR, 'main > .form-frame [data-field="postalCode"] .fs-fit-warning')
    assert warning.get_attribute("data-language") == "de"
    assert not warning.is_displayed()                     # in English it fits: the note says where it does not
    # The label and SixLayer's placeholder.
    assert "2 in Deutsch" in driver.find_element(By.CSS_SELECTOR, ".language-note").text
    choose_language(driver, "de")
    assert not warning.is_displayed()                     # a review note: shown with the notes turned on
    driver.find_element(By.CSS_SELECTOR, ".review-notes-switch").click()
    assert warning.is_displayed()
    assert "Postleitzahl des Wohnorts" in warning.text and "120 pt field" in warning.text
    assert "(its hints' displayWidth)" in warning.text    # which width it was measured against
    assert warning.get_attribute("lang") == "en" and warning.get_attribute("dir") == "ltr"


@needs_languages
def test_every_page_is_valid_html():
    result = subprocess.run([html_validator(), "--root", str(LANGUAGES), "--format", "text"],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


@needs_languages
@pytest.mark.parametrize("code", ["en", "de", "ar", "ja", "es", "x-accented", "x-rtl"])
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_every_language_is_accessible(driver, color_scheme, code, scheme):
    color_scheme(scheme)
    open_page(driver, LANGUAGES, PAGE)
    choose_language(driver, code)
    driver.execute_script("document.querySelectorAll('details').forEach(d => d.open = true)")
    violations, report = axe_violations(driver, colours_only=scheme == "dark")
    assert violations == [], report


def detail(driver, field):
    return driver.find_element(By.CSS_SELECTOR, f'#context-detail [data-field="{field}"] dd').text


@needs_languages
def test_the_detail_writes_numbers_and_dates_as_string_describing_does_in_every_language(driver):
    open_page(driver, LANGUAGES, PAGE)
    assert detail(driver, "loyaltyPoints") == "1200"
    # A number and a date are SixLayer's String(describing:), the same in every language.
    for language in ("de", "ar"):
        choose_language(driver, language)
        assert detail(driver, "loyaltyPoints") == "1200"
        assert detail(driver, "memberSince") == "2021-03-14 00:00:00 +0000"
    choose_language(driver, "en")
    assert detail(driver, "loyaltyPoints") == "1200" and detail(driver, "memberSince") == "2021-03-14 00:00:00 +0000"


@needs_languages
def test_the_detail_labels_stay_the_property_names_in_every_language(driver):
    # IntelligentDetailView writes `Text(field.name.capitalized)`: the property's name, which no
    # language changes (German and Arabic read "Firstname" as English does).
    open_page(driver, LANGUAGES, PAGE)
    def labels():
        return [e.text for e in driver.find_elements(By.CSS_SELECTOR, "#context-detail [data-field] > dt")]
    english = labels()
    assert english and "Firstname" in english
    for code in ("de", "ar"):
        choose_language(driver, code)
        assert labels() == english, code
        marked = driver.find_elements(By.CSS_SELECTOR,
                                      "#context-detail .fs-untranslated, #context-detail [data-untranslated]")
        assert marked == [], code


@needs_languages
def test_language_text_size_and_device_switch_together(driver):
    open_page(driver, LANGUAGES, PAGE, width=1280)
    choose_language(driver, "de")
    text_size(driver, "AX3")
    preset(driver, 320)
    state = driver.execute_script("""
        var frame = document.querySelector('main > .form-frame');
        var label = frame.querySelector('[data-field="postalCode"] > .fs-label');
        var screen = frame.querySelector('.fs-screen');
        return [frame.getBoundingClientRect().width, getComputedStyle(label).fontSize, label.textContent,
                frame.getAttribute('lang'), screen.scrollWidth <= screen.clientWidth + 1];""")
    assert state[0] == 320
    assert state[1] == "36px"                        # .subheadline at AX3
    assert state[2] == "Postleitzahl des Wohnorts"
    assert state[3] == "de"
    assert state[4], "the German form at AX3 on an iPhone SE overflows its screen"


@needs_languages
def test_sixlayers_own_strings_come_from_its_catalog_in_every_language(driver):
    # The fixture's SixLayer catalog is where Xcode clones packages (SourcePackages/checkouts/sixlayer).
    open_page(driver, LANGUAGES, "models/Customer.html")
    create = "main > .form-frame"
    row = lambda: driver.find_element(By.CSS_SELECTOR, f'{create} [data-field="memberSince"] .fs-row-text').text
    submit = lambda: driver.find_element(By.CSS_SELECTOR, f"{create} .fs-submit").text
    assert (row(), submit()) == ("Select date", "Submit")
    choose_language(driver, "de")
    # Submit is DynamicFormBuilder's literal default, which DynamicFormView shows untranslated.
    assert (row(), submit()) == ("Datum auswählen", "Submit")
    choose_language(driver, "ja")
    assert (row(), submit()) == ("日付を選択", "Submit")
    choose_language(driver, "en")
    assert (row(), submit()) == ("Select date", "Submit")


# IntelligentDetailView's own words (SixLayerFramework.detail.title, .overview, .rawData) come
# from SixLayer's catalog in the chosen language, as the form's strings do.
@needs_languages
def test_the_detail_views_own_words_come_from_sixlayers_catalog(driver):
    open_page(driver, LANGUAGES, "models/Customer.html", width=1400)
    title = lambda: driver.find_element(By.CSS_SELECTOR, "#context-detail .fs-detail-large-title").text
    assert title() == "Details"
    choose_language(driver, "ja")
    assert title() == "詳細"
    choose_language(driver, "ar")
    assert title() == "التفاصيل"
    choose_language(driver, "en")
    assert title() == "Details"


def test_every_sixlayer_string_shown_in_english_in_german_is_marked(driver):
    # The demo's catalog translates "Enter text" but neither "Enter URL" nor "Select date": both
    # fall back to SixLayer's English, and both are outlined as untranslated.
    open_page(driver, SITE, "models/User.html")
    choose_language(driver, "de")
    marked = lambda: driver.execute_script("""
      const form = document.querySelector('main > .form-frame');
      return [form.querySelector('[data-field="birthDate"] .fs-datepicker > .fs-row-text')
              .hasAttribute('data-untranslated'),
              form.querySelector('#field-website').hasAttribute('data-untranslated'),
              form.querySelector('[data-field="birthDate"] .fs-datepicker > .fs-row-text').textContent];""")
    assert marked() == [True, True, "Select date"]
    # The language note counts what the page's form outlines (not a doc's embedded preview's).
    count = driver.execute_script("return document.querySelectorAll('main > .form-frame [data-untranslated]').length")
    note = driver.find_element(By.CSS_SELECTOR, ".language-note").text
    assert note.startswith(f"{count} texts with no translation"), count
    choose_language(driver, "en")
    assert marked() == [False, False, "Select date"]


WORDS = """
const back = document.querySelector('#context-detail .fs-back').textContent;
const list = document.querySelector('#context-collection .fs-context-frame > .fs-collection > .fs-items');
return {back: back, collectionBack: getComputedStyle(list, '::after').content,
        footnotes: Array.from(document.querySelectorAll('#context-collection [data-slot=footnote]'))
          .map(f => f.textContent)};"""


# iOS writes the system back button in the device's language; the cards' footnotes are Dates,
# written in the language as the form's and the detail's dates are.
@pytest.mark.parametrize("code, back, month",
                         [("de", "Zurück", "März"), ("ar", "رجوع", "مارس"), ("en", "Back", "March")])
def test_back_and_the_collections_dates_are_in_the_pages_language(driver, code, back, month):
    open_page(driver, SITE, "models/Order.html", width=1400)
    if code != "en":
        choose_language(driver, code)
    got = driver.execute_script(WORDS)
    assert got["back"] == back and back in got["collectionBack"], got
    assert got["footnotes"] and all(month in f for f in got["footnotes"]), got
    if code != "en":
        choose_language(driver, "en")
        got = driver.execute_script(WORDS)
        assert got["back"] == "Back" and all(f.startswith("March ") for f in got["footnotes"]), got


# SixLayer's detail prints a number raw (String(describing:)): "1200" in every language, with no
# grouping; its dates keep the language's format.
@needs_languages
def test_the_language_note_says_which_digits_arabic_is_written_in(driver):
    open_page(driver, LANGUAGES, "models/Customer.html", width=1500)
    choose_language(driver, "ar")
    note = driver.find_element(By.CSS_SELECTOR, ".language-note").text
    system = driver.execute_script("return new Intl.NumberFormat('ar').resolvedOptions().numberingSystem")
    said = "Latin digits (0–9)" if system == "latn" else "Arabic-Indic digits (٠–٩)"
    assert f"Numbers and dates use {said}" in note and "Morocco" in note and "Gulf" in note, note
    choose_language(driver, "de")
    assert "digits" not in driver.find_element(By.CSS_SELECTOR, ".language-note").text


# The language note agrees with its count: "1 text … shows", "2 texts … show".
@needs_languages
def test_the_language_notes_verb_agrees_with_its_count(driver):
    open_page(driver, LANGUAGES, "models/Customer.html")
    codes = [o.get_attribute("value") for o in driver.find_elements(By.CSS_SELECTOR, ".preview-language option")]
    seen = {}
    for code in codes:
        choose_language(driver, code)
        note = driver.find_element(By.CSS_SELECTOR, ".language-note").text
        if " with no translation in " in note:
            seen[code] = note
            count = int(note.split(" ")[0])
            assert (" shows the " in note) == (count == 1) and (" show the " in note) == (count != 1), note
    assert seen, "no language with an untranslated text to check"


# Japanese text breaks as iOS breaks it (kinsoku): no line starts with "ー" or a small kana.
@needs_languages
def test_japanese_lines_follow_kinsoku(driver):
    open_page(driver, LANGUAGES, "models/Customer.html")
    choose_language(driver, "ja")
    got = driver.execute_script(f"""
      const frame = document.querySelector('{FRAME}');
      return [frame.getAttribute('lang'), getComputedStyle(frame.querySelector('.fs-field')).lineBreak];""")
    assert got == ["ja", "strict"], got


# Before SixLayer's package is checked out its own strings have no translation: each one the form shows
# ("Select date") is outlined as untranslated, and the language note says how to get its catalog.
@needs_languages
@needs_unresolved
def test_without_sixlayers_catalog_its_strings_are_marked_and_the_note_says_how_to_resolve_it(driver):
    catalog_note = "SixLayer's catalog not found"
    for site, found in ((UNRESOLVED, False), (LANGUAGES, True)):
        open_page(driver, site, PAGE)
        choose_language(driver, "de")
        row = driver.find_element(By.CSS_SELECTOR, 'main > .form-frame [data-field="memberSince"] .fs-row-text')
        note = driver.find_element(By.CSS_SELECTOR, ".language-note").text
        if found:
            assert row.text != "Select date" and row.get_attribute("data-untranslated") is None, row.text
            assert catalog_note not in note, note
        else:
            assert row.text == "Select date" and row.get_attribute("data-untranslated") == "", row.text
            assert catalog_note in note and "`swift package resolve`" in note, note
