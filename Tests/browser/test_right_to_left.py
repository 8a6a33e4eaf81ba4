"""Right to left, as iOS mirrors SixLayer's views: the form, the detail, the collections and their list rows,
the status bar, a toggle, the slider and the disclosure chevron mirror in Arabic and in Xcode's right-to-left
pseudo-language, while each text keeps its natural direction (a Latin counter, an empty field's placeholder) and
an iPad's status bar keeps its English order. The languages fixture (FORMSMITH_LANGUAGES_SITE) and the demo site
(FORMSMITH_SITE)."""
from selenium.webdriver.common.by import By

from conftest import LANGUAGES, SITE, choose_language, needs_languages, open_page, preset

FRAME = "main > .form-frame"
LIST = "#context-collection .fs-context-frame > .fs-collection > .fs-items"
# The page's own form, and every frame the toolbar sizes (the form and its contexts), in JavaScript.
FORM_FRAME = "document.querySelector('main > .form-frame')"
EVERY_FRAME = "Array.from(document.querySelectorAll('main > .form-frame, main .fs-context-frame'))"


@needs_languages
def test_every_text_takes_its_natural_direction_in_a_right_to_left_frame(driver):
    open_page(driver, LANGUAGES, "models/Customer.html")
    choose_language(driver, "ar")
    driver.execute_script("document.querySelectorAll('details').forEach(d => d.open = true)")
    state = driver.execute_script("""
      const frame = document.querySelector('main > .form-frame');
      const counter = frame.querySelector('.fs-counter'), node = counter.firstChild;
      const at = (i) => {
        const r = document.createRange(); r.setStart(node, i); r.setEnd(node, i + 1);
        return r.getBoundingClientRect().left;
      };
      const text = node.nodeValue, box = counter.getBoundingClientRect(), all = document.createRange();
      all.selectNodeContents(counter);
      // An empty text field takes its placeholder's natural direction: an Arabic one right to left
      // (its ellipsis cuts the end, at the left), a Latin one left to right.
      const input = frame.querySelector(':is(.fs-input, .fs-state) > input[placeholder]');
      const natural = /^[^\\p{L}]*[\\u0600-\\u06FF]/u.test(input.placeholder) ? 'rtl' : 'ltr';
      return [text, at(0) < at(text.indexOf('characters')), Math.abs(all.getBoundingClientRect().left - box.left) <= 1,
              getComputedStyle(input).direction === natural,
              getComputedStyle(frame.querySelector('.fs-label')).unicodeBidi];""")
    text, reads_left_to_right, trails_on_the_left, placeholder_direction, label_bidi = state
    assert text.startswith("0 / ") and text.endswith("characters")
    assert reads_left_to_right, "the Latin counter reads left to right in an Arabic frame"
    assert trails_on_the_left, "the counter sits at the trailing edge, the left in right to left"
    assert placeholder_direction and label_bidi == "plaintext"


@needs_languages
def test_an_empty_field_takes_its_placeholders_direction_so_an_arabic_placeholder_keeps_its_start(driver):
    # dir="auto" reads the value only: an empty field would be left to right and cut an Arabic
    # placeholder's start.
    open_page(driver, LANGUAGES, "models/Customer.html")
    directions = """
      return Array.from(document.querySelectorAll('main > .form-frame :is(.fs-input, .fs-state) > input[placeholder]'))
        .filter(i => !i.value)
        .map(i => [/^[^\\p{L}]*[\\u0600-\\u06FF]/u.test(i.placeholder), getComputedStyle(i).direction]);"""
    assert all(direction == "ltr" for _, direction in driver.execute_script(directions))
    choose_language(driver, "ar")
    found = driver.execute_script(directions)
    assert any(arabic for arabic, _ in found), found
    assert all(direction == ("rtl" if arabic else "ltr") for arabic, direction in found), found
    typed = driver.execute_script("""
      const input = Array.from(document.querySelectorAll('main > .form-frame :is(.fs-input, .fs-state) > input[placeholder]'))
        .find(i => getComputedStyle(i).direction === 'rtl');
      input.value = 'abc'; input.dispatchEvent(new Event('input', {bubbles: true}));
      const latin = getComputedStyle(input).direction;
      input.value = ''; input.dispatchEvent(new Event('input', {bubbles: true}));
      return [latin, getComputedStyle(input).direction];""")
    assert typed == ["ltr", "rtl"], "typed text takes its own direction, the empty field its placeholder's"
    choose_language(driver, "en")
    assert all(direction == "ltr" for _, direction in driver.execute_script(directions))


