"""Every layout shape at phone, tablet and desktop width, on sections generated here rather than the demo's.

For each layoutStyle and each field count from 1 to 16, a hints-only model gets one section; the site is
built with the formsmith binary. At 375, 768 and 1280 px it has the hinted count (SixLayer's
GridItem(.flexible()) columns keep their count at every width), which is also checked against the rule
in the hints format (docs/hints-format.md)."""
import json
import math
import os
import pathlib
import subprocess

import pytest

from conftest import fit, horizontal_overflow, open_page

STYLES = ["vertical", "standard", "compact", "spacious", "horizontal", "grid", "adaptive"]
COUNTS = range(1, 17)
BINARY = pathlib.Path(os.environ.get("FORMSMITH_BIN", ".build/debug/formsmith")).resolve()

COLUMN_COUNTS = """
return Array.from(document.querySelectorAll('main > .form-frame .fs-form > .fs-section')).map(section => {
  const grid = section.querySelector(':scope > .fs-grid');
  return [section.dataset.section, getComputedStyle(grid).gridTemplateColumns.split(' ').length];
});
"""


def hinted_columns(style, count):
    grid = min(3, max(1, math.isqrt(count)))
    return {"horizontal": 2, "grid": grid, "adaptive": 1 if count <= 4 else 2 if count <= 8 else grid}.get(style, 1)


def model_name(style):
    return "Shape" + style.capitalize()


@pytest.fixture(scope="module")
def shapes_site(tmp_path_factory):
    root = tmp_path_factory.mktemp("layout-shapes")
    (root / "Hints").mkdir()
    for style in STYLES:
        hints, sections = {}, []
        for count in COUNTS:
            fields = [f"s{count}f{index}" for index in range(count)]
            hints.update({field: {"fieldType": "string"} for field in fields})
            sections.append({"id": f"n{count}", "title": f"{count} fields", "layoutStyle": style, "fields": fields})
        hints["_sections"] = sections
        (root / "Hints" / f"{model_name(style)}.hints").write_text(json.dumps(hints, indent=1))
    subprocess.run([str(BINARY), "build", "--root", str(root), "--output", str(root / "site"), "--quiet"], check=True)
    return root / "site"


@pytest.fixture(scope="module")
def shapes_manifest(shapes_site):
    return {m["name"]: m for m in json.loads((shapes_site / "manifest.json").read_text())["models"]}


@pytest.mark.parametrize("style", STYLES)
def test_the_manifest_follows_the_column_rule(shapes_manifest, style):
    sections = shapes_manifest[model_name(style)]["sections"]
    assert {s["id"]: s["columns"] for s in sections} == {f"n{count}": hinted_columns(style, count) for count in COUNTS}


@pytest.mark.parametrize("style", STYLES)
@pytest.mark.parametrize("width", [375, 768, 1280])
def test_every_shape_at_every_width(driver, shapes_site, style, width):
    open_page(driver, shapes_site, f"models/{model_name(style)}.html", width=width)
    fit(driver)   # measured at the window's width
    measured = dict(driver.execute_script(COLUMN_COUNTS))
    expected = {f"n{count}": hinted_columns(style, count) for count in COUNTS}
    assert measured == expected
    overflow = horizontal_overflow(driver)
    assert overflow <= 0
