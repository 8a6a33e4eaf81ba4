import Foundation
import Synchronization
import FormsmithCore
import Incremental
import Layout

/// Forms laid out in earlier builds (`serve`), kept (`Memo`) with their inputs: the model, its
/// hints, its configured sections and every other type its layout looked up.
public final class LayoutCache: Sendable {
    private struct Inputs: Sendable {
        var model: Model?
        var hints: ModelHints?
        var explicitSections: [SectionHints]?
        var dependencies: LayoutDependencies
    }

    /// The catalog and the previewed names of a build. While both are those of the last build,
    /// every lookup a layout made gives the same answer, so its dependencies need no checking.
    private struct World: Equatable, Sendable {
        var catalogRevision: Int
        var previewed: Set<String>
    }

    /// The last build's finished forms and what they were made from: a rebuild whose catalog and
    /// settings are the same and whose hints say which models changed (`HintsCatalog.changes`)
    /// finishes those forms alone.
    struct Finished: Sendable {
        var finisher: FormFinisher
        var catalogRevision: Int
        var hintsRevision: Int
        var config: ProjectConfig
        var indexByName: [String: Int]
        var laidOut: LaidOutForms
    }

    private let forms = Memo<Inputs, FormLayout>()
    private let worlds = Memo<World, Void>()
    private let finished = Mutex<Finished?>(nil)
    private let relaidOut = Mutex<Set<String>?>(nil)

    /// The models whose forms the last build laid out again, told which hints changed; nil: it
    /// looked at every form (for the tests).
    public var modelsRelaidOutInLastBuild: Set<String>? { relaidOut.withLock { $0 } }
    private let revisions = Atomic<Int>(0)

    public init() {}

    /// Starts a build on the catalog with `catalogRevision` (0: uncached, never trusted); true when
    /// the catalog and the previewed names are those of the last build.
    func begin(catalogRevision: Int, previewed: Set<String>) -> Bool {
        let unchanged = worlds.unchanged(
            "catalog", inputs: World(catalogRevision: catalogRevision, previewed: previewed))
        return catalogRevision != 0 && unchanged
    }

    /// The form, reused when its inputs are unchanged. `sameCatalog` is `begin`'s answer.
    func layout(
        name: String, model: Model?, hints: ModelHints?, explicitSections: [SectionHints]?, engine: LayoutEngine,
        sameCatalog: Bool
    ) -> FormLayout {
        forms.value(
            for: name,
            reusableIf: { kept in
                kept.model == model && kept.hints == hints && kept.explicitSections == explicitSections
                    && (sameCatalog || kept.dependencies.stillHold(in: engine))
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

    /// A new revision for forms laid out through this cache.
    func nextRevision() -> Int { revisions.wrappingAdd(1, ordering: .relaxed).newValue }

    /// The last build's finished forms, handed over (the next build keeps its own), when they
    /// were made from the catalog of `catalogRevision`, the hints of `hintsRevision` and `config`.
    func takeFinished(catalogRevision: Int, hintsRevision: Int, config: ProjectConfig) -> Finished? {
        finished.withLock { kept in
            guard let last = kept, catalogRevision != 0, last.catalogRevision == catalogRevision,
                last.hintsRevision == hintsRevision, last.config == config
            else { return nil }
            kept = nil
            return last
        }
    }

    /// The last build's finished forms, to compare this build's with (`serve`).
    var lastFinished: Finished? { finished.withLock { $0 } }

    /// Keeps this build's finished forms for the next; `relaidOut`: the models it laid out again
    /// (nil: every one was looked at).
    func keep(_ last: Finished, relaidOut models: Set<String>?) {
        finished.withLock { $0 = last }
        relaidOut.withLock { $0 = models }
    }

    /// Forgets forms no longer built.
    func retain(only names: Set<String>) { forms.retain(only: names) }
}
