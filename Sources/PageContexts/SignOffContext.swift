import Docs
import FormsmithCore
import Templates

/// A form's design sign-off as the pages show it (`formsmith-signoff.json`, read by the pipeline).
public struct SiteSignOff: Hashable, Sendable {
    /// `approved`, `changed` (since its sign-off) or `never`.
    public var status: String
    public var by: String?
    public var when: String?
    public var note: String?
    /// What changed since the sign-off, in `diff`'s words.
    public var changes: [String]
    /// Field path → the comment pinned to it, for fields unchanged since.
    public var fieldNotes: [KeyValue]

    public init(
        status: String, by: String? = nil, when: String? = nil, note: String? = nil, changes: [String] = [],
        fieldNotes: [KeyValue] = []
    ) {
        self.status = status
        self.by = by
        self.when = when
        self.note = note
        self.changes = changes
        self.fieldNotes = fieldNotes
    }
}

/// The `signOff` key of the review, model and index pages.
struct SignOffContext: FastTemplateEncodable {
    /// `approved`, `changed` or `never` (the heading's `data-signoff`).
    var state: String
    /// "Signed off by Ann on 2026-11-27", "Changed since its sign-off by Ann on 2026-11-27", "Never signed off".
    var text: String
    var by: String?
    var when: String?
    var note: String?
    /// Each change as HTML, its `names` as code.
    var changes: [String]
    var hasChanges: Bool
    /// "12 changes": the list stays folded past a few, so the form stays on the first screen.
    var changeCount: String
    var fewChanges: Bool
    var fieldNotes: [FieldNoteContext]
    var hasFieldNotes: Bool

    init(_ signOff: SiteSignOff) {
        state = signOff.status
        let who = signOff.by.map { " by \($0)" } ?? ""
        let day = signOff.when.map { " on \($0)" } ?? ""
        text =
            switch signOff.status {
            case "approved": "Signed off\(who)\(day)"
            case "changed": "Changed since its sign-off\(who)\(day)"
            default: "Never signed off"
            }
        (by, when, note) = (signOff.by, signOff.when, signOff.note)
        changes = signOff.changes.map(MarkdownHTMLRenderer.codeSpans)
        hasChanges = !changes.isEmpty
        changeCount = counted(changes.count, "change")
        fewChanges = changes.count <= 3
        fieldNotes = signOff.fieldNotes.map { FieldNoteContext(field: $0.key, note: $0.value) }
        hasFieldNotes = !fieldNotes.isEmpty
    }
}

struct FieldNoteContext: FastTemplateEncodable {
    var field: String
    var note: String
}

/// The index's sign-off summary: how many forms are signed off, and the ones that need it.
struct SignOffSummaryContext: Encodable {
    var approvedCount: Int
    var pendingCount: Int
    /// "3 of 5 forms signed off".
    var text: String
    var pending: [SignOffPendingContext]
    var hasPending: Bool
}

struct SignOffPendingContext: Encodable {
    var name: String
    var path: String
    var state: String
    var text: String
}

extension PageContextSource {
    /// A model's sign-off for its pages; nil when the project keeps no approvals file.
    func signOffContext(_ model: String) -> SignOffContext? { signOff[model].map(SignOffContext.init) }

    /// For the index, at the site's root.
    func signOffSummary() -> SignOffSummaryContext? {
        guard !signOff.isEmpty else { return nil }
        let pending = forms.compactMap { form -> SignOffPendingContext? in
            guard let state = signOff[form.name], state.status != "approved" else { return nil }
            return SignOffPendingContext(
                name: form.name, path: modelPage(form.name), state: state.status, text: SignOffContext(state).text)
        }
        let approved = forms.count - pending.count
        return SignOffSummaryContext(
            approvedCount: approved, pendingCount: pending.count,
            text: "\(approved) of \(counted(forms.count, "form")) signed off", pending: pending,
            hasPending: !pending.isEmpty)
    }

    /// What the index's sign-off summary reads: the status, approver and date of each form's approval.
    package var signOffKey: [String?] {
        signOff.isEmpty ? [] : forms.map { signOff[$0.name].map { "\($0.status) \($0.by ?? "") \($0.when ?? "")" } }
    }
}
