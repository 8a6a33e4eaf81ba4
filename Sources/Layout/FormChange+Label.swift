/// The few words the review page shows on a changed field or section, beside its outline, so a
/// change reads without its colour: "+ added", "width 150 pt → 200 pt", "moved from contact".
extension FormChange {
    /// `before`: the label for the form as it was (a renamed field says where its name went).
    public func markLabel(before: Bool = false) -> String {
        switch kind {
        case .modelAdded, .sectionAdded, .fieldAdded: "+ added"
        case .fieldShown: "+ shown"
        case .modelRemoved, .sectionRemoved, .fieldRemoved: "− removed"
        case .fieldHidden: "− hidden"
        case .modelRenamed, .fieldRenamed:
            before ? "renamed to \(after ?? "")" : "renamed from \(self.before ?? "")"
        case .fieldMoved, .sectionMoved:
            // Within a section the positions are given, between sections the section's id.
            (before ? after : self.before).map { place in
                "moved \(before ? "to" : "from") \(Int(place) == nil ? place : "position \(place)")"
            } ?? "moved"
        case .fieldWidth:
            "width \(self.before ?? "") → \(after ?? "")" + (cutsLabel ? ", narrower than its label" : "")
                + (inHintedLayoutOnly ? " (hints' layout only)" : "")
        case .fieldControl: "control \(self.before ?? "") → \(after ?? "")"
        case .fieldRequired, .fieldEditable: "now \(after ?? "")"
        case .fieldLimits: "limits changed"
        case .fieldOptions: "options changed"
        case .fieldLabel: "label changed"
        case .fieldDefault: "default changed"
        case .sectionRetitled: "retitled"
        case .sectionRestyled: "layout \(self.before ?? "") → \(after ?? "")"
        case .sectionDescription: "description changed"
        case .sectionCollapsible: after == "true" ? "now collapsible" : "no longer collapsible"
        case .sectionCollapsed: after == "true" ? "now starts collapsed" : "now starts open"
        case .presentation: "presentation changed"
        case .samples: "sample items changed"
        case .language: after.map { "language \($0) added" } ?? "language \(self.before ?? "") dropped"
        case .translation:
            summary.split(separator: " ").first.map { "\($0) translation changed" } ?? "translation changed"
        case .fitWarning: "too wide in \(after ?? "a language")"
        case .readingOrder: "reading order changed"
        case .spokenLabel: "VoiceOver reads it differently"
        case .identifier: "identifier \(self.before ?? "") → \(after ?? "")"
        case .accessibilityFinding: "new accessibility finding"
        }
    }
}
