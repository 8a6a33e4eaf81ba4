import FormsmithCore
import Incremental
import HintsFormat
import ModelReaders
import Layout
import Parallel

extension BuildPipeline {
    /// Lays out the models `PreviewSelection` chooses.
    func layoutForms(hints: HintsCatalog, catalog: ModelCatalog) -> LaidOutForms {
        if let cache, let relaidOut = relayout(hints: hints, catalog: catalog, cache: cache.forms) { return relaidOut }
        let selection = PreviewSelection(hints: hints, catalog: catalog, config: config)
        let names = selection.names
        let finisher = FormFinisher(
            catalog: catalog, previewed: names, modelNames: selection.modelNames, config: config)
        let sameCatalog = cache?.forms.begin(catalogRevision: catalog.revision, previewed: names) ?? false
        // Grouped once for every form, never searched per form (a big project has as many forms as models).
        let hintsDiagnostics = Dictionary(grouping: hints.diagnostics, by: \.location.file)
        let sortedNames = names.sortedNaturally()  // as people read them: V2 before V10
        let forms = sortedNames.parallelMap { name in
            finisher.form(
                name, hints: hints, hintsDiagnostics: hintsDiagnostics, cache: cache?.forms, sameCatalog: sameCatalog)
        }
        cache?.forms.retain(only: names)
        // A model file's diagnostics travel with the forms read from it; the rest stand alone.
        let formSources = Set(forms.compactMap(\.sources.swift))
        let revision = cache?.forms.nextRevision() ?? 0
        var laidOut = LaidOutForms(
            forms: forms,
            standaloneDiagnostics: catalog.diagnostics.filter { !formSources.contains($0.location.file) }
                + selection.skipped,
            revision: revision, diagnosticsRevision: revision)
        // With the same names as the last build, say which forms differ from its own, so the docs and
        // the pages look at those alone (a model file's edit changes a few forms of many).
        if let last = cache?.forms.lastFinished?.laidOut, last.forms.count == forms.count,
            zip(last.forms, forms).allSatisfy({ $0.name == $1.name })
        {
            let differs = Array(forms.indices).parallelMap { forms[$0] != last.forms[$0] }
            laidOut.changes = ChangedKeys(
                since: last.revision, keys: Set(forms.indices.filter { differs[$0] }.map { forms[$0].name }))
            if !forms.indices.contains(where: { differs[$0] && forms[$0].diagnostics != last.forms[$0].diagnostics }),
                laidOut.standaloneDiagnostics == last.standaloneDiagnostics
            {
                laidOut.diagnosticsRevision = last.diagnosticsRevision
            }
        }
        cache?.forms.keep(
            .init(
                finisher: finisher, catalogRevision: catalog.revision, hintsRevision: hints.revision, config: config,
                indexByName: Dictionary(uniqueKeysWithValues: zip(sortedNames, sortedNames.indices)),
                laidOut: laidOut), relaidOut: nil)
        return laidOut
    }

    /// The last build's forms with those of the models whose hints changed (`hints.changes`) laid
    /// out again, when the catalog and the settings (and so the forms' names) are the last build's.
    private func relayout(hints: HintsCatalog, catalog: ModelCatalog, cache: LayoutCache) -> LaidOutForms? {
        // Taken out of the cache and never bound elsewhere, so the forms change in place.
        guard let models = hints.changes?.keys,
            var last = cache.takeFinished(
                catalogRevision: catalog.revision, hintsRevision: hints.changes!.since, config: config)
        else { return nil }
        var laidOut = last.laidOut
        last.laidOut = LaidOutForms(forms: [], standaloneDiagnostics: [])  // so the forms change in place
        let files = Set(models.flatMap { hints.filesByModel[$0] ?? [] })
        let hintsDiagnostics = Dictionary(
            grouping: hints.diagnostics.filter { files.contains($0.location.file) }, by: \.location.file)
        var changed: Set<String> = []
        var diagnosticsChanged = false
        for name in models {
            guard let index = last.indexByName[name] else { continue }
            let form = last.finisher.form(
                name, hints: hints, hintsDiagnostics: hintsDiagnostics, cache: cache, sameCatalog: true)
            guard form != laidOut.forms[index] else { continue }
            diagnosticsChanged = diagnosticsChanged || form.diagnostics != laidOut.forms[index].diagnostics
            laidOut.forms[index] = form
            changed.insert(name)
        }
        laidOut.changes = ChangedKeys(since: laidOut.revision, keys: changed)
        laidOut.revision = cache.nextRevision()
        if diagnosticsChanged { laidOut.diagnosticsRevision = laidOut.revision }
        last.hintsRevision = hints.revision
        last.laidOut = laidOut
        cache.keep(last, relaidOut: models)
        return laidOut
    }
}
