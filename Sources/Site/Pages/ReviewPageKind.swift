import PageContexts

/// `review/index.html`, written by `diff`: what changed, per model.
struct ReviewPageKind: PageKind {
    let template = "review"
    let scope = PageScope.single
    let reads = PageReads.wholeSite

    func isPresent(in site: SiteRenderer) -> Bool { site.review != nil }

    func path(ofPage page: Int, in site: SiteRenderer) -> String { SitePaths.reviewPage }

    func context(
        ofPage page: Int, path: String, in build: PageBuild, embedder: inout FormEmbedder
    ) -> PageContext<ReviewPageContext> {
        build.renderer.reviewContext(build.renderer.review!)
    }
}
