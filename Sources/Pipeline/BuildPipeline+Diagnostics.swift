import Incremental
import FormsmithCore
import Layout

extension BuildPipeline {
    /// `others` and every form's diagnostics, each once, in output order. A rebuild in which no
    /// form's diagnostics changed (`formsDiagnostics`, their revision; 0: not known) and no other
    /// diagnostic did reuses the last sort instead of sorting them all again.
    func sorted(_ others: [Diagnostic], formsDiagnostics revision: Revision?, forms: [FormLayout]) -> [Diagnostic] {
        let sort = { (others + forms.flatMap(\.diagnostics)).uniquedAndSortedForOutput() }
        guard let cache, let revision else { return sort() }
        return cache.sortedDiagnostics.value(
            for: "all", inputs: SortedDiagnosticsInputs(formsRevision: revision, others: others), make: sort)
    }
}
