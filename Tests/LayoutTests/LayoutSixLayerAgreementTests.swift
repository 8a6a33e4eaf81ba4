import Testing
import FormsmithCore
@testable import Layout

/// Forms where Formsmith must show what SixLayer shows: hints-first `uuid` fields, and field ids
/// that are one Swift string in two Unicode spellings.
@Suite struct LayoutSixLayerAgreementTests {
    let engine = LayoutEngine(models: [:], previewedModels: [])
    /// `prénom` precomposed (NFC: U+00E9) and decomposed (NFD: `e` + U+0301).
    static let composed = "pr\u{E9}nom"
    static let decomposed = "pre\u{301}nom"

    func field(_ id: String, _ configure: (inout FieldHints) -> Void = { _ in }) -> FieldHints {
        var field = FieldHints(id: id, location: SourceLocation(file: "Hints/User.hints", line: 1, column: 1))
        configure(&field)
        return field
    }

    func form(_ fields: [FieldHints], sections: [SectionHints]? = nil) -> FormLayout {
        engine.layout(
            name: "User", model: nil,
            hints: ModelHints(modelName: "User", file: "Hints/User.hints", fields: fields, sections: sections))
    }

    /// SixLayer's `IntelligentFormView` renders a `.uuid` field as a `TextField` disabled only by
    /// `isEditable` false; an `isHidden` it does not read as true (2, "True") leaves it shown.
    @Test func aHintsUUIDFieldIsShownAndEditableUnlessIsEditableIsFalse() {
        // What the parser reads from `{"fieldType": "uuid", "isHidden": 2}`: not hidden, editable.
        let layout = form([field("id") { $0.fieldType = "uuid" }, field("name") { $0.fieldType = "string" }])
        let id = layout.renderedFields.first { $0.id == "id" }
        #expect(layout.hidden.isEmpty)
        #expect(id?.control == .uuid)
        #expect(id?.editable == true)
        #expect(id?.required == true)

        let readOnly = form([
            field("id") {
                $0.fieldType = "uuid"
                $0.isEditable = false
            }
        ])
        #expect(readOnly.renderedFields.first?.editable == false)
        #expect(readOnly.renderedFields.first?.required == false)
    }

    @Test func aSectionFindsAFieldWrittenInTheOtherSpelling() {
        let section = SectionHints(
            id: "s", title: "S", fieldIDs: ["nom", Self.decomposed],
            location: SourceLocation(file: "Hints/User.hints", line: 1, column: 1))
        let layout = form([field(Self.composed), field("nom")], sections: [section])
        #expect(layout.renderedFields.map(\.id) == ["nom", Self.composed])
        #expect(layout.unsectioned.isEmpty)
        #expect(!layout.diagnostics.contains { $0.code == "hints.unknown-field" })
    }

    @Test func aSwiftFieldAndItsHintsInTheOtherSpellingAreOneField() {
        let model = Model(
            name: "User", kind: .struct,
            fields: [Self.composed, "nom"].map {
                ModelField(
                    name: $0, type: TypeReference(name: "String", isOptional: false),
                    location: SourceLocation(file: "User.swift"))
            }, location: SourceLocation(file: "User.swift"))
        let hints = ModelHints(
            modelName: "User", file: "Hints/User.hints", fields: [field(Self.decomposed) { $0.maxLength = 9 }])
        let layout = engine.layout(name: "User", model: model, hints: hints)
        #expect(layout.renderedFields.map(\.id) == [Self.composed, "nom"])
        #expect(layout.renderedFields.first?.maxLength == 9)
    }
}
