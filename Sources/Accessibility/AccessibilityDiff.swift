import FormsmithCore
import Layout

/// What VoiceOver reads differently between two versions of a form, in the source language, as
/// `diff` reports it: two fields read in the other order, a field's spoken label or its
/// control's changed, an identifier changed (a UI test finding the field by it breaks), and an
/// accessibility warning the form did not have (high risk).
public enum AccessibilityDiff {
    public static func changes(before: FormLayout, after: FormLayout) -> [FormChange] {
        guard after.look == .sixLayer else { return [] }
        let reader = VoiceOverReader()
        // Every section open: a field's place and words count even where its section starts closed.
        let (old, new) = (reader.elements(of: before, expanded: true), reader.elements(of: after, expanded: true))
        var sectionOf: [String: String] = [:]
        for section in after.sections { for field in section.fields { sectionOf[field.id] = section.id } }
        return readingOrder(old, new, sectionOf: sectionOf) + spoken(old, new, sectionOf: sectionOf)
            + findings(before, after, sectionOf: sectionOf)
    }

    /// Each field's label row, in reading order: field path → (order, spoken label).
    static func labelRows(_ elements: [SpokenElement]) -> [(field: String, label: String)] {
        elements.compactMap { element in
            guard element.role == .fieldLabel, let field = element.fieldID else { return nil }
            return (field, element.label)
        }
    }

    /// "reading order: Last Name is now read before First Name", for each pair of neighbours
    /// (of the fields in both versions) that VoiceOver reached the other way round before.
    static func readingOrder(
        _ old: [SpokenElement], _ new: [SpokenElement], sectionOf: [String: String]
    ) -> [FormChange] {
        let before = labelRows(old)
        let position = Dictionary(before.enumerated().map { ($1.field, $0) }, uniquingKeysWith: { first, _ in first })
        let common = labelRows(new).filter { position[$0.field] != nil }
        var changes: [FormChange] = []
        for (first, second) in zip(common, common.dropFirst())
        where position[first.field]! > position[second.field]! {
            let (earlier, later) = (name(first.label), name(second.label))
            changes.append(
                FormChange(
                    .readingOrder, section: sectionOf[first.field], field: first.field, before: later, after: earlier,
                    summary: "reading order: \(earlier) is now read before \(later)"))
        }
        return changes
    }

    /// A field's spoken label (label row or control) or its control's identifier, changed.
    static func spoken(_ old: [SpokenElement], _ new: [SpokenElement], sectionOf: [String: String]) -> [FormChange] {
        func byField(_ elements: [SpokenElement], _ role: SpokenElement.Role) -> [String: SpokenElement] {
            var result: [String: SpokenElement] = [:]
            for element in elements where element.role == role {
                if let field = element.fieldID, result[field] == nil { result[field] = element }
            }
            return result
        }
        var changes: [FormChange] = []
        let (oldLabels, oldControls) = (byField(old, .fieldLabel), byField(old, .control))
        let newControls = byField(new, .control)
        for element in new where element.role == .fieldLabel {
            guard let field = element.fieldID, let was = oldLabels[field] else { continue }
            let (control, wasControl) = (newControls[field], oldControls[field])
            if was.label != element.label || wasControl?.label != control?.label {
                let now = [element.label, control?.label ?? ""].filter { !$0.isEmpty }.joined(separator: " · ")
                let then = [was.label, wasControl?.label ?? ""].filter { !$0.isEmpty }.joined(separator: " · ")
                changes.append(
                    FormChange(
                        .spokenLabel, section: sectionOf[field], field: field, before: then, after: now,
                        summary: "VoiceOver reads `\(field)` as “\(now)” (was “\(then)”)"))
            }
            if let control, let wasControl, control.identifier != wasControl.identifier {
                changes.append(
                    FormChange(
                        .identifier, section: sectionOf[field], field: field, before: wasControl.identifier,
                        after: control.identifier,
                        summary:
                            "identifier of `\(field)`: \(wasControl.identifier) → \(control.identifier); a UI test that finds it by the old one will break"
                    ))
            }
        }
        return changes
    }

    /// Accessibility warnings of `after` that `before` did not have (said alike, at any line).
    static func findings(_ before: FormLayout, _ after: FormLayout, sectionOf: [String: String]) -> [FormChange] {
        let check = AccessibilityCheck()
        let warnings = { (form: FormLayout) in check.diagnostics(for: form).filter { $0.severity != .info } }
        let known = Set(warnings(before).map { $0.code + " " + $0.message })
        return warnings(after).filter { !known.contains($0.code + " " + $0.message) }.map { diagnostic in
            let field = fieldID(of: diagnostic.message)
            return FormChange(
                .accessibilityFinding, section: field.flatMap { sectionOf[$0] }, field: field, after: diagnostic.code,
                summary: "new accessibility finding [\(diagnostic.code)]: \(diagnostic.message)")
        }
    }

    /// The field a finding's message starts with (`` `email`: … ``).
    static func fieldID(of message: String) -> String? {
        guard message.hasPrefix("`"), let end = message.dropFirst().firstIndex(of: "`") else { return nil }
        return String(message[message.index(after: message.startIndex)..<end])
    }

    /// A label row's label without ", required".
    static func name(_ label: String) -> String {
        label.hasSuffix(", required") ? String(label.dropLast(10)) : label
    }
}
