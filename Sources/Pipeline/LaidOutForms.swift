import FormsmithCore
import Incremental
import Layout

/// The layout stage's output: every form, sorted by name, with its own diagnostics.
struct LaidOutForms: Sendable {
    var forms: [FormLayout]
    /// The model files' diagnostics that belong to no form.
    var standaloneDiagnostics: [Diagnostic]
    /// The forms (by name) that may differ from the same cache's last forms.
    var changes: Changes = .everything
    /// Names these forms among those laid out through one cache (`serve`); nil: laid out without one.
    var revision: Revision?
    /// Names the forms' diagnostics likewise: the same while no form's diagnostics changed.
    var diagnosticsRevision: Revision?
}
