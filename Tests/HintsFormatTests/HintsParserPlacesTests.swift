import Testing
import FormsmithCore
@testable import HintsFormat

/// The remaining field rules, and the exact places diagnostics point at.
@Suite struct HintsParserPlacesTests {
    func parse(_ text: String) -> (hints: ModelHints?, diagnostics: [Diagnostic]) {
        HintsParser.parse(Array(text.utf8), modelName: "M", file: "Hints/M.hints")
    }

    @Test func expectedLengthAndIsArray() {
        let (hints, diagnostics) = parse(#"{"tags": {"expectedLength": "12", "isArray": "true"}}"#)
        #expect(hints?.field("tags")?.expectedLength == 12)
        #expect(hints?.field("tags")?.isArray == true)
        #expect(diagnostics.isEmpty)
    }

    @Test(arguments: [
        // (file, code, line, column)
        ("{\n  \"a\": {\n    \"displayWidth\": \"huge\"\n  }\n}", "hints.unknown-display-width", 3, 21),
        ("{\n  \"a\": {\n    \"maxLength\": 2.5\n  }\n}", "hints.invalid-number", 3, 18),
        ("{\n  \"a\": {\n    \"isHidden\": \"yes\"\n  }\n}", "hints.invalid-boolean", 3, 17),
        ("{\n  \"a\": {\n    \"displayWitdh\": \"wide\"\n  }\n}", "hints.unknown-key", 3, 5),
        ("{\n  \"a\": {\"pickerOptions\": []}\n}", "hints.picker-options-ignored", 2, 9),
        ("{\n  \"_sections\": [\n    {\"title\": \"T\"}\n  ]\n}", "hints.section-missing-id", 3, 5),
        (
            "{\n  \"_sections\": [\n    {\"id\": \"s\", \"title\": \"T\", \"layoutStyle\": \"Grid\"}\n  ]\n}",
            "hints.unknown-layout-style", 3, 46
        ),
        (
            "{\n  \"_sections\": [\n    {\"id\": \"s\", \"title\": \"T\", \"isCollapsible\": \"true\"}\n  ]\n}",
            "hints.string-boolean-ignored", 3, 48
        ),
        (
            "{\n  \"_sections\": [\n    {\"id\": \"s\", \"title\": \"T\"},\n    7\n  ]\n}", "hints.section-not-object",
            4, 5
        ),
        ("{\n  \"_sections\": {}\n}", "hints.sections-not-array", 2, 16),
        ("{\n  \"_comment\": {}\n}", "hints.comment-object", 2, 3),
        ("{\n  \"_defaultColor\": \"red\"\n}", "hints.ignored-top-level-key", 2, 3),
        ("{\n\t\"a\": {\"minLength\": 5, \"maxLength\": 1}\n}", "hints.min-exceeds-max", 2, 2),
        ("{\n  \"a\": {\"defaultValue\": 1}\n}", "hints.numeric-default-as-boolean", 2, 25),
        ("{\n  \"a\": {\"displayWidth\": 250}\n}", "hints.numeric-display-width", 2, 25),
        ("\n\n   {\"a\": }", "hints.invalid-json", 3, 10),
    ])
    func diagnosticPointsAtTheOffendingKeyOrValue(text: String, code: String, line: Int, column: Int) {
        let diagnostics = parse(text).diagnostics
        #expect(diagnostics.map(\.code) == [code])
        #expect(diagnostics.first?.location.line == line)
        #expect(diagnostics.first?.location.column == column)
    }

    @Test func everyDefaultsKeyIsKept() {
        let keys = HintsParser.defaultsKeys
        // A value of the right shape for each key.
        let values = [
            "_defaultColor": "\"red\"", "_colorMapping": "{\"a\": \"blue\"}",
            "_itemColorProvider": "{\"type\": \"status\"}", "_dataType": "\"user\"", "_complexity": "\"simple\"",
            "_context": "\"browse\"", "_customPreferences": "{\"a\": \"b\"}", "_presentationPreference": "\"grid\"",
        ]
        let json =
            "{\"_defaults\": {" + keys.map { "\"\($0)\": \(values[$0]!)" }.joined(separator: ", ") + "}}"
        let (hints, diagnostics) = parse(json)
        #expect(hints?.defaults.map(\.key) == keys)
        #expect(hints?.defaults.first { $0.key == "_colorMapping" }?.value == "{a: blue}")
        #expect(diagnostics.isEmpty)
    }
}
