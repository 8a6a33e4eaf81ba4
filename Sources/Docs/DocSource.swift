import Foundation
import FormsmithCore

/// A Markdown file read and parsed, before rendering: rendering needs every page's headings first.
struct DocSource {
    var sourcePath: String
    var slug: String
    var frontMatter: FrontMatter
    var document: MarkdownNode
    var headingIDs: [String]
    /// Made once per parse, so comparing link targets between rebuilds is an identity check.
    var headingIDSet: Set<String>
    var diagnostics: [Diagnostic]

    init(sourcePath: String, slug: String, unreadable: Bool) {
        self.sourcePath = sourcePath
        self.slug = slug
        self.frontMatter = FrontMatter(splitting: "", file: sourcePath)
        self.document = MarkdownNode(kind: .document)
        self.headingIDs = []
        self.headingIDSet = []
        self.diagnostics = [.error("docs.unreadable", at: SourceLocation(file: sourcePath), "cannot read this page")]
    }

    init(sourcePath: String, slug: String, data: Data) {
        self.sourcePath = sourcePath
        self.slug = slug
        var diagnostics: [Diagnostic] = []
        let text: String
        if let decoded = String(validating: data, as: UTF8.self) {
            text = decoded
        } else {
            text = String(decoding: data, as: UTF8.self)
            diagnostics.append(
                .warning(
                    "docs.invalid-utf8", at: SourceLocation(file: sourcePath),
                    "this page is not valid UTF-8; invalid bytes are shown as �"))
        }
        frontMatter = FrontMatter(splitting: text, file: sourcePath)
        diagnostics += frontMatter.diagnostics
        document = CmarkParser.parse(frontMatter.body)
        headingIDs = MarkdownHTMLRenderer.headingIDs(in: document)
        headingIDSet = Set(headingIDs)
        self.diagnostics = diagnostics
    }

    /// `docs/models/User.md` documents the model `User`.
    func documentedModel(_ lookups: DocLookups) -> String? {
        guard slug.hasPrefix("models/") else { return nil }
        let name = String(slug.dropFirst("models/".count))
        return lookups.isModel(name) ? name : nil
    }

    /// The page's HTML; everything it asks of the rest of the site goes through `lookups`.
    func render(
        lookups: DocLookups, allowRawHTML: Bool, githubMarkdown: Bool = true,
        highlight: MarkdownHTMLRenderer.Highlighter? = nil
    ) -> (
        page: DocPage, assets: Set<String>
    ) {
        let document = githubMarkdown ? GFMExtensions.apply(to: document, source: frontMatter.body) : document
        let sitePath = DocsLoader.sitePath(ofSlug: slug)
        var diagnostics = self.diagnostics
        var assets: Set<String> = []
        var embeds: [FormEmbed] = []
        let lineOffset = frontMatter.lineOffset
        let file = sourcePath

        func body(
            on page: String, reportProblems: Bool, headingShift: Int = 0
        ) -> (html: String, headings: [DocHeading]) {
            let resolver = DocLinkResolver(sourcePath: sourcePath, fromPage: page, lookups: lookups)
            var embedIndex = 0
            return MarkdownHTMLRenderer.render(
                document, allowRawHTML: allowRawHTML, headingShift: headingShift,
                resolveLink: { destination, isImage, line, column in
                    let resolution = resolver.resolve(destination, isImage: isImage)
                    if reportProblems, let problem = resolution.problem {
                        diagnostics.append(
                            .warning(
                                problem.code, at: SourceLocation(file: file, line: line + lineOffset, column: column),
                                problem.message))
                    }
                    if let asset = resolution.asset { assets.insert(asset) }
                    return resolution.href
                },
                renderBlock: { language, literal, line, column in
                    guard language == "formsmith" else { return nil }
                    let reference = literal.trimmingCharacters(in: .whitespacesAndNewlines)
                    let parts = reference.split(separator: "#", maxSplits: 1).map(String.init)
                    let location = SourceLocation(file: file, line: line + lineOffset, column: column)
                    guard let model = parts.first, lookups.isModel(model) else {
                        if reportProblems {
                            diagnostics.append(
                                .warning(
                                    "docs.unknown-model", at: location,
                                    "```formsmith block names `\(reference)`, but no previewed model has that name; it is shown as code"
                                ))
                        }
                        return nil
                    }
                    embedIndex += 1
                    let marker = "<!--formsmith-embed:\(embedIndex)-->"
                    if reportProblems {
                        embeds.append(
                            FormEmbed(
                                model: model, section: parts.count > 1 ? parts[1] : nil, marker: marker,
                                location: location))
                    }
                    return marker + "\n"
                }, highlight: highlight)
        }

        let (html, headings) = body(on: sitePath, reportProblems: true)
        let model = documentedModel(lookups)
        // On the model page the doc nests under the page's own h1 (one h1 a page).
        let htmlOnModelPage = model.map { body(on: "models/\($0).html", reportProblems: false, headingShift: 1).html }
        let title = frontMatter.title ?? headings.first { $0.level == 1 }?.text ?? PageTitle.fromFileName(slug)
        return (
            DocPage(
                sourcePath: sourcePath, slug: slug, title: title, order: frontMatter.order,
                description: frontMatter.description, html: html, headings: headings, embeds: embeds,
                model: model, htmlOnModelPage: htmlOnModelPage, diagnostics: diagnostics), assets
        )
    }
}

/// Page titles from file names when a page has no title: `getting-started` → "Getting started".
enum PageTitle {
    static func fromFileName(_ slug: String) -> String {
        let name = (slug as NSString).lastPathComponent.replacingOccurrences(of: "-", with: " ").replacingOccurrences(
            of: "_", with: " ")
        return name.prefix(1).uppercased() + name.dropFirst()
    }
}
