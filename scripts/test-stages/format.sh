# format: every Swift file as swift-format (.swift-format) writes it, and no doc, source or test that
# tells the project's history (scripts/check-history-words).
stage_format() {
    find Sources Tests -name '*.swift' -not -path '*/Fixtures/*' -print0 | xargs -0 swift format lint --strict
    scripts/check-history-words
}
