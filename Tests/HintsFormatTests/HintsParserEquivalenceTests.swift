import Testing
import FormsmithCore
@testable import HintsFormat

/// Where Formsmith's reading must agree with SixLayer's loader (`DataHintsLoader.swift`):
/// flags of hints-first `uuid` fields, and keys that are one Swift string in two spellings.
@Suite struct HintsParserEquivalenceTests {
    /// `prénom` precomposed (NFC: U+00E9) and decomposed (NFD: `e` + U+0301).
    static let composed = "pr\u{E9}nom"
    static let decomposed = "pre\u{301}nom"

    func parse(_ text: String) -> (hints: ModelHints?, diagnostics: [Diagnostic]) {
        HintsParser.parse(Array(text.utf8), modelName: "User", file: "Hints/User.hints")
    }

    func codes(_ diagnostics: [Diagnostic]) -> [String] { diagnostics.map(\.code) }

    // MARK: uuid fields with an isHidden SixLayer does not read as a Bool

    /// `isHidden` is true only for `"true"` or a value `as? Bool` reads as true; `isEditable` is
    /// false only for `"false"` or `false`/0. A uuid field with `isHidden: 2` is shown and editable.
    @Test(arguments: ["2", #""True""#, "-1", "0.5", #""1""#, "null"])
    func uuidFieldWithAnUnreadIsHiddenIsVisibleAndEditable(isHidden: String) {
        let (hints, diagnostics) = parse(#"{"id": {"fieldType": "uuid", "isHidden": \#(isHidden)}}"#)
        let field = hints?.field("id")
        #expect(field?.fieldType == "uuid")
        #expect(field?.isHidden == false)
        #expect(field?.isEditable == true)
        #expect(codes(diagnostics) == ["hints.invalid-boolean"])
    }

    // MARK: keys equal under canonical equivalence

    /// The two spellings differ in bytes, so a byte comparison would keep them apart.
    @Test func theSpellingsAreOneSwiftStringButNotOneByteString() {
        #expect(Array(Self.composed.utf8) != Array(Self.decomposed.utf8))
        #expect(Self.composed == Self.decomposed)
    }

    @Test func twoSpellingsOfAFieldKeyAreOneFieldAndTheLastWins() {
        let (hints, diagnostics) = parse(
            #"{"\#(Self.composed)": {"maxLength": 5}, "nom": {}, "\#(Self.decomposed)": {"maxLength": 9}}"#)
        #expect(hints?.fields.count == 2)
        #expect(hints?.field(Self.composed)?.maxLength == 9)
        #expect(hints?.field(Self.decomposed)?.maxLength == 9)
        #expect(codes(diagnostics) == ["hints.duplicate-key"])
        // The warning points at the spelling that is dropped: the first.
        #expect(diagnostics.first?.location.column == 2)
    }

    @Test func aSectionNamingTheOtherSpellingFindsTheField() {
        let (hints, diagnostics) = parse(
            #"{"\#(Self.composed)": {}, "nom": {}, "_sections": [{"id": "s", "title": "S", "fields": ["\#(Self.decomposed)", "nom"]}]}"#
        )
        #expect(hints?.sections?.first?.fieldIDs.first == Self.composed)
        #expect(diagnostics.isEmpty)
    }

    @Test func twoSpellingsOfAPropertyKeyAreOneProperty() {
        let (hints, diagnostics) = parse(
            #"{"a": {"pr\#u{E9}fixe": "x", "pre\#u{301}fixe": "y"}}"#)
        #expect(hints?.field("a")?.metadata.count == 1)
        #expect(codes(diagnostics) == ["hints.duplicate-key"])
    }
}
