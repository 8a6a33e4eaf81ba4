import Foundation
import Synchronization
import FormsmithCore
import Layout

/// Forms laid out in earlier builds (`serve`). A form is reused while its model, its hints, its
/// configured sections and every other type its layout looked up are unchanged.
public final class LayoutCache: Sendable {
    private struct Entry: Sendable {
        var model: Model?
        var hints: ModelHints?
        var explicitSections: [SectionHints]?
        var dependencies: LayoutDependencies
        var form: FormLayout
    }

    private struct State: Sendable {
        var entries: [String: Entry] = [:]
        /// The catalog and the previewed names of the last build. While both are the same, every
        /// lookup a layout made gives the same answer, so its dependencies need no checking.
        var world: (catalogRevision: Int, previewed: Set<String>)?
    }

    private let state = Mutex(State())

    public init() {}

    /// Starts a build on the catalog with `catalogRevision` (0: uncached, never trusted); true when
    /// the catalog and the previewed names are those of the last build.
    func begin(catalogRevision: Int, previewed: Set<String>) -> Bool {
        state.withLock { state in
            let unchanged =
                catalogRevision != 0 && state.world?.catalogRevision == catalogRevision
                && state.world?.previewed == previewed
            state.world = (catalogRevision, previewed)
            return unchanged
        }
    }

    /// The form, reused when its inputs are unchanged. `sameCatalog` is `begin`'s answer.
    func layout(
        name: String, model: Model?, hints: ModelHints?, explicitSections: [SectionHints]?, engine: LayoutEngine,
        sameCatalog: Bool
    ) -> FormLayout {
        if let entry = state.withLock({ $0.entries[name] }), entry.model == model, entry.hints == hints,
            entry.explicitSections == explicitSections, sameCatalog || entry.dependencies.stillHold(in: engine)
        {
            return entry.form
        }
        var recording = engine
        recording.dependencies = LayoutDependencies()
        let form = recording.layout(name: name, model: model, hints: hints, explicitSections: explicitSections)
        state.withLock {
            $0.entries[name] = Entry(
                model: model, hints: hints, explicitSections: explicitSections,
                dependencies: recording.dependencies!, form: form)
        }
        return form
    }

    /// Forgets forms no longer built.
    func retain(only names: Set<String>) {
        state.withLock { $0.entries = $0.entries.filter { names.contains($0.key) } }
    }
}