@needs_languages
def test_the_collections_mirror_in_arabic_as_the_form_and_the_detail_do(driver):
    open_page(driver, LANGUAGES, "models/Customer.html")
    choose_language(driver, "ar")
    got = driver.execute_script("""
      const lists = Array.from(document.querySelectorAll('main .fs-collection > :is(.fs-items, .fs-items-strip)'));
      const row = document.querySelector(
        'main .fs-items[data-strategy="list"] > .fs-item, main .fs-items[data-strategy="adaptive"] > .fs-item');
      const icon = row && row.querySelector('.fs-item-icon').getBoundingClientRect(),
        body = row && row.querySelector('.fs-item-body').getBoundingClientRect();
      return {directions: lists.map(l => getComputedStyle(l).direction),
              iconRight: row ? icon.left > body.right - 1 : null};""")
    assert got["directions"] and set(got["directions"]) == {"rtl"}, got
    assert got["iconRight"] in (True, None), got
    # The status bar mirrors with it, as the form's does: the icons at the left, the time at the right.
    bar = "return getComputedStyle(document.querySelector('main .fs-collection > .fs-items'), '::before').maskPosition"
    rtl_bar = driver.execute_script(bar)
    choose_language(driver, "en")
    assert driver.execute_script(
        "return getComputedStyle(document.querySelector('main .fs-collection > .fs-items')).direction") == "ltr"
    ltr_bar = driver.execute_script(bar)
    assert ltr_bar.startswith("calc(100% - 26px) 50%") and rtl_bar == "26px 50%, 100% 50%", (ltr_bar, rtl_bar)


def test_a_list_row_mirrors_right_to_left(driver):
    # The demo's list rows (ListCardComponent's HStack) in Xcode's right-to-left pseudolanguage.
    open_page(driver, SITE, "models/User.html")
    choose_language(driver, "x-rtl")
    got = driver.execute_script("""
      const row = document.querySelector('#context-collection .fs-items[data-strategy="list"] > .fs-item');
      const icon = row.querySelector('.fs-item-icon').getBoundingClientRect(),
        body = row.querySelector('.fs-item-body').getBoundingClientRect();
      const title = row.querySelector('.fs-item-title'),
        range = document.createRange(); range.selectNodeContents(title);
      return [getComputedStyle(row).direction, icon.left >= body.right - 1, getComputedStyle(row, '::after').transform,
              Math.abs(range.getBoundingClientRect().right - body.right) <= 1];""")
    # The chevron points left (chevron.right mirrored) and the title leads at the right.
    assert got == ["rtl", True, "matrix(0.707107, -0.707107, 0.707107, 0.707107, 0, 0)", True], got


# An iPad's status bar in a right-to-left language stays at the right but reads "9:41 AM Tue
# Jan 9" in its own order (the English phrase is one left-to-right run), on the form and the list.
@needs_languages
def test_the_ipads_status_bar_keeps_its_order_right_to_left(driver):
    open_page(driver, LANGUAGES, "models/Customer.html")
    choose_language(driver, "ar")
    preset(driver, 1180)
    bars = driver.execute_script(f"""
      return [document.querySelector('{FRAME}'), document.querySelector('{LIST}')].map(box => {{
        const screen = box.matches('.form-frame') ? box.querySelector(':scope > .fs-screen') : box;
        const bar = getComputedStyle(screen, '::before');
        return [box.closest('[dir]') ? box.closest('[dir]').getAttribute('dir') : null, bar.direction,
                bar.justifyContent];
      }});""")
    assert bars[0] == ["rtl", "ltr", "flex-end"], bars
    assert bars[1][1:] == ["ltr", "flex-end"], bars


@needs_languages
def test_arabic_mirrors_the_form(driver):
    open_page(driver, LANGUAGES, "models/Customer.html")
    choose_language(driver, "ar")
    rects = driver.execute_script("""
        var field = document.querySelector('main > .form-frame [data-field="firstName"]');
        var label = field.querySelector('.fs-label').getBoundingClientRect();
        var box = field.getBoundingClientRect();
        return [label.left - box.left, box.right - label.right, getComputedStyle(field).direction];""")
    assert rects[2] == "rtl"
    assert rects[1] < 2 and rects[0] > 20, rects       # the label hugs the field's right edge
    label = 'main > .form-frame [data-field="firstName"] > .fs-label'
    assert driver.find_element(By.CSS_SELECTOR, label).text == "الاسم الأول"


