"""The DynamicFormView picture: the switch that draws the form as SixLayer's DynamicFormView does, each control
filling its column rather than the width its hints declare, and the note that says which picture is shown. Its
components as SixLayer's DynamicFieldComponents.swift draws them: no repeated label inside a text or number field
(the parent's label row is the only one), DynamicSelectField's headline label and its own card, and a Toggle's row
in its padded container. The page opens on the picture the app shows: an app that presents its forms with
DynamicFormView (FORMSMITH_PICTURE_SITE) opens on it. The demo site (FORMSMITH_SITE), which calls no SixLayer
view, and the every-control fixture (FORMSMITH_CONTROLS_SITE) open on the hints' layout."""
from selenium.webdriver.common.by import By

from conftest import CONTROLS, PICTURE, SITE, needs_controls, needs_picture, open_page, preset

# The title's control and the room its cell gives it, in CSS pixels.
TITLE_WIDTHS = """
  const field = document.querySelector('main > .form-frame [data-field="title"]'),
    input = field.querySelector('.fs-input'), style = getComputedStyle(input);
  return [field.querySelector('.fs-control').getBoundingClientRect().width,
          input.getBoundingClientRect().width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)];"""


@needs_picture
def test_a_page_opens_on_dynamic_form_view_when_the_app_presents_its_forms_with_it(driver):
    # Task's title is hinted narrow (150 pt); TaskEditor's body is `DynamicFormView(…)`.
    open_page(driver, PICTURE, "models/Task.html")
    preset(driver, 393)
    assert driver.find_element(By.CSS_SELECTOR, ".dynamic-form-view-switch").is_selected()
    reason = driver.find_element(By.CSS_SELECTOR, ".picture-reason").text
    called = "Opens on DynamicFormView's picture: DynamicFormView(…) at App/Views/TaskEditor.swift:8:9"
    assert reason.startswith(called), reason
    control, cell = driver.execute_script(TITLE_WIDTHS)
    assert cell > 250 and abs(control - cell) <= 1, (control, cell)
    # The hints' layout is one switch away, and says who applies it.
    hinted = driver.find_element(By.CSS_SELECTOR, ".hinted-layout-switch")
    assert "IntelligentFormView" in hinted.find_element(By.XPATH, "..").text
    hinted.click()
    control, cell = driver.execute_script(TITLE_WIDTHS)
    assert abs(control - 150) <= 1 and cell > 250, (control, cell)


def test_the_demo_calls_no_sixlayer_view_so_its_pages_open_on_the_hints_layout(driver):
    open_page(driver, SITE, "models/User.html")
    assert driver.find_element(By.CSS_SELECTOR, ".hinted-layout-switch").is_selected()
    assert not driver.find_element(By.CSS_SELECTOR, ".dynamic-form-view-switch").is_selected()
    assert "Opens on the hints' layout: no SixLayer form call (DynamicFormView" in driver.find_element(
        By.CSS_SELECTOR, ".picture-reason").text


def test_a_switch_draws_the_form_as_dynamic_form_view_does_and_says_which_picture_is_shown(driver):
    open_page(driver, SITE, "models/Order.html")
    # The iPad: on an iPhone Quantity's column (one of SixLayer's two, at every width) is narrower than its hint.
    preset(driver, 820)
    widths = """
      const field = document.querySelector('main > .form-frame [data-field="quantity"]'),
        input = field.querySelector('.fs-input');
      const style = getComputedStyle(input);
      return [field.querySelector('.fs-control').getBoundingClientRect().width,
              input.getBoundingClientRect().width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
              document.querySelector('.picture-note').innerText];"""
    control, cell, note = driver.execute_script(widths)
    assert control < cell - 1 and "no displayWidth" in note
    driver.find_element(By.CSS_SELECTOR, ".dynamic-form-view-switch").click()
    control, cell, note = driver.execute_script(widths)
    assert abs(control - cell) <= 1 and "DynamicFormView applies no displayWidth" in note


