import Testing
import FormsmithCore
@testable import Layout

@Suite struct LayoutEngineTests {
    let hintsFile = "Hints/User.hints"

    func location(_ line: Int = 1) -> FormsmithCore.SourceLocation {
        FormsmithCore.SourceLocation(file: hintsFile, line: line, column: 1)
    }

    func hintsField(_ id: String, _ configure: (inout FieldHints) -> Void = { _ in }) -> FieldHints {
        var field = FieldHints(id: id, location: location())
        configure(&field)
        return field
    }

    func model(_ fields: [(String, String, Bool)], name: String = "User") -> Model {
        Model(
            name: name, kind: .struct,
            fields: fields.map {
                ModelField(
                    name: $0.0, type: TypeReference(name: $0.1, isOptional: $0.2),
                    location: FormsmithCore.SourceLocation(file: "User.swift"))
            }, location: FormsmithCore.SourceLocation(file: "User.swift"))
    }

    @Test(arguments: [
        (LayoutStyle.vertical, 5, 1, 16), (.standard, 5, 1, 16), (.compact, 5, 1, 8), (.spacious, 5, 1, 20),
        (.horizontal, 1, 2, 16), (.horizontal, 7, 2, 16),
        (.grid, 0, 1, 16), (.grid, 3, 1, 16), (.grid, 4, 2, 16), (.grid, 8, 2, 16), (.grid, 9, 3, 16),
        (.grid, 30, 3, 16),
        (.adaptive, 4, 1, 16), (.adaptive, 5, 2, 16), (.adaptive, 8, 2, 16), (.adaptive, 9, 3, 16),
    ])
    func columnsAndGaps(style: LayoutStyle, fields: Int, columns: Int, gap: Int) {
        #expect(style.columns(fieldCount: fields) == columns)
        #expect(style.gap == gap)
    }

    @Test(arguments: [
        ("postalCode", "Postal Code"), ("userID", "User ID"), ("url", "URL"), ("first_name", "First Name"),
        ("imageURL", "Image URL"), ("HTMLBody", "HTML Body"), ("line2", "Line 2"), ("uid", "UID"),
        ("ownerUid", "Owner UID"),
    ])
    func labelsFromIdentifiers(id: String, label: String) {
        #expect(FieldLabel.titleCase(id) == label)
        #expect(FieldLabel.characterTitleCase(id) == label)
    }

