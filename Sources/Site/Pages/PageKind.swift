import Templates
import SiteOutput
import PageContexts

/// One kind of page the site has (the index, a model's page, a doc page…): where its pages go,
/// the template that renders them, what they read of the site's forms and docs, and how each
/// page's context is made. The render loop, the page cache's inputs, "may have changed" and the
/// pages to look at after an edit all follow from these declarations (`SitePages`, `PageBuild`),
/// so a new kind is one type here and one line in `SitePages.kinds`.
protocol PageKind: Sendable {
    /// What the template receives beyond `PageBase`.
    associatedtype Content: Encodable

    /// The theme template that renders its pages.
    var template: String { get }
    /// Which pages it has: one, or one per form or per doc.
    var scope: PageScope { get }
    /// What its pages show of the site's forms and docs, beyond what every page shares (`PageInputs`).
    var reads: PageReads { get }

    /// Whether the site has its page (`.single` kinds only; the others have one per form or doc).
    func isPresent(in site: SiteRenderer) -> Bool
    /// Where page `page` of this kind goes (`page`: its form's or doc's position, 0 for `.single`).
    func path(ofPage page: Int, in site: SiteRenderer) -> String
    /// What the page is made from besides what `reads` declares: titles and paths of pages it
    /// links to, counts. nil: made from something the page cache does not hold, so never reused.
    func links(ofPage page: Int, in build: PageBuild) -> [String?]?
    /// The page's template context; forms embedded in docs go through `embedder`.
    func context(
        ofPage page: Int, path: String, in build: PageBuild, embedder: inout FormEmbedder
    ) -> PageContext<Content>
    /// The page's file when the kind makes it without rendering its whole template; nil: rendered
    /// from `context`.
    func file(ofPage page: Int, in build: PageBuild) -> SiteFile?
}

/// Which pages a kind has.
enum PageScope: Sendable {
    /// One page, when the kind `isPresent`.
    case single
    /// One page per form, in the forms' (sidebar) order.
    case eachForm
    /// One page per doc, in reading order.
    case eachDoc
}

/// What a page shows of the site's forms and docs. A doc it shows brings the forms the doc's
/// ```` ```formsmith ```` blocks embed, and every form it shows brings where its relationship
/// fields link. A set of flags, so asking costs nothing per page.
struct PageReads: OptionSet, Sendable {
    let rawValue: UInt8

    /// Its form: the page's own (`.eachForm`), or the one its doc documents (`.eachDoc`).
    static let itsForm = PageReads(rawValue: 1 << 0)
    /// Its doc: the page's own (`.eachDoc`), or the first documenting its form (`.eachForm`).
    static let itsDoc = PageReads(rawValue: 1 << 1)
    /// Every form's and doc's pieces (`FormPieces`, `DocPieces`): the same while none changed.
    static let everyPiece = PageReads(rawValue: 1 << 2)
    /// Anything of the site: made again on every build.
    static let wholeSite = PageReads(rawValue: 1 << 3)
}

extension PageKind {
    func isPresent(in site: SiteRenderer) -> Bool { true }
    func links(ofPage page: Int, in build: PageBuild) -> [String?]? { [] }
    func file(ofPage page: Int, in build: PageBuild) -> SiteFile? { nil }

    /// How many pages of this kind the site has.
    func pageCount(in site: SiteRenderer) -> Int {
        switch scope {
        case .single: isPresent(in: site) ? 1 : 0
        case .eachForm: site.forms.count
        case .eachDoc: site.docs.count
        }
    }

    /// The context as the template reads it (callable on `any PageKind`).
    func encodedContext(
        ofPage page: Int, path: String, in build: PageBuild, embedder: inout FormEmbedder
    ) -> TemplateValue {
        TemplateEncoder.encode(context(ofPage: page, path: path, in: build, embedder: &embedder))
    }
}