def test_a_right_to_left_frame_mirrors(driver, site):
    open_page(driver, site, "models/AppSettings.html")
    # The iPad: on an iPhone the two columns (SixLayer's, at every width) wrap a toggle's long text.
    preset(driver, 820)
    driver.execute_script(
        f"{EVERY_FRAME}.forEach(f => {{ f.setAttribute('dir', 'rtl'); f.setAttribute('lang', 'ar'); }})")
    edges = driver.execute_script(f"""
      const field = {FORM_FRAME}.querySelector('.fs-field:has(> label.fs-label)');
      const label = field.querySelector('.fs-label').getBoundingClientRect(), box = field.getBoundingClientRect();
      return [label.right, box.right, label.left - box.left];
    """)
    assert abs(edges[0] - edges[1]) <= 1 and edges[2] > 0
    # A toggle's text leads on the right, its switch trails on the left; on, the knob is at the left end.
    row = driver.execute_script(f"""
      const row = {FORM_FRAME}.querySelector('.fs-toggle');
      const t = row.querySelector('.fs-row-text').getBoundingClientRect(),
        s = row.querySelector('.fs-switch').getBoundingClientRect();
      return [t.left > s.right, Math.abs(row.getBoundingClientRect().left - s.left) <= 1];
    """)
    assert row == [True, True]
    # The slider fills from the right; the disclosure chevron points left until it turns down.
    rules = driver.execute_script(f"""
      const slider = {FORM_FRAME}.querySelector('.fs-slider');
      return Array.from(document.styleSheets).flatMap(sheet => Array.from(sheet.cssRules))
        .filter(rule => rule.selectorText && rule.selectorText.endsWith('::-webkit-slider-runnable-track')
          && slider.matches(rule.selectorText.replace('::-webkit-slider-runnable-track', '')))
        .map(rule => rule.style.cssText).filter(text => text.includes("gradient"));
    """)
    assert rules and "to left" in rules[-1]
    chevron = driver.execute_script(f"""
      const summary = {EVERY_FRAME}.map(f => f.querySelector('summary.fs-section-title')).find(s => s);
      document.head.append(Object.assign(document.createElement('style'),
                                         {{textContent: '*::after {{ transition: none !important }}'}}));
      const turn = () => new DOMMatrix(getComputedStyle(summary, '::after').transform);
      summary.parentNode.open = false;
      const closed = turn();
      summary.parentNode.open = true;
      const open = turn();
      // Where the corner of its two borders (top, and inline end: left) points, as [x, y] (y down).
      return [closed, open].flatMap(m => [-(m.a + m.c), -(m.b + m.d)]).map(v => Math.round(v * 100) / 100);
    """)
    assert chevron[0] < 0 and abs(chevron[1]) < 0.01   # closed: left
    assert abs(chevron[2]) < 0.01 and chevron[3] > 0   # open: down


# An HStack places its Text at the leading edge whatever the text's script: an English Toggle label or
# date row text in a right-to-left screen sits on the right, away from its switch or capsule, reading
# left to right. (The demo's User, its frame mirrored as an Arabic app's.)
def test_an_untranslated_row_text_sits_at_the_leading_edge_of_a_right_to_left_row(driver):
    open_page(driver, SITE, "models/User.html")
    preset(driver, 393)
    driver.execute_script(f"{FORM_FRAME}.setAttribute('dir', 'rtl')")
    rows = driver.execute_script("""
      return Array.from(document.querySelectorAll('main > .form-frame .fs-control-row > .fs-row-text'))
        .filter(t => t.offsetParent).map(t => {
          const range = document.createRange(); range.selectNodeContents(t);
          const text = range.getBoundingClientRect(), box = t.getBoundingClientRect();
          return [t.textContent.trim(), Math.round(box.right - text.right), getComputedStyle(t).direction];
        });""")
    assert rows and any(text.startswith("Send me the newsletter") for text, _, _ in rows), rows
    for text, gap, direction in rows:
        assert gap <= 1 and direction == "rtl", (text, gap, direction)
