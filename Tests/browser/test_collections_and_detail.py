"""The detail and the collections as SixLayer draws them. The detail is IntelligentDetailView's: its layout
strategy (detailed, tabbed) and caption, each row its label then its value, `String(describing:)` values wrapped
between words, and its TabView's bar as each platform draws it. The collections: list rows, cards and masonry
tiles as tall as their content, card rows stacking from the top, item icons as symbols, and SixLayer's
placeholder title. The demo site (FORMSMITH_SITE)."""
import re

import pytest
from selenium.webdriver.common.by import By

from conftest import SITE, fit, model_names, open_page, preset

MODELS = model_names()


def detail_layout(driver):
    return driver.execute_script("""
      const screen = document.querySelector('#context-detail .fs-detail');
      return {layout: screen.dataset.layout,
              groups: Array.from(screen.querySelectorAll('.fs-detail-section')).map(s => s.dataset.section),
              titles: Array.from(screen.querySelectorAll('.fs-detail-title')).map(t => t.textContent),
              labels: Object.fromEntries(Array.from(screen.querySelectorAll('.fs-detail-row')).map(
                r => [r.dataset.field, r.querySelector('dt').textContent])),
              values: Object.fromEntries(Array.from(screen.querySelectorAll('.fs-detail-row')).map(
                r => [r.dataset.field, r.querySelector('dd').textContent])),
              summary: (screen.querySelector('.fs-detail-summary') || {}).textContent || null,
              tabs: Array.from(screen.querySelectorAll('.fs-tab')).map(t => t.textContent)};""")


def test_the_detail_is_laid_out_by_intelligent_detail_views_strategy(driver):
    # User: 12 stored properties, no relationship → complex → the detailed view, by priority.
    open_page(driver, SITE, "models/User.html")
    user = detail_layout(driver)
    assert user["layout"] == "detailed", user
    assert user["summary"] == "12 fields • complex complexity"
    assert user["groups"] == ["primary", "tertiary"] and user["titles"] == ["Primary", "Tertiary"]
    # Every stored property, hidden or not, labelled `name.capitalized`.
    assert user["labels"]["firstName"] == "Firstname" and user["labels"]["passwordHash"] == "Passwordhash"
    assert "id" in user["labels"] and "createdAt" in user["labels"]
    # `String(describing:)`: an optional's value as Optional(…), an enum as its case, a Bool as true.
    assert user["values"]["phone"].startswith("Optional(\"")
    assert user["values"]["role"] == "admin" and user["values"]["newsletter"] == "true"   # the case, not "Admin"
    # Order: its customer and shipping address are relationships → very complex → tabbed, whose
    # Overview tab is the standard view, grouped by type.
    open_page(driver, SITE, "models/Order.html")
    order = detail_layout(driver)
    assert order["layout"] == "tabbed", order
    assert order["tabs"] == ["Overview", "Details", "Raw Data"]
    assert order["titles"] == sorted(order["titles"]) and "Relationship" in order["titles"], order
    assert order["values"]["shippingAddress"].startswith("Address(street: \"")


