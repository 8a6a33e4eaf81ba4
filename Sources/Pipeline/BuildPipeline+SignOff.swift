import Foundation
import FormsmithCore
import Layout
import SignOff
import Site
import PageContexts

/// The project's design sign-off (`formsmith-signoff.json`), read with every build: a small file,
/// and only forms whose fingerprint differs from their approval's are compared.
extension BuildPipeline {
    struct SignOffReading {
        /// Nil when the project has no approvals file.
        var record: SignOffRecord?
        var states: [SignOffState]
        var diagnostics: [Diagnostic]
    }

    /// The states as the pages show them, by model.
    static func siteSignOff(_ states: [SignOffState]) -> [String: SiteSignOff] {
        Dictionary(
            states.map { state in
                (
                    state.model,
                    SiteSignOff(
                        status: state.status.rawValue, by: state.approval?.by, when: state.approval?.when,
                        note: state.approval?.note, changes: state.changes.map(\.summary),
                        fieldNotes: state.fieldNotes.map { KeyValue(key: $0.field, value: $0.note) })
                )
            }, uniquingKeysWith: { first, _ in first })
    }

    static func readSignOff(root: URL, forms: [FormLayout]) -> SignOffReading {
        guard let (record, problems) = ApprovalsFile.read(projectRoot: root) else {
            // A project without the file has not taken up sign-off: nothing to say until it does.
            return SignOffReading(
                record: nil, states: forms.map { SignOffState(model: $0.name, status: .never) }, diagnostics: [])
        }
        let states = SignOffStates.evaluate(forms: forms, record: record)
        return SignOffReading(
            record: record, states: states,
            diagnostics: problems + SignOffStates.diagnostics(states, forms: forms, record: record))
    }
}
