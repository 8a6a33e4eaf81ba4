"""The model pages' weight. A model page carries four frames of the form and its VoiceOver list, so whatever a
frame repeats is paid for many times: the demo's model pages stay within their budget, and what every frame
repeats (the status bar, the required asterisk) is drawn by the stylesheet, not written on the page, with empty
alternative text so VoiceOver reads neither (docs/appearance.md, "Weight"). The demo site (FORMSMITH_SITE)."""
import re

from conftest import SITE, model_names, open_page

# The size in bytes of the demo's four model pages at the baseline commit (16a376c), and the budget:
# at most 10 % more. What a page carries once, whatever its frames hold, is not weighed: the theme's
# links (one stylesheet per part and one script per job, docs/themes.md), the picture switch, and the
# row controls' notes `check` writes on the empty form (one per field and group of devices). The
# baseline's own four links and three scripts (856 and 648 bytes on the four pages) are taken out of it.
DEMO_MODELS = {"AppSettings", "Order", "Product", "User"}
BASELINE_BYTES = 136_787 - 856 - 648
ONCE_A_PAGE = re.compile(rb'<link rel="stylesheet" href="[^"]*">\n|<script src="[^"]*" defer></script>\n'
                         rb'|<fieldset class="picture-switch">.*?</fieldset>\n'
                         rb'|<p class="fs-room-warning"[^>]*>[^<]*</p>\n', re.S)


def test_the_demos_model_pages_weigh_at_most_ten_percent_more_than_the_baseline():
    if set(model_names()) != DEMO_MODELS:
        return   # another project: the budget is the demo's
    size = sum(len(ONCE_A_PAGE.sub(b"", (SITE / "models" / f"{name}.html").read_bytes())) for name in DEMO_MODELS)
    assert size <= BASELINE_BYTES * 1.10, f"{size} bytes: {size / BASELINE_BYTES - 1:+.1%} on the baseline"


def test_what_every_frame_repeats_is_drawn_by_the_stylesheet_not_written_on_the_page():
    html = (SITE / "models" / "User.html").read_text()
    # The status bar (time and icons) and the required asterisk: one rule each, no markup per frame.
    assert "fs-status-bar" not in html and "fs-status-icons" not in html
    assert '<span class="fs-required"></span>' in html and 'aria-hidden="true">*<' not in html


def test_the_status_bar_and_the_asterisk_are_drawn_but_not_read(driver):
    open_page(driver, SITE, "models/User.html")
    drawn = driver.execute_script("""
      const screen = document.querySelector('main > .form-frame > .fs-screen');
      const required = document.querySelector('main > .form-frame .fs-required');
      return [getComputedStyle(screen, '::before').content, getComputedStyle(required, '::before').content,
              document.querySelector('main > .form-frame label[for="field-firstName"]').textContent];""")
    assert drawn == ['"9:41" / ""', '"*" / ""', "First Name"], drawn
