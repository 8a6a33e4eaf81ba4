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
    /// The rendered sidebar tree per folder of the site, filled by `render()` before the pages.
    private(set) var sidebarByFolder: [String: String] = [:]
    let formNames: Set<String>
    /// Each model's name and page, in sidebar order (the current model's found by path on big sites).
    let modelPages: [(name: String, path: String)]
    let modelPageByPath: [String: (name: String, path: String)]
    let docSlugsByPath: [String: String]
    let docsBySlug: [String: DocPage]
    /// Set by `diff`: the site gets `review/index.html`, linked from the index.
    public var review: ReviewReport?

    public init(siteTitle: String, forms: [FormLayout], docs: [DocPage], theme: Theme) {
        self.siteTitle = siteTitle
        self.forms = forms.sorted { $0.name < $1.name }
        self.docTree = DocNavigation.tree(docs)
        self.formNames = Set(forms.map(\.name))
        self.modelPages = self.forms.map { ($0.name, SitePaths.modelPage($0.name)) }
        self.modelPageByPath = Dictionary(modelPages.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        self.docSlugsByPath = Dictionary(docs.map { ($0.outputPath, $0.slug) }, uniquingKeysWith: { first, _ in first })
        self.docsBySlug = Dictionary(docs.map { ($0.slug, $0) }, uniquingKeysWith: { first, _ in first })
        self.docs = DocNavigation.ordered(docs)
        self.theme = theme
    }

    /// The most entries one sidebar list shows; more would make every page carry the whole site.
    static let navListLimit = 60

    /// The sidebar tree, opened only along the current page's folders, so each page's sidebar stays
    /// small however many pages there are. Every node has `nodes`, so the recursive partial never
    /// looks up its parent's.
    func navNodes(_ nodes: [DocNavigation.Node], current: String, currentSlug: String, folder: String = "") -> [[String: Any]] {
        var entries: [[String: Any]] = []
        for node in nodes {
            let path = folder.isEmpty ? node.key : "\(folder)/\(node.key)"
            // Small sites show the whole tree; large ones open only the current page's folders.
            let isOpen = !node.children.isEmpty && (docs.count <= Self.navListLimit || currentSlug.hasPrefix(path + "/"))
            let children = isOpen ? navNodes(node.children, current: current, currentSlug: currentSlug, folder: path) : []
            var entry: [String: Any] = [
                "title": node.title, "current": node.page?.outputPath == current,
                "nodes": children, "hasChildren": !children.isEmpty,
            ]
            if let page = node.page { entry["path"] = page.outputPath }
            entries.append(entry)
        }
        guard entries.count > Self.navListLimit else { return entries }
        // Keep the first entries and the current branch; say how many more there are.
        let keep = entries.enumerated().filter { index, entry in
            index < Self.navListLimit - 1 || entry["current"] as? Bool == true || entry["hasChildren"] as? Bool == true
        }.map(\.element)
        return keep + [["title": "… \(entries.count - keep.count) more on the index", "path": "index.html", "current": false,
                        "nodes": [[String: Any]](), "hasChildren": false]]
    }

    /// Every file of the site, sorted by path, and any theme problems.
    public func render() -> (files: [SiteFile], diagnostics: [Diagnostic]) {
        let (library, templateDiagnostics) = theme.templateLibrary()
        var diagnostics = templateDiagnostics
        var renderer = self
        renderer.sidebarByFolder = renderSidebars(library: library)
        return renderer.renderPages(library: library, diagnostics: diagnostics)
    }

    /// The sidebar tree is the same for every page of a folder but for the current link, so it is
    /// rendered once per folder (through the theme's `navtree` partial) and each page marks its own link.
    private func renderSidebars(library: MustacheLibrary) -> [String: String] {
        let pagePaths = ["index.html", SitePaths.reviewPage] + forms.map { SitePaths.modelPage($0.name) } + docs.map(\.outputPath)
        let folders = Array(Set(pagePaths.map(RelativePath.folder(of:)))).sorted()
        let rendered = folders.parallelMap { folder -> String in
            // Any page of the folder opens the same branches: the folder's own.
            let slug = folder.hasPrefix(DocsLoader.docsFolder + "/") ? String(folder.dropFirst(DocsLoader.docsFolder.count + 1)) + "/_" : ""
            let context: [String: Any] = [
                "root": SitePaths.root(from: folder.isEmpty ? "index.html" : folder + "/index.html"),
                "nodes": navNodes(docTree, current: "", currentSlug: slug),
            ]
            return library.render(context, withTemplate: "navtree") ?? ""
        }
        return Dictionary(uniqueKeysWithValues: zip(folders, rendered))
    }

    /// The sidebar tree of `page`, its own link marked as the current page.
    func docTreeHTML(forPage page: String) -> String {
        guard let html = sidebarByFolder[RelativePath.folder(of: page)] else { return "" }
        let link = "<a href=\"\(HTMLEscaping.escape(SitePaths.root(from: page) + page))\">"
        return html.replacingOccurrences(of: link, with: link.dropLast() + " aria-current=\"page\">")
    }

    private func renderPages(library: MustacheLibrary, diagnostics: [Diagnostic]) -> (files: [SiteFile], diagnostics: [Diagnostic]) {
        var diagnostics = diagnostics

        /// One page to render: its template, its path, and how to build its context.
        struct Job {
            var template: String
            var path: String
            var context: (inout FormEmbedder) -> [String: Any]
        }
        let docsByModel = Dictionary(docs.compactMap { doc in doc.model.map { ($0, doc) } }, uniquingKeysWith: { first, _ in first })
        var jobs = [Job(template: "index", path: "index.html") { _ in indexContext() }]
        jobs += forms.map { form in
            let path = SitePaths.modelPage(form.name)
            return Job(template: "model", path: path) { embedder in
                var context = modelContext(form, path: path)
                if let doc = docsByModel[form.name], let html = doc.htmlOnModelPage {
                    context["modelDoc"] = [
                        "html": embedder.replaceMarkers(in: html, embeds: doc.embeds, onPage: path),
                        "title": doc.title, "path": RelativePath.link(from: path, to: doc.outputPath),
                    ] as [String: Any]
                }
                return context
            }
        }
        jobs += docs.enumerated().map { index, doc in
            Job(template: "doc", path: doc.outputPath) { embedder in
                var context = docContext(doc, index: index)
                context["body"] = embedder.replaceMarkers(in: doc.html, embeds: doc.embeds, onPage: doc.outputPath)
                return context
            }
        }
        if let review {
            jobs.append(Job(template: "review", path: SitePaths.reviewPage) { _ in reviewContext(review) })
        }

        // Pages are independent: render them on every core.
        let rendered = jobs.parallelMap { job -> (file: SiteFile?, diagnostics: [Diagnostic]) in
            var embedder = FormEmbedder(renderer: self, library: library)
            let context = job.context(&embedder)
            guard let html = library.render(context, withTemplate: job.template) else {
                return (nil, embedder.diagnostics + [.error("theme.missing-template", at: SourceLocation(file: "templates/\(job.template).mustache"),
                    "the theme has no template \"\(job.template)\"; \(job.path) was not written")])
            }
            return (SiteFile(path: job.path, text: html), embedder.diagnostics)
        }
        var files = rendered.compactMap(\.file)
        diagnostics += rendered.flatMap(\.diagnostics)
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
