/// How much a change may break for the app's users, for putting the riskiest first in a review.
extension FormChange {
    public enum Risk: Int, Comparable, Sendable {
        /// Data or a step taken away: a removed or hidden field, section or model, a field made
        /// required, a width narrowed below its label, a translation lost.
        case high
        /// The same data asked for differently: another control or options, read-only, renamed, narrowed.
        case medium
        /// Everything else: labels, order, defaults, widening.
        case low

        public static func < (lhs: Risk, rhs: Risk) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public var risk: Risk {
        switch kind {
        case .modelRemoved, .sectionRemoved, .fieldRemoved, .fieldHidden, .fitWarning, .accessibilityFinding: .high
        case .identifier: .medium
        case .fieldRequired: after == "required" ? .high : .low
        case .fieldControl, .fieldOptions, .fieldRenamed, .modelRenamed: .medium
        case .fieldEditable: after == "read-only" ? .medium : .low
        // A translation lost: the app's users in that language read the source text.
        case .translation: before != nil && after == nil ? .high : .low
        case .fieldWidth:
            inHintedLayoutOnly ? .low : cutsLabel ? .high : Self.isNarrowing(from: before, to: after) ? .medium : .low
        default: .low
        }
    }

    /// A fixed width below the one before, or a fixed width where the field filled its cell.
    private static func isNarrowing(from before: String?, to after: String?) -> Bool {
        guard let new = points(after) else { return false }
        guard let old = points(before) else { return true }
        return new < old
    }

    /// `200 pt` → 200; `fill` (the whole cell) → nil.
    private static func points(_ width: String?) -> Int? {
        width.flatMap { Int($0.split(separator: " ").first ?? "") }
    }
}

extension ModelReview {
    /// The risk of its riskiest change (low for a model with none).
    public var risk: FormChange.Risk { changes.map(\.risk).min() ?? .low }
}
