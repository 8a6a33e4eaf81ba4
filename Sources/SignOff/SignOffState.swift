import FormsmithCore
import HintsFormat
import Layout
import Parallel
import JSONReader

/// Where one form stands: signed off as it is, changed since, or never signed off.
public struct SignOffState: Hashable, Sendable {
    public enum Status: String, Hashable, Sendable {
        case approved, changed, never
    }

    public var model: String
    public var status: Status
    /// The approval, for a form approved once (approved or changed since).
    public var approval: Approval?
    /// What changed since the approval, in `diff`'s words.
    public var changes: [FormChange]
    /// The approval's field comments whose field has not changed since.
    public var fieldNotes: [FieldNote]

    public init(
        model: String, status: Status, approval: Approval? = nil, changes: [FormChange] = [],
        fieldNotes: [FieldNote] = []
    ) {
        self.model = model
        self.status = status
        self.approval = approval
        self.changes = changes
        self.fieldNotes = fieldNotes
    }

    public var needsSignOff: Bool { status != .approved }

    /// One line: whose sign-off, and how many changes since (`summary` lists them).
    public var headline: String {
        switch status {
        case .approved, .never: summary
        case .changed:
            "`\(model)` changed since its sign-off" + (approval.map { " by \($0.by) on \($0.when)" } ?? "")
                + (changes.isEmpty ? " (its structure differs)" : " (\(counted(changes.count, "change")))")
        }
    }

    /// Each change since the sign-off on a line of its own, at most ten, for beneath `headline`.
    public var detailLines: [String] {
        let shown = changes.prefix(10).map { "- " + $0.summary }
        return shown + (changes.count > 10 ? ["- and \(changes.count - 10) more: `formsmith diff` lists them all"] : [])
    }

    /// "`Customer` changed since its sign-off by Ann on 2026-11-27: width of `email` 200 pt → 400 pt".
    public var summary: String {
        switch status {
        case .approved:
            "`\(model)` is signed off" + (approval.map { " by \($0.by) on \($0.when)" } ?? "")
        case .never: "`\(model)` was never signed off"
        case .changed:
            "`\(model)` changed since its sign-off" + (approval.map { " by \($0.by) on \($0.when)" } ?? "") + ": "
                + (changes.isEmpty ? "its structure differs" : changes.map(\.summary).joined(separator: "; "))
        }
    }
}

/// The sign-off state of every form, from the approvals file.
public enum SignOffStates {
    /// Each form's state, by form order. A form whose snapshot has the approved fingerprint is
    /// approved without more work; only a changed one is compared, to say what changed.
    public static func evaluate(forms: [FormLayout], record: SignOffRecord?) -> [SignOffState] {
        guard let record, record.unreadable == nil else {
            return forms.map { SignOffState(model: $0.name, status: .never) }
        }
        let byModel = Dictionary(record.approvals.map { ($0.model, $0) }, uniquingKeysWith: { _, last in last })
        // On every core: a snapshot of every form is most of what sign-off adds to `check`.
        return forms.parallelMap { form in
            guard let approval = byModel[form.name] else { return SignOffState(model: form.name, status: .never) }
            let snapshot = SignOffSnapshot(form)
            if snapshot.fingerprint == approval.fingerprint {
                return SignOffState(
                    model: form.name, status: .approved, approval: approval, fieldNotes: approval.fieldNotes)
            }
            let approved = SignOffSnapshot.form(named: form.name, from: nodes(approval.structure))
            let current = SignOffSnapshot.form(named: form.name, from: nodes(snapshot.lines))
            let changes = FormDiff.compareSignedOff(approved, current)
            return SignOffState(
                model: form.name, status: .changed, approval: approval, changes: changes,
                fieldNotes: unchangedFieldNotes(approval, now: snapshot))
        }
    }

    /// The notes on fields that are as they were (the field with its group's fields), compared
    /// as read back, so a line laid out otherwise is no change.
    static func unchangedFieldNotes(_ approval: Approval, now: SignOffSnapshot) -> [FieldNote] {
        let (was, current) = (fieldLines(approval.structure), fieldLines(now.lines))
        return approval.fieldNotes.filter { note in
            let id = String(note.field.prefix { $0 != "." })
            return was[id] != nil && was[id] == current[id]
        }
    }

    static func fieldLines(_ lines: [String]) -> [String: FieldLayout] {
        var result: [String: FieldLayout] = [:]
        for line in lines {
            guard let node = try? JSONParser.parse(Array(line.utf8)), let field = SignOffSnapshot.field(node) else {
                continue
            }
            if result[field.id] == nil { result[field.id] = field }
        }
        return result
    }

    static func nodes(_ lines: [String]) -> [JSONNode] {
        lines.compactMap { try? JSONParser.parse(Array($0.utf8)) }
    }

    /// The notes `check` gives (info: a form not signed off; a warning for an approval of a model
    /// the project no longer has, which stays in the file until someone removes it).
    public static func diagnostics(
        _ states: [SignOffState], forms: [FormLayout], record: SignOffRecord
    ) -> [Diagnostic] {
        guard record.unreadable == nil else { return [] }
        var diagnostics: [Diagnostic] = []
        let names = Set(forms.map(\.name))
        for approval in record.approvals where !names.contains(approval.model) {
            diagnostics.append(
                .warning(
                    "signoff.unknown-model",
                    at: SourceLocation(file: ApprovalsFile.name, line: approval.line, column: approval.column),
                    "the approvals file signs off `\(approval.model)`, which is no model of the project "
                        + "(renamed or removed?); approve the form under its new name and remove this entry"))
        }
        for (state, form) in zip(states, forms) where state.needsSignOff {
            diagnostics.append(
                Diagnostic(
                    .info, state.status == .never ? "signoff.not-signed-off" : "signoff.changed",
                    at: location(of: form), state.summary))
        }
        return diagnostics
    }

    /// Where a form comes from: its hints file, else its Swift file, else the approvals file.
    public static func location(of form: FormLayout) -> SourceLocation {
        SourceLocation(file: form.sources.hints ?? form.sources.swift ?? ApprovalsFile.name)
    }
}
