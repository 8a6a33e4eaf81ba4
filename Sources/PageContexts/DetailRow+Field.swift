import FormsmithCore
import Layout

extension DetailRow {
    /// A value as a detail view reads it: labels for options, Yes/No for switches, a dash for none;
    /// a group's fields one to a line. `value` gives each field's value, as the edit form has it.
    static func detailRow(_ field: FieldLayout, value: (FieldLayout) -> String?) -> DetailRow {
        let raw = value(field)
        let shown =
            field.control == .group
            ? field.children.compactMap { child in
                SampleValues.shown(value(child), for: child).map { "\(child.label): \($0)" }
            }.joined(separator: "\n")
            : SampleValues.shown(raw, for: field) ?? ""
        // A `Date` as SixLayer's detail writes one (`Text(date, style: .date)`); a date kept in a
        // `String` is printed as stored, as SixLayer prints it.
        let isDate = [.date, .time, .datetime].contains(field.control) && !ItemParts.isString(field)
        let date = isDate ? raw.flatMap { DateText.detail($0, control: field.control) } : nil
        return DetailRow(
            fieldID: field.id, label: field.label, value: date ?? (shown.isEmpty ? "—" : shown),
            isEmpty: shown.isEmpty, swatch: field.control == .color ? raw.flatMap(CSSValue.color) : nil,
            date: date == nil ? nil : raw, dateKind: date == nil ? nil : field.control.rawValue)
    }
}
