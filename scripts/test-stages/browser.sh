# browser: the built sites in a real browser (Chromium through Selenium), the Nu HTML Checker and
# axe-core. Each site is built once; the suites run on both cores (pytest-xdist).
stage_browser() {
    need_build
    need_venv
    # The day the pictures show as now (an empty date picker's `Date()`, `PictureDate`): fixed, so
    # the suites see the same pictures whatever the day and the last commit.
    local -x SOURCE_DATE_EPOCH=1795737600  # 2026-11-27
    local sites=.build/test-sites
    rm -rf "$sites" && mkdir -p "$sites"
    # The demo site plus a review page: diff against a copy whose User form differs by one change of
    # each kind (Tests/browser/Fixtures/ReviewBase: the User hints and model as they were before).
    local base=$sites/review-base
    mkdir -p "$base" && cp -r Hints docs formsmith.yml "$base/"
    cp Tests/browser/Fixtures/ReviewBase/User.hints "$base/Hints/User.hints"
    cp Tests/browser/Fixtures/ReviewBase/User.swift "$base/docs/examples/User.swift"
    .build/debug/formsmith diff --base "$base" --output "$sites/demo" >/dev/null
    # A hints-only model with every control SixLayer draws (OCR hints, descriptions, each field type).
    .build/debug/formsmith build --root Tests/browser/Fixtures/Controls --output "$sites/controls" --quiet
    # An app in four languages and a Spanish strings table (Tests/browser/Fixtures/Languages); and the
    # same app before SixLayer's package is checked out, whose own strings stay English, marked.
    .build/debug/formsmith build --root Tests/browser/Fixtures/Languages --output "$sites/languages" --quiet
    local unresolved=$sites/languages-unresolved
    mkdir -p "$unresolved" && cp -r Tests/browser/Fixtures/Languages/. "$unresolved/" && rm -rf "$unresolved/SourcePackages"
    .build/debug/formsmith build --root "$unresolved" --output "$unresolved/_site" --quiet
    # Design sign-off: the demo with Order and User signed off, then User changed (the review base's
    # User), reviewed against the demo as it is.
    local signoff_project=$sites/signoff-project signoff_base=$sites/signoff-base
    mkdir -p "$signoff_project" "$signoff_base"
    cp -r Hints docs formsmith.yml "$signoff_project/" && cp -r Hints docs formsmith.yml "$signoff_base/"
    approve() { .build/debug/formsmith approve --root "$signoff_project" --by Design --date 2026-11-27 "$@" >/dev/null; }
    approve User Order --note "Reviewed on iPhone SE"
    approve Order --note "Reviewed on iPhone SE" --field status --note "Colours match the app"
    cp Tests/browser/Fixtures/ReviewBase/User.hints "$signoff_project/Hints/User.hints"
    .build/debug/formsmith diff --root "$signoff_project" --base "$signoff_base" --output "$sites/signoff" >/dev/null
    # The example theme, and the pages of a DocC catalog (symbol links, asides, dark-mode images).
    .build/debug/formsmith build --theme brand --output "$sites/brand" --quiet
    .build/debug/formsmith build --root Tests/FormsmithCLITests/Fixtures/DocCPackage --output "$sites/docc" --quiet
    # An app that presents its forms with DynamicFormView: its pages open on that picture, and its
    # review of a width change (Tests/browser/Fixtures/PictureReviewBase: Task's title was wide)
    # says the app does not show it.
    local picture_app=Tests/FormsmithCLITests/Fixtures/PresentationPaths/DynamicFormViewApp picture_base=$sites/picture-base
    mkdir -p "$picture_base" && cp -r "$picture_app/." "$picture_base/"
    cp Tests/browser/Fixtures/PictureReviewBase/Task.hints "$picture_base/App/Resources/Hints/Task.hints"
    .build/debug/formsmith diff --root "$picture_app" --base "$picture_base" --output "$sites/picture" >/dev/null

    # Most of a browser test is waiting on Chromium, so four workers share the two cores well. One run
    # for every site: the validity and accessibility of the others are spread over the same workers,
    # and a worker that runs out takes tests from the others (the slowest pages take half a minute).
    FORMSMITH_SITE="$sites/demo" FORMSMITH_CONTROLS_SITE="$sites/controls" FORMSMITH_LANGUAGES_SITE="$sites/languages" \
        FORMSMITH_SIGNOFF_SITE="$sites/signoff" FORMSMITH_BRAND_SITE="$sites/brand" FORMSMITH_DOCC_SITE="$sites/docc" \
        FORMSMITH_PICTURE_SITE="$sites/picture" FORMSMITH_UNRESOLVED_SITE="$unresolved/_site" PATH="$venv/bin:$PATH" "$venv/bin/pytest" -q -p no:cacheprovider -n 4 --dist worksteal Tests/browser
}