def test_the_dynamic_form_view_picture_repeats_no_text_fields_label_inside_its_component(driver):
    # SixLayer's DynamicFieldComponents.swift makes `fieldLabel()` an EmptyView (the parent's label
    # row is the only one), so neither picture repeats it.
    open_page(driver, SITE, "models/User.html")
    repeated = lambda: driver.execute_script("""
      const label = document.querySelector('main > .form-frame [data-field="firstName"] .fs-repeated-label');
      return label ? [label.textContent, getComputedStyle(label).display] : null;""")
    assert repeated() is None
    driver.find_element(By.CSS_SELECTOR, ".dynamic-form-view-switch").click()
    assert repeated() is None


def test_the_dynamic_form_view_picture_repeats_only_the_select_fields_headline_label(driver):
    # SixLayer's DynamicFieldComponents.swift: fieldLabel() is EmptyView ("Parent owns the single
    # visible label"), and DynamicNumberField / DynamicIntegerField write none; DynamicSelectField
    # keeps Text(field.label).font(.headline).
    open_page(driver, SITE, "models/User.html")
    driver.find_element(By.CSS_SELECTOR, ".dynamic-form-view-switch").click()
    repeated = driver.execute_script("""
      return Array.from(document.querySelectorAll('main > .form-frame .fs-repeated-label'))
        .filter(l => l.getClientRects().length).map(l => l.closest('[data-control]').dataset.control);""")
    assert repeated and set(repeated) == {"select"}, repeated
    assert "fieldLabel" not in driver.find_element(By.CSS_SELECTOR, ".picture-note").text


@needs_controls
def test_the_controls_number_fields_have_no_second_label_in_the_dynamic_form_view_picture(driver):
    open_page(driver, CONTROLS, "models/Expense.html")
    driver.find_element(By.CSS_SELECTOR, ".dynamic-form-view-switch").click()
    count = driver.execute_script("""
      return Array.from(document.querySelectorAll('main > .form-frame [data-control="number"] .fs-repeated-label'))
        .filter(l => l.getClientRects().length).length;""")
    assert count == 0


def select_card(driver):
    return driver.execute_script("""
      const input = document.querySelector('main > .form-frame [data-field="role"] > .fs-input');
      const style = getComputedStyle(input), label = input.querySelector('.fs-repeated-label');
      return [style.backgroundColor, style.borderTopWidth, style.borderTopColor, style.borderTopLeftRadius,
              label && label.getClientRects().length
                ? [label.textContent, getComputedStyle(label).fontSize, getComputedStyle(label).fontWeight] : null];""")


def test_dynamic_form_view_draws_the_select_fields_own_white_card(driver):
    # DynamicSelectField: fieldContainer, Text(label).font(.headline), the picker, then its own
    # .background(Color.platformBackground), .cornerRadius(8) and a 1 pt stroke (gray at 30 %).
    open_page(driver, SITE, "models/User.html")
    preset(driver, 393)
    background, border, _, radius, label = select_card(driver)
    assert border == "0px" and label is None, "the hinted picture: the section's row, no card"
    driver.find_element(By.CSS_SELECTOR, ".dynamic-form-view-switch").click()
    background, border, color, radius, label = select_card(driver)
    assert (background, border, color, radius) == ("rgb(255, 255, 255)", "1px", "rgba(142, 142, 147, 0.3)", "8px")
    assert label == ["Role", "17px", "600"]
    # Required and empty: the stroke turns red.
    driver.execute_script("document.querySelector('main > .form-frame #field-role').value = ''")
    assert select_card(driver)[2] == "rgb(255, 59, 48)"


