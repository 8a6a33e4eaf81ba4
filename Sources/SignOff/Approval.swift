/// One form's sign-off: who approved it, when, why, and the structure they approved.
public struct Approval: Hashable, Sendable {
    public var model: String
    public var by: String
    /// An ISO 8601 date (`2026-11-27`): a day is what reviewers quote, and a date alone keeps a
    /// re-approval on the same day from changing the line.
    public var when: String
    public var note: String?
    public var fieldNotes: [FieldNote]
    public var fingerprint: String
    /// The approved form's snapshot lines (`SignOffSnapshot`), canonical JSON.
    public var structure: [String]
    /// Where the entry starts in the approvals file (1 for one not read from it).
    public var line: Int
    public var column: Int

    public init(
        model: String, by: String, when: String, note: String?, fieldNotes: [FieldNote] = [],
        snapshot: SignOffSnapshot, line: Int = 1, column: Int = 1
    ) {
        self.model = model
        self.by = by
        self.when = when
        self.note = note
        self.fieldNotes = fieldNotes
        self.fingerprint = snapshot.fingerprint
        self.structure = snapshot.lines
        self.line = line
        self.column = column
    }

    public var snapshot: SignOffSnapshot { SignOffSnapshot(lines: structure) }
}

/// A comment pinned to one field of an approved form (`shipping.city`), shown on that field until
/// the field changes.
public struct FieldNote: Hashable, Sendable {
    public var field: String
    public var note: String

    public init(field: String, note: String) {
        self.field = field
        self.note = note
    }
}

/// The approvals file as read: its approvals, sorted by model, and what was wrong with it.
public struct SignOffRecord: Hashable, Sendable {
    public var approvals: [Approval]
    /// Nil when the file could be read; else the error that says where it cannot (a merge
    /// conflict, broken JSON), and then no form counts as signed off.
    public var unreadable: String?

    public init(approvals: [Approval] = [], unreadable: String? = nil) {
        self.approvals = approvals
        self.unreadable = unreadable
    }

    public func approval(of model: String) -> Approval? { approvals.last { $0.model == model } }

    /// Adds or replaces a model's approval, keeping the entries sorted by model.
    public mutating func record(_ approval: Approval) {
        approvals.removeAll { $0.model == approval.model }
        approvals.append(approval)
        approvals.sort { $0.model < $1.model }
    }
}
