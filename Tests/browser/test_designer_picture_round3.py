"""The picture a designer signs (issue #49), round 3: the detail as IntelligentDetailView lays it out,
the Mac's own controls, SixLayer's repeated labels in the DynamicFormView picture, and a review page
whose Before folds as its After does. The demo site (FORMSMITH_SITE, built with a review page)."""
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import SITE, open_page


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
          if (top !== null && r.top > top + 2 && i > 0 && !/[\\s,(]/.test(node.data[i - 1]) && !/\\s/.test(node.data[i])) return true;
          top = r.top;
        }
        return false;
      }).map(dd => dd.textContent);""")
    assert broken == []


def mac(driver, page):
    open_page(driver, SITE, page, width=1900)
    driver.find_element(By.CSS_SELECTOR, '.viewport-switcher [data-width="1280"]').click()
    driver.execute_script("document.querySelectorAll('main > .form-frame details').forEach(d => d.open = true)")


def test_the_mac_draws_macos_date_picker_stepper_colour_well_buttons_and_disclosure(driver):
    mac(driver, "models/User.html")
    got = driver.execute_script("""
      const frame = document.querySelector('main > .form-frame');
      const capsule = frame.querySelector('[data-field="createdAt"] .fs-capsule');
      const arrows = getComputedStyle(frame.querySelector('[data-field="createdAt"] .fs-pill'), '::after');
      const submit = getComputedStyle(frame.querySelector('.fs-submit'));
      const triangle = getComputedStyle(frame.querySelector('summary.fs-section-title'), '::after');
      return {date: capsule.textContent, radius: getComputedStyle(capsule).borderRadius, arrows: arrows.width + ' ' + arrows.height,
              submit: [submit.fontSize, submit.borderRadius, Math.round(frame.querySelector('.fs-submit').getBoundingClientRect().height)],
              triangle: [triangle.order, triangle.borderInlineStartWidth]};""")
    assert "/" in got["date"] and not any(c.isalpha() for c in got["date"]), got   # "3/10/2026"
    assert got["radius"] == "0px" and got["arrows"] == "13px 22px"
    assert got["submit"][0] == "13px" and got["submit"][1] == "6px" and got["submit"][2] <= 24
    assert got["triangle"] == ["-1", "7px"]


def test_the_mac_colour_well_and_stepper_are_macos_controls(driver):
    import os, pathlib
    controls = pathlib.Path(os.environ.get("FORMSMITH_CONTROLS_SITE", "")).resolve()
    if not (controls / "index.html").is_file():
        import pytest
        pytest.skip("FORMSMITH_CONTROLS_SITE not built")
    open_page(driver, controls, "models/Expense.html", width=1900)
    driver.find_element(By.CSS_SELECTOR, '.viewport-switcher [data-width="1280"]').click()
    well = driver.execute_script("""
      const well = document.querySelector('main > .form-frame .fs-color-well');
      if (!well) return null;
      const box = well.getBoundingClientRect();
      return [Math.round(box.width), Math.round(box.height), getComputedStyle(well).borderRadius];""")
    assert well == [44, 23, "5px"], well
    stepper = driver.execute_script("""
      const pair = document.querySelector('main > .form-frame .fs-stepper-buttons');
      const [down, up] = pair.querySelectorAll('.fs-step');
      const d = down.getBoundingClientRect(), u = up.getBoundingClientRect();
      return [Math.round(pair.getBoundingClientRect().width), Math.round(pair.getBoundingClientRect().height), u.bottom <= d.top + 1];""")
    assert stepper == [13, 22, True], stepper


def test_the_dynamic_form_view_picture_repeats_no_text_fields_label_inside_its_component(driver):
    # Round 6: SixLayer's newest DynamicFieldComponents.swift makes `fieldLabel()` an EmptyView
    # (the parent's label row is the only one, SixLayer #189), so neither picture repeats it.
    open_page(driver, SITE, "models/User.html")
    repeated = lambda: driver.execute_script("""
      const label = document.querySelector('main > .form-frame [data-field="firstName"] .fs-repeated-label');
      return label ? [label.textContent, getComputedStyle(label).display] : null;""")
    assert repeated() is None
    driver.find_element(By.CSS_SELECTOR, ".dynamic-form-view-switch").click()
    assert repeated() is None


# Round 11 reversed the first half of this test: each side now starts folded as its own hints say
# (test_designer_picture_round11.py), so Before and After may differ until a section is toggled.
def test_review_before_folds_as_after_does(driver):
    open_page(driver, SITE, "review/index.html")
    state = lambda: driver.execute_script("""
      const sides = document.querySelectorAll('.review-sides')[0].querySelectorAll('.review-side');
      const open = side => Object.fromEntries(Array.from(side.querySelectorAll('details.fs-section')).map(d => [d.dataset.section, d.open]));
      return [open(sides[0]), open(sides[1])];""")
    before, after = state()
    shared = set(before) & set(after)
    # Opening a section folded on both sides After opens it Before.
    closed = next(s for s in shared if not after[s] and not before[s])
    driver.execute_script(f"""
      const summary = document.querySelectorAll('.review-sides')[0].querySelectorAll('.review-side')[1]
        .querySelector('details.fs-section[data-section="{closed}"] > summary');
      summary.scrollIntoView(); summary.click();""")
    WebDriverWait(driver, 60).until(lambda d: state()[0][closed])
    before, after = state()
    assert after[closed] and before[closed], (before, after)
