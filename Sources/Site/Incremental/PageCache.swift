import Foundation
import Synchronization
import FormsmithCore
import Incremental
import Layout
import Docs

/// Pages rendered in earlier builds (`serve`), each kept (`Memo`) with every input its template
/// context was made from. A page is rendered again only when one of those inputs changed, so a
/// one-file save re-renders the pages that show that file and nothing else.
public final class PageCache: Sendable {
    struct Rendered: Sendable {
        var file: SiteFile?
        var diagnostics: [Diagnostic]
    }

    /// What every page depends on; when it changes, nothing is reused.
    private struct Site: Equatable, Sendable {
        var title: String
        var theme: Theme
    }

    private struct PiecesInput: Equatable, Sendable {
        var form: FormLayout
        var page: String
    }

    /// The theme's compiled templates, compiled once per site title and theme.
    private let sites = Memo<Site, (library: TemplateLibrary, diagnostics: [Diagnostic])>()
    private let pages = Memo<PageInputs, Rendered>()
    /// Small values (the reading order, the sidebars) by name, with their input.
    private let fragments = Memo<any Sendable, any Sendable>()
    /// Each form's and each doc's pieces of the shared files, by form name and page path.
    private let formPieces = Memo<PiecesInput, FormPieces>()
    private let docPieces = Memo<DocPage, DocPieces>()
    private let shapes = Memo<any Sendable, Void>()
    private let renderedInLast = Mutex<[String]>([])
    private let lookedAtInLast = Atomic<Int>(0)
    /// The last build's site, for a rebuild that knows what changed (`SiteChanges`): its indexes and
    /// docs in reading order, every form's and doc's pieces, every page, and the files.
    private let last = Mutex<LastBuild>(LastBuild())
    /// Changes whenever a form's or doc's pieces are made again or forgotten: while it stands, the
    /// shared files joined from them stand too.
    private let piecesGeneration = Atomic<Int>(0)
    var currentPiecesGeneration: Int { piecesGeneration.load(ordering: .relaxed) }

    /// Pages rendered (not reused) by the last build, by path, for `rebuild-benchmark` and the tests.
    public var pagesRenderedInLastBuild: [String] { renderedInLast.withLock { $0 } }
    public var renderedInLastBuild: Int { pagesRenderedInLastBuild.count }
    /// How many pages the last build looked at (decided on) rather than took from the build before
    /// without a look, for the tests.
    public var pagesLookedAtInLastBuild: Int { lookedAtInLast.load(ordering: .relaxed) }

    public init() {}

    /// Starts a build: forgets everything when the site title or the theme changed, and returns
    /// the theme's compiled templates.
    func begin(title: String, theme: Theme) -> (library: TemplateLibrary, diagnostics: [Diagnostic]) {
        renderedInLast.withLock { $0 = [] }
        var changed = false
        let library = sites.value(for: "site", inputs: Site(title: title, theme: theme)) {
            changed = true
            return theme.templateLibrary()
        }
        if changed {
            // The indexes (kept by this build's renderer already) do not depend on the theme.
            last.withLock { $0 = LastBuild(formsRevision: $0.formsRevision, indexes: $0.indexes, docs: $0.docs) }
            pages.removeAll()
            fragments.removeAll()
            formPieces.removeAll()
            docPieces.removeAll()
            shapes.removeAll()
        }
        return library
    }

    /// Every page (`paths[i]`, made from `inputs(i)`; nil inputs: never reused): as rendered last
    /// time where its inputs are the same, else `render(i)`'s. A page for which
    /// `mayHaveChanged(i)` is false is reused as it is, without working out its inputs.
    func reuseOrRenderPages(
        _ paths: [String], mayHaveChanged: @Sendable (Int) -> Bool, inputs: @Sendable (Int) -> PageInputs?,
        render: @Sendable (Int) -> Rendered
    ) -> [Rendered] {
        let (rendered, made) = pages.values(
            for: paths,
            decide: { index, kept in
                if !mayHaveChanged(index), kept != nil { return .reuse }
                guard let inputs = inputs(index) else { return .make(nil) }
                if let kept, kept.inputs == inputs { return .reuse }
                return .make(inputs)
            }, make: render)
        renderedInLast.withLock { $0 = made.map { paths[$0] }.sorted() }
        lookedAtInLast.store(paths.count, ordering: .relaxed)
        last.withLock { $0.pages = rendered }
        return rendered
    }

