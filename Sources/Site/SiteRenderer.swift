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

    public init(siteTitle: String, forms: [FormLayout], docs: [DocPage], theme: Theme) {
        self.siteTitle = siteTitle
        self.forms = forms.sorted { $0.name < $1.name }
        self.docs = DocNavigation.ordered(docs)
        self.theme = theme
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

        page("index", path: "index.html", context: indexContext())
        for form in forms {
            let path = SitePaths.modelPage(form.name)
            page("model", path: path, context: modelContext(form, path: path))
        }
        for (index, doc) in docs.enumerated() {
            page("doc", path: doc.outputPath, context: docContext(doc, index: index))
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
        let navDocs: [[String: Any]] = docs.map {
            ["title": $0.title, "path": $0.outputPath, "current": $0.outputPath == path,
             "depth": $0.slug.split(separator: "/").count - 1]
        }
        return [
            "siteTitle": siteTitle, "pageTitle": pageTitle, "root": root,
            "nav": ["models": navModels, "docs": navDocs, "hasDocs": !docs.isEmpty] as [String: Any],
        ]
    }

    func indexContext() -> [String: Any] {
        var context = baseContext(path: "index.html", pageTitle: "Forms")
        context["pageTitle"] = siteTitle
        context["modelCount"] = forms.count
        context["docCount"] = docs.count
        context["hasDocs"] = !docs.isEmpty
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
        context["body"] = doc.html
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
