import Testing
import FormsmithCore
@testable import HintsFormat

/// One small hints file per rule of `docs/hints-format.md`, asserting the value read and the diagnostic's code and place.
@Suite struct HintsParserTests {
    func parse(_ text: String) -> (hints: ModelHints?, diagnostics: [Diagnostic]) {
        HintsParser.parse(Array(text.utf8), modelName: "User", file: "Hints/User.hints")
    }

    func field(_ properties: String) -> (field: FieldHints?, diagnostics: [Diagnostic]) {
        let (hints, diagnostics) = parse("{\"name\": {\(properties)}}")
        return (hints?.field("name"), diagnostics)
    }

    func codes(_ diagnostics: [Diagnostic]) -> [String] { diagnostics.map(\.code) }

    // MARK: §2 top level

    @Test func invalidJSONIsAnErrorAtTheFailure() {
        let (hints, diagnostics) = parse("{\n  \"name\": {\"maxLength\": 5,}\n}")
        #expect(hints == nil)
        #expect(codes(diagnostics) == ["hints.invalid-json"])
        #expect(diagnostics.first?.severity == .error)
        #expect(diagnostics.first?.location == SourceLocation(file: "Hints/User.hints", line: 2, column: 27))
    }

    @Test func rootMustBeAnObject() {
        let (hints, diagnostics) = parse("[1]")
        #expect(hints == nil)
        #expect(codes(diagnostics) == ["hints.root-not-object"])
    }

