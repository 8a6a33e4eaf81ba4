"""The presentation contexts of every model page in a real browser: create, edit, detail and
collection, with SixLayer's item slots, its collection preferences, a read-only detail and one sample
item shown alike in each. How the detail and the collections are drawn is in test_collections_and_detail.py."""
import re

import pytest
from selenium.webdriver.common.by import By

from conftest import SITE, fit, model_names, open_page, preset

MODELS = model_names()


def model(manifest, name):
    return next(m for m in manifest["models"] if m["name"] == name)


@pytest.mark.parametrize("name", MODELS)
def test_every_model_page_shows_the_form_and_its_contexts(driver, site, name):
    open_page(driver, site, f"models/{name}.html")
    contexts = [e.get_attribute("data-context") for e in driver.find_elements(By.CSS_SELECTOR, "main [data-context]")]
    # The form in its states (create, edit, constraints broken: test_form_states.py), the detail, the collection.
    assert contexts == ["create", "detail", "collection"]
    for context in contexts:
        element = driver.find_element(By.CSS_SELECTOR, f'main [data-context="{context}"]')
        assert element.is_displayed() and element.size["height"] > 40, context


@pytest.mark.parametrize("name", MODELS)
def test_the_edit_form_holds_a_sample_and_create_is_empty(driver, site, name):
    open_page(driver, site, f"models/{name}.html", state="edit")
    driver.execute_script("document.querySelectorAll('details').forEach(d => d.open = true)")
    filled = driver.execute_script("""
      const values = form => Array.from(form.querySelectorAll('input.fs-control:not([type=checkbox]), textarea'))
        .filter(c => !c.closest('.fs-list')).map(c => c.value);
      const edit = document.querySelector('main > .form-frame form');
      return values(edit);
    """)
    assert filled and all(value != "" for value in filled), filled


@pytest.mark.parametrize("name", MODELS)
def test_the_detail_is_read_only_and_lists_every_field(driver, site, manifest, name):
    # IntelligentDetailView reads the item with Mirror: every stored property, whatever section
    # the form puts it in (or none), grouped by its strategy, not by the form's sections.
    open_page(driver, site, f"models/{name}.html")
    detail = driver.find_element(By.CSS_SELECTOR, '[data-context="detail"]')
    assert detail.find_elements(By.CSS_SELECTOR, "input, select, textarea, button") == []
    rows = detail.find_elements(By.CSS_SELECTOR, ".fs-detail-row")
    shown = {r.get_attribute("data-field") for r in rows}
    fields = {f["id"] for s in model(manifest, name)["sections"] for f in s["fields"]}
    assert shown >= fields, fields - shown
    for row in rows:
        assert row.find_element(By.TAG_NAME, "dd").text.strip() != ""


def test_cards_fill_the_slots_the_hints_name(driver, site, manifest):
    assert model(manifest, "Product")["presentation"]["preference"] == {"kind": "cards"}
    open_page(driver, site, "models/Product.html")
    fit(driver)   # measured at the window's width
    collection = driver.find_element(By.CSS_SELECTOR, '[data-context="collection"] [data-preference="cards"]')
    assert collection.get_attribute("data-strategy") == "expandableCards"
    items = collection.find_elements(By.CSS_SELECTOR, ".fs-item")
    assert len(items) == 6
    first = items[0]
    slot = lambda name: first.find_element(By.CSS_SELECTOR, f'[data-slot="{name}"]').text
    assert slot("title") == "Product Alpha"
    assert slot("subtitle") != "" and slot("footnote") != "" and slot("status") != ""
    assert len(first.find_elements(By.CSS_SELECTOR, '[data-slot="tags"] li')) == 2
    # Cards sit side by side on a desktop.
    tops = {round(item.location["y"]) for item in items[:3]}
    assert len(tops) == 1


def test_count_based_shows_both_sides_of_the_threshold(driver, site, manifest):
    preference = model(manifest, "Order")["presentation"]["preference"]
    assert preference["kind"] == "countBased"
    open_page(driver, site, "models/Order.html")
    collections = driver.find_elements(By.CSS_SELECTOR, '[data-context="collection"] .fs-collection')
    shown = [(c.get_attribute("data-preference"), int(c.get_attribute("data-count"))) for c in collections]
    threshold = preference["threshold"]
    assert shown == [(preference["lowCount"], threshold), (preference["highCount"], threshold + 1)]
    rows = collections[1].find_elements(By.CSS_SELECTOR, ".fs-item")
    assert len({round(row.location["x"]) for row in rows}) == 1  # a list: one column of rows
    # The provider-less colour is the default colour, on every item.
    assert {row.get_attribute("data-color") for row in rows} == {"orange"}
    # Every third item leaves its optional discount empty: the subtitle default shows.
    subtitles = [row.find_element(By.CSS_SELECTOR, '[data-slot="subtitle"]').text for row in rows]
    assert "No discount" in subtitles


def test_automatic_says_what_sixlayer_chose_and_why(driver, site, manifest):
    assert model(manifest, "AppSettings")["presentation"]["preference"] == {"kind": "automatic"}
    open_page(driver, site, "models/AppSettings.html")
    collection = driver.find_element(By.CSS_SELECTOR, '[data-context="collection"] .fs-collection')
    assert collection.get_attribute("data-preference") == "automatic"
    assert collection.get_attribute("data-strategy") == "grid"
    reason = collection.find_element(By.CSS_SELECTOR, ".fs-collection-reason").text
    assert "no preference" in reason and "grid" in reason
    # No itemTitleProperty: SixLayer finds no title, and the page says so.
    assert "no title" in driver.find_element(By.CSS_SELECTOR, '[data-context="collection"]').text.lower()


