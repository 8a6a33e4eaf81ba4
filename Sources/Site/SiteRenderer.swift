import FormsmithCore
import Layout
import Docs
import ProjectFiles
import Parallel
import Templates
import SiteOutput
import Incremental
import PageContexts

/// Turns form layouts and doc pages into the site's files through the theme's templates.
/// It knows nothing of hints; every user string reaches HTML through the templates' escaping.
public struct SiteRenderer: Sendable {
    public var siteTitle: String
    public var forms: [FormLayout]
    public var docs: [DocPage]
    public var theme: Theme

    /// The rendered sidebar tree per folder of the site, filled by `render()` before the pages
    /// (and by the tests that rebuild a page's context to render it through swift-mustache).
    var sidebarByFolder: [String: String] = [:]
    /// Where every form and doc is (`SiteIndexes`).
    let indexes: SiteIndexes
    /// True when `indexes` are the page cache's from the last build: the site keeps its shape, and
    /// only the forms and docs in `changes` may differ from that build's.
    let keepsShape: Bool
    /// What changed since the page cache's last build, when the stages before know (`serve`).
    let changes: SiteChanges?
    package var formNames: Set<String> { indexes.formNames }
    /// Each model's name and page, in sidebar order (the current model's found by path on big sites).
    package var modelPages: [(name: String, path: String)] { indexes.modelPages }
    package var modelPageByPath: [String: (name: String, path: String)] { indexes.modelPageByPath }
    var docSlugsByPath: [String: String] { indexes.docSlugsByPath }
    /// Positions in `docs` and `forms`: a dictionary of the values themselves would copy every
    /// page and form once more on each build.
    var docIndexBySlug: [String: Int] { indexes.docIndexBySlug }
    var formIndexByName: [String: Int] { indexes.formIndexByName }
    /// Each model's page, with names that differ only in case kept apart (`SitePaths.modelPages`).
    var modelPageByName: [String: String] { indexes.modelPageByName }
    /// Set by `diff`: the site gets `review/index.html`, linked from the index.
    public var review: ReviewReport?
    /// Each form's design sign-off, by model; empty when the project keeps no approvals file.
    public var signOff: [String: SiteSignOff] = [:]
    /// `PresentationProfiles.hints`: the site gets `profiles.html`, linked from the index.
    public var profiles: [PresentationProfile] = []
    /// The app's languages other than its source language, each a file the pages load when chosen.
    public var languages: [SiteLanguage] = []
    /// What an empty date picker shows as now (`PictureDate`): a `yyyy-mm-ddThh:mm` the pages read.
    public var pictureDate = "2007-01-09T09:41"
    /// What to do next, shown on the index when the project has nothing to preview and no docs.
    public var guidance: String?
    /// The theme's templates, when compiled ahead (a build without a page cache).
    public var preparedTemplates: PreparedTemplates?
    /// Where each page goes as soon as it is rendered, instead of into the returned files: a build
    /// writes its pages while it renders the rest, and never holds them all (a build without a page cache).
    public var site: SiteWriter.NewSite?
    /// Set by `serve`: pages whose inputs did not change since the last build are reused.
    public let pageCache: PageCache?
    /// Each doc's place and title, in the order the loader gave them: all the sidebar and the
    /// reading order depend on, so both are reused while it is unchanged.
    var navigationInputs: [NavigationEntry] { indexes.navigation }

    /// What every page's inputs share beyond its own form and doc: the models (the sidebar's list,
    /// relationship links; their pages follow from the names), the docs' places and titles (sidebar,
    /// neighbours, breadcrumbs), which doc documents which model, and the pages there are (the
    /// revision of the page paths' stage, `PageCache.pagePaths`, which follows the page kinds).
    /// The same shape has the same pages, by the same paths.
    struct PageShape: Hashable, Sendable {
        var formNames: [String]
        var navigation: [NavigationEntry]
        var docModels: [String?]
        var paths: Revision?
        /// The languages pages switch to, each with SixLayer's strings in it.
        var languages: [SiteLanguage]
        /// A sign-off changes pages whose forms did not: with another, every page is looked at.
        var signOff: [String: SiteSignOff]
    }

    /// One doc's part in the sidebar and the reading order.
    struct NavigationEntry: Hashable {
        var sourcePath: String
        var slug: String
        var title: String
        var order: Int?
    }

    /// `modelPages`: `SitePaths.modelPages(for:)` of the forms' names, when the caller has it already.
    /// `changes`: what changed since the page cache's last build, when the caller knows.
    public init(
        siteTitle: String, forms: [FormLayout], docs: [DocPage], theme: Theme, pageCache: PageCache? = nil,
        modelPages: [String: String]? = nil, changes: SiteChanges? = nil
    ) {
        self.siteTitle = siteTitle
        self.theme = theme
        self.pageCache = pageCache
        self.changes = changes
        // The pipeline's forms come sorted; sorting them again would copy every one. By index, so
        // no form is copied to be looked at.
        let isSorted = forms.indices.dropFirst().allSatisfy { forms[$0 - 1].name.naturallyPrecedes(forms[$0].name) }
        let sortedForms = isSorted ? forms : forms.sorted { $0.name.naturallyPrecedes($1.name) }
        let make = { () -> (indexes: SiteIndexes, docs: [DocPage]) in
            let navigation = docs.map(NavigationEntry.init)
            let ordered = { DocNavigation.ordered(docs) }
            let order = pageCache?.readingOrder.value(for: "docs", inputs: navigation, make: ordered) ?? ordered()
            let indexes = SiteIndexes(
                forms: sortedForms, docs: docs,
                modelPages: modelPages ?? SitePaths.modelPages(for: sortedForms.map(\.name)), order: order)
            return (indexes, order.elementsEqual(docs.indices) ? docs : order.map { docs[$0] })
        }
        // The last build's, with the docs that changed put in place, while the site keeps its shape.
        let (indexes, orderedDocs, kept) =
            pageCache?.updateIndexes(changes: changes, docs: docs, make: make)
            ?? {
                let made = make()
                return (made.indexes, made.docs, false)
            }()
        (self.forms, self.indexes, self.docs, self.keepsShape) = (sortedForms, indexes, orderedDocs, kept)
    }

    /// Every file of the site, sorted by path, and any theme problems.
    public func render() -> (files: [SiteFile], diagnostics: [Diagnostic]) {
        // A page cache keeps every page for the next build; a sink takes them away as they render.
        precondition(site == nil || pageCache == nil, "a page sink and a page cache are used by different commands")
        let (library, diagnostics) =
            pageCache?.startBuild(title: siteTitle, theme: theme)
            ?? preparedTemplates.map { ($0.library, $0.diagnostics) }
            ?? theme.templateLibrary()
        var renderer = self
        renderer.sidebarByFolder =
            pageCache?.sidebars.value(for: "site", inputs: sidebarInputs) { renderSidebars(library: library) }
            ?? renderSidebars(library: library)
        return renderer.renderPages(library: library, diagnostics: diagnostics)
    }

    /// What every page's shared parts (`baseContext`) are made of, for the page cache.
    func pageInputs(template: String, path: String) -> PageInputs {
        PageInputs(
            template: template, path: path, sidebar: sidebarByFolder[RelativePath.folder(of: path)],
            listedModels: forms.count <= Self.navListLimit ? modelPages.map(\.name) : [],
            modelCount: forms.count, hasDocs: !docs.isEmpty)
    }
}
