import Docs
import PageContexts

/// `docs/<path>.html`: one per doc (Markdown, DocC articles and tutorials), in reading order.
struct DocPageKind: PageKind {
    let template = "doc"
    let scope = PageScope.eachDoc
    let reads = PageReads.itsDoc

    func path(ofPage page: Int, in site: SiteRenderer) -> String { site.docs[page].outputPath }

    /// Its neighbours and breadcrumbs, and the page of the model it documents.
    func links(ofPage page: Int, in build: PageBuild) -> [String?]? {
        build.docLinks[page] + [build.renderer.docs[page].model.map(build.renderer.modelPage)]
    }

    func context(
        ofPage page: Int, path: String, in build: PageBuild, embedder: inout FormEmbedder
    ) -> PageContext<DocPageContext> {
        let doc = build.renderer.docs[page]
        let body = embedder.replaceMarkers(in: doc.html, embeds: doc.embeds, onPage: path)
        return build.renderer.docContext(doc, index: page, body: body)
    }

    /// What each doc page shows of other docs (neighbours, breadcrumbs): titles and paths, which
    /// follow from the docs' places and titles alone (`PageBuild.docLinks`).
    static func neighbourLinks(in site: SiteRenderer) -> [[String?]] {
        let docs = site.docs
        return docs.indices.map { index in
            [
                index > 0 ? docs[index - 1].title : nil, index > 0 ? docs[index - 1].outputPath : nil,
                index + 1 < docs.count ? docs[index + 1].title : nil,
                index + 1 < docs.count ? docs[index + 1].outputPath : nil,
            ]
                + DocNavigation.breadcrumbs(for: docs[index], bySlug: site.doc(slug:)).flatMap { [$0.title, $0.path] }
        }
    }
}