def test_the_viewport_switcher_sizes_every_context(driver, site):
    open_page(driver, site, "models/User.html")
    preset(driver, 393)
    widths = driver.execute_script("""
      return Array.from(document.querySelectorAll('main > .form-frame, main .fs-context-frame'))
        .map(frame => Math.round(frame.getBoundingClientRect().width));
    """)
    assert len(widths) == 3 and set(widths) == {393}


def test_the_profiles_page_previews_each_profile(driver, site):
    open_page(driver, site, "index.html")
    driver.find_element(By.CSS_SELECTOR, ".profiles-link a").click()
    assert driver.current_url.endswith("profiles.html")
    profiles = driver.find_elements(By.CSS_SELECTOR, "[data-profile]")
    assert [p.get_attribute("data-profile") for p in profiles] == ["catalogShelf", "compactFeed", "peopleDirectory"]
    shelf = profiles[0].find_element(By.CSS_SELECTOR, ".fs-collection")
    assert (shelf.get_attribute("data-preference"), shelf.get_attribute("data-strategy")) == ("coverFlow", "coverFlow")
    titles = [t.text for t in shelf.find_elements(By.CSS_SELECTOR, '[data-slot="title"]')]
    assert titles[0] == "Product Alpha"
    # A cover flow is one row that scrolls sideways.
    assert len({round(item.location["y"]) for item in shelf.find_elements(By.CSS_SELECTOR, ".fs-item")}) == 1
    feed = [c.get_attribute("data-preference") for c in profiles[1].find_elements(By.CSS_SELECTOR, ".fs-collection")]
    assert feed == ["masonry", "list"]
    people = profiles[2]
    assert [a.text for a in people.find_elements(By.CSS_SELECTOR, "a")] == ["User"]


def test_the_projects_own_sample_comes_first(driver, site):
    """formsmith.yml gives the first User; the others are generated."""
    open_page(driver, site, "models/User.html", state="edit")
    first_name = driver.find_element(By.CSS_SELECTOR, 'main > .form-frame input[name="firstName"]')
    assert first_name.get_attribute("value") == "Edsger"
    titles = [t.text for t in driver.find_elements(By.CSS_SELECTOR, '[data-context="collection"] [data-slot="title"]')]
    assert titles[0] == "Dijkstra" and titles[1] != "Dijkstra"


def test_index_cards_show_the_collection_view(driver, site):
    open_page(driver, site, "index.html")
    cards = {c.find_element(By.CSS_SELECTOR, ".model-card-name").text: c
             for c in driver.find_elements(By.CSS_SELECTOR, ".model-card")}
    label = cards["User"].find_element(By.CSS_SELECTOR, "svg").get_attribute("aria-label")
    assert label.endswith("its items as list")
    assert len(cards["Product"].find_elements(By.CSS_SELECTOR, "svg .wf-item")) == 2  # two expandable cards
    assert "cards" in cards["Product"].find_element(By.CSS_SELECTOR, ".model-card-collection").text


def shown_in_edit(driver, field):
    return driver.execute_script("""
      const control = document.querySelector(`main > .form-frame form [name="${arguments[0]}"]`);
      if (control.tagName === 'SELECT') return control.selectedOptions[0].textContent.trim();
      return control.value;
    """, field)


@pytest.mark.parametrize("name", ["User", "Order", "Product"])
def test_one_sample_item_in_edit_detail_and_collection(driver, site, manifest, name):
    open_page(driver, site, f"models/{name}.html", state="edit")
    parts = model(manifest, name)["presentation"]["item"]
    first = driver.find_element(By.CSS_SELECTOR, '[data-context="collection"] .fs-item')
    assert parts
    for part, field in parts.items():
        slot = first.find_element(By.CSS_SELECTOR, f'[data-slot="{part}"]')
        shown = ", ".join(li.text for li in slot.find_elements(By.TAG_NAME, "li")) if part == "tags" else slot.text
        detail = driver.find_element(By.CSS_SELECTOR, f'[data-context="detail"] [data-field="{field}"] dd').text
        # The detail prints the stored value (`String(describing:)`): an optional's inside
        # `Optional(…)`, an enum's case where the card and the form show the option's label.
        stored = re.sub(r'^Optional\("?(.*?)"?\)$', r"\1", detail)
        if stored.startswith("["):   # an array: ["a", "b"]
            stored = ", ".join(re.findall(r'"([^"]*)"', stored))
        # A Date's description ("2026-03-10 00:00:00 +0000") is the form's ISO value.
        dated = re.fullmatch(r"(\d{4}-\d\d-\d\d) (\d\d:\d\d):00 \+0000", stored)
        if dated:
            stored = dated[1] if dated[2] == "00:00" else f"{dated[1]}T{dated[2]}"
        assert stored in (shown, shown_in_edit(driver, field)) or stored.lower() == shown.lower(), (part, field, detail)
    # A picker's value by its label (Order's status `pending` is "Pending").
    if name == "Order":
        assert first.find_element(By.CSS_SELECTOR, '[data-slot="status"]').text == "Pending"


# The edit form holds the sample item: its to-one relationship shows the related item the detail
# shows ("User 1"), not an empty picker; a new item's and a broken one's stay empty ("Select").
def test_the_edit_forms_relationship_shows_the_sample_items_related_item(driver):
    open_page(driver, SITE, "models/Order.html", width=1400, state=None)  # each state's picker
    shown = driver.execute_script("""
      const picked = id => { const s = document.getElementById(id); return s.selectedOptions[0].text; };
      return [picked('field-customer'), picked('edit-field-customer'), picked('invalid-field-customer'),
              document.querySelector('#context-detail [data-field="customer"] dd').textContent];""")
    assert shown == ["Select", "User 1", "Select", "User 1"], shown
