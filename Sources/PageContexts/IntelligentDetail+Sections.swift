import Layout

/// The detail context's sections, as each of `IntelligentDetailView`'s strategies groups the fields.
extension IntelligentDetail {
    /// `compact`: one list. `standard` (and the first tab of `tabbed`): a group per field type,
    /// sorted by the type's name and titled `rawValue.capitalized`. `detailed`: a group per
    /// priority (Primary, Secondary, Tertiary), each field a card with its type and flags.
    func sections(value: (FieldLayout) -> String?, ids: inout HTMLIDAllocator) -> [DetailSectionContext] {
        let groups: [(id: String, title: String?, fields: [Field])]
        switch strategy {
        case .compact:
            groups = [("fields", nil, fields)]
        case .standard, .tabbed:
            groups = Dictionary(grouping: fields, by: \.kind).sorted { $0.key < $1.key }.map { kind, fields in
                (kind.rawValue, Self.label(kind.rawValue), fields)
            }
        case .detailed:
            groups = Dictionary(grouping: fields) { Self.priority($0.layout.id) }.sorted { $0.key < $1.key }.map {
                priority, fields in (priority, Self.label(priority), fields)
            }
        }
        return groups.map { group in
            DetailSectionContext(
                id: group.id, title: group.title, headingID: ids.allocate("detail-\(group.id)"),
                rows: group.fields.map { row($0, value: value) })
        }
    }

    /// "11 fields • complex complexity", under the detailed view's large title.
    var summary: String? {
        strategy == .detailed ? "\(fields.count) fields • \(complexity) complexity" : nil
    }

    private func row(_ field: Field, value: (FieldLayout) -> String?) -> DetailRow {
        var row = DetailRow.detailRow(field.layout, value: value)
        row.label = Self.label(field.layout.id)
        // Every value, a `Date` too, is `String(describing:)`, as the default field view prints it
        // ("2026-03-10 00:00:00 +0000"): in every language, so no script rewrites it.
        row.value = field.described
        row.isEmpty = field.raw == nil && field.layout.control != .group
        (row.date, row.dateKind) = (nil, nil)
        if strategy == .detailed {
            let identifiable =
                field.layout.control == .relationship || field.layout.children.contains { $0.id == "id" }
            // The type, then the flags in SixLayer's orange, blue and green (presentation/detail.css).
            let flags = [
                (field.isOptional, "o", "Optional"), (field.isArray, "a", "Array"), (identifiable, "i", "Identifiable"),
            ]
            row.metaHTML =
                field.kind.rawValue
                + flags.filter(\.0).map { " <span class=\"fs-\($0.1)\">\($0.2)</span>" }.joined()
        }
        return row
    }
}
