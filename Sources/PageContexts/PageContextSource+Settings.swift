import FormsmithCore
import Layout

/// An AutomaticSettings type as AutomaticSettings' own SwiftUI views draw it: a grouped `Form`
/// whose first section holds the top-level settings and whose nested structs are sections of their own.
extension PageContextSource {
    func settingsSections(_ sections: [SectionContext]) -> [SectionContext] {
        let fields = sections.flatMap(\.fields)
        var result: [SectionContext] = []
        func add(
            id: String, title: String, fields: [FieldContext], headingID: String, change: String?, changeLabel: String?
        ) {
            guard !fields.isEmpty else { return }
            var section = SectionContext(
                id: id, title: title, layoutStyle: LayoutStyle.vertical.rawValue, columns: 1, gap: 0,
                collapsible: false, collapsed: false, headingID: headingID, fields: fields, description: nil,
                change: change, changeLabel: changeLabel)
            section.hasTitle = !title.isEmpty
            result.append(section)
        }
        add(
            id: sections.first?.id ?? "default", title: "", fields: fields.filter { !$0.isGroup },
            headingID: sections.first?.headingID ?? "", change: sections.first?.change,
            changeLabel: sections.first?.changeLabel)
        for group in fields where group.isGroup {
            add(
                id: group.fieldID, title: group.label, fields: group.children ?? [], headingID: group.htmlID,
                change: group.change, changeLabel: group.changeLabel)
        }
        return result
    }
}
