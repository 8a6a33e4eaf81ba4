import Testing
import FormsmithCore
@testable import FormsmithCLI
import Layout
import Pipeline

/// The pull-request comment puts the riskiest forms and changes first and links each form to
/// its heading on the hosted review page.
@Suite struct ReviewFormatterTests {
    func form(_ name: String, _ fields: [FieldLayout]) -> FormLayout {
        FormLayout(
            name: name, title: name, sources: FormSources(hints: "Hints/\(name).hints"), documentation: nil,
            sections: [
                SectionLayout(
                    id: "main", title: "Main", description: nil, layoutStyle: .vertical, columns: 1, gap: 16,
                    collapsible: false, collapsed: false, metadata: [], fields: fields)
            ], hidden: [], unsectioned: [], defaults: [], ocrGroups: [], diagnostics: [])
    }

    func field(_ id: String, _ configure: (inout FieldLayout) -> Void = { _ in }) -> FieldLayout {
        var field = FieldLayout(id: id, label: FieldLabel.titleCase(id), control: .text)
        configure(&field)
        return field
    }

    @Test func theRiskiestFormsAndChangesComeFirst() {
        let email = field("email") { $0.typeDescription = "String" }
        let base = [
            form("Calm", [field("note")]),
            form("Risky", [field("name"), email, field("phone"), field("age") { $0.width = 200 }]),
        ]
        let head = [
            form("Calm", [field("note") { $0.label = "Notes" }]),
            form(
                "Risky",
                [
                    field("name") { $0.required = true }, field("emailAddress") { $0.typeDescription = "String" },
                    field("age") { $0.width = 120 },
                ]),
        ]
        let report = FormDiff.compare(base: base, head: head)
        let markdown = ReviewFormatter.markdown(report, reviewLink: "https://example.org/r/index.html")
        let rows = markdown.split(separator: "\n").filter { $0.hasPrefix("| [") }
        #expect(
            rows == [
                "| [Risky](https://example.org/r/index.html#model-Risky) (changed) | high | 0 | 1 | 3 | 0 | `phone` removed |",
                "| [Calm](https://example.org/r/index.html#model-Calm) (changed) | low | 0 | 0 | 1 | 0 | — |",
            ])
        let needsALook = markdown.components(separatedBy: "### Needs a look\n\n")[1]
            .components(separatedBy: "\n\n")[0].split(separator: "\n")
        #expect(
            needsALook == [
                "- **high**: [Risky](https://example.org/r/index.html#model-Risky): `phone` removed",
                "- **high**: [Risky](https://example.org/r/index.html#model-Risky): requirement of `name` optional → required",
                "- medium: [Risky](https://example.org/r/index.html#model-Risky): `email` renamed `emailAddress` (label “Email” → “Email Address”)",
                "- medium: [Risky](https://example.org/r/index.html#model-Risky): width of `age` 200 pt → 120 pt",
            ])
        // GitHub annotations: risky changes are warnings, on the model's hints file when the field has no line.
        let github = ReviewFormatter.github(report, pathPrefix: "App/")
        #expect(github.contains("::warning file=App/Hints/Risky.hints,title=Risky%3A field-removed::`phone` removed\n"))
        #expect(github.contains("::notice file=App/Hints/Calm.hints,title=Calm%3A field-label::label of `note`"))
    }

    /// Measured with the Inter font (installed by the test script), as the diff command measures.
    @Test func aLabelThatNoLongerFitsIsTheRiskiestChange() throws {
        let measure = try #require(LabelWidths.measure, "install fonts-inter")
        let before = form("Address", [field("mailingAddressLine") { $0.width = 320 }])
        let after = form("Address", [field("mailingAddressLine") { $0.width = 100 }])
        let report = FormDiff.compare(base: [before], head: [after], labelWidth: measure)
        let change = try #require(report.models.first?.changes.first)
        #expect(change.cutsLabel && change.risk == .high)
        #expect(change.summary.hasPrefix("width of `mailingAddressLine` 320 pt → 100 pt, narrower than its label ("))
        #expect(ReviewFormatter.markdown(report, reviewLink: nil).contains("- **high**: Address: width of"))
    }
}
