import FormsmithCore
import Layout

extension FormLayout {
    /// A form of one section holding one text field, `title`: the smallest a site shows.
    static func titleOnly(_ name: String) -> FormLayout {
        FormLayout(
            name: name, title: name, sources: FormSources(swift: "\(name).swift", hints: nil), documentation: nil,
            sections: [
                SectionLayout(
                    id: "main", title: "Main", description: nil, layoutStyle: .vertical, columns: 1, gap: 16,
                    collapsible: false, collapsed: false, metadata: [],
                    fields: [FieldLayout(id: "title", label: "Title", control: .text)])
            ], hidden: [], unsectioned: [], defaults: [], ocrGroups: [], diagnostics: [])
    }
}
