import Layout
import Docs

/// Everything one page's template context is made from: the page cache's key. Typed (not an
/// array of `AnyHashable`), so checking every unchanged page costs no boxing.
struct PageInputs: Equatable {
    var template: String
    var path: String
    /// The rendered sidebar of the page's folder.
    var sidebar: String?
    /// The models listed in the sidebar (all of them on small sites), their count, and whether there are docs.
    var listedModels: [String]
    var modelCount: Int
    var hasDocs: Bool
    /// The page's own form, or every form (the index).
    var forms: [FormLayout] = []
    /// Forms that ```` ```formsmith ```` blocks on the page show.
    var embeddedForms: [FormLayout?] = []
    /// The page's own doc, its model's doc, or every doc (the index).
    var docs: [DocPage] = []
    /// Titles and paths of neighbouring pages and breadcrumbs.
    var links: [String?] = []
}