    /// The last build's pages with those at `candidates` (of `count`, the last build's count)
    /// decided as the other `reuseOrRenderPages` decides; the rest are reused without a look.
    /// nil: the last build had other pages.
    func reuseOrRenderPages(
        count: Int, candidates: [Int], path: (Int) -> String, inputs: @Sendable (Int) -> PageInputs?,
        render: @Sendable (Int) -> Rendered
    ) -> [Rendered]? {
        guard var all = last.withLock({ $0.pages.take() }), all.count == count else { return nil }
        let paths = candidates.map(path)
        let (rendered, made) = pages.values(
            for: paths,
            decide: { index, kept in
                guard let inputs = inputs(candidates[index]) else { return .make(nil) }
                if let kept, kept.inputs == inputs { return .reuse }
                return .make(inputs)
            }, make: { render(candidates[$0]) })
        for (index, page) in zip(candidates, rendered) { all[index] = page }
        renderedInLast.withLock { $0 = made.map { paths[$0] }.sorted() }
        lookedAtInLast.store(paths.count, ordering: .relaxed)
        last.withLock { $0.pages = all }
        return all
    }

    /// The last build's indexes, when it rendered the forms of `formsRevision`.
    func keptIndexes(formsRevision: Int) -> SiteIndexes? {
        last.withLock { last in
            guard formsRevision != 0, last.formsRevision == formsRevision else { return nil }
            return last.indexes
        }
    }

    /// The last build's docs in reading order, handed over (changed in place, kept again by `keep`).
    func takeDocs() -> [DocPage]? {
        last.withLock { last in
            guard last.indexes != nil else { return nil }
            defer { last.docs = [] }
            return last.docs
        }
    }

    /// Keeps this build's indexes and docs, made from the forms of `formsRevision` (0: unknown).
    func keep(_ indexes: SiteIndexes, docs: [DocPage], formsRevision: Int) {
        last.withLock {
            $0.indexes = indexes
            $0.docs = docs
            $0.formsRevision = formsRevision
        }
    }

    /// The site's files: the last build's (sorted by path) with `replaced` put in place of theirs,
    /// when each has a place there; else `make()`'s, which must be sorted by path.
    func keepFiles(replacing replaced: [SiteFile]?, make: () -> [SiteFile]) -> [SiteFile] {
        if let replaced, var kept = last.withLock({ $0.files.take() }),
            replaced.allSatisfy({ kept.indexByPath[$0.path] != nil })
        {
            for file in replaced { kept.files[kept.indexByPath[file.path]!] = file }
            last.withLock { $0.files = kept }
            return kept.files
        }
        let files = make()
        let indexByPath = Dictionary(
            files.indices.map { (files[$0].path, $0) }, uniquingKeysWith: { first, _ in first })
        last.withLock { $0.files = (files, indexByPath) }
        return files
    }

    /// The value `key` made from the same `input` last time, or `make()`'s. Typed, so comparing a
    /// long input costs no boxing per entry. A key always holds one type of value.
    func fragment<Input: Equatable & Sendable, Value: Sendable>(_ key: String, input: Input, make: () -> Value) -> Value
    {
        fragments.value(
            for: key, reusableIf: { ($0 as? Input) == input }, make: { .init(inputs: input, value: make()) })
            as! Value
    }

