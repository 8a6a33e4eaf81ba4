import Foundation
import Testing
import FormsmithCLI
import FormsmithCore
import HintsFormat
import Layout
import Pipeline

/// The differential corpus: for every key and every kind of JSON value, the value SixLayer's
/// loader ends up with (written in `Fixtures/SixLayerReading/<key>.json` with where it was read
/// in SixLayer's source), checked against what Formsmith reads and what its manifest records.
@Suite struct SixLayerReadingTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/SixLayerReading")

    struct Fixture {
        var key: String
        var isSection: Bool
        var with: [(String, String)]
        var cases: [(json: String, sixLayer: String)]
        var model: String { key.prefix(1).uppercased() + key.dropFirst() + "Reading" }

        /// The hints file: one field (or section) per case, the case's JSON written as is.
        var hints: String {
            let extra = with.map { ", \"\($0.0)\": \($0.1)" }.joined()
            if isSection {
                let sections = cases.enumerated().map { index, testCase in
                    let fields = key == "fields" ? "" : ", \"fields\": [\"a\"]"
                    return
                        "{\"id\": \"\(Self.name(index))\", \"title\": \"S\"\(fields)\(extra), \"\(key)\": \(testCase.json)}"
                }
                return "{\n\"a\": {\"fieldType\": \"string\"},\n\"b\": {\"fieldType\": \"string\"},\n\"_sections\": [\n"
                    + sections.joined(separator: ",\n") + "\n]\n}\n"
            }
            let fieldType = with.contains { $0.0 == "fieldType" } ? "" : "\"fieldType\": \"string\", "
            let fields = cases.enumerated().map { index, testCase in
                "\"\(Self.name(index))\": {\(fieldType)\"\(key)\": \(testCase.json)\(extra)}"
            }
            return "{\n" + fields.joined(separator: ",\n") + "\n}\n"
        }

        static func name(_ index: Int) -> String { index < 10 ? "c0\(index)" : "c\(index)" }
    }

    static func loadFixtures() throws -> [Fixture] {
        let files = try FileManager.default.contentsOfDirectory(atPath: fixtures.path).filter { $0.hasSuffix(".json") }
            .sorted()
        return try files.map { file in
            let data = try Data(contentsOf: fixtures.appendingPathComponent(file))
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let source = try #require(object["source"] as? String)
            #expect(
                source.hasPrefix("Framework/Sources/Core/Models/DataHintsLoader.swift, "),
                "\(file) says where SixLayer reads it")
            let with = (object["with"] as? [String: Any] ?? [:]).sorted { $0.key < $1.key }.map {
                key, value -> (String, String) in
                if let text = value as? String { return (key, "\"\(text)\"") }
                return (key, (value as? Bool) == true ? "true" : "false")
            }
            let cases = try #require(object["cases"] as? [[String: String]]).map {
                ($0["json"] ?? "", $0["sixlayer"] ?? "")
            }
            return Fixture(
                key: try #require(object["key"] as? String), isSection: object["scope"] as? String == "section",
                with: with, cases: cases)
        }
    }

    /// What Formsmith's parser keeps, written as the fixtures write SixLayer's value.
    static func readValue(_ fixture: Fixture, hints: ModelHints, index: Int) -> String {
        if fixture.isSection {
            guard let section = hints.sections?.first(where: { $0.id == Fixture.name(index) }) else { return "missing" }
            switch fixture.key {
            case "isCollapsible": return String(section.isCollapsible)
            case "isCollapsed": return String(section.isCollapsed)
            default: return section.fieldIDs.joined(separator: ",")
            }
        }
        guard let field = hints.fields.first(where: { $0.id == Fixture.name(index) }) else { return "missing" }
        func text(_ value: Int?) -> String { value.map(String.init) ?? "nil" }
        func text(_ value: Bool?) -> String { value.map { String($0) } ?? "nil" }
        switch fixture.key {
        case "maxLength": return text(field.maxLength)
        case "minLength": return text(field.minLength)
        case "expectedLength": return text(field.expectedLength)
        case "isHidden": return text(field.isHidden)
        case "showCharacterCounter": return text(field.showCharacterCounter)
        case "isEditable": return text(field.isEditable)
        case "isOptional": return text(field.isOptional)
        // FieldHints keeps "not an array" as false, whether SixLayer has false or nothing.
        case "isArray": return field.isArray ? "true" : "false|nil"
        case "defaultValue":
            switch field.defaultValue {
            case .string(let value)?: return "\"\(value)\""
            case let value?: return value.description
            case nil: return "nil"
            }
        case "options":
            return field.options.isEmpty
                ? "nil" : field.options.map { "\($0.value)=\($0.label)" }.joined(separator: ",")
        case "calculationGroups": return field.calculationFormula ?? "nil"
        case "expectedRange":
            return field.expectedRange.map { "\(ValueRange.text($0.min))...\(ValueRange.text($0.max))" } ?? "nil"
        case "ocrHints": return field.ocrHints.isEmpty ? "nil" : field.ocrHints.joined(separator: "|")
        default: return "unknown key"
        }
    }

    @Test func formsmithReadsEveryValueAsSixLayerDoes() throws {
        let fixtures = try Self.loadFixtures()
        #expect(fixtures.count >= 16)
        for fixture in fixtures {
            let (hints, _) = HintsParser.parse(
                Array(fixture.hints.utf8), modelName: fixture.model, file: "Hints/\(fixture.model).hints")
            let parsed = try #require(hints, "\(fixture.key): the fixture's hints file is valid JSON")
            for (index, testCase) in fixture.cases.enumerated() {
                let read = Self.readValue(fixture, hints: parsed, index: index)
                #expect(
                    read == testCase.sixLayer || (read == "false|nil" && ["false", "nil"].contains(testCase.sixLayer)),
                    "\(fixture.key): \(testCase.json)")
            }
        }
    }

    /// The same fixtures built into a site: the manifest records what the app would show.
    @Test func theManifestAgreesWithSixLayer() throws {
        let fixtures = try Self.loadFixtures()
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sixlayer-reading-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Hints"), withIntermediateDirectories: true)
        for fixture in fixtures {
            try fixture.hints.write(
                to: root.appendingPathComponent("Hints/\(fixture.model).hints"), atomically: false, encoding: .utf8)
        }
        let output = root.appendingPathComponent("site")
        var command = try FormsmithCommand.parseAsRoot([
            "build", "--root", root.path, "--output", output.path, "--quiet",
        ])
        try command.run()
        let data = try Data(contentsOf: output.appendingPathComponent("manifest.json"))
        let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let models = try #require(manifest["models"] as? [[String: Any]])
        let forms = BuildPipeline(root: root, config: ProjectConfig()).run().forms

        for fixture in fixtures {
            let model = try #require(
                models.first { $0["name"] as? String == fixture.model }, "\(fixture.model) is built")
            let sections = model["sections"] as? [[String: Any]] ?? []
            if fixture.isSection {
                for (index, testCase) in fixture.cases.enumerated() {
                    let section = try #require(sections.first { $0["id"] as? String == Fixture.name(index) })
                    let observed: String =
                        switch fixture.key {
                        case "isCollapsible": String(section["collapsible"] as? Bool ?? false)
                        case "isCollapsed": String(section["collapsed"] as? Bool ?? false)
                        default:
                            (section["fields"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }.joined(
                                separator: ",")
                        }
                    #expect(observed == testCase.sixLayer, "\(fixture.key): \(testCase.json)")
                }
                continue
            }
            let shown = sections.flatMap { $0["fields"] as? [[String: Any]] ?? [] }
            let hidden = model["hidden"] as? [[String: Any]] ?? []
            let form = try #require(forms.first { $0.name == fixture.model })
            for (index, testCase) in fixture.cases.enumerated() {
                let id = Fixture.name(index)
                let isHidden = hidden.contains { $0["id"] as? String == id }
                let entry = try #require((shown + hidden).first { $0["id"] as? String == id }, "\(fixture.key): \(id)")
                let layout = try #require((form.renderedFields + form.hidden).first { $0.id == id })
                let expected = testCase.sixLayer
                let label = "\(fixture.key): \(testCase.json)"
                switch fixture.key {
                case "maxLength":
                    #expect((entry["maxLength"] as? Int).map(String.init) ?? "nil" == expected, "\(label)")
                case "minLength":
                    #expect((entry["minLength"] as? Int).map(String.init) ?? "nil" == expected, "\(label)")
                case "expectedLength":
                    #expect(
                        entry["widthSource"] as? String == (expected == "nil" ? "none" : "expectedLength"), "\(label)")
                    if let length = Int(expected) {
                        #expect(entry["width"] as? Int == DisplayWidth(expectedLength: length).points, "\(label)")
                    }
                case "isHidden": #expect(isHidden == (expected == "true"), "\(label)")
                case "showCharacterCounter": #expect(entry["counter"] as? Bool == (expected == "true"), "\(label)")
                case "isEditable": #expect(entry["editable"] as? Bool == (expected == "true"), "\(label)")
                case "isOptional": #expect(entry["required"] as? Bool == (expected != "true"), "\(label)")
                case "isArray": #expect((entry["control"] as? String == "list") == (expected == "true"), "\(label)")
                case "defaultValue":
                    let unquoted = expected.hasPrefix("\"") ? String(expected.dropFirst().dropLast()) : expected
                    #expect(entry["defaultValue"] as? String ?? "nil" == unquoted, "\(label)")
                case "options":
                    let options = (entry["options"] as? [[String: String]] ?? []).map {
                        "\($0["value"] ?? "")=\($0["label"] ?? "")"
                    }
                    #expect((options.isEmpty ? "nil" : options.joined(separator: ",")) == expected, "\(label)")
                    #expect((entry["control"] as? String == "select") == (expected != "nil"), "\(label)")
                case "calculationGroups":
                    #expect(entry["editable"] as? Bool == true, "\(label): a calculated field stays editable")
                    #expect(layout.formula ?? "nil" == expected, "\(label)")
                case "expectedRange":
                    let range =
                        layout.minimum.flatMap { minimum in layout.maximum.map { "\(minimum)...\($0)" } } ?? "nil"
                    #expect(range == expected, "\(label)")
                case "ocrHints":
                    #expect(
                        (layout.ocrHints.isEmpty ? "nil" : layout.ocrHints.joined(separator: "|")) == expected,
                        "\(label)")
                default:
                    Issue.record("no manifest check for \(fixture.key)")
                }
            }
        }
    }

    /// A calculation group does not make a field read-only; only isEditable false does, with a warning.
    @Test func calculatedFieldsStayEditable() throws {
        let json =
            #"{"total": {"fieldType": "number", "isEditable": false, "calculationGroups": [{"id": "t", "formula": "a + b", "dependentFields": ["a", "b"], "priority": 1}]}}"#
        let (hints, diagnostics) = HintsParser.parse(Array(json.utf8), modelName: "Bill", file: "Hints/Bill.hints")
        #expect(hints?.fields.first?.calculationFormula == "a + b")
        #expect(hints?.fields.first?.isEditable == false)
        #expect(diagnostics.map(\.code) == ["hints.calculated-read-only"])
        #expect(diagnostics.first?.location.line == 1)
    }

    /// Keys are Swift strings: "café" written precomposed and decomposed is one field, and the last one wins.
    @Test func keysCompareByCanonicalEquivalence() throws {
        let json =
            "{\"caf\u{E9}\": {\"fieldType\": \"string\", \"maxLength\": 5},\n \"cafe\u{301}\": {\"fieldType\": \"string\", \"maxLength\": 9},\n"
            + " \"_sections\": [{\"id\": \"s\", \"title\": \"S\", \"fields\": [\"cafe\u{301}\"]}]}"
        let (hints, diagnostics) = HintsParser.parse(Array(json.utf8), modelName: "Menu", file: "Hints/Menu.hints")
        let parsed = try #require(hints)
        #expect(parsed.fields.count == 1)
        #expect(parsed.fields.first?.maxLength == 9)
        #expect(diagnostics.map(\.code) == ["hints.duplicate-key"])
        let form = LayoutEngine(models: [:], previewedModels: ["Menu"]).layout(name: "Menu", model: nil, hints: parsed)
        #expect(form.sections.first?.fields.map(\.maxLength) == [9])
        #expect(form.unsectioned.isEmpty)
        #expect(!form.diagnostics.contains { $0.code == "hints.unknown-field" })
    }

    /// Every value SixLayer reads differently from what was plausibly meant gets a located warning.
    @Test func surprisingValuesAreWarnedAbout() {
        let cases: [(String, String)] = [
            (#""isHidden": 2"#, "hints.invalid-boolean"),
            (#""maxLength": true"#, "hints.boolean-as-number"),
            (#""showCharacterCounter": "yes""#, "hints.invalid-boolean"),
            (#""maxLength": -3"#, "hints.negative-length"),
            (#""inputType": "picker", "options": [{"value": "a"}]"#, "hints.invalid-option"),
            (#""options": [{"value": "a", "label": "A"}, "b"]"#, "hints.wrong-type"),
            (#""defaultValue": 1.0"#, "hints.numeric-default-as-boolean"),
            (#""ocrHints": "a, ,b""#, "hints.empty-ocr-keyword"),
            (#""expectedRange": {"min": 9, "max": 1}"#, "hints.min-exceeds-max"),
        ]
        for (properties, code) in cases {
            let json = "{\n  \"f\": {\"fieldType\": \"string\", \(properties)}\n}"
            let diagnostics = HintsParser.parse(Array(json.utf8), modelName: "M", file: "Hints/M.hints").diagnostics
            #expect(
                diagnostics.contains { $0.code == code && $0.location.line == 2 && $0.location.column > 1 },
                "\(properties)")
        }
    }
}
