import Foundation
import FormsmithCore
import Layout

/// Forms laid out in earlier builds (`serve`). A form is reused while its model, its hints, its
/// configured sections and every other type its layout looked up are unchanged.
public final class LayoutCache: @unchecked Sendable {
    private struct Entry {
        var model: Model?
        var hints: ModelHints?
        var explicitSections: [SectionHints]?
        var dependencies: LayoutDependencies
        var form: FormLayout
    }

    private var entries: [String: Entry] = [:]
    private let lock = NSLock()

    public init() {}

    func layout(name: String, model: Model?, hints: ModelHints?, explicitSections: [SectionHints]?, engine: LayoutEngine) -> FormLayout {
        if let entry = lock.withLock({ entries[name] }), entry.model == model, entry.hints == hints,
           entry.explicitSections == explicitSections, entry.dependencies.stillHold(in: engine) {
            return entry.form
        }
        var recording = engine
        recording.dependencies = LayoutDependencies()
        let form = recording.layout(name: name, model: model, hints: hints, explicitSections: explicitSections)
        lock.withLock {
            entries[name] = Entry(model: model, hints: hints, explicitSections: explicitSections,
                                  dependencies: recording.dependencies!, form: form)
        }
        return form
    }

    /// Forgets forms no longer built.
    func retain(only names: Set<String>) {
        lock.withLock { entries = entries.filter { names.contains($0.key) } }
    }
}
