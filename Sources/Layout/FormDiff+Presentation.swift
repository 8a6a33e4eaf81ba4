import FormsmithCore

/// Changes to how SixLayer presents the model's items: one change per setting that differs, as
/// SixLayer reads it (so a value it ignores before and after is no change).
extension FormDiff {
    static func comparePresentation(_ old: PresentationHints, _ new: PresentationHints) -> [FormChange] {
        var changes: [FormChange] = []
        func compare(_ name: String, _ before: String?, _ after: String?) {
            guard before != after else { return }
            let shown = { (value: String?) in value.map { "`\($0)`" } ?? "none" }
            changes.append(
                FormChange(
                    .presentation, before: before, after: after, summary: "\(name) \(shown(before)) → \(shown(after))"))
        }
        compare("data type", old.dataType, new.dataType)
        compare("context", old.context, new.context)
        compare("complexity", old.complexity, new.complexity)
        compare("collection preference", describe(old.preference), describe(new.preference))
        for part in ["Title", "Subtitle", "Icon", "Color", "Footnote", "Status", "Description", "Tags"] {
            compare(
                "item \(part.lowercased()) field", old.preference("item\(part)Property"),
                new.preference("item\(part)Property"))
            compare(
                "item \(part.lowercased()) default", old.preference("item\(part)Default"),
                new.preference("item\(part)Default"))
        }
        compare("default colour", old.defaultColor, new.defaultColor)
        compare("item colour provider", old.colorProvider.map(describe), new.colorProvider.map(describe))
        return changes
    }

    public static func describe(_ preference: PresentationPreference) -> String {
        switch preference {
        case .single(let name): name
        case .countBased(let low, let high, let threshold): "countBased \(low) ≤ \(threshold) < \(high)"
        }
    }

    static func describe(_ provider: ItemColorProvider) -> String {
        let pairs = { (mapping: [KeyValue]) in mapping.map { "\($0.key): \($0.value)" }.joined(separator: ", ") }
        var text = "\(provider.property ?? "any property") {\(pairs(provider.mapping))}"
        if let status = provider.statusMapping { text += " status {\(pairs(status))}" }
        return text
    }
}
