/// The fields of two versions of a form compared: added, removed, renamed, moved, hidden, shown,
/// and each property of those in both.
extension FormDiff {
    /// Each rendered field's first place: its section and the field itself.
    static func placements(_ form: FormLayout) -> [String: (section: String, field: FieldLayout)] {
        var result: [String: (section: String, field: FieldLayout)] = [:]
        for section in form.sections {
            for field in section.fields where result[field.id] == nil { result[field.id] = (section.id, field) }
        }
        return result
    }

    static func compareFields(_ old: FormLayout, _ new: FormLayout, labelWidth: LabelWidth? = nil) -> [FormChange] {
        var changes: [FormChange] = []
        var before = placements(old)
        let after = placements(new)
        // A renamed field is compared as the same field under its new name.
        let renamed = renames(old, new, before: before, after: after)
        for (oldID, newID) in renamed.sorted(by: { $0.key < $1.key }) {
            before[newID] = before.removeValue(forKey: oldID)
        }
        let oldOffForm = Set((old.hidden + old.unsectioned).map(\.id)),
            newOffForm = Set((new.hidden + new.unsectioned).map(\.id))
        let newHidden = Set(new.hidden.map(\.id)), oldHidden = Set(old.hidden.map(\.id))

        for section in old.sections {
            for field in section.fields
            where renamed[field.id] == nil && after[field.id] == nil && before[field.id]?.section == section.id {
                if newOffForm.contains(field.id) {
                    let reason = newHidden.contains(field.id) ? "is now hidden" : "is now in no section"
                    changes.append(
                        FormChange(
                            .fieldHidden, section: section.id, field: field.id, summary: "`\(field.id)` \(reason)"))
                } else {
                    changes.append(
                        FormChange(
                            .fieldRemoved, section: section.id, field: field.id, summary: "`\(field.id)` removed"))
                }
            }
        }
        for section in new.sections {
            let oldSection = old.sections.first { $0.id == section.id }
            let oldOrder = (oldSection?.fields.map { renamed[$0.id] ?? $0.id } ?? []).filter {
                before[$0]?.section == section.id && after[$0]?.section == section.id
            }
            let newOrder = section.fields.map(\.id).filter {
                before[$0]?.section == section.id && after[$0]?.section == section.id
            }
            let stayed = Set(longestCommonSubsequence(oldOrder, newOrder))
            var seen: Set<String> = []
            // A field listed twice is compared once, at its first place.
            for field in section.fields where after[field.id]?.section == section.id && seen.insert(field.id).inserted {
                guard let previous = before[field.id] else {
                    if oldOffForm.contains(field.id) {
                        let reason = oldHidden.contains(field.id) ? "was hidden" : "was in no section"
                        changes.append(
                            FormChange(
                                .fieldShown, section: section.id, field: field.id,
                                summary: "`\(field.id)` is now shown (\(reason))"))
                    } else {
                        changes.append(
                            FormChange(
                                .fieldAdded, section: section.id, field: field.id,
                                summary: "`\(field.id)` added to “\(section.title)”"))
                    }
                    continue
                }
                let oldID = renamed.first(where: { $0.value == field.id })?.key
                if let oldID {
                    // The label a name gives goes with it: said here, not as a change of its own.
                    let label =
                        previous.field.label == field.label
                        ? "" : " (label “\(previous.field.label)” → “\(field.label)”)"
                    changes.append(
                        FormChange(
                            .fieldRenamed, section: section.id, field: field.id, before: oldID, after: field.id,
                            summary: "`\(oldID)` renamed `\(field.id)`\(label)"))
                }
                if previous.section != section.id {
                    changes.append(
                        FormChange(
                            .fieldMoved, section: section.id, field: field.id, before: previous.section,
                            after: section.id,
                            summary: "`\(field.id)` moved from section “\(previous.section)” to “\(section.id)”"))
                } else if !stayed.contains(field.id) {
                    changes.append(
                        FormChange(
                            .fieldMoved, section: section.id, field: field.id,
                            before: "\(oldOrder.firstIndex(of: field.id)! + 1)",
                            after: "\(newOrder.firstIndex(of: field.id)! + 1)",
                            summary:
                                "`\(field.id)` moved within “\(section.title)” from position \(oldOrder.firstIndex(of: field.id)! + 1) to \(newOrder.firstIndex(of: field.id)! + 1)"
                        ))
                }
                changes += compareProperties(previous.field, field, section: section.id, labelWidth: labelWidth).filter
                {
                    oldID == nil || $0.kind != .fieldLabel
                }
            }
        }
        if !new.picture.appliesHintedWidths {
            for index in changes.indices where changes[index].kind == .fieldWidth {
                changes[index].inHintedLayoutOnly = true
                changes[index].summary += " (not visible in DynamicFormView, which applies no displayWidth)"
            }
        }
        return changes
    }

