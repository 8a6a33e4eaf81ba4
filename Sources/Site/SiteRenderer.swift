import FormsmithCore
import Layout
import Docs
import Mustache

/// Turns form layouts and doc pages into the site's files through the theme's templates.
/// It knows nothing of hints; every user string reaches HTML through the templates' escaping.
public struct SiteRenderer {
    public var siteTitle: String
    public var forms: [FormLayout]
    public var docs: [DocPage]
    public var theme: Theme

    let docTree: [DocNavigation.Node]
    /// Set by `diff`: the site gets `review/index.html`, linked from the index.
    public var review: ReviewReport?

    public init(siteTitle: String, forms: [FormLayout], docs: [DocPage], theme: Theme) {
        self.siteTitle = siteTitle
        self.forms = forms.sorted { $0.name < $1.name }
        self.docTree = DocNavigation.tree(docs)
        self.docs = DocNavigation.ordered(docs)
        self.theme = theme
    }

    /// The sidebar tree; every node has `nodes`, so the recursive partial never looks up its parent's.
    func navNodes(_ nodes: [DocNavigation.Node], current: String) -> [[String: Any]] {
        nodes.map { node in
            var entry: [String: Any] = [
                "title": node.title, "current": node.page?.outputPath == current,
                "nodes": navNodes(node.children, current: current), "hasChildren": !node.children.isEmpty,
            ]
            if let page = node.page { entry["path"] = page.outputPath }
            return entry
        }
    }

    /// Every file of the site, sorted by path, and any theme problems.
    public func render() -> (files: [SiteFile], diagnostics: [Diagnostic]) {
        let (library, templateDiagnostics) = theme.templateLibrary()
        var diagnostics = templateDiagnostics
        var files: [SiteFile] = []

        func page(_ template: String, path: String, context: [String: Any]) {
            guard let html = library.render(context, withTemplate: template) else {
                diagnostics.append(.error("theme.missing-template", at: SourceLocation(file: "templates/\(template).mustache"),
                    "the theme has no template \"\(template)\"; \(path) was not written"))
                return
            }
            files.append(SiteFile(path: path, text: html))
        }

        var embedder = FormEmbedder(renderer: self, library: library)
        page("index", path: "index.html", context: indexContext())
        for form in forms {
            let path = SitePaths.modelPage(form.name)
            var context = modelContext(form, path: path)
            if let doc = docs.first(where: { $0.model == form.name }), let html = doc.htmlOnModelPage {
                context["modelDoc"] = [
                    "html": embedder.replaceMarkers(in: html, embeds: doc.embeds, onPage: path),
                    "title": doc.title, "path": RelativePath.link(from: path, to: doc.outputPath),
                ] as [String: Any]
            }
            page("model", path: path, context: context)
        }
        for (index, doc) in docs.enumerated() {
            var context = docContext(doc, index: index)
            context["body"] = embedder.replaceMarkers(in: doc.html, embeds: doc.embeds, onPage: doc.outputPath)
            page("doc", path: doc.outputPath, context: context)
        }
        diagnostics += embedder.diagnostics
        if let review {
            page("review", path: SitePaths.reviewPage, context: reviewContext(review))
        }
        for asset in theme.assets {
            files.append(SiteFile(path: asset.path, contents: asset.bytes))
        }
        files.append(SiteFile(path: "manifest.json", contents: Manifest.encode(forms)))
        files.append(SiteFile(path: SearchIndex.path, contents: SearchIndex.script(forms: forms, docs: docs)))
        return (files.sorted { $0.path < $1.path }, diagnostics)
    }

    // MARK: Contexts

    /// What every page template receives.
    func baseContext(path: String, pageTitle: String) -> [String: Any] {
        let root = SitePaths.root(from: path)
        let navModels: [[String: Any]] = forms.map {
            let target = SitePaths.modelPage($0.name)
            return ["name": $0.name, "path": target, "current": target == path]
        }
        return [
            "siteTitle": siteTitle, "pageTitle": pageTitle, "root": root,
            "nav": ["models": navModels, "docTree": ["nodes": navNodes(docTree, current: path)], "hasDocs": !docs.isEmpty] as [String: Any],
        ]
    }

    func indexContext() -> [String: Any] {
        var context = baseContext(path: "index.html", pageTitle: "Forms")
        context["pageTitle"] = siteTitle
        context["modelCount"] = forms.count
        context["docCount"] = docs.count
        context["hasDocs"] = !docs.isEmpty
        if let review {
            context["hasReview"] = true
            context["reviewPath"] = SitePaths.reviewPage
            context["reviewSummary"] = review.hasChanges ? "\(counted(review.changed.count, "model")) changed" : "no form changed"
        }
        context["models"] = forms.map { form -> [String: Any] in
            var card: [String: Any] = [
                "name": form.name, "path": SitePaths.modelPage(form.name),
                "fieldCount": form.renderedFields.count, "sectionCount": form.sections.count,
                "warningCount": form.diagnostics.warningCount, "errorCount": form.diagnostics.errorCount,
                "hasWarnings": form.diagnostics.warningCount > 0, "hasErrors": form.diagnostics.errorCount > 0,
                "wireframe": Wireframe.svg(for: form),
            ]
            if let color = form.accentColor.flatMap(CSSValue.color) { card["accentColor"] = color }
            return card
        }
        context["docs"] = docs.map { doc -> [String: Any] in
            var entry: [String: Any] = ["title": doc.title, "path": doc.outputPath]
            if let description = doc.description { entry["description"] = description }
            return entry
        }
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
            context["modelPage"] = ["name": model, "path": root + SitePaths.modelPage(model)]
        }
        let crumbs = DocNavigation.breadcrumbs(for: doc, in: docs).map { crumb -> [String: Any] in
            var entry: [String: Any] = ["title": crumb.title]
            if let path = crumb.path { entry["path"] = root + path }
            return entry
        }
        context["breadcrumbs"] = crumbs
        context["hasBreadcrumbs"] = crumbs.count > 1
        return context
    }
}
