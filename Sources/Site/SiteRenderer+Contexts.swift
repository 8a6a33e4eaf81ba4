import FormsmithCore
import Layout
import Docs
import Mustache

/// The template contexts of the index and doc pages, and what every page shares.
extension SiteRenderer {
    /// What every page template receives.
    func baseContext(path: String, pageTitle: String) -> [String: Any] {
        let root = SitePaths.root(from: path)
        // A long model list moves to the index; the sidebar keeps the current model and a link.
        // Looked up, not searched: a search over every model on every page is quadratic on big sites.
        let listed = forms.count <= Self.navListLimit ? modelPages : (modelPageByPath[path].map { [$0] } ?? [])
        let navModels: [[String: Any]] = listed.map { ["name": $0.name, "path": $0.path, "current": $0.path == path] }
        return [
            "siteTitle": siteTitle, "pageTitle": pageTitle, "root": root,
            "nav": [
                "models": navModels, "docTreeHTML": docTreeHTML(forPage: path), "hasDocs": !docs.isEmpty,
                "moreModels": forms.count > Self.navListLimit, "modelCount": forms.count,
            ] as [String: Any],
        ]
    }

    func indexContext(pieces: (forms: [FormPieces], docs: [DocPieces])) -> [String: Any] {
        var context = baseContext(path: "index.html", pageTitle: "Forms")
        context["pageTitle"] = siteTitle
        context["modelCount"] = forms.count
        context["docCount"] = docs.count
        context["hasDocs"] = !docs.isEmpty
        context["hasModels"] = !forms.isEmpty
        if forms.isEmpty && docs.isEmpty, let guidance { context["guidance"] = guidance }
        if let review {
            context["hasReview"] = true
            context["reviewPath"] = SitePaths.reviewPage
            context["reviewSummary"] = review.hasChanges ? "\(counted(review.changed.count, "model")) changed" : "no form changed"
        }
        // Each card and list entry was rendered once through the theme's `card` and `doc-item`
        // partials (and is kept by the page cache while unchanged), so a one-form change does not
        // re-render a thousand cards.
        context["models"] = pieces.forms.map(\.card)
        context["cardsHTML"] = pieces.forms.map { $0.card["cardHTML"] as? String ?? "" }.joined()
        context["docs"] = pieces.docs.map(\.item)
        context["docItemsHTML"] = pieces.docs.map { $0.item["itemHTML"] as? String ?? "" }.joined()
        return context
    }

    func docContext(_ doc: DocPage, index: Int) -> [String: Any] {
        var context = baseContext(path: doc.outputPath, pageTitle: doc.title)
        let root = SitePaths.root(from: doc.outputPath)
        if let description = doc.description { context["description"] = description }
        let toc = doc.tableOfContents.map { ["level": $0.level, "text": $0.text, "id": $0.id] as [String: Any] }
        context["tableOfContents"] = toc
        context["hasTableOfContents"] = !toc.isEmpty
        if index > 0 {
            context["previous"] = ["title": docs[index - 1].title, "path": root + docs[index - 1].outputPath]
        }
        if index + 1 < docs.count {
            context["next"] = ["title": docs[index + 1].title, "path": root + docs[index + 1].outputPath]
        }
        if let model = doc.model {
            context["modelPage"] = ["name": model, "path": root + modelPage(model)]
        }
        let crumbs = DocNavigation.breadcrumbs(for: doc, bySlug: docsBySlug).map { crumb -> [String: Any] in
            var entry: [String: Any] = ["title": crumb.title]
            if let path = crumb.path { entry["path"] = root + path }
            return entry
        }
        context["breadcrumbs"] = crumbs
        context["hasBreadcrumbs"] = crumbs.count > 1
        return context
    }
}
