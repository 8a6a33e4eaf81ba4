import FormsmithCore
import Layout

/// Small forms built in code, each field at its own hints line.
enum FormFixture {
    static func field(
        _ id: String, _ label: String, _ control: Control = .text, line: Int = 1,
        configure: (inout FieldLayout) -> Void = { _ in }
    ) -> FieldLayout {
        var field = FieldLayout(id: id, label: label, control: control)
        field.location = SourceLocation(file: "Hints/Contact.hints", line: line, column: 5)
        configure(&field)
        return field
    }

    static func form(_ fields: [FieldLayout], title: String = "Contact", collapsed: Bool = false) -> FormLayout {
        let section = SectionLayout(
            id: "main", title: "Details", description: nil, layoutStyle: .vertical, columns: 1, gap: 16,
            collapsible: collapsed, collapsed: collapsed, metadata: [], fields: fields)
        return FormLayout(
            name: "Contact", title: title, sources: FormSources(hints: "Hints/Contact.hints"), documentation: nil,
            sections: [section], hidden: [], unsectioned: [], defaults: [], ocrGroups: [], diagnostics: [])
    }
}