def role_card(driver):
    return driver.execute_script("""
      const field = document.querySelector('main > .form-frame [data-field="role"]'),
        card = field.querySelector(':scope > .fs-input');
      const grid = field.parentElement.getBoundingClientRect(), f = field.getBoundingClientRect(),
        c = card.getBoundingClientRect();
      const label = field.querySelector(':scope > .fs-label').getBoundingClientRect(), style = getComputedStyle(card);
      // Its own content's width (max-content), measured by asking for it and putting it back.
      const before = card.style.inlineSize; card.style.inlineSize = 'max-content';
      const content = card.getBoundingClientRect().width; card.style.inlineSize = before;
      return {grid: grid.width, gridMiddle: (grid.left + grid.right) / 2, middle: (f.left + f.right) / 2, card: c.width,
              cardLeft: c.left, labelLeft: label.left, fieldLeft: f.left, border: style.borderTopWidth,
              content: content};""")


def test_dynamic_select_fields_card_hugs_its_content_and_the_section_centres_it(driver):
    # DynamicSelectField: VStack { Text(label).font(.headline); Picker(.menu) }.padding()
    # .background(.platformBackground).cornerRadius(8).overlay(stroke): nothing there fills the width.
    # DynamicFormFieldView's VStack(alignment: .leading) holds the label row and the card; the
    # section's VStack(spacing: 16) centres it (its default alignment).
    open_page(driver, SITE, "models/User.html")
    preset(driver, 393)
    hinted = role_card(driver)
    assert hinted["border"] == "0px"
    driver.find_element(By.CSS_SELECTOR, ".dynamic-form-view-switch").click()
    card = role_card(driver)
    assert card["border"] == "1px"
    assert card["card"] < card["grid"] - 100, card                     # hugs, not the section's width
    assert abs(card["card"] - card["content"]) <= 1, card              # its content plus 16 pt padding a side
    assert abs(card["middle"] - card["gridMiddle"]) <= 1, card          # centred in the section
    assert abs(card["cardLeft"] - card["fieldLeft"]) <= 1 and abs(card["labelLeft"] - card["fieldLeft"]) <= 1, card


def test_the_toggle_in_dynamic_form_view_is_a_switch_row_inside_its_padded_container(driver):
    # DynamicToggleField: fieldContainer { Toggle(isOn:) { Text(field.label) } }: the label leading,
    # the switch trailing, 16 pt padding; no second, headline label.
    open_page(driver, SITE, "models/User.html")
    driver.find_element(By.CSS_SELECTOR, ".dynamic-form-view-switch").click()
    row = driver.execute_script("""
      const input = document.querySelector('main > .form-frame [data-field="newsletter"] > .fs-input');
      const row = input.querySelector('.fs-toggle').getBoundingClientRect(),
        text = input.querySelector('.fs-row-text').getBoundingClientRect();
      const sw = input.querySelector('.fs-switch').getBoundingClientRect();
      return [getComputedStyle(input).paddingLeft, text.left - row.left < 1, row.right - sw.right < 1,
              input.querySelectorAll('.fs-repeated-label').length];""")
    assert row == ["16px", True, True, 0], row


# A width change in an app whose forms DynamicFormView draws is not visible there: the review opens on
# that picture, lists the change as not visible, and marks it in the hints' layout only.
@needs_picture
def test_the_review_marks_a_width_dynamic_form_view_ignores_in_the_hints_layout_only(driver):
    open_page(driver, PICTURE, "review/index.html")
    assert driver.find_element(By.CSS_SELECTOR, ".dynamic-form-view-switch").is_selected()
    line = driver.find_element(By.CSS_SELECTOR, ".review-change").text
    assert line.endswith("(not visible in DynamicFormView, which applies no displayWidth)"), line
    mark = """
      const field = document.querySelector('.review-side:last-child .form-frame [data-field="title"]');
      const label = field.querySelector(':scope > .fs-change-label');
      return [field.dataset.change, getComputedStyle(field).outlineStyle, label.getClientRects().length > 0,
              label.textContent];"""
    change, outline, shown, words = driver.execute_script(mark)
    assert (change, outline, shown) == ("changed", "none", False), (change, outline, shown)
    driver.find_element(By.CSS_SELECTOR, ".hinted-layout-switch").click()
    change, outline, shown, words = driver.execute_script(mark)
    assert (outline, shown) == ("solid", True) and words.endswith("(hints' layout only)"), (outline, shown, words)
