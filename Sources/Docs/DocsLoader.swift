import Foundation
import FormsmithCore

/// Finds `docs/**/*.md`, renders each through libcmark's tree, and checks its relative links.
public enum DocsLoader {
    public static let docsFolder = "docs"

    /// Markdown paths under `docs/`, relative to the docs folder, sorted.
    public static func markdownFiles(projectRoot root: URL) -> [String] {
        let docs = root.appendingPathComponent(docsFolder)
        guard let walker = FileManager.default.enumerator(atPath: docs.path) else { return [] }
        var found: [String] = []
        while let entry = walker.nextObject() as? String {
            let name = (entry as NSString).lastPathComponent
            if name.hasPrefix(".") {
                walker.skipDescendants()
                continue
            }
            if name.hasSuffix(".md") || name.hasSuffix(".markdown") { found.append(entry) }
        }
        return found.sorted()
    }

    /// Reads and renders every page; `sitePages` are the other pages links may point at (`models/User.html`).
    public static func load(projectRoot root: URL, sitePages: Set<String> = []) -> [DocPage] {
        let files = markdownFiles(projectRoot: root)
        let slugs = Set(files.map(slug(of:)))
        return files.map { relative in
            let sourcePath = "\(docsFolder)/\(relative)"
            guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(sourcePath).path) else {
                return DocPage(sourcePath: sourcePath, slug: slug(of: relative), title: slug(of: relative), html: "", headings: [],
                               diagnostics: [.error("docs.unreadable", at: SourceLocation(file: sourcePath), "cannot read this page")])
            }
            return render(data: data, relativePath: relative, knownSlugs: slugs, sitePages: sitePages)
        }
    }

    /// `guide/setup.md` → `guide/setup`.
    static func slug(of relativePath: String) -> String {
        (relativePath as NSString).deletingPathExtension
    }

    /// Renders one page whose path relative to `docs/` is `relativePath`.
    public static func render(data: Data, relativePath: String, knownSlugs: Set<String>, sitePages: Set<String> = []) -> DocPage {
        let sourcePath = "\(docsFolder)/\(relativePath)"
        var diagnostics: [Diagnostic] = []
        let text: String
        if let decoded = String(data: data, encoding: .utf8) {
            text = decoded
        } else {
            text = String(decoding: data, as: UTF8.self)
            diagnostics.append(.warning("docs.invalid-utf8", at: SourceLocation(file: sourcePath),
                "this page is not valid UTF-8; invalid bytes are shown as �"))
        }
        let frontMatter = FrontMatter(splitting: text, file: sourcePath)
        diagnostics += frontMatter.diagnostics
        let document = CmarkParser.parse(String(frontMatter.body))

        let pageSlug = slug(of: relativePath)
        let resolver = DocLinkResolver(pagePath: relativePath, knownSlugs: knownSlugs, sitePages: sitePages)
        var linkDiagnostics: [Diagnostic] = []
        let (html, headings) = MarkdownHTMLRenderer.render(document) { destination, isImage, line, column in
            let (rewritten, problem) = resolver.resolve(destination, isImage: isImage)
            if let problem {
                linkDiagnostics.append(.warning(problem.code,
                    at: SourceLocation(file: sourcePath, line: line + frontMatter.lineOffset, column: column), problem.message))
            }
            return rewritten
        }
        diagnostics += linkDiagnostics
        let firstHeading = headings.first { $0.level == 1 }?.text
        return DocPage(
            sourcePath: sourcePath, slug: pageSlug,
            title: frontMatter.title ?? firstHeading ?? PageTitle.fromFileName(pageSlug),
            order: frontMatter.order, description: frontMatter.description,
            html: html, headings: headings, diagnostics: diagnostics)
    }
}

/// Page titles from file names when a page has no title: `getting-started` → "Getting started".
enum PageTitle {
    static func fromFileName(_ slug: String) -> String {
        let name = (slug as NSString).lastPathComponent.replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
        return name.prefix(1).uppercased() + name.dropFirst()
    }
}