def test_detail_values_wrap_between_words_inside_the_screen(driver):
    open_page(driver, SITE, "models/Order.html")
    broken = driver.execute_script("""
      const screen = document.querySelector('#context-detail .fs-detail').getBoundingClientRect();
      return Array.from(document.querySelectorAll('#context-detail .fs-detail-row dd')).filter(dd => {
        const box = dd.getBoundingClientRect();
        if (box.right > screen.right + 1 || box.left < screen.left - 1) return true;
        // Each line break falls at a space: the text's words are whole on their lines.
        const range = document.createRange(), node = dd.lastChild;
        if (!node || node.nodeType !== 3) return false;
        let top = null;
        for (let i = 0; i < node.length; i++) {
          range.setStart(node, i); range.setEnd(node, i + 1);
          const r = range.getClientRects()[0];
          if (!r) continue;
          if (top !== null && r.top > top + 2 && i > 0 && !/[\\s,(]/.test(node.data[i - 1]) &&
              !/\\s/.test(node.data[i])) return true;
          top = r.top;
        }
        return false;
      }).map(dd => dd.textContent);""")
    assert broken == []


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
      return Array.from(document.querySelectorAll('[data-context="collection"] [data-strategy="list"] > .fs-item'))
        .map(row => {
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
    # The note says how to give the cards a title: the exact key, in the model's own hints file.
    note = driver.find_element(By.CSS_SELECTOR, '[data-context="collection"] .fs-context-note').text
    assert '"_defaults": { "_customPreferences": { "itemTitleProperty": "' in note, note
    assert "Hints/AppSettings.hints" in note, note
    open_page(driver, site, "models/Order.html")
    assert driver.find_elements(By.CSS_SELECTOR, "[data-placeholder]") == []


# The detail's caption says how it is laid out: by IntelligentDetailView, not by the form's sections.
def test_the_detail_caption_names_its_layout(driver):
    open_page(driver, SITE, "models/Order.html")
    note = driver.find_element(By.CSS_SELECTOR, "#context-detail .fs-context-note").text
    assert "IntelligentDetailView" in note and "section by section" not in note, note
    # Its raw labels and values are said to be SixLayer's own output, not Formsmith's.
    assert "String(describing:)" in note and "Hasestimate" in note, note


TABS = """
const screen = document.querySelector('#context-detail .form-frame .fs-detail'),
  bar = screen.querySelector('.fs-tab-bar');
const tabs = Array.from(bar.querySelectorAll('.fs-tab')), first = screen.querySelector('.fs-detail-section');
const selected = getComputedStyle(bar.querySelector('[data-selected]'));
return {masks: tabs.map(t => getComputedStyle(t, '::before').maskImage),
        icons: tabs.map(t => getComputedStyle(t, '::before').content !== 'none'),
        above: bar.getBoundingClientRect().bottom <= first.getBoundingClientRect().top,
        centred: Math.abs((bar.getBoundingClientRect().left + bar.getBoundingClientRect().right) / 2
                          - (screen.getBoundingClientRect().left + screen.getBoundingClientRect().right) / 2) <= 1,
        fill: selected.backgroundColor, colour: selected.color};"""


# IntelligentDetailView's TabView: tabItems with info.circle, doc.text and code; iPadOS 18 floats
# a bar of titles at the top; macOS draws a segmented control of titles at the top.
def test_the_detail_views_tab_bar_is_each_platforms_tab_view(driver):
    open_page(driver, SITE, "models/Order.html", width=1400)
    phone = driver.execute_script(TABS)
    assert all(phone["icons"]) and all(m.startswith("url(") for m in phone["masks"]), phone
    assert len(set(phone["masks"])) == 3 and not phone["above"], phone     # three glyphs, the bar at the foot
    preset(driver, 820)
    ipad = driver.execute_script(TABS)
    assert ipad["above"] and ipad["centred"] and not any(ipad["icons"]), ipad
    assert ipad["fill"] != "rgba(0, 0, 0, 0)" and ipad["colour"] == "rgb(0, 122, 255)", ipad
    preset(driver, 1280)
    mac = driver.execute_script(TABS)
    assert mac["above"] and mac["centred"] and not any(mac["icons"]), mac
    assert (mac["fill"], mac["colour"]) == ("rgb(0, 122, 255)", "rgb(255, 255, 255)"), mac


# A TabView's bar runs through the bottom safe area to the display's edge, the home indicator
# drawn over it: 49 pt of tabs and 34 pt below them.
@pytest.mark.parametrize("width", [393, 430])
def test_the_tab_bar_runs_to_the_bottom_of_the_display(driver, width):
    open_page(driver, SITE, "models/Order.html")
    preset(driver, width)
    got = driver.execute_script("""
      const screen = document.querySelector('#context-detail .form-frame .fs-detail'),
        bar = screen.querySelector('.fs-tab-bar');
      const s = screen.getBoundingClientRect(), b = bar.getBoundingClientRect();
      return [s.bottom - b.bottom, b.height, getComputedStyle(bar).backgroundImage];""")
    assert abs(got[0]) < 1 and abs(got[1] - 83) <= 1.5, got
    assert "linear-gradient" in got[2], got   # the home indicator, over the bar


# Each row of a card collection's items: its top, and the bottom of its tallest card, in px.
ROWS = r"""
const list = document.querySelector(arguments[0] + ' .fs-items');
const items = Array.from(list.children).filter(item => item.getBoundingClientRect().height > 0);
const rows = new Map();
for (const item of items) {
  const box = item.getBoundingClientRect(), top = Math.round(box.top);
  rows.set(top, Math.max(rows.get(top) || 0, box.bottom));
}
return {rows: Array.from(rows.entries()).sort((a, b) => a[0] - b[0]),
        gap: parseFloat(getComputedStyle(list).rowGap), height: list.getBoundingClientRect().height};"""


# A card collection is a LazyVGrid in a ScrollView: its rows stack from the top, one gap apart,
# however tall the device's screen. (The screen is at least the device's height: a grid that
# stretched its rows would spread the Product cards down an iPad's or a Mac's whole window.)
@pytest.mark.parametrize("page, strategy", [("Product.html", "expandableCards"), ("AppSettings.html", "grid")])
@pytest.mark.parametrize("width", [393, 1180, 1280])
def test_a_card_collections_rows_stack_at_the_top(driver, page, strategy, width):
    open_page(driver, SITE, f"models/{page}", width=1600, height=1000)
    preset(driver, width)
    collection = f'.fs-collection[data-strategy="{strategy}"]'
    got = driver.execute_script(ROWS, collection)
    rows = got["rows"]
    assert len(rows) >= 2 or width > 1000, got
    for (_, bottom), (top, _) in zip(rows, rows[1:]):
        assert top - bottom <= got["gap"] + 1, got
    # The screen stays the device's height: the space is left under the last row.
    assert got["height"] - (rows[-1][1] - rows[0][0]) > 100, got


# SixLayer's card layout (`determineIntelligentCardLayout_L2`): a phone's one column (two past 400 pt), a
# pad's two or three by complexity, a Mac's three, each card framed to SixLayer's width, the gap its
# spacing. AppSettings' six items in a grid, moderate complexity.
@pytest.mark.parametrize("width, columns, gap", [
    (393, "361px", "14.4px"), (430, "191.8px 191.8px", "14.4px"), (820, "384.4px 384.4px", "19.2px"),
    (1180, "400px 400px", "19.2px"), (1280, "400px 400px 400px", "24px")])
def test_a_card_grid_has_sixlayers_columns_on_each_device(driver, width, columns, gap):
    open_page(driver, SITE, "models/AppSettings.html", width=1600, height=1000)
    preset(driver, width)
    style = driver.execute_script("""
      const list = document.querySelector('.fs-collection[data-strategy="grid"] .fs-items');
      const style = getComputedStyle(list);
      return [style.gridTemplateColumns, style.columnGap];""")
    # Chromium lays out in 64ths of a pixel: 384.4 is drawn 384.391.
    drawn = [float(c.removesuffix("px")) for c in style[0].split()]
    assert len(drawn) == len(columns.split()), style
    assert all(abs(d - float(c.removesuffix("px"))) < 0.05 for d, c in zip(drawn, columns.split())), style
    assert abs(float(style[1].removesuffix("px")) - float(gap.removesuffix("px"))) < 0.05, style


# The grid's SimpleCardComponent: an icon over the title, nothing else.
def test_a_grid_card_is_an_icon_over_its_title(driver):
    open_page(driver, SITE, "models/AppSettings.html")
    parts = driver.execute_script("""
      return Array.from(document.querySelectorAll('.fs-collection[data-strategy="grid"] .fs-item')).map(card =>
        Array.from(card.querySelectorAll('.fs-item-icon, [data-slot]')).map(part => part.dataset.slot || 'icon'));""")
    assert parts and all(p == ["icon", "title"] for p in parts), parts
