import Foundation
import Synchronization
import FormsmithCore
import Incremental
import Layout
import Localization

/// Forms laid out in earlier builds (`serve`), all kept by keyed stages (`KeyedStage`): every form
/// and every form's diagnostics, two stages keyed by model name told which hints changed; each
/// form's layout, asked one model at a time, kept with its inputs (the model, its hints, its
/// configured sections and every other type its layout looked up) and each translation with the
/// form and the strings' revision; and, under one key each, the finisher, the preview selection
/// and the strings of the last build.
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

    private let forms = KeyedStage<Inputs, FormLayout>()
    /// The finisher of the last world: its lookups into the catalog are made once per catalog.
    private let finishers = KeyedStage<World, FormFinisher>()
    /// Every form, by model name.
    let laidOut = Stage<FormLayout>()
    /// Every form's diagnostics: its revision changes only when one of them does.
    let diagnostics = Stage<[Diagnostic]>()
    private let madeInLast = Mutex<[String]>([])
    /// Each form translated, read as VoiceOver reads it and checked, kept with the form as laid out
    /// and the strings' revision: a rebuild that lays out every form again (a model edited)
    /// finishes only those that changed.
    private let finished = KeyedStage<TranslationInputs, FormLayout>()
    /// The app's strings under one key: the stage's revision names them.
    private let strings = KeyedStage<AppStrings, Void>()

    private struct TranslationInputs: Sendable {
        var form: FormLayout
        var strings: Revision
    }
    /// The last build's selection and its names in order, kept with what they were made from.
    private let selections = KeyedStage<SelectionInputs, (selection: PreviewSelection, sortedNames: [String])>()

    private struct SelectionInputs: Sendable {
        var catalogRevision: Revision
        var hintsRevision: Revision
        var config: ProjectConfig
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
        guard let catalogRevision, let hintsRevision = hints.revision else {
            let selection = make()
            return (selection, selection.names.sortedNaturally())
        }
        let inputs = SelectionInputs(catalogRevision: catalogRevision, hintsRevision: hintsRevision, config: config)
        if let last = selections.entry(for: "selection"), last.inputs.catalogRevision == catalogRevision,
            last.inputs.config == config, hints.changes.keys(since: last.inputs.hintsRevision) != nil
        {
            // The same hints files, so the same models: kept, now relative to these hints.
            if last.inputs.hintsRevision != hintsRevision {
                selections.keep(.init(inputs: inputs, value: last.value), for: "selection")
            }
            return last.value
        }
        let selection = make()
        let sortedNames = selection.names.sortedNaturally()  // as people read them: V2 before V10
        selections.keep(.init(inputs: inputs, value: (selection, sortedNames)), for: "selection")
        return (selection, sortedNames)
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
    func retain(only names: Set<String>) {
        forms.retain(only: names)
        finished.retain(only: names)
    }

    /// Names `strings`: the last build's revision while they are the same, else a new one.
    func revision(of strings: AppStrings) -> Revision {
        self.strings.value(for: "strings", inputs: strings) {}
        return self.strings.revision!
    }

    /// `form` finished by `finish` (translated, read and checked), or as the last build finished the
    /// same form with the same strings.
    func finished(_ form: FormLayout, strings revision: Revision, finish: (inout FormLayout) -> Void) -> FormLayout {
        finished.value(
            for: form.name, reusableIf: { $0.strings == revision && $0.form == form },
            make: {
                var finishedForm = form
                finish(&finishedForm)
                return .init(inputs: TranslationInputs(form: form, strings: revision), value: finishedForm)
            })
    }
}
