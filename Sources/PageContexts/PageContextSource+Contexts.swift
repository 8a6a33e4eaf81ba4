import FormsmithCore
import Layout
import Docs

/// The template contexts of the index and doc pages, and what every page shares.
extension PageContextSource {
    /// What every page template receives.
    package func baseContext(path: String, pageTitle: String) -> PageBase {
        // A long model list moves to the index; the sidebar keeps the current model and a link.
        // Looked up, not searched: a search over every model on every page is quadratic on big sites.
        let listed = forms.count <= Self.navListLimit ? modelPages : (modelPageByPath[path].map { [$0] } ?? [])
        let sidebar = SidebarContext(
            models: listed.map { NavModel(name: $0.name, path: $0.path, current: $0.path == path) },
            docTreeHTML: docTreeHTML(forPage: path), hasDocs: !docs.isEmpty,
            moreModels: forms.count > Self.navListLimit, modelCount: forms.count)
        return PageBase(
            siteTitle: siteTitle, pageTitle: pageTitle,
            documentTitle: pageTitle.lowercased() == siteTitle.lowercased() ? siteTitle : pageTitle + " · " + siteTitle,
            pictureDate: pictureDate, root: SitePaths.root(from: path),
            nav: sidebar)
    }

    package func indexContext(cards: [ModelCard], docItems: [DocItem]) -> PageContext<IndexPageContext> {
        // Each card and list entry was rendered once through the theme's `card` and `doc-item`
        // partials (and is kept by the page cache while unchanged), so a one-form change does not
        // re-render every card.
        let content = IndexPageContext(
            modelCount: forms.count, docCount: docs.count, hasDocs: !docs.isEmpty, hasModels: !forms.isEmpty,
            guidance: forms.isEmpty && docs.isEmpty ? guidance : nil,
            hasReview: review != nil, reviewPath: review.map { _ in SitePaths.reviewPage },
            reviewSummary: review.map {
                $0.hasChanges ? "\(counted($0.changed.count, "model")) changed" : "no form changed"
            },
            profilesPath: profiles.isEmpty ? nil : SitePaths.profilesPage, profileCount: profiles.count,
            models: cards, cardsHTML: cards.map(\.cardHTML).joined(),
            docs: docItems, docItemsHTML: docItems.map(\.itemHTML).joined(),
            formsText: counted(forms.count, "form"), docsText: counted(docs.count, "documentation page"),
            signOff: signOffSummary())
        return PageContext(base: baseContext(path: "index.html", pageTitle: siteTitle), content: content)
    }

    package func docContext(_ doc: DocPage, index: Int, body: String) -> PageContext<DocPageContext> {
        let root = SitePaths.root(from: doc.outputPath)
        let toc = doc.tableOfContents.map { TableOfContentsEntry(level: $0.level, text: $0.text, id: $0.id) }
        let crumbs = DocNavigation.breadcrumbs(for: doc, bySlug: doc(slug:)).map { crumb in
            PageLink(title: crumb.title, path: crumb.path.map { root + $0 })
        }
        let content = DocPageContext(
            description: doc.description, tableOfContents: toc, hasTableOfContents: !toc.isEmpty,
            previous: index > 0 ? PageLink(title: docs[index - 1].title, path: root + docs[index - 1].outputPath) : nil,
            next: index + 1 < docs.count
                ? PageLink(title: docs[index + 1].title, path: root + docs[index + 1].outputPath) : nil,
            modelPage: doc.model.map { ModelLink(name: $0, path: root + modelPage($0)) },
            breadcrumbs: crumbs, hasBreadcrumbs: crumbs.count > 1, body: body)
        return PageContext(base: baseContext(path: doc.outputPath, pageTitle: doc.title), content: content)
    }
}
