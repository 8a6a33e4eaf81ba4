import Foundation
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

    private let forms = Memo<Inputs, FormLayout>()
    private let worlds = Memo<World, Void>()

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

    /// Forgets forms no longer built.
    func retain(only names: Set<String>) { forms.retain(only: names) }
}
