/// The comparison `check --require-signoff` makes between a form as it was signed off and as it is:
/// `diff`'s, in `diff`'s words, and beyond them the fields of groups (`shipping.city`) and a field's
/// own placeholder and help text, which a signed-off form also fixes.
extension FormDiff {
    public static func compareSignedOff(_ old: FormLayout, _ new: FormLayout) -> [FormChange] {
        var changes =
            compareSections(old, new) + compareFields(old, new)
            + comparePresentation(old.presentation, new.presentation) + compareTranslations(old, new)
        let before = placements(old)
        for (id, placed) in placements(new).sorted(by: { $0.key < $1.key }) {
            guard let previous = before[id] else { continue }
            changes += compareTexts(previous.field, placed.field, path: id, section: placed.section)
            changes += compareChildren(previous.field, placed.field, path: id, section: placed.section)
        }
        return changes
    }

    /// The placeholder and help text in the source language (other languages are translations).
    static func compareTexts(_ a: FieldLayout, _ b: FieldLayout, path: String, section: String) -> [FormChange] {
        var changes: [FormChange] = []
        let shown = { (text: String?) in text.map { "“\($0)”" } ?? "none" }
        for (what, was, now) in [("placeholder", a.placeholder, b.placeholder), ("help", a.helpText, b.helpText)]
        where was != now {
            changes.append(
                FormChange(
                    .fieldLabel, section: section, field: path, before: was, after: now,
                    summary: "\(what) of `\(path)` \(shown(was)) → \(shown(now))"))
        }
        return changes
    }

    /// A group's fields, by their path: added, removed, and each property of those in both.
    static func compareChildren(_ a: FieldLayout, _ b: FieldLayout, path: String, section: String) -> [FormChange] {
        var changes: [FormChange] = []
        let oldChildren = Dictionary(a.children.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let newIDs = Set(b.children.map(\.id))
        for child in a.children where !newIDs.contains(child.id) {
            changes.append(
                FormChange(
                    .fieldRemoved, section: section, field: "\(path).\(child.id)",
                    summary: "`\(path).\(child.id)` removed"))
        }
        for child in b.children {
            let childPath = "\(path).\(child.id)"
            guard var previous = oldChildren[child.id] else {
                changes.append(
                    FormChange(
                        .fieldAdded, section: section, field: childPath, summary: "`\(childPath)` added to `\(path)`"))
                continue
            }
            var current = child
            previous.id = childPath
            current.id = childPath
            changes += compareProperties(previous, current, section: section)
            changes += compareTexts(previous, current, path: childPath, section: section)
            changes += compareChildren(previous, current, path: childPath, section: section)
        }
        return changes
    }
}
