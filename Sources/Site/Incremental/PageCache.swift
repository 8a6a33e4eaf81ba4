import Foundation
import Synchronization
import FormsmithCore
import Incremental
import Layout
import Docs
import Templates
import SiteOutput

/// Pages rendered in earlier builds (`serve`). Every form's and doc's pieces of the shared files
/// and every page are keyed stages (`KeyedStage`) told which forms and docs changed, each value
/// kept with every input it was made from (a page, with every input its template context was made
/// from), so a one-file save renders the pages that show that file and nothing else. The pages'
/// paths are a stage too, one key per kind of page (`SitePages.kinds`).
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

    struct PiecesInput: Equatable, Sendable {
        var form: FormLayout
        var page: String
    }

    /// The theme's compiled templates, compiled once per site title and theme.
    private let sites = KeyedStage<Site, (library: TemplateLibrary, diagnostics: [Diagnostic])>()
    /// Small values made from inputs of their own, each kept while its inputs hold: the docs' output
    /// paths (by the docs' revision), the docs' reading order, the links between neighbouring docs,
    /// the sidebars and the index page's skeleton.
    let docPaths = KeyedStage<Revision, [String]>()
    let readingOrder = KeyedStage<[SiteRenderer.NavigationEntry], [Int]>()
    let docLinks = KeyedStage<[SiteRenderer.NavigationEntry], [[String?]]>()
    let sidebars = KeyedStage<SiteRenderer.SidebarInputs, [String: String]>()
    let indexSkeleton = KeyedStage<PageInputs, IndexSkeleton?>()
    /// Every form's pieces by name (kept with the form and its page), every doc's by output path
    /// (kept with the doc), every page by path (kept with its inputs).
    private let formPieces = KeyedStage<PiecesInput, FormPieces>()
    private let docPieces = KeyedStage<DocPage, DocPieces>()
    private let pages = KeyedStage<PageInputs, Rendered>()
    /// Every kind's page paths, kept with what they are made from (`SitePages.PathInputs`), and the
    /// site's paths joined from them: their revision changes when a page comes, goes or moves.
    private let pathsByKind = KeyedStage<SitePages.PathInputs, [String]>()
    private let joinedPaths = Derived<[String]>()
    /// The last build's shape (`SiteRenderer.PageShape`), under one key.
    private let shapes = KeyedStage<SiteRenderer.PageShape, Void>()
    /// The indexes and the docs in reading order, derived from the forms and the docs together.
    private let indexes = Derived<IndexedDocs>()
    /// The site's files, derived from the pages' output and the shared files (`files(rendered:shared:make:)`).
    let pageFiles = Derived<PageFiles>()
    /// The files joined from every form's and doc's pieces, derived from the pieces' outputs.
    let sharedFileList = Derived<[SiteFile]>()
    /// Names each build's input to the pages' stage, which is told what changed since the last one.
    private let lastPagesInput = Mutex<Revision?>(nil)
    /// The revision of the last build's shared files (`SharedFiles`), which the file list was patched with.
    let lastSharedFiles = Mutex<Revision?>(nil)
    /// Names every form's and doc's pieces: changes whenever one is made again, comes or goes (the
    /// revisions of their stages), and while it stands the shared files joined from them stand too.
    var currentPiecesRevision: PiecesRevision {
        PiecesRevision(forms: formPieces.revision, docs: docPieces.revision)
    }
    private let renderedInLast = Mutex<[String]>([])
    let fileListReused = Atomic<Bool>(false)
    let sharedFilesReused = Atomic<Bool>(false)
    private let indexesReused = Atomic<Bool>(false)
    private let lookedAtInLast = Atomic<Int>(0)

    /// Pages rendered (not reused) by the last build, by path, for `rebuild-benchmark` and the tests.
    public var pagesRenderedInLastBuild: [String] { renderedInLast.withLock { $0 } }
    public var renderedInLastBuild: Int { pagesRenderedInLastBuild.count }
    /// How many pages the last build looked at (decided on) rather than kept without a look, for the tests.
    public var pagesLookedAtInLastBuild: Int { lookedAtInLast.load(ordering: .relaxed) }

    /// Whether the last build's file list was the one before it, kept or patched (for the tests).
    public var fileListReusedInLastBuild: Bool { fileListReused.load(ordering: .relaxed) }
    /// Whether the last build's shared files (the manifest, the search index) were the ones before
    /// it, kept or patched (for the tests).
    public var sharedFilesReusedInLastBuild: Bool { sharedFilesReused.load(ordering: .relaxed) }
    /// Whether the last build's indexes were the ones before it, kept or patched (for the tests).
    public var indexesReusedInLastBuild: Bool { indexesReused.load(ordering: .relaxed) }

    public init() {}

    /// Starts a build: returns the theme's compiled templates, after forgetting every page and
    /// piece made with other ones when the site title or the theme changed.
    func startBuild(title: String, theme: Theme) -> (library: TemplateLibrary, diagnostics: [Diagnostic]) {
        renderedInLast.withLock { $0 = [] }
        var changed = false
        let library = sites.value(for: "site", inputs: Site(title: title, theme: theme)) {
            changed = true
            return theme.templateLibrary()
        }
        if changed {
            // The indexes (kept by this build's renderer already) do not depend on the theme.
            pageFiles.forget()
            sharedFileList.forget()
            shapes.forget()
            docPaths.forget()
            readingOrder.forget()
            docLinks.forget()
            sidebars.forget()
            indexSkeleton.forget()
            formPieces.forget()
            docPieces.forget()
            pages.forget()
        }
        return library
    }

    /// This build's indexes and its docs in reading order: derived from the forms and the docs
    /// together (`changes`), the last build's with the docs of `changes.docs` put in place while
    /// the changed docs keep their places, else `make()`'s. `kept`: they were the last build's.
    func updateIndexes(
        changes: SiteChanges?, docs: [DocPage], make: () -> (indexes: SiteIndexes, docs: [DocPage])
    ) -> (indexes: SiteIndexes, docs: [DocPage], kept: Bool) {
        guard let changes, let formsRevision = changes.formsRevision, let docsRevision = changes.docsRevision else {
            indexes.forget()
            indexesReused.store(false, ordering: .relaxed)
            let made = make()
            return (made.indexes, made.docs, false)
        }
        let sources: [Derived<IndexedDocs>.Source] = [
            .init(revision: formsRevision, changes: changes.forms),
            .init(revision: docsRevision, changes: changes.docs),
        ]
        let derived = indexes.derive(
            of: sources,
            patch: { last, changed in
                let changedDocs = changed[1]
                guard last.indexes.stillHold(forChangedDocs: changedDocs, of: docs), last.docs.count == docs.count
                else { return false }
                for path in changedDocs {
                    let index = last.indexes.docIndexBySlug[last.indexes.docSlugsByPath[path]!]!
                    last.docs[index] = docs[last.indexes.order[index]]
                }
                return true
            }, make: make)
        indexesReused.store(derived.changes != .everything, ordering: .relaxed)
        return (derived.value.indexes, derived.value.docs, derived.changes != .everything)
    }

    /// The pieces of every form (`pages[i]` is `forms[i]`'s page), told which forms changed since
    /// the forms of the last run (`changes`, relative to `formsRevision`'s predecessor). `made`:
    /// the forms whose pieces were made again, their form or page being new.
    func formPieces(
        of forms: [FormLayout], pages: [String], revision: Revision?, changes: Changes,
        make: @Sendable (Int) -> FormPieces
    ) -> (pieces: KeyedStage<PiecesInput, FormPieces>.Output, made: Set<String>) {
        let output = formPieces.run(
            keys: forms.map { $0.name }, input: revision, changes: changes,
            inputs: { PiecesInput(form: forms[$0], page: pages[$0]) }, make: make, same: { _, _ in false })
        return (output, madeAgain(output))
    }

    /// The pieces of every doc page, as for forms, by output path.
    func docPieces(
        of docs: [DocPage], revision: Revision?, changes: Changes, make: @Sendable (Int) -> DocPieces
    ) -> (pieces: KeyedStage<DocPage, DocPieces>.Output, made: Set<String>) {
        // By index, not a key path or `map`'s element: those copied every page to read its path.
        // Kept while the docs are: a rebuild of a big project made them all again to find them equal.
        let paths = { docs.indices.map { docs[$0].outputPath } }
        let keys = revision.map { docPaths.value(for: "docs", inputs: $0, make: paths) } ?? paths()
        let output = docPieces.run(
            keys: keys, input: revision, changes: changes, inputs: { docs[$0] }, make: make, same: { _, _ in false })
        return (output, madeAgain(output))
    }

    /// The keys whose pieces `output` made again.
    private func madeAgain<Inputs, Value>(_ output: KeyedStage<Inputs, Value>.Output) -> Set<String> {
        Set(output.made.map { output.keys[$0] })
    }

    /// Every page (`paths[i]`, made from `inputs(i)`; nil inputs: never reused), told which may
    /// have changed since the last build (`candidates`; nil: any may): each is as rendered last
    /// time where its inputs are the same, else `render(i)`'s; the others are the last build's.
    func pages(
        _ paths: [String], candidates: [Int]?, inputs: @Sendable (Int) -> PageInputs?,
        render: @Sendable (Int) -> Rendered
    ) -> KeyedStage<PageInputs, Rendered>.Output {
        let input = Revision.next()
        let lastInput = lastPagesInput.withLock { last in
            defer { last = input }
            return last
        }
        let changes: Changes =
            if let candidates, let lastInput { .only(Set(candidates.map { paths[$0] }), since: lastInput) } else {
                .everything
            }
        let output = pages.run(
            keys: paths, input: input, changes: changes,
            decide: { position, kept in
                guard let inputs = inputs(position) else { return .make(nil) }
                return kept == inputs ? .reuse : .make(inputs)
            }, make: render, same: { _, _ in false })
        renderedInLast.withLock { $0 = output.made.map { paths[$0] }.sorted() }
        lookedAtInLast.store(output.lookedAt, ordering: .relaxed)
        return output
    }

    /// Every page's path, kind by kind: each kind's paths (`kindPaths(kind)`) are made again only
    /// when what they are made from changed (`SitePages.PathInputs`); with the revision of the
    /// joined list, which changes only when a page comes, goes or moves.
    func pagePaths(
        kinds: Int, inputs: @Sendable (Int) -> SitePages.PathInputs, kindPaths: @Sendable (Int) -> [String]
    ) -> (paths: [String], revision: Revision) {
        let byKind = pathsByKind.run(
            keys: (0..<kinds).map(String.init), input: nil, changes: .everything, inputs: inputs, make: kindPaths,
            same: { $0 == $1 })
        let (paths, revision) = joinedPaths.value(of: byKind) { byKind.values.flatMap { $0 } }
        return (paths, revision)
    }

    /// Keeps this build's shape (`SiteRenderer.PageShape`) for the next, and returns whether the
    /// last build had the same.
    func replaceShape(with shape: SiteRenderer.PageShape) -> Bool {
        shapes.replaceInputs(of: "shape", with: shape)
    }
}

/// The revisions of the forms' and the docs' pieces (`PageCache.currentPiecesRevision`).
struct PiecesRevision: Equatable, Sendable, CustomStringConvertible {
    var forms: Revision?
    var docs: Revision?

    var description: String { "\(forms.map(\.description) ?? "-") \(docs.map(\.description) ?? "-")" }
}

/// The indexes and the docs in their reading order (`PageCache.updateIndexes`).
typealias IndexedDocs = (indexes: SiteIndexes, docs: [DocPage])
