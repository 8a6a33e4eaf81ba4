import FormsmithCore
import Incremental
import HintsFormat
import ModelReaders
import Layout
import Accessibility
import Localization
import Parallel

extension BuildPipeline {
    /// Lays out the models `PreviewSelection` chooses: a stage keyed by model name, told which
    /// models' hints changed while the catalog, the previewed models and the settings stand.
    func layoutForms(
        hints: HintsCatalog, catalog: ModelCatalog, strings: AppStrings, pictureDate: String
    )
        -> LaidOutForms
    {
        let layoutCache = cache?.forms
        let makeSelection = { PreviewSelection(hints: hints, catalog: catalog, config: self.config) }
        let (selection, sortedNames) =
            layoutCache?.selection(
                catalogRevision: catalog.revision, hints: (hints.revision, hints.changes), config: config,
                make: makeSelection)
            ?? {
                let selection = makeSelection()
                return (selection, selection.names.sortedNaturally())  // as people read them: V2 before V10
            }()
        let names = selection.names
        let makeFinisher = {
            FormFinisher(
                catalog: catalog, previewed: names, modelNames: selection.modelNames, config: self.config,
                translator: FormTranslator(strings: strings, fit: Self.fitCheck, pictureDate: pictureDate))
        }
        let (finisher, sameWorld) =
            layoutCache?.finisher(
                catalogRevision: catalog.revision, previewed: names, config: config, strings: strings,
                make: makeFinisher)
            ?? (makeFinisher(), false)
        let stringsRevision = layoutCache?.revision(of: strings)
        let laidOut = (layoutCache?.laidOut ?? Stage()).run(
            keys: sortedNames, input: hints.revision, changes: sameWorld ? hints.changes : .everything
        ) { positions in
            // Grouped once for the forms made, never searched per form (a big project has as many
            // forms as models); a rebuild told of a few models groups their files' alone.
            let made = positions.map { sortedNames[$0] }
            let diagnostics =
                positions.count == sortedNames.count
                ? hints.diagnostics : hints.diagnostics.filter(Set(made.flatMap { hints.filesByModel[$0] ?? [] }))
            let hintsDiagnostics = Dictionary(grouping: diagnostics, by: \.location.file)
            layoutCache?.recordLaidOut(made)
            let samples = config.samples
            return made.parallelMap { name in
                var form = finisher.form(
                    name, hints: hints, hintsDiagnostics: hintsDiagnostics, cache: layoutCache, sameWorld: sameWorld)
                // The project's sample items are part of the form, so a change to them is one of its.
                if let items = samples[name] { form.samples = ConfiguredSample.rows(items, for: form) }
                let finish = { (form: inout FormLayout) in
                    // Each language's text of the form and its fit warnings, from the form as the app shows it.
                    let fitDiagnostics = finisher.translator.translate(&form)
                    // What VoiceOver reads, once for the check, the page and the manifest; then what
                    // VoiceOver and the HIG would find, from the form in every language it ships.
                    form.spoken = VoiceOverReader().elements(of: form)
                    let findings = fitDiagnostics + Self.accessibilityCheck.diagnostics(for: form)
                    if !findings.isEmpty { form.diagnostics = (form.diagnostics + findings).sortedForOutput() }
                }
                // Made from the form and the strings alone: a form laid out again as it was is not checked again.
                if let layoutCache, let stringsRevision {
                    return layoutCache.finished(form, strings: stringsRevision, finish: finish)
                }
                finish(&form)
                return form
            }
        }
        layoutCache?.retain(only: names)
        let forms = laidOut.values
        // Each form's diagnostics, so the build's sorted list is made again only when one changed.
        let diagnostics = (layoutCache?.diagnostics ?? Stage()).run(
            keys: laidOut.keys, input: laidOut.revision, changes: laidOut.changes
        ) { $0.map { forms[$0].diagnostics } }
        // A model file's diagnostics travel with the forms read from it; the rest stand alone.
        let formSources = Set(forms.compactMap { $0.sources.swift })
        let cached = layoutCache != nil
        return LaidOutForms(
            forms: forms,
            standaloneDiagnostics: catalog.diagnostics.filter { !formSources.contains($0.location.file) }
                + selection.skipped + (FormPictures.note(for: forms).map { [$0] } ?? []),
            changes: laidOut.changes, revision: cached ? laidOut.revision : nil,
            diagnosticsRevision: cached ? diagnostics.revision : nil)
    }
}

extension BuildPipeline {
    /// Nil where the fonts are not installed: the check is skipped, and the build says so once.
    static let fitCheck = FitCheck()
    static let accessibilityCheck = AccessibilityCheck()
    /// What VoiceOver reads differently between two versions of a form, for `diff`.
    public static let accessibilityChanges: @Sendable (FormLayout, FormLayout) -> [FormChange] = {
        AccessibilityDiff.changes(before: $0, after: $1)
    }
}

extension Array where Element == Diagnostic {
    /// The diagnostics of `files`.
    fileprivate func filter(_ files: Set<String>) -> [Diagnostic] { filter { files.contains($0.location.file) } }
}
