/// One difference between two versions of a form, as `formsmith diff` reports it.
public struct FormChange: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case modelAdded = "model-added", modelRemoved = "model-removed", modelRenamed = "model-renamed"
        case sectionAdded = "section-added", sectionRemoved = "section-removed", sectionMoved = "section-moved"
        case sectionRetitled = "section-retitled", sectionRestyled = "section-restyled", sectionDescription =
            "section-description"
        case sectionCollapsible = "section-collapsible", sectionCollapsed = "section-collapsed"
        case fieldAdded = "field-added", fieldRemoved = "field-removed", fieldMoved = "field-moved"
        case fieldRenamed = "field-renamed"
        case fieldHidden = "field-hidden", fieldShown = "field-shown"
        case fieldControl = "field-control", fieldWidth = "field-width", fieldLimits = "field-limits"
        case fieldRequired = "field-required", fieldEditable = "field-editable", fieldOptions = "field-options"
        case fieldLabel = "field-label", fieldDefault = "field-default"
        /// `_defaults`: data type, context, complexity, collection preference, item parts, colours.
        case presentation = "presentation"
        /// The sample items (`samples:` in formsmith.yml) the previews show.
        case samples = "samples"
        /// A language of the app's strings added or dropped.
        case language = "language"
        /// A label, placeholder, help, option or section in one language reads differently.
        case translation = "translation"
        /// A text that now does not fit its field in some language.
        case fitWarning = "fit-warning"
        /// VoiceOver reads two fields in the other order.
        case readingOrder = "reading-order"
        /// What VoiceOver says of a field's label or control changed.
        case spokenLabel = "spoken-label"
        /// A field's accessibility identifier changed: a UI test that finds it by it breaks.
        case identifier = "identifier"
        /// An accessibility finding (`accessibility.*` warning) the form did not have.
        case accessibilityFinding = "accessibility-finding"
    }

    public var kind: Kind
    public var section: String?
    public var field: String?
    public var before: String?
    public var after: String?
    /// A sentence for people: "width of `email` 200 pt → 400 pt".
    public var summary: String
    /// A width now narrower than the field's label as drawn (measured, where a font is installed).
    public var cutsLabel = false
    /// A change the app does not show: a width, where the form's view (`DynamicFormView`) applies
    /// no `displayWidth`. It is drawn in the hints' layout only, and is low risk.
    public var inHintedLayoutOnly = false

    public init(
        _ kind: Kind, section: String? = nil, field: String? = nil, before: String? = nil, after: String? = nil,
        summary: String
    ) {
        self.kind = kind
        self.section = section
        self.field = field
        self.before = before
        self.after = after
        self.summary = summary
    }

    /// How the review page marks the changed thing.
    public var mark: String {
        switch kind {
        case .modelAdded, .sectionAdded, .fieldAdded, .fieldShown: "added"
        case .modelRemoved, .sectionRemoved, .fieldRemoved, .fieldHidden: "removed"
        case .sectionMoved, .fieldMoved: "moved"
        default: "changed"
        }
    }
}

/// One model in a review: what became of it, and how its form changed.
public struct ModelReview: Hashable, Sendable {
    public enum Status: String, Hashable, Sendable {
        case added, removed, renamed, changed, unchanged
    }

    public var name: String
    public var status: Status
    /// The model's name before, for renamed models.
    public var previousName: String?
    public var changes: [FormChange]
    public var before: FormLayout?
    public var after: FormLayout?
}

/// Every model of both revisions, changed ones first.
public struct ReviewReport: Hashable, Sendable {
    public var models: [ModelReview]

    public var changed: [ModelReview] { models.filter { $0.status != .unchanged } }
    public var unchanged: [ModelReview] { models.filter { $0.status == .unchanged } }
    public var hasChanges: Bool { !changed.isEmpty }

    /// How many changes of each kind, for the summary table.
    public var counts: [(kind: FormChange.Kind, count: Int)] {
        let all = models.flatMap(\.changes)
        return FormChange.Kind.allCases.compactMap { kind in
            let count = all.filter { $0.kind == kind }.count
            return count > 0 ? (kind, count) : nil
        }
    }
}
