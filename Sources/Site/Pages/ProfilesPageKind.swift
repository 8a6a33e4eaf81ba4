import PageContexts

/// `profiles.html`, when the project has `PresentationProfiles.hints`: each profile and its preview.
struct ProfilesPageKind: PageKind {
    let template = "profiles"
    let scope = PageScope.single
    let reads = PageReads.wholeSite

    func isPresent(in site: SiteRenderer) -> Bool { !site.profiles.isEmpty }

    func path(ofPage page: Int, in site: SiteRenderer) -> String { SitePaths.profilesPage }

    func context(
        ofPage page: Int, path: String, in build: PageBuild, embedder: inout FormEmbedder
    ) -> PageContext<ProfilesPageContext> {
        build.renderer.profilesContext()
    }
}