    /// The byte path for ASCII identifiers labels every one as the Character path does.
    @Test func asciiLabelsMatchTheCharacterRules() {
        var generator = SplitMix(seed: 7)
        let alphabet = Array("aZbY09_- iIdDuUrRlL$.".utf8)
        for _ in 0..<5_000 {
            let length = Int(generator.next() % 12)
            let id = String(
                decoding: (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] },
                as: UTF8.self)
            #expect(FieldLabel.asciiTitleCase(id) == FieldLabel.characterTitleCase(id), "\(id)")
        }
        #expect(FieldLabel.asciiTitleCase("prénom") == nil)
        #expect(FieldLabel.titleCase("prénomÉtat") == "Prénom État")
    }

    @Test func withoutSectionsOneDefaultSectionInModelOrder() {
        let engine = LayoutEngine(models: [:], previewedModels: ["User"])
        let hints = ModelHints(
            modelName: "User", file: hintsFile, fields: [hintsField("b"), hintsField("secret") { $0.isHidden = true }])
        let form = engine.layout(
            name: "User", model: model([("a", "String", false), ("b", "Int", true), ("secret", "String", false)]),
            hints: hints)
        #expect(form.sections.map(\.id) == ["default"])
        #expect(form.sections.first?.title == "Form Fields")
        #expect(form.sections.first?.fields.map(\.id) == ["a", "b"])
        #expect(form.hidden.map(\.id) == ["secret"])
        #expect(form.diagnostics.filter { $0.severity != .info }.isEmpty)
    }

    @Test func sectionsInOrderWithUnknownAndUnsectionedFields() {
        let engine = LayoutEngine(models: [:], previewedModels: [])
        let hints = ModelHints(
            modelName: "User", file: hintsFile,
            fields: [hintsField("a"), hintsField("b"), hintsField("c"), hintsField("d")],
            sections: [
                SectionHints(
                    id: "second", title: "Second", fieldIDs: ["c", "a", "ghost"], layoutStyle: .horizontal,
                    location: location(3)),
                SectionHints(
                    id: "first", title: "First", fieldIDs: ["b", "b"], isCollapsible: true, isCollapsed: true,
                    location: location(9)),
            ])
        let form = engine.layout(name: "User", model: nil, hints: hints)
        #expect(form.sections.map(\.id) == ["second", "first"])
        #expect(form.sections[0].fields.map(\.id) == ["c", "a"])
        #expect(form.sections[0].columns == 2)
        #expect(form.sections[1].fields.map(\.id) == ["b", "b"])
        #expect(form.sections[1].collapsible && form.sections[1].collapsed)
        #expect(form.unsectioned.map(\.id) == ["d"])
        #expect(form.diagnostics.map(\.code) == ["hints.unknown-field", "hints.unsectioned-fields"])
        #expect(form.diagnostics.first?.location.line == 3)
        #expect(form.diagnostics.first?.message.contains("`ghost`") == true)
    }

    @Test func aPreferenceNamingNoFieldIsAWarningAtItsValue() {
        let engine = LayoutEngine(models: [:], previewedModels: [])
        var hints = ModelHints(modelName: "User", file: hintsFile, fields: [hintsField("name")])
        hints.presentation.customPreferences = [
            KeyValue(key: "itemTitleProperty", value: "fullName"), KeyValue(key: "itemTitleDefault", value: "Someone"),
            KeyValue(key: "itemSubtitleProperty", value: "name"),
        ]
        hints.presentation.propertyLocations = [
            "itemTitleProperty": location(3), "itemSubtitleProperty": location(4),
        ]
        let form = engine.layout(name: "User", model: nil, hints: hints)
        let warnings = form.diagnostics.filter { $0.code == "hints.unknown-property" }
        #expect(warnings.map(\.location) == [location(3)])
        #expect(warnings.first?.message.contains("SixLayer uses `Someone`") == true)
        #expect(form.presentation == hints.presentation)
    }

    @Test func widthsAndTheirSources() {
        let engine = LayoutEngine(models: [:], previewedModels: [])
        let hints = ModelHints(
            modelName: "M", file: hintsFile,
            fields: [
                hintsField("a") { $0.displayWidth = .narrow },
                hintsField("b") {
                    $0.displayWidth = .points(320); $0.expectedLength = 5
                },
                hintsField("c") { $0.expectedLength = 25 },
                hintsField("d"),
            ])
        let fields = engine.layout(name: "M", model: nil, hints: hints).renderedFields
        #expect(fields.map(\.width) == [150, 320, 200, nil])
        #expect(fields.map(\.widthSource) == [.displayWidth, .displayWidth, .expectedLength, .none])
    }

    @Test func controlsFollowTheRulesInOrder() {
        let status = Model(
            name: "Status", kind: .enum,
            cases: [EnumCase(name: "open"), EnumCase(name: "closedForGood", rawValue: "closed")],
            inheritedTypes: ["String", "CaseIterable"])
        let address = Model(
            name: "Address", kind: .struct, fields: [ModelField(name: "city", type: TypeReference(name: "String"))])
        let engine = LayoutEngine(models: ["Status": status, "Address": address], previewedModels: ["User", "Order"])
        let user = model([
            ("name", "String", false), ("email", "String", false), ("age", "UInt8", false), ("ratio", "Double", false),
            ("active", "Bool", false), ("born", "Date", false), ("site", "URL", true), ("id", "UUID", false),
            ("status", "Status", false), ("address", "Address", false), ("order", "Order", true),
            ("photo", "Data", true),
            ("homePhone", "Unknown", false), ("bio", "String", false), ("pick", "String", false),
            ("count", "String", false),
        ])
        let hints = ModelHints(
            modelName: "User", file: hintsFile,
            fields: [
                hintsField("bio") { $0.metadata = [KeyValue(key: "multiLine", value: "true")] },
                hintsField("pick") {
                    $0.inputType = "picker"; $0.options = [PickerOption(value: "x", label: "X")]
                },
                hintsField("count") { $0.fieldType = "number" },
            ])
        let fields = engine.layout(name: "User", model: user, hints: hints).renderedFields
        let controls = Dictionary(uniqueKeysWithValues: fields.map { ($0.id, $0.control) })
        #expect(
            controls == [
                "name": .text, "email": .email, "age": .number, "ratio": .number, "active": .toggle, "born": .date,
                "site": .url, "id": .uuid, "status": .select, "address": .group, "order": .relationship, "photo": .file,
                "homePhone": .tel, "bio": .textarea, "pick": .select, "count": .number,
            ])
        let byID = Dictionary(uniqueKeysWithValues: fields.map { ($0.id, $0) })
        #expect(byID["age"]?.minimum == "0")
        #expect(byID["age"]?.step == "1")
        #expect(byID["age"]?.inputMode == "numeric")
        #expect(byID["ratio"]?.step == "any")
        #expect(
            byID["status"]?.options == [
                PickerOption(value: "open", label: "Open"), PickerOption(value: "closed", label: "Closed For Good"),
            ])
        #expect(byID["address"]?.children.map(\.id) == ["city"])
        #expect(byID["order"]?.relatedModel == "Order")
        #expect(byID["bio"]?.rows == 3)
    }

    @Test func requiredEditableAndLimits() {
        let engine = LayoutEngine(models: [:], previewedModels: [])
        let user = model([
            ("a", "String", false), ("b", "String", true), ("c", "String", false), ("d", "Bool", false),
            ("e", "Int", false),
        ])
        let hints = ModelHints(
            modelName: "User", file: hintsFile,
            fields: [
                hintsField("a") {
                    $0.maxLength = 10; $0.minLength = 2; $0.showCharacterCounter = true
                },
                hintsField("b") { $0.isOptional = false },
                hintsField("c") { $0.isEditable = false },
                hintsField("e") {
                    $0.maxLength = 5; $0.expectedRange = ValueRange(min: 1, max: 9)
                },
            ])
        let fields = engine.layout(name: "User", model: user, hints: hints).renderedFields
        #expect(fields.map(\.required) == [true, true, false, false, true])
        #expect(fields.map(\.editable) == [true, true, false, true, true])
        #expect(fields[0].maxLength == 10 && fields[0].minLength == 2 && fields[0].counter)
        #expect(fields[4].maxLength == nil)
        #expect((fields[4].minimum, fields[4].maximum) == ("1", "9"))
    }

    @Test func hintsFieldsTheModelLacksAreReported() {
        let engine = LayoutEngine(models: [:], previewedModels: [])
        let hints = ModelHints(modelName: "User", file: hintsFile, fields: [hintsField("ghost")])
        let form = engine.layout(name: "User", model: model([("a", "String", false)]), hints: hints)
        #expect(form.diagnostics.map(\.code) == ["hints.field-not-in-model", "hints.field-without-hints"])
    }

    @Test func defaultValuesFromHintsThenSwift() {
        let engine = LayoutEngine(models: [:], previewedModels: [])
        var user = model([("a", "String", false), ("b", "Bool", false), ("c", "Int", false)])
        user.fields[0].defaultValue = "\"Ada\""
        user.fields[1].defaultValue = "true"
        user.fields[2].defaultValue = "compute()"
        let hints = ModelHints(
            modelName: "User", file: hintsFile, fields: [hintsField("b") { $0.defaultValue = .bool(false) }])
        let fields = engine.layout(name: "User", model: user, hints: hints).renderedFields
        #expect(fields.map(\.defaultValue) == ["Ada", "false", nil])
    }
}

