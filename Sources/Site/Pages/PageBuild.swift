import FormsmithCore
import Layout
import Docs
import Templates
import SiteOutput

/// One build's pages: what they are made from beyond the renderer's forms and docs (the compiled
/// templates, every form's and doc's pieces, the doc pages' links), and from each kind's
/// declarations (`PageKind`) each page's inputs for the page cache and the page itself.
struct PageBuild: Sendable {
    let renderer: SiteRenderer
    let pages: SitePages
    let library: TemplateLibrary
    let pieces: (forms: [FormPieces], docs: [DocPieces])
    /// Each doc page's neighbours and breadcrumbs (`DocPageKind.neighbourLinks`), for the page
    /// cache only: worked out once per change to the docs' places and titles, not per page.
    let docLinks: [[String?]]

    init(renderer: SiteRenderer, library: TemplateLibrary, pieces: (forms: [FormPieces], docs: [DocPieces])) {
        self.renderer = renderer
        self.library = library
        self.pieces = pieces
        pages = SitePages(renderer: renderer)
        docLinks =
            renderer.pageCache.map { cache in
                cache.docLinks.value(for: "docs", inputs: renderer.navigationInputs) {
                    DocPageKind.neighbourLinks(in: renderer)
                }
            } ?? []
    }

    /// What the page at `position` is made from beyond what every page shares: its kind's `reads`
    /// and `links`; nil: never reused.
    func inputs(at position: Int) -> PageInputs? {
        let page = pages.page(at: position)
        let kind = SitePages.kinds[page.kind]
        guard !kind.reads.contains(.wholeSite), var links = kind.links(ofPage: page.page, in: self) else {
            return nil
        }
        if kind.reads.contains(.everyPiece) {
            // While no piece changed, neither did what the page shows of them, and every form and
            // doc need not be compared to say so.
            guard let pageCache = renderer.pageCache else { return nil }
            links.append("pieces \(pageCache.currentPiecesRevision)")
        }
        var inputs = renderer.pageInputs(template: kind.template, path: kind.path(ofPage: page.page, in: renderer))
        let shown = pages.shown(page)
        if let form = shown.form { inputs.forms = [renderer.forms[form]] }
        if let doc = shown.doc {
            inputs.docs = [renderer.docs[doc]]
            inputs.embeddedForms = renderer.embeddedForms(renderer.docs[doc])
        }
        inputs.links = links + renderer.relatedPages(inputs.forms.map(Optional.some) + inputs.embeddedForms)
        return inputs
    }

    /// The page at `position`, handed to the renderer's page sink when it has one.
    func render(at position: Int) -> PageCache.Rendered {
        let page = pages.page(at: position)
        let kind = SitePages.kinds[page.kind]
        let sink = renderer.site
        if let file = kind.file(ofPage: page.page, in: self) {
            sink?.add(file)
            return PageCache.Rendered(file: sink == nil ? file : nil, diagnostics: [])
        }
        let path = kind.path(ofPage: page.page, in: renderer)
        var embedder = FormEmbedder(renderer: renderer, library: library)
        let context = kind.encodedContext(ofPage: page.page, path: path, in: self, embedder: &embedder)
        guard let html = library.renderBytes(context, withTemplate: kind.template) else {
            return PageCache.Rendered(
                file: nil,
                diagnostics: embedder.diagnostics + [
                    .error(
                        "theme.missing-template", at: SourceLocation(file: "templates/\(kind.template).mustache"),
                        "the theme has no template \"\(kind.template)\"; \(path) was not written")
                ])
        }
        let file = SiteFile(path: path, contents: html)
        if let sink {
            sink.add(file)
            return PageCache.Rendered(file: nil, diagnostics: embedder.diagnostics)
        }
        return PageCache.Rendered(file: file, diagnostics: embedder.diagnostics)
    }
}
