import Foundation
import Synchronization
import FormsmithCore
import Incremental
import Layout
import Localization

/// Forms laid out in earlier builds (`serve`): every form and every form's diagnostics, two
/// stages keyed by model name (`Stage`), and each form kept (`Memo`) with its inputs: the model,
/// its hints, its configured sections and every other type its layout looked up.
public final class LayoutCache: Sendable {
    private struct Inputs: Sendable {
        var model: Model?
        var hints: ModelHints?
        var explicitSections: [SectionHints]?
        var dependencies: LayoutDependencies
    }

    /// The catalog, the previewed names and the settings of a build. While all are those of the
    /// last build, every lookup a layout made gives the same answer, so its dependencies need no
    /// checking, and a form can change only with its own hints.
    private struct World: Equatable, Sendable {
        var catalogRevision: Revision
        var previewed: Set<String>
        var config: ProjectConfig
        /// The app's strings: every form's translations and fit warnings are made from them.
        var strings: AppStrings
    }

    private let forms = Memo<Inputs, FormLayout>()
    /// The finisher of the last world: its lookups into the catalog are made once per catalog.
    private let finishers = Memo<World, FormFinisher>()
    /// Every form, by model name.
    let laidOut = Stage<FormLayout>()
    /// Every form's diagnostics: its revision changes only when one of them does.
    let diagnostics = Stage<[Diagnostic]>()
    private let madeInLast = Mutex<[String]>([])
    /// Each form translated, kept with the form as laid out and the strings' revision: a rebuild
    /// that lays out every form again (a model edited) translates only those that changed.
    private let translated = Memo<TranslationInputs, (form: FormLayout, diagnostics: [Diagnostic])>()
    private let strings = Mutex<(strings: AppStrings, revision: Revision)?>(nil)

    private struct TranslationInputs: Sendable {
        var form: FormLayout
        var strings: Revision
    }
    /// The last build's selection, its names in order, and what it was made from.
    private let selections = Mutex<KeptSelection?>(nil)

    private struct KeptSelection: Sendable {
        var catalogRevision: Revision
        var hintsRevision: Revision
        var config: ProjectConfig
        var selection: PreviewSelection
        var sortedNames: [String]
    }

    /// The models whose forms the last build laid out (made, or found unchanged through their
    /// inputs), for the tests: a rebuild told which hints changed lays out those alone.
    public var modelsLaidOutInLastBuild: [String] { madeInLast.withLock { $0 } }

    public init() {}

    /// The finisher for this build's world (the catalog of `catalogRevision`, nil: read without a
    /// cache): the last build's when the world is the same, else `make()`'s; and whether it was.
    func finisher(
        catalogRevision: Revision?, previewed: Set<String>, config: ProjectConfig, strings: AppStrings,
        make: () -> FormFinisher
    ) -> (finisher: FormFinisher, sameWorld: Bool) {
        guard let catalogRevision else { return (make(), false) }
        var made = false
        let world = World(catalogRevision: catalogRevision, previewed: previewed, config: config, strings: strings)
        let finisher = finishers.value(for: "world", inputs: world) {
            made = true
            return make()
        }
        return (finisher, !made)
    }

    /// The models to preview and their names in order: the last build's while the catalog and the
    /// settings are the same and the hints changed only in content (`changes` relative to the
    /// catalog the selection was made from: the same hints files, so the same models); else `make()`'s.
    func selection(
        catalogRevision: Revision?, hints: (revision: Revision?, changes: Changes), config: ProjectConfig,
        make: () -> PreviewSelection
    ) -> (selection: PreviewSelection, sortedNames: [String]) {
        selections.withLock { kept in
            if let last = kept, last.catalogRevision == catalogRevision, last.config == config,
                hints.changes.keys(since: last.hintsRevision) != nil, let hintsRevision = hints.revision
            {
                kept?.hintsRevision = hintsRevision
                return (last.selection, last.sortedNames)
            }
            let selection = make()
            let sortedNames = selection.names.sortedNaturally()  // as people read them: V2 before V10
            if let catalogRevision, let hintsRevision = hints.revision {
                kept = KeptSelection(
                    catalogRevision: catalogRevision, hintsRevision: hintsRevision, config: config,
                    selection: selection, sortedNames: sortedNames)
            }
            return (selection, sortedNames)
        }
    }

    /// Records the models laid out by this build.
    func recordLaidOut(_ names: [String]) { madeInLast.withLock { $0 = names } }

    /// The form, reused when its inputs are unchanged. `sameWorld`: `replaceWorld`'s answer.
    func layout(
        name: String, model: Model?, hints: ModelHints?, explicitSections: [SectionHints]?, engine: LayoutEngine,
        sameWorld: Bool
    ) -> FormLayout {
        forms.value(
            for: name,
            reusableIf: { kept in
                kept.model == model && kept.hints == hints && kept.explicitSections == explicitSections
                    && (sameWorld || kept.dependencies.stillHold(in: engine))
            },
            make: {
                var recording = engine
                recording.dependencies = LayoutDependencies()
                let form = recording.layout(name: name, model: model, hints: hints, explicitSections: explicitSections)
                let inputs = Inputs(
                    model: model, hints: hints, explicitSections: explicitSections,
                    dependencies: recording.dependencies!)
                return .init(inputs: inputs, value: form)
            })
    }

    /// Forgets forms no longer built.
    func retain(only names: Set<String>) { forms.retain(only: names) }

    /// Names `strings`: the last build's revision while they are the same, else a new one.
    func revision(of strings: AppStrings) -> Revision {
        self.strings.withLock { kept in
            if let kept, kept.strings == strings { return kept.revision }
            let revision = Revision.next()
            kept = (strings, revision)
            return revision
        }
    }

    /// `form` translated by `translate`, or as the last build translated the same form with the same strings.
    func translated(
        _ form: FormLayout, strings revision: Revision, translate: (inout FormLayout) -> [Diagnostic]
    ) -> (form: FormLayout, diagnostics: [Diagnostic]) {
        translated.value(
            for: form.name, reusableIf: { $0.strings == revision && $0.form == form },
            make: {
                var translatedForm = form
                let diagnostics = translate(&translatedForm)
                return .init(
                    inputs: TranslationInputs(form: form, strings: revision), value: (translatedForm, diagnostics))
            })
    }
}
