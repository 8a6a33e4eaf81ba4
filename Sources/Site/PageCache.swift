import Foundation
import FormsmithCore
import Mustache
import Layout
import Docs

/// Pages rendered in earlier builds (`serve`), each with every input its template context was
/// made from. A page is rendered again only when one of those inputs changed, so a one-file
/// save re-renders the pages that show that file and nothing else.
public final class PageCache: @unchecked Sendable {
    struct Rendered {
        var file: SiteFile?
        var diagnostics: [Diagnostic]
    }

    private struct Entry {
        var inputs: PageInputs
        var rendered: Rendered
    }

    /// What every page depends on; when it changes, nothing is reused.
    private struct Site: Equatable {
        var title: String
        var theme: Theme
    }

    private var site: Site?
    private var library: (library: MustacheLibrary, diagnostics: [Diagnostic])?
    private var sidebars: (inputs: [AnyHashable], html: [String: String])?
    private var entries: [String: Entry] = [:]
    /// Small values (the reading order) by key, with their input.
    private var fragments: [String: (input: AnyHashable, value: Any)] = [:]
    /// Each form's and each doc's pieces of the shared files, by form name and page path.
    private var formPieces: [String: (input: PiecesInput, pieces: FormPieces)] = [:]
    private var docPieces: [String: (input: DocPage, pieces: DocPieces)] = [:]
    private let lock = NSLock()

    public init() {}

    /// Starts a build: forgets everything when the site title or the theme changed, and returns
    /// the theme's compiled templates (compiled once per theme).
    func begin(title: String, theme: Theme) -> (library: MustacheLibrary, diagnostics: [Diagnostic]) {
        lock.withLock {
            let site = Site(title: title, theme: theme)
            if self.site != site {
                self.site = site
                library = theme.templateLibrary()
                sidebars = nil
                entries = [:]
                fragments = [:]
                formPieces = [:]
                docPieces = [:]
            }
            return library!
        }
    }

    /// The sidebars rendered for the same inputs last time, or `render()`'s.
    func sidebars(inputs: [AnyHashable], render: () -> [String: String]) -> [String: String] {
        if let sidebars = lock.withLock({ sidebars }), sidebars.inputs == inputs { return sidebars.html }
        let html = render()
        lock.withLock { sidebars = (inputs, html) }
        return html
    }

    /// The page at `path` as rendered last time, if its inputs are the same; else `render()`'s.
    func page(_ path: String, inputs: PageInputs, render: () -> Rendered) -> Rendered {
        if let entry = lock.withLock({ entries[path] }), entry.inputs == inputs { return entry.rendered }
        let rendered = render()
        lock.withLock { entries[path] = Entry(inputs: inputs, rendered: rendered) }
        return rendered
    }

    /// The value `key` made from the same `input` last time, or `make()`'s.
    func fragment<Value>(_ key: String, input: AnyHashable, make: () -> Value) -> Value {
        if let fragment = lock.withLock({ fragments[key] }), fragment.input == input, let value = fragment.value as? Value {
            return value
        }
        let value = make()
        lock.withLock { fragments[key] = (input, value) }
        return value
    }

    /// The pieces of every form (`pages[i]` is `forms[i]`'s page): reused where form and page are
    /// unchanged, made in parallel where not. One lock for the whole batch.
    func pieces(of forms: [FormLayout], pages: [String], make: (Int) -> FormPieces) -> [FormPieces] {
        let inputs = forms.indices.map { PiecesInput(form: forms[$0], page: pages[$0]) }
        return reuse(inputs, keys: forms.map(\.name), in: \.formPieces, make: make)
    }

    /// The pieces of every doc page, as for forms.
    func pieces(of docs: [DocPage], make: (Int) -> DocPieces) -> [DocPieces] {
        reuse(docs, keys: docs.map(\.outputPath), in: \.docPieces, make: make)
    }

    private struct PiecesInput: Equatable {
        var form: FormLayout
        var page: String
    }

    private func reuse<Input: Equatable, Pieces>(
        _ inputs: [Input], keys: [String], in store: ReferenceWritableKeyPath<PageCache, [String: (input: Input, pieces: Pieces)]>,
        make: (Int) -> Pieces
    ) -> [Pieces] {
        let known = lock.withLock { self[keyPath: store] }
        let reused = inputs.indices.map { index -> Pieces? in
            guard let entry = known[keys[index]], entry.input == inputs[index] else { return nil }
            return entry.pieces
        }
        let missing = reused.indices.filter { reused[$0] == nil }
        let made = Dictionary(uniqueKeysWithValues: zip(missing, missing.parallelMap(make)))
        let all = reused.indices.map { reused[$0] ?? made[$0]! }
        lock.withLock {
            if self[keyPath: store].count != inputs.count || !missing.isEmpty {
                self[keyPath: store] = Dictionary(inputs.indices.map { (keys[$0], (inputs[$0], all[$0])) }, uniquingKeysWith: { first, _ in first })
            }
        }
        return all
    }

    /// Ends a build: forgets pages the site no longer has.
    func retain(only paths: Set<String>) {
        lock.withLock {
            guard entries.count != paths.count || !entries.keys.allSatisfy(paths.contains) else { return }
            entries = entries.filter { paths.contains($0.key) }
        }
    }
}
