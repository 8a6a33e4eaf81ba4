# format: every Swift file as swift-format (.swift-format) writes it.
stage_format() {
    find Sources Tests -name '*.swift' -not -path '*/Fixtures/*' -print0 | xargs -0 swift format lint --strict
}