    /// The pieces of every form (`pages[i]` is `forms[i]`'s page): reused where form and page are
    /// unchanged, made in parallel where not. `changed`: the names of the forms that are new or
    /// differ from the last build. `only`: the forms that may differ from the last build's, which
    /// had the same forms in the same order; the rest are the last build's without a look.
    func reuseOrMakePieces(
        of forms: [FormLayout], pages: [String], only: [Int]? = nil, make: @Sendable (Int) -> FormPieces
    ) -> (pieces: [FormPieces], changed: Set<String>) {
        // Taken out and bound once, so the changed pieces are put in place without copying the rest.
        if let only, var all = last.withLock({ $0.formPieces.take() }), all.count == forms.count {
            var changed: Set<String> = []
            for index in only {
                let input = PiecesInput(form: forms[index], page: pages[index])
                let pieces = formPieces.value(for: forms[index].name, inputs: input) {
                    changed.insert(forms[index].name)
                    return make(index)
                }
                all[index] = pieces
            }
            if !changed.isEmpty { piecesGeneration.add(1, ordering: .relaxed) }
            last.withLock { $0.formPieces = all }
            return (all, changed)
        }
        let inputs = forms.indices.map { PiecesInput(form: forms[$0], page: pages[$0]) }
        let made = reuse(formPieces, keys: forms.map(\.name), inputs: inputs, make: make)
        last.withLock { $0.formPieces = made.pieces }
        return made
    }

    /// The pieces of every doc page, as for forms (`only`: the docs that may differ, by output path).
    func reuseOrMakePieces(
        of docs: [DocPage], only: Set<String>? = nil, indexByPath: (String) -> Int?,
        make: @Sendable (Int) -> DocPieces
    ) -> (pieces: [DocPieces], changed: Set<String>) {
        if let only, var all = last.withLock({ $0.docPieces.take() }), all.count == docs.count {
            var changed: Set<String> = []
            for path in only {
                guard let index = indexByPath(path) else { continue }
                all[index] = docPieces.value(for: path, inputs: docs[index]) {
                    changed.insert(path)
                    return make(index)
                }
            }
            if !changed.isEmpty { piecesGeneration.add(1, ordering: .relaxed) }
            last.withLock { $0.docPieces = all }
            return (all, changed)
        }
        let made = reuse(docPieces, keys: docs.map(\.outputPath), inputs: docs, make: make)
        last.withLock { $0.docPieces = made.pieces }
        return made
    }

    private func reuse<Input: Equatable & Sendable, Pieces: Sendable>(
        _ memo: Memo<Input, Pieces>, keys: [String], inputs: [Input], make: @Sendable (Int) -> Pieces
    ) -> (pieces: [Pieces], changed: Set<String>) {
        let (pieces, made) = memo.values(for: keys, inputs: inputs, make: make)
        // Nothing made and as many kept as asked for: exactly these keys are kept already.
        if !made.isEmpty || memo.count != keys.count {
            memo.retain(only: Set(keys))
            piecesGeneration.add(1, ordering: .relaxed)
        }
        return (pieces, Set(made.map { keys[$0] }))
    }

    /// The files joined from every form's and doc's pieces (`make`), as joined last time while no
    /// piece changed and the forms and docs are in the same order: a save that changes no form
    /// or doc does not join a big project's manifest again.
    func sharedFiles<Order: Equatable & Sendable>(order: Order, make: () -> [SiteFile]) -> [SiteFile] {
        let input = SharedFilesInput(generation: piecesGeneration.load(ordering: .relaxed), order: order)
        return fragment("shared-files", input: input, make: make)
    }

    /// Keeps this build's shape (`SiteRenderer.PageShape`) for the next, and says whether the last
    /// build had the same.
    func keepShape<Shape: Equatable & Sendable>(_ shape: Shape) -> Bool {
        let same = (shapes.entry(for: "shape")?.inputs as? Shape) == shape
        shapes.keep(.init(inputs: shape, value: ()), for: "shape")
        return same
    }

    /// Ends a build: forgets pages the site no longer has.
    func retain(only paths: Set<String>) { pages.retain(only: paths) }
}

/// What the shared files were joined from: the pieces as they stood, in the order they had.
private struct SharedFilesInput<Order: Equatable & Sendable>: Equatable, Sendable {
    var generation: Int
    var order: Order
}

/// What a rebuild that knows what changed reuses of the last build (`PageCache`).
private struct LastBuild: Sendable {
    var formsRevision = 0
    var indexes: SiteIndexes?
    var docs: [DocPage] = []
    var formPieces: [FormPieces]?
    var docPieces: [DocPieces]?
    var pages: [PageCache.Rendered]?
    var files: (files: [SiteFile], indexByPath: [String: Int])?
}