@Suite struct ModelChecksTests {
    let engine = LayoutEngine(models: [:], previewedModels: [])

    func field(_ id: String, _ configure: (inout FieldHints) -> Void) -> FieldHints {
        var field = FieldHints(
            id: id, location: FormsmithCore.SourceLocation(file: "Hints/M.hints", line: 4, column: 3))
        configure(&field)
        return field
    }

    @Test func fieldTypeContradictingTheSwiftType() {
        let model = Model(name: "M", kind: .struct, fields: [ModelField(name: "age", type: TypeReference(name: "Int"))])
        let hints = ModelHints(modelName: "M", file: "Hints/M.hints", fields: [field("age") { $0.fieldType = "date" }])
        let form = engine.layout(name: "M", model: model, hints: hints)
        #expect(form.diagnostics.map(\.code) == ["hints.field-type-mismatch"])
        #expect(form.renderedFields.first?.control == .date)
    }

    @Test func lengthsOnANonTextField() {
        let model = Model(name: "M", kind: .struct, fields: [ModelField(name: "on", type: TypeReference(name: "Bool"))])
        let hints = ModelHints(modelName: "M", file: "Hints/M.hints", fields: [field("on") { $0.maxLength = 4 }])
        #expect(
            engine.layout(name: "M", model: model, hints: hints).diagnostics.map(\.code) == ["hints.length-on-non-text"]
        )
    }

    @Test func notesForUnhintedFieldsAndFormsmithInputTypes() {
        let model = Model(
            name: "M", kind: .struct,
            fields: [
                ModelField(name: "mail", type: TypeReference(name: "String")),
                ModelField(name: "plain", type: TypeReference(name: "String")),
            ])
        let hints = ModelHints(
            modelName: "M", file: "Hints/M.hints", fields: [field("mail") { $0.inputType = "email" }])
        let form = engine.layout(name: "M", model: model, hints: hints)
        #expect(form.diagnostics.map(\.code).sorted() == ["hints.field-without-hints", "hints.formsmith-input-type"])
        #expect(form.diagnostics.allSatisfy { $0.severity == .info })
        #expect(form.renderedFields.first?.control == .email)
    }

    @Test func explicitSectionsWinOverHintsSections() {
        let hints = ModelHints(
            modelName: "M", file: "Hints/M.hints", fields: [field("a") { _ in }, field("b") { _ in }],
            sections: [
                SectionHints(id: "h", title: "H", fieldIDs: ["a"], location: FormsmithCore.SourceLocation(file: "x"))
            ])
        let explicit = [
            SectionHints(
                id: "e", title: "E", fieldIDs: ["b", "a"], layoutStyle: .horizontal,
                location: FormsmithCore.SourceLocation(file: "formsmith.yml"))
        ]
        let form = engine.layout(name: "M", model: nil, hints: hints, explicitSections: explicit)
        #expect(form.sections.map(\.id) == ["e"])
        #expect(form.sections.first?.fields.map(\.id) == ["b", "a"])
        #expect(form.sections.first?.columns == 2)
    }
}

/// A small seeded generator, so the generated cases are the same on every run.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
