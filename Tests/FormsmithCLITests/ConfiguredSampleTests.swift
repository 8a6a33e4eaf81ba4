import Testing
import FormsmithCore
import Layout
@testable import Pipeline

/// `formsmith.yml` `samples:`: the project's own items, checked against their fields.
@Suite struct ConfiguredSampleTests {
    func form() -> FormLayout {
        var age = FieldLayout(id: "age", label: "Age", control: .number)
        age.typeDescription = "Int"
        var role = FieldLayout(id: "role", label: "Role", control: .select)
        role.options = [PickerOption(value: "admin", label: "Admin"), PickerOption(value: "member", label: "Member")]
        let fields = [
            FieldLayout(id: "name", label: "Name", control: .text), age, role,
            FieldLayout(id: "active", label: "Active", control: .toggle),
            FieldLayout(id: "born", label: "Born", control: .date),
        ]
        let section = SectionLayout(
            id: "main", title: "Main", description: nil, layoutStyle: .vertical, columns: 1, gap: 16,
            collapsible: false,
            collapsed: false, metadata: [], fields: fields)
        return FormLayout(
            name: "User", title: "User", sources: FormSources(), documentation: nil, sections: [section], hidden: [],
            unsectioned: [], defaults: [], ocrGroups: [], diagnostics: [])
    }

    @Test func samplesAreReadWithTheirPlaces() {
        let (config, diagnostics) = ProjectConfig.parse(
            "samples:\n  User:\n    - name: Grace\n      age: 42\n    - name: Alan\n  Order: nothing\n")
        #expect(config.samples["User"]?.map { $0.map(\.field) } == [["name", "age"], ["name"]])
        #expect(config.samples["User"]?.first?.last?.value == "42")
        #expect(config.samples["User"]?.first?.last?.location.line == 4)
        #expect(diagnostics.map(\.code) == ["config.wrong-type"])
    }

    @Test func valuesThatFitGoOnTheFormAndOthersAreWarnedAbout() {
        var forms = [form()]
        let place = { (line: Int) in SourceLocation(file: "formsmith.yml", line: line, column: 12) }
        let samples = [
            "User": [
                [
                    ConfiguredSample(field: "name", value: "Grace", location: place(3)),
                    ConfiguredSample(field: "age", value: "forty", location: place(4)),
                    ConfiguredSample(field: "role", value: "owner", location: place(5)),
                    ConfiguredSample(field: "active", value: "yes", location: place(6)),
                    ConfiguredSample(field: "born", value: "1906-12-09", location: place(7)),
                    ConfiguredSample(field: "nickname", value: "Amazing", location: place(8)),
                ]
            ],
            "Ghost": [[ConfiguredSample(field: "x", value: "1", location: place(10))]],
        ]
        let diagnostics = ConfiguredSample.apply(samples, to: &forms)
        #expect(forms[0].samples == [["name": "Grace", "born": "1906-12-09"]])
        #expect(
            diagnostics.map(\.code) == ["config.unknown-model"] + Array(repeating: "config.invalid-sample", count: 4))
        #expect(diagnostics.map(\.location.line) == [10, 4, 5, 6, 8])
        #expect(diagnostics[2].message.contains("is a picker of `admin`, `member`"))
    }
}
