# format: every Swift file as swift-format (.swift-format) writes it, no doc, source or test that
# tells the project's history (scripts/check-history-words), and the themes' stylesheets and scripts
# formatted as people read them (scripts/lint-theme).
stage_format() {
    find Sources Tests -name '*.swift' -not -path '*/Fixtures/*' -print0 | xargs -0 swift format lint --strict
    scripts/check-history-words
    # With the test venv's lightningcss (Tests/browser/requirements.txt), which parses the CSS as well.
    need_venv
    scripts/lint-theme
}
