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
            id: sections.first?.id ?? "default", title: "", fields: fields.filter { !$0.isGroup }.map(settingsRow),
            headingID: sections.first?.headingID ?? "", change: sections.first?.change,
            changeLabel: sections.first?.changeLabel)
        for group in fields where group.isGroup {
            add(
                id: group.fieldID, title: group.label, fields: (group.children ?? []).map(settingsRow),
                headingID: group.htmlID,
                change: group.change, changeLabel: group.changeLabel)
        }
        return result
    }

    /// A setting's row as `AutomaticSettingsViewDSL.setting(_:keyPath:…)` draws it: a `String` is
    /// `TextField(name)` (its placeholder the setting's name, not SixLayer's "Enter text"), and an
    /// integer is `Stepper { Text("Name: value") }`, the value in the stepper's own label.
    func settingsRow(_ field: FieldContext) -> FieldContext {
        var row = field
        // A read-only setting is its LabeledContent row: the name leading, the value trailing.
        if row.ignoresEditable, row.isTextField {
            (row.isDisplay, row.isTextField, row.disabled, row.placeholder) = (true, false, false, nil)
            if (row.value ?? "").isEmpty { row.value = "—" }
            return row
        }
        guard row.isTextField, row.editable else { return row }
        if row.inputType == "number" && row.inputMode == "numeric" {
            (row.isTextField, row.isStepper, row.control) = (false, true, "stepper")
            row.label = "\(row.label): \(row.value ?? "0")"
            row.placeholder = nil
        } else if row.control == "text" {
            row.placeholder = row.label
        }
        return row
    }
}