    /// Fields renamed in the model and its hints together, old id → new id: a field gone from a
    /// section and one new in its place (same section, same position among its fields), alike in
    /// everything but the name and what it gives (the label, the control). Anything else is a
    /// removal and an addition.
    static func renames(
        _ old: FormLayout, _ new: FormLayout, before: [String: (section: String, field: FieldLayout)],
        after: [String: (section: String, field: FieldLayout)]
    ) -> [String: String] {
        let offForm = Set((old.hidden + old.unsectioned + new.hidden + new.unsectioned).map(\.id))
        var renamed: [String: String] = [:]
        var newNames: Set<String> = []
        for section in new.sections {
            guard let oldSection = old.sections.first(where: { $0.id == section.id }) else { continue }
            // A new field at its first place only (a field listed twice is one field), each name taken once.
            for (position, field) in section.fields.enumerated()
            where before[field.id] == nil && !offForm.contains(field.id) && position < oldSection.fields.count
                && after[field.id]?.section == section.id && !newNames.contains(field.id)
            {
                let gone = oldSection.fields[position]
                guard after[gone.id] == nil, !offForm.contains(gone.id), renamed[gone.id] == nil,
                    before[gone.id]?.section == section.id
                else { continue }
                var asRenamed = gone
                asRenamed.id = field.id
                asRenamed.label = field.label
                asRenamed.location = field.location
                // The control a name suggests (`email` an email field) goes with the name; the
                // field's type must still be the same. A changed control is reported as such.
                asRenamed.control = field.control
                asRenamed.inputMode = field.inputMode
                if asRenamed == field {
                    renamed[gone.id] = field.id
                    newNames.insert(field.id)
                }
            }
        }
        return renamed
    }

    static func compareProperties(
        _ a: FieldLayout, _ b: FieldLayout, section: String, labelWidth: LabelWidth? = nil
    ) -> [FormChange] {
        var changes: [FormChange] = []
        func add(_ kind: FormChange.Kind, _ before: String, _ after: String, _ what: String) {
            changes.append(
                FormChange(
                    kind, section: section, field: b.id, before: before, after: after,
                    summary: "\(what) of `\(b.id)` \(before) → \(after)"))
        }
        let controlA = a.control.rawValue + (a.itemControl.map { " of \($0.rawValue)" } ?? "")
        let controlB = b.control.rawValue + (b.itemControl.map { " of \($0.rawValue)" } ?? "")
        if controlA != controlB { add(.fieldControl, controlA, controlB, "control") }
        if a.width != b.width {
            add(.fieldWidth, a.width.map { "\($0) pt" } ?? "fill", b.width.map { "\($0) pt" } ?? "fill", "width")
            // Narrowed below its label: the label no longer fits on its line (SixLayer's label
            // row is as wide as the field).
            if let width = b.width, width < a.width ?? Int.max, let label = labelWidth?(b.label), label > Double(width)
            {
                changes[changes.count - 1].cutsLabel = true
                changes[changes.count - 1].summary += ", narrower than its label (\(Int(label.rounded(.up))) pt)"
            }
        }
        let limitsA = limits(a), limitsB = limits(b)
        if limitsA != limitsB { add(.fieldLimits, limitsA, limitsB, "limits") }
        if a.required != b.required {
            add(
                .fieldRequired, a.required ? "required" : "optional", b.required ? "required" : "optional",
                "requirement")
        }
        if a.editable != b.editable {
            add(.fieldEditable, a.editable ? "editable" : "read-only", b.editable ? "editable" : "read-only", "editing")
        }
        if a.options != b.options {
            add(
                .fieldOptions, a.options.map(\.label).joined(separator: ", "),
                b.options.map(\.label).joined(separator: ", "), "options")
        }
        if a.label != b.label { add(.fieldLabel, "“\(a.label)”", "“\(b.label)”", "label") }
        if a.defaultValue != b.defaultValue {
            add(.fieldDefault, a.defaultValue ?? "none", b.defaultValue ?? "none", "default value")
        }
        return changes
    }

    static func limits(_ field: FieldLayout) -> String {
        var parts: [String] = []
        if let minimum = field.minLength { parts.append("min length \(minimum)") }
        if let maximum = field.maxLength { parts.append("max length \(maximum)") }
        if let minimum = field.minimum { parts.append("min \(minimum)") }
        if let maximum = field.maximum { parts.append("max \(maximum)") }
        if let step = field.step { parts.append("step \(step)") }
        if field.counter { parts.append("counter") }
        return parts.isEmpty ? "none" : parts.joined(separator: ", ")
    }
}
