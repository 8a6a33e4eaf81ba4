import FormsmithCore
import Layout
import Docs

/// What the page contexts are made from beyond a page's own form or doc: the site's forms and docs,
/// where their pages are, and what the renderer was told (review, sign-off, profiles). `SiteRenderer`
/// (in Site) is the one source; the functions that make contexts are this protocol's extensions, so
/// they see the site only through it, and the contexts' memberwise initializers stay in their module.
package protocol PageContextSource {
    var siteTitle: String { get }
    /// What an empty date picker shows as now, `yyyy-mm-ddThh:mm`.
    var pictureDate: String { get }
    var forms: [FormLayout] { get }
    var docs: [DocPage] { get }
    /// Every form's name, for links to related models.
    var formNames: Set<String> { get }
    /// Each model's name and page, in sidebar order.
    var modelPages: [(name: String, path: String)] { get }
    var modelPageByPath: [String: (name: String, path: String)] { get }
    var review: ReviewReport? { get }
    var signOff: [String: SiteSignOff] { get }
    var profiles: [PresentationProfile] { get }
    var guidance: String? { get }
    /// The page of the model `name` in this site.
    func modelPage(_ name: String) -> String
    /// The doc page with this slug, if any.
    func doc(slug: String) -> DocPage?
    /// The sidebar tree of `page`, rendered, its own link marked as the current page.
    func docTreeHTML(forPage page: String) -> String
}

extension PageContextSource {
    /// The most entries one sidebar list shows; more would make every page carry the whole site.
    /// One value for every source: the sidebars and the pages' inputs read it too.
    package static var navListLimit: Int { 60 }
}
