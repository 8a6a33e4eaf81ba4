import Foundation
import Synchronization
import FormsmithCore
import Mustache
import Layout
import Docs
import Parallel

/// Pages rendered in earlier builds (`serve`), each with every input its template context was
/// made from. A page is rendered again only when one of those inputs changed, so a one-file
/// save re-renders the pages that show that file and nothing else.
public final class PageCache: Sendable {
    struct Rendered: Sendable {
        var file: SiteFile?
        var diagnostics: [Diagnostic]
    }

    private struct Entry: Sendable {
        var inputs: PageInputs
        var rendered: Rendered
    }

    /// What every page depends on; when it changes, nothing is reused.
    private struct Site: Equatable, Sendable {
        var title: String
        var theme: Theme
    }

    private struct State: Sendable {
        var site: Site?
        var library: (library: TemplateLibrary, diagnostics: [Diagnostic])?
        var entries: [String: Entry] = [:]
        /// Small values (the reading order) by key, with their input.
        var fragments: [String: (input: any Sendable, value: any Sendable)] = [:]
        /// Each form's and each doc's pieces of the shared files, by form name and page path.
        var formPieces: [String: (input: PiecesInput, pieces: FormPieces)] = [:]
        var docPieces: [String: (input: DocPage, pieces: DocPieces)] = [:]
        var shape: (any Sendable)?
        var renderedInLastBuild: [String] = []
    }

    private let state = Mutex(State())
    /// Pages rendered (not reused) by the last build, by path, for `rebuild-benchmark` and the tests.
    public var pagesRenderedInLastBuild: [String] { state.withLock { $0.renderedInLastBuild } }
    public var renderedInLastBuild: Int { pagesRenderedInLastBuild.count }

    public init() {}

    /// Starts a build: forgets everything when the site title or the theme changed, and returns
    /// the theme's compiled templates (compiled once per theme).
    func begin(title: String, theme: Theme) -> (library: TemplateLibrary, diagnostics: [Diagnostic]) {
        state.withLock { state in
            let site = Site(title: title, theme: theme)
            state.renderedInLastBuild = []
            if state.site != site {
                state = State(site: site, library: theme.templateLibrary())
            }
            return state.library!
        }
    }

    /// Every page (`paths[i]`, made from `inputs(i)`; nil inputs: never reused): as rendered last
    /// time where its inputs are the same, else `render(i)`'s. The pages are checked on every core
    /// against one snapshot, so three thousand unchanged pages cost no lock each. A page for which
    /// `mayHaveChanged(i)` is false is reused as it is, without working out its inputs.
    func pages(
        _ paths: [String], mayHaveChanged: @Sendable (Int) -> Bool, inputs: @Sendable (Int) -> PageInputs?,
        render: @Sendable (Int) -> Rendered
    ) -> [Rendered] {
        // The snapshot is dropped before the entries change, so they are not copied.
        let checked = { () -> [(inputs: PageInputs?, reused: Rendered?)] in
            let known = state.withLock { $0.entries }
            return Array(paths.indices).parallelMap { index -> (inputs: PageInputs?, reused: Rendered?) in
                if !mayHaveChanged(index), let entry = known[paths[index]] { return (nil, entry.rendered) }
                guard let inputs = inputs(index) else { return (nil, nil) }
                guard let entry = known[paths[index]], entry.inputs == inputs else { return (inputs, nil) }
                return (inputs, entry.rendered)
            }
        }()
        let missing = checked.indices.filter { checked[$0].reused == nil }
        let made = missing.parallelMap(render)
        state.withLock { state in
            for (index, rendered) in zip(missing, made) {
                if let inputs = checked[index].inputs {
                    state.entries[paths[index]] = Entry(inputs: inputs, rendered: rendered)
                }
            }
            state.renderedInLastBuild = missing.map { paths[$0] }.sorted()
        }
        var all = checked.map(\.reused)
        for (index, rendered) in zip(missing, made) { all[index] = rendered }
        return all.map { $0! }
    }

    /// The value `key` made from the same `input` last time, or `make()`'s. Typed, so comparing a
    /// two-thousand-entry input costs no boxing per entry.
    func fragment<Input: Equatable & Sendable, Value: Sendable>(_ key: String, input: Input, make: () -> Value) -> Value
    {
        if let fragment = state.withLock({ $0.fragments[key] }), let known = fragment.input as? Input, known == input,
            let value = fragment.value as? Value
        {
            return value
        }
        let value = make()
        state.withLock { $0.fragments[key] = (input, value) }
        return value
    }

    /// The pieces of every form (`pages[i]` is `forms[i]`'s page): reused where form and page are
    /// unchanged, made in parallel where not. One lock for the whole batch. `changed`: the names
    /// of the forms that are new or differ from the last build.
    func pieces(
        of forms: [FormLayout], pages: [String], make: @Sendable (Int) -> FormPieces
    ) -> (pieces: [FormPieces], changed: Set<String>) {
        let inputs = forms.indices.map { PiecesInput(form: forms[$0], page: pages[$0]) }
        return reuse(inputs, keys: forms.map(\.name), in: \.formPieces, make: make)
    }

    /// The pieces of every doc page, as for forms.
    func pieces(of docs: [DocPage], make: @Sendable (Int) -> DocPieces) -> (pieces: [DocPieces], changed: Set<String>) {
        reuse(docs, keys: docs.map(\.outputPath), in: \.docPieces, make: make)
    }

    private struct PiecesInput: Equatable, Sendable {
        var form: FormLayout
        var page: String
    }

    private func reuse<Input: Equatable & Sendable, Pieces: Sendable>(
        _ inputs: [Input], keys: [String],
        in store: WritableKeyPath<State, [String: (input: Input, pieces: Pieces)]> & Sendable,
        make: @Sendable (Int) -> Pieces
    ) -> (pieces: [Pieces], changed: Set<String>) {
        // The snapshot is dropped before the store changes, so the store is updated in place.
        let reused = { () -> [Pieces?] in
            let known = state.withLock { $0[keyPath: store] }
            return inputs.indices.map { index -> Pieces? in
                guard let entry = known[keys[index]], entry.input == inputs[index] else { return nil }
                return entry.pieces
            }
        }()
        let missing = reused.indices.filter { reused[$0] == nil }
        let made = Dictionary(uniqueKeysWithValues: zip(missing, missing.parallelMap(make)))
        let all = reused.indices.map { reused[$0] ?? made[$0]! }
        state.withLock { state in
            for index in missing { state[keyPath: store][keys[index]] = (inputs[index], all[index]) }
            // Forms and docs that are gone (a stale entry is never wrong, only kept too long).
            if state[keyPath: store].count > keys.count {
                let kept = Set(keys)
                state[keyPath: store] = state[keyPath: store].filter { kept.contains($0.key) }
            }
        }
        return (all, Set(missing.map { keys[$0] }))
    }

    /// Whether the site has the same shape as in the last build (see `SiteRenderer.PageShape`),
    /// remembering this one's.
    func sameShape<Shape: Equatable & Sendable>(_ shape: Shape) -> Bool {
        state.withLock { state in
            defer { state.shape = shape }
            return (state.shape as? Shape) == shape
        }
    }

    /// Ends a build: forgets pages the site no longer has.
    func retain(only paths: Set<String>) {
        state.withLock { state in
            guard state.entries.count != paths.count || !state.entries.keys.allSatisfy(paths.contains) else { return }
            state.entries = state.entries.filter { paths.contains($0.key) }
        }
    }
}