    @Test func objectsAreFieldsInFileOrder() {
        let (hints, diagnostics) = parse(
            #"{"b": {}, "a": {"maxLength": 3}, "__example": {"x": {}}, "_comment": "note"}"#)
        #expect(hints?.fields.map(\.id) == ["b", "a"])
        #expect(diagnostics.isEmpty)
    }

    @Test func objectValuedCommentIsAPhantomField() {
        let (hints, diagnostics) = parse("{\n\"_comment\": {\"a\": 1}}")
        #expect(hints?.fields.isEmpty == true)
        #expect(codes(diagnostics) == ["hints.comment-object"])
        #expect(diagnostics.first?.location.line == 2)
    }

    @Test func nonObjectTopLevelKeysAreIgnoredWithAWarning() {
        let (hints, diagnostics) = parse(#"{"_defaultColor": "red", "name": {}}"#)
        #expect(hints?.fields.map(\.id) == ["name"])
        #expect(codes(diagnostics) == ["hints.ignored-top-level-key"])
        #expect(diagnostics.first?.message.contains("belongs inside `_defaults`") == true)
        #expect(diagnostics.first?.location.column == 2)
    }

    @Test func defaultsAreReadAndChecked() {
        let (hints, diagnostics) = parse(
            ##"{"_defaults": {"_defaultColor": "#0a0", "_dataType": "user", "_colour": "x"}}"##)
        #expect(
            hints?.defaults == [
                KeyValue(key: "_defaultColor", value: "#0a0"), KeyValue(key: "_dataType", value: "user"),
            ])
        #expect(hints?.presentation.defaultColor == "#0a0")
        #expect(codes(diagnostics) == ["hints.unknown-key"])
    }

    @Test func invalidDefaultColorIsIgnored() {
        let (hints, diagnostics) = parse(##"{"_defaults": {"_defaultColor": "#12345"}}"##)
        #expect(hints?.presentation.defaultColor == nil)
        #expect(codes(diagnostics) == ["hints.invalid-color"])
    }

    @Test func ocrGroups() {
        let (hints, _) = parse(#"{"_ocrGroups": {"receipt": ["total", "date"]}}"#)
        #expect(hints?.ocrGroups == [OCRGroup(name: "receipt", fieldIDs: ["total", "date"])])
    }

    @Test func duplicateKeysKeepTheLast() {
        let (hints, diagnostics) = parse(#"{"name": {"maxLength": 5, "maxLength": 9}}"#)
        #expect(hints?.field("name")?.maxLength == 9)
        #expect(codes(diagnostics) == ["hints.duplicate-key"])
    }

    // MARK: §3 field properties

    @Test(arguments: [
        (#""displayWidth": "narrow""#, 150), (#""displayWidth": "WIDE""#, 400), (#""displayWidth": "250""#, 250),
    ])
    func displayWidths(property: String, points: Int) {
        let (field, diagnostics) = field(property)
        #expect(field?.displayWidth?.points == points)
        #expect(diagnostics.isEmpty)
    }

    @Test func unknownWidthIsMediumWithASuggestion() {
        let (field, diagnostics) = field(#""displayWidth": "wdie""#)
        #expect(field?.displayWidth == .medium)
        #expect(codes(diagnostics) == ["hints.unknown-display-width"])
        #expect(diagnostics.first?.message.contains("\"wide\"") == true)
        #expect(diagnostics.first?.location.column == 27)
    }

    @Test func numericWidthIsUsedButWarned() {
        let (field, diagnostics) = field(#""displayWidth": 300"#)
        #expect(field?.displayWidth == .points(300))
        #expect(codes(diagnostics) == ["hints.numeric-display-width"])
    }

    @Test(arguments: [
        (#"20"#, 20), (#""20""#, 20), (#"20.0"#, 20), (#""+20""#, 20), (#"1e3"#, 1000),
        (#"9223372036854775807"#, Int.max),
    ])
    func numbersAsIntegersOrDigitStrings(literal: String, value: Int) {
        let (field, diagnostics) = field("\"maxLength\": \(literal)")
        #expect(field?.maxLength == value)
        #expect(diagnostics.isEmpty)
    }

    @Test(arguments: [#"20.5"#, #"" 3""#, #""1e3""#, #""20.0""#, #""""#, #"9223372036854775808"#])
    func numbersSixLayerDrops(literal: String) {
        let (field, diagnostics) = field("\"maxLength\": \(literal)")
        #expect(field?.maxLength == nil)
        #expect(codes(diagnostics) == ["hints.invalid-number"])
    }

    @Test(arguments: [("true", true), ("false", false), (#""true""#, true), (#""false""#, false)])
    func booleansAsBoolsOrExactStrings(literal: String, value: Bool) {
        let (field, diagnostics) = field("\"isHidden\": \(literal), \"isOptional\": \(literal)")
        #expect(field?.isHidden == value)
        #expect(field?.isOptional == value)
        #expect(diagnostics.isEmpty)
    }

    @Test func trueIsOneForNumbers() {
        let (field, diagnostics) = field(#""maxLength": true, "minLength": false"#)
        #expect(field?.maxLength == 1)
        #expect(field?.minLength == 0)
        #expect(codes(diagnostics) == ["hints.boolean-as-number", "hints.boolean-as-number"])
    }

    @Test(arguments: [("1", true), ("0", false), ("1.0", true)])
    func oneAndZeroAreBooleans(literal: String, value: Bool) {
        let (field, diagnostics) = field(
            "\"isHidden\": \(literal), \"isOptional\": \(literal), \"showCharacterCounter\": \(literal)")
        #expect(field?.isHidden == value)
        #expect(field?.isOptional == value)
        #expect(field?.showCharacterCounter == value)
        #expect(diagnostics.isEmpty)
    }

    @Test(arguments: [#""yes""#, #""True""#, "2", #""1""#])
    func booleansSixLayerDrops(literal: String) {
        let (field, diagnostics) = field("\"showCharacterCounter\": \(literal)")
        #expect(field?.showCharacterCounter == false)
        #expect(codes(diagnostics) == ["hints.invalid-boolean"])
    }

    @Test func isOptionalHasThreeStates() {
        #expect(field("").field?.isOptional == nil)
        #expect(field(#""isOptional": false"#).field?.isOptional == false)
    }

    @Test(arguments: [
        ("false", false, 0), (#""false""#, false, 0), ("true", true, 0), (#""no""#, true, 1), ("0", false, 0),
        ("2", true, 1), (#""0""#, true, 1),
    ])
    func isEditableIsFalseOnlyForFalse(literal: String, editable: Bool, warnings: Int) {
        let (field, diagnostics) = field("\"isEditable\": \(literal)")
        #expect(field?.isEditable == editable)
        #expect(diagnostics.count == warnings)
    }

    @Test func defaultValueReadsZeroAndOneAsBooleans() {
        #expect(field(#""defaultValue": 1"#).field?.defaultValue == .bool(true))
        #expect(field(#""defaultValue": 0, "fieldType": "boolean""#).diagnostics.isEmpty)
        #expect(codes(field(#""defaultValue": 0"#).diagnostics) == ["hints.numeric-default-as-boolean"])
        #expect(field(#""defaultValue": 2"#).field?.defaultValue == .integer(2))
        #expect(field(#""defaultValue": 2.5"#).field?.defaultValue == .number(2.5))
        #expect(field(#""defaultValue": 1.0"#).field?.defaultValue == .bool(true))
        #expect(field(#""defaultValue": "x""#).field?.defaultValue == .string("x"))
    }

    @Test func fieldTypeIsLowerCased() {
        #expect(field(#""fieldType": "Number""#).field?.fieldType == "number")
    }

    @Test func pickerOptions() {
        let (field, diagnostics) = field(
            #""inputType": "picker", "options": [{"value": "a", "label": "A"}, {"value": "b"}]"#)
        #expect(field?.options == [PickerOption(value: "a", label: "A")])
        #expect(codes(diagnostics) == ["hints.invalid-option"])
        // One element that is not an object drops every option, as SixLayer's cast does.
        let (dropped, warnings) = self.field(#""inputType": "picker", "options": [{"value": "a", "label": "A"}, 3]"#)
        #expect(dropped?.options == [])
        #expect(codes(warnings) == ["hints.wrong-type", "hints.picker-without-options"])
    }

    @Test func pickerOptionsKeyIsNeverRead() {
        let (field, diagnostics) = field(#""inputType": "picker", "pickerOptions": [{"value": "a"}]"#)
        #expect(field?.options.isEmpty == true)
        #expect(codes(diagnostics).sorted() == ["hints.picker-options-ignored", "hints.picker-without-options"])
    }

    @Test func expectedRangeNeedsBothEnds() {
        #expect(field(#""expectedRange": {"min": 1, "max": 9}"#).field?.expectedRange == ValueRange(min: 1, max: 9))
        let (field, diagnostics) = field(#""expectedRange": {"min": 1}"#)
        #expect(field?.expectedRange == nil)
        #expect(codes(diagnostics) == ["hints.incomplete-range"])
    }

    @Test func ocrHintsAsArrayCommaListOrPerLanguage() {
        let (field, diagnostics) = field(#""ocrHints": ["total", "sum"], "ocrHints.de": "Summe, Betrag""#)
        #expect(field?.ocrHints == ["total", "sum", "Summe", "Betrag"])
        #expect(diagnostics.isEmpty)
    }

    @Test func calculationGroupsGiveAFormula() {
        let (field, _) = field(
            #""calculationGroups": [{"id": "t", "formula": "a + b", "dependentFields": ["a", "b"], "priority": 1}]"#)
        #expect(field?.calculationFormula == "a + b")
    }

    @Test func stringKeysAreMetadata() {
        let (field, diagnostics) = field(#""placeholder": "Ada", "multiLine": "true", "custom": "x""#)
        #expect(field?.metadata("placeholder") == "Ada")
        #expect(field?.metadata("multiLine") == "true")
        #expect(field?.metadata("custom") == "x")
        #expect(diagnostics.isEmpty)
    }

    @Test func nonStringMetadataIsDropped() {
        let (field, diagnostics) = field(#""minLines": 3"#)
        #expect(field?.metadata("minLines") == nil)
        #expect(codes(diagnostics) == ["hints.unknown-key"])
        #expect(diagnostics.first?.message.contains("must be a string") == true)
    }

    @Test func nearMissKeysGetDidYouMean() {
        let (field, diagnostics) = field(#""displayWitdh": "wide", "maxLenght": 5"#)
        #expect(field?.displayWidth == nil)
        #expect(diagnostics.map(\.message).allSatisfy { $0.contains("Did you mean") })
        #expect(diagnostics.map(\.message).contains { $0.contains("`displayWidth`") })
        #expect(diagnostics.map(\.message).contains { $0.contains("`maxLength`") })
    }

    @Test func minLengthAboveMaxLength() {
        #expect(codes(field(#""minLength": 9, "maxLength": 3"#).diagnostics) == ["hints.min-exceeds-max"])
    }

    // MARK: §4 sections

}
