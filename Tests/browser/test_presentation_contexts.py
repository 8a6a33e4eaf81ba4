"""The presentation contexts of every model page in a real browser: create, edit, detail and
collection, with SixLayer's item slots, its collection preferences and a read-only detail."""
import re

import pytest
from selenium.webdriver.common.by import By

from conftest import model_names, fit, open_page

MODELS = model_names()


def model(manifest, name):
    return next(m for m in manifest["models"] if m["name"] == name)


@pytest.mark.parametrize("name", MODELS)
def test_every_model_page_shows_the_four_contexts(driver, site, name):
    open_page(driver, site, f"models/{name}.html")
    contexts = [e.get_attribute("data-context") for e in driver.find_elements(By.CSS_SELECTOR, "main [data-context]")]
    assert contexts == ["create", "edit", "detail", "collection"]
    for context in contexts:
        element = driver.find_element(By.CSS_SELECTOR, f'main [data-context="{context}"]')
        assert element.is_displayed() and element.size["height"] > 40, context


@pytest.mark.parametrize("name", MODELS)
def test_the_edit_form_holds_a_sample_and_create_is_empty(driver, site, name):
    open_page(driver, site, f"models/{name}.html")
    driver.execute_script("document.querySelectorAll('details').forEach(d => d.open = true)")
    filled = driver.execute_script("""
      const values = form => Array.from(form.querySelectorAll('input.fs-control:not([type=checkbox]), textarea'))
        .filter(c => !c.closest('.fs-list')).map(c => c.value);
      const edit = document.querySelector('[data-context="edit"] form');
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
    driver.find_element(By.CSS_SELECTOR, '.viewport-switcher button[data-width="393"]').click()
    widths = driver.execute_script("""
      return Array.from(document.querySelectorAll('main > .form-frame, main .fs-context-frame'))
        .filter(frame => frame.offsetParent !== null)  // the invalid state is hidden until asked for
        .map(frame => Math.round(frame.getBoundingClientRect().width));
    """)
    assert len(widths) == 4 and set(widths) == {393}


@pytest.mark.parametrize("name", ["User", "Order", "Product"])
def test_the_invalid_state_shows_the_live_validation_messages(driver, site, name):
    open_page(driver, site, f"models/{name}.html")
    state = driver.find_element(By.ID, "edit-invalid")
    assert not state.is_displayed()
    driver.find_element(By.CSS_SELECTOR, 'a[href="#edit-invalid"]').click()
    assert state.is_displayed()
    shown = driver.execute_script("""
      return Array.from(document.querySelectorAll('#edit-invalid .fs-control[aria-invalid="true"]')).map(control => [
        control.name, document.getElementById(control.id + '-error').textContent,
        control.validity.valueMissing || control.validity.typeMismatch || control.validity.rangeUnderflow
          || control.validity.rangeOverflow, control.validationMessage]);
    """)
    assert shown
    for field, message, flagged, live in shown:
        assert message, field
        # Where the browser flags a value as it stands (lengths are flagged only once typed),
        # the page shows the very message Chromium's validation gives.
        if flagged:
            assert message == live, field


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
    open_page(driver, site, "models/User.html")
    first_name = driver.find_element(By.CSS_SELECTOR, '[data-context="edit"] input[name="firstName"]')
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


# The detail and the collections as SixLayer draws them on an iPhone (issue #33).

def detail_geometry(driver):
    return driver.execute_script("""
      const box = e => e.getBoundingClientRect();
      return Array.from(document.querySelectorAll('[data-context="detail"] .fs-detail-row')).map(row => ({
        section: row.closest('[data-section]').dataset.section,
        dt: Math.round(box(row.querySelector('dt')).left), dd: Math.round(box(row.querySelector('dd')).left),
        dtRight: Math.round(box(row.querySelector('dt')).right)}));
    """)


@pytest.mark.parametrize("width", [375, 1280])
@pytest.mark.parametrize("name", ["Order"])
def test_a_detail_row_is_its_label_then_its_value(driver, site, name, width):
    # platformFieldView: HStack { label; Spacer(); value }, each row on its own (no shared column).
    open_page(driver, site, f"models/{name}.html", width=width)
    rows = detail_geometry(driver)
    assert len({r["section"] for r in rows}) > 1
    assert len({r["dt"] for r in rows}) == 1, rows       # every label starts at the leading edge
    assert all(r["dtRight"] <= r["dd"] for r in rows)     # its value after it
    assert len({r["dd"] for r in rows}) > 1, rows         # wherever its own label ends


@pytest.mark.parametrize("width", [320, 375, 1280])
def test_detail_labels_never_split_a_word(driver, site, width):
    open_page(driver, site, "models/Order.html", width=width)
    split = driver.execute_script("""
      const split = [];
      document.querySelectorAll('[data-context="detail"] dt').forEach(dt => {
        const style = getComputedStyle(dt);
        if (style.overflowWrap === 'anywhere' || style.wordBreak === 'break-all') split.push(dt.textContent);
        const text = dt.firstChild; let at = 0;
        for (const word of dt.textContent.split(' ')) {
          const range = document.createRange(); range.setStart(text, at); range.setEnd(text, at + word.length);
          if (range.getClientRects().length > 1) split.push(word);
          at += word.length + 1;
        }
      });
      return split;
    """)
    assert split == []


def test_a_struct_prints_as_string_describing_writes_it_and_wraps(driver, site):
    # `String(describing: address)`: its type and properties on one paragraph, wrapped between words.
    open_page(driver, site, "models/Order.html", width=375)
    value = driver.find_element(By.CSS_SELECTOR, '[data-context="detail"] [data-field="shippingAddress"] dd')
    assert value.text.startswith('Address(street: "') and value.text.endswith('")')
    line_height = float(value.value_of_css_property("line-height").rstrip("px"))
    assert value.size["height"] >= 2 * line_height - 1


def test_a_narrow_phone_keeps_each_label_beside_its_value(driver, site):
    # An HStack does not stack: the value wraps beside its label, inside the screen (Order's rows;
    # User's detailed view draws each field as a card, its value under its name).
    open_page(driver, site, "models/Order.html", width=340)
    fit(driver)   # measured at the window's width
    rows = detail_geometry(driver)
    assert all(r["dtRight"] <= r["dd"] for r in rows), rows


ITEM_PAGES = [f"models/{name}.html" for name in MODELS] + ["profiles.html"]


@pytest.mark.parametrize("page", ITEM_PAGES)
def test_symbol_names_are_never_printed_as_text(driver, site, page):
    open_page(driver, site, page, width=375)
    icons = driver.execute_script("""
      return Array.from(document.querySelectorAll('.fs-item')).map(item => {
        const icon = item.querySelector('.fs-item-icon'), style = getComputedStyle(icon);
        return {text: item.innerText, name: icon.getAttribute('title'), role: icon.getAttribute('role'),
                glyph: icon.dataset.glyph || null, mask: getComputedStyle(icon, '::before').maskImage,
                iconText: icon.textContent, radius: style.borderRadius, width: icon.getBoundingClientRect().width};
      });
    """)
    assert icons
    for icon in icons:
        # The symbol's name is the tooltip and the accessible name (role img, title), never text.
        assert icon["name"] and icon["role"] == "img"
        assert icon["name"] not in icon["text"]
        assert "star.fill" not in icon["text"] and "person.crop" not in icon["text"]
        if icon["glyph"]:
            assert icon["mask"].startswith("url(") and icon["iconText"] == ""
        else:  # the item's initial, in a fixed round slot
            assert len(icon["iconText"]) == 1 and icon["radius"] == "50%" and icon["width"] > 0


def test_sixlayers_default_icon_is_a_star_glyph(driver, site):
    open_page(driver, site, "models/Order.html")
    icons = driver.find_elements(By.CSS_SELECTOR, '[data-context="collection"] .fs-item-icon')
    assert {(i.get_attribute("title"), i.get_attribute("data-glyph")) for i in icons} == {("star.fill", "star")}


@pytest.mark.parametrize("width", [375, 1280])
def test_list_rows_align_and_single_line_text_truncates(driver, site, width):
    open_page(driver, site, "models/User.html", width=width)
    rows = driver.execute_script("""
      return Array.from(document.querySelectorAll('[data-context="collection"] [data-strategy="list"] > .fs-item')).map(row => {
        const part = slot => row.querySelector(`[data-slot="${slot}"]`);
        const style = getComputedStyle(part('subtitle'));
        return {icon: Math.round(row.querySelector('.fs-item-icon').getBoundingClientRect().left),
                title: Math.round(part('title').getBoundingClientRect().left),
                subtitle: [style.whiteSpace, style.overflow, style.textOverflow],
                descriptionClipped: part('description').scrollWidth > part('description').clientWidth,
                height: part('subtitle').getBoundingClientRect().height};
      });
    """)
    assert len(rows) == 6
    assert len({r["icon"] for r in rows}) == 1 and len({r["title"] for r in rows}) == 1
    for row in rows:
        assert row["subtitle"] == ["nowrap", "hidden", "ellipsis"]
        assert row["height"] <= 17  # one caption line
    if width == 375:  # "Booked through the usual agency, confirmation attached." does not fit a phone's row
        assert any(r["descriptionClipped"] for r in rows)


def test_cards_are_as_tall_as_their_content(driver, site):
    open_page(driver, site, "models/Product.html", width=1280)
    gaps = driver.execute_script("""
      return Array.from(document.querySelectorAll('[data-context="collection"] .fs-item')).map(card => {
        const last = Array.from(card.children).pop();
        return Math.round(card.getBoundingClientRect().bottom - last.getBoundingClientRect().bottom);
      });
    """)
    assert gaps and set(gaps) == {16}, gaps  # the card's padding, no stretch


def test_masonry_tiles_differ_in_height(driver, site):
    open_page(driver, site, "profiles.html", width=1280)
    tiles = driver.find_elements(By.CSS_SELECTOR, '[data-profile="compactFeed"] [data-strategy="masonry"] > .fs-item')
    assert len(tiles) == 3
    assert len({t.size["height"] for t in tiles}) == 3
    assert len({round(t.location["x"]) for t in tiles}) == 3  # three columns


def test_the_placeholder_title_is_drawn_and_marked_as_sixlayer_draws_it(driver, site):
    open_page(driver, site, "models/AppSettings.html")
    titles = driver.find_elements(By.CSS_SELECTOR, '[data-context="collection"] [data-slot="title"]')
    assert titles and all(t.text == "Title" for t in titles)
    for title in titles:
        assert title.get_attribute("data-placeholder") is not None
        assert "placeholder" in title.get_attribute("title")
        red, green, blue = [int(float(c)) for c in re.findall(r"[\d.]+", title.value_of_css_property("color"))[:3]]
        assert blue > red + 60 and blue > green  # SixLayer's blue (darkened to keep AA)
    open_page(driver, site, "models/Order.html")
    assert driver.find_elements(By.CSS_SELECTOR, "[data-placeholder]") == []


def shown_in_edit(driver, field):
    return driver.execute_script("""
      const control = document.querySelector(`[data-context="edit"] form [name="${arguments[0]}"]`);
      if (control.tagName === 'SELECT') return control.selectedOptions[0].textContent.trim();
      return control.value;
    """, field)


@pytest.mark.parametrize("name", ["User", "Order", "Product"])
def test_one_sample_item_in_edit_detail_and_collection(driver, site, manifest, name):
    open_page(driver, site, f"models/{name}.html")
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
        assert stored in (shown, shown_in_edit(driver, field)) or stored.lower() == shown.lower(), (part, field, detail)
        # A Date reads as SixLayer's detail writes it ("March 10, 2026"); the form's pill holds the ISO value.
        dated = driver.find_elements(By.CSS_SELECTOR, f'[data-context="detail"] [data-field="{field}"] dd[data-date]')
        kept = dated[0].get_attribute("data-date") if dated else stored
        assert kept.lower() in (shown_in_edit(driver, field).lower(), shown.lower()), (part, field)
    # A picker's value by its label (Order's status `pending` is "Pending").
    if name == "Order":
        assert first.find_element(By.CSS_SELECTOR, '[data-slot="status"]').text == "Pending"
