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
    /// Changes whenever a form's or doc's pieces are made again or forgotten: while it stands, the
    /// shared files joined from them stand too.
    private let piecesGeneration = Atomic<Int>(0)
    var currentPiecesGeneration: Int { piecesGeneration.load(ordering: .relaxed) }

    /// Pages rendered (not reused) by the last build, by path, for `rebuild-benchmark` and the tests.
    public var pagesRenderedInLastBuild: [String] { renderedInLast.withLock { $0 } }
    public var renderedInLastBuild: Int { pagesRenderedInLastBuild.count }

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
    func pages(
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
        return rendered
    }

    /// The value `key` made from the same `input` last time, or `make()`'s. Typed, so comparing a
    /// two-thousand-entry input costs no boxing per entry. A key always holds one type of value.
    func fragment<Input: Equatable & Sendable, Value: Sendable>(_ key: String, input: Input, make: () -> Value) -> Value
    {
        fragments.value(
            for: key, reusableIf: { ($0 as? Input) == input }, make: { .init(inputs: input, value: make()) })
            as! Value
    }

    /// The pieces of every form (`pages[i]` is `forms[i]`'s page): reused where form and page are
    /// unchanged, made in parallel where not. `changed`: the names of the forms that are new or
    /// differ from the last build.
    func pieces(
        of forms: [FormLayout], pages: [String], make: @Sendable (Int) -> FormPieces
    ) -> (pieces: [FormPieces], changed: Set<String>) {
        let inputs = forms.indices.map { PiecesInput(form: forms[$0], page: pages[$0]) }
        return reuse(formPieces, keys: forms.map(\.name), inputs: inputs, make: make)
    }

    /// The pieces of every doc page, as for forms.
    func pieces(of docs: [DocPage], make: @Sendable (Int) -> DocPieces) -> (pieces: [DocPieces], changed: Set<String>) {
        reuse(docPieces, keys: docs.map(\.outputPath), inputs: docs, make: make)
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
    /// or doc does not join a 100 MB manifest again.
    func sharedFiles<Order: Equatable & Sendable>(order: Order, make: () -> [SiteFile]) -> [SiteFile] {
        let input = SharedFilesInput(generation: piecesGeneration.load(ordering: .relaxed), order: order)
        return fragment("shared-files", input: input, make: make)
    }

    /// Whether the site has the same shape as in the last build (see `SiteRenderer.PageShape`),
    /// remembering this one's.
    func sameShape<Shape: Equatable & Sendable>(_ shape: Shape) -> Bool {
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
