import SiteOutput
import PageContexts

/// `index.html`: every model's card and every doc's entry (their pieces), with the counts.
struct IndexPageKind: PageKind {
    let template = "index"
    let scope = PageScope.single
    let reads = PageReads.everyPiece

    func path(ofPage page: Int, in site: SiteRenderer) -> String { "index.html" }

    func links(ofPage page: Int, in build: PageBuild) -> [String?]? {
        let site = build.renderer
        // The review's summary is not among its inputs: with a review, the index is made every time.
        guard site.review == nil else { return nil }
        return [site.guidance, site.profiles.isEmpty ? nil : "\(site.profiles.count)", "\(site.docs.count)"]
            + site.signOffKey
    }

    func context(
        ofPage page: Int, path: String, in build: PageBuild, embedder: inout FormEmbedder
    ) -> PageContext<IndexPageContext> {
        build.renderer.indexContext(pieces: build.pieces)
    }

    /// Joined from its skeleton and the pieces (`IndexSkeleton`) when the theme's index allows,
    /// rather than rendered whole.
    func file(ofPage page: Int, in build: PageBuild) -> SiteFile? {
        let site = build.renderer
        return site.indexFile(pieces: build.pieces, library: build.library) { make in
            guard let pageCache = site.pageCache, site.review == nil else { return make() }
            // What the index is made of besides the lists; its skeleton is kept while that holds.
            var inputs = site.pageInputs(template: template, path: path(ofPage: page, in: site))
            inputs.links = [site.guidance, "\(site.profiles.count)", "\(site.docs.count)"] + site.signOffKey
            return pageCache.indexSkeleton.value(for: "index", inputs: inputs, make: make)
        }
    }
}
