import FormsmithCore
import Incremental
import Layout

/// The layout stage's output: every form, sorted by name, with its own diagnostics.
struct LaidOutForms: Sendable {
    var forms: [FormLayout]
    /// The model files' diagnostics that belong to no form.
    var standaloneDiagnostics: [Diagnostic]
    /// The forms that may differ from the same cache's forms of revision `since` (`serve`); nil: any may.
    var changes: ChangedKeys?
    /// Changes whenever the forms may have (0: laid out without a cache).
    var revision = 0
    /// Changes whenever a form's diagnostics may have (0: laid out without a cache).
    var diagnosticsRevision = 0
}
