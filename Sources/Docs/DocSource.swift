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
    /// For a page of a DocC catalog: what its directives, symbols and topics say.
    var docc: DocCPage?
    /// For a `.tutorial` file of a catalog: a table of contents or a tutorial.
    var tutorial: PageTarget.TutorialKind?
    /// For a table of contents: the tutorials it lists, as written, in order.
    var tutorialReferences: [String] = []
    /// Whether the page has a `<doc:…>` link, looked for only outside catalogs (where every page is read for them).
    var hasDocLinks = false
    /// The repository's Markdown files this page links to, as paths from the root: found once per
    /// parse (in parallel, kept with it), so finding pages published by a link walks no tree.
    var markdownLinks: [String] = []
    /// Front matter's title, DocC's `@DisplayName` or symbol, else the first `#` heading, else the file name.
    var title: String

    init(sourcePath: String, slug: String, unreadable: Bool) {
        self.sourcePath = sourcePath
        self.slug = slug
        self.frontMatter = FrontMatter(splitting: "", file: sourcePath)
        self.document = MarkdownNode(kind: .document)
        self.headingIDs = []
        self.headingIDSet = []
        self.diagnostics = [.error("docs.unreadable", at: SourceLocation(file: sourcePath), "cannot read this page")]
        self.title = PageTitle.fromFileName(slug)
    }

    /// `readFile`: a file of the project by its path from the root, for a tutorial's `@Code`.
    init(
        sourcePath: String, slug: String, data: Data, catalog: DocCCatalog? = nil,
        readFile: @escaping (String) -> Data? = { _ in nil }
    ) {
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
        var frontMatter = FrontMatter(splitting: text, file: sourcePath)
        if let catalog, sourcePath.hasSuffix(".tutorial") {
            // A tutorial has no front matter: its lines are all its own, as its diagnostics say.
            frontMatter = FrontMatter(splitting: "", file: sourcePath)
            frontMatter.body = Substring(text)
            let made = DocCTutorialPage(text, file: sourcePath, catalog: catalog, readFile: readFile)
            frontMatter.order = made.isOverview ? 0 : nil
            tutorial = made.isOverview ? .tableOfContents : .tutorial
            tutorialReferences = made.references
            docc = made.page
            self.frontMatter = frontMatter
            document = made.document
            headingIDs = MarkdownHTMLRenderer.headingIDs(in: document)
            headingIDSet = Set(headingIDs)
            markdownLinks = DocsLoader.linkedMarkdown(in: document, from: sourcePath)
            self.diagnostics = diagnostics + made.diagnostics
            title = made.page.title ?? PageTitle.fromFileName(slug)
            return
        }
        diagnostics += frontMatter.diagnostics
        if let catalog {
            let (page, found) = DocCPage.prepare(&frontMatter, file: sourcePath, catalog: catalog)
            docc = page
            diagnostics += found
        }
        self.frontMatter = frontMatter
        hasDocLinks = catalog == nil && Self.containsDocLink(frontMatter.body.utf8)
        var document = CmarkParser.parse(frontMatter.body)
        if var page = docc {
            page.read(document, file: sourcePath, lineOffset: frontMatter.lineOffset)
            document = DocCTree.titled(document, page: page)
            docc = page
        }
        self.document = document
        headingIDs = MarkdownHTMLRenderer.headingIDs(in: document)
        headingIDSet = Set(headingIDs)
        markdownLinks = DocsLoader.linkedMarkdown(in: document, from: sourcePath)
        self.diagnostics = diagnostics
        title =
            frontMatter.title ?? docc?.title ?? document.children.first { $0.kind == .heading(level: 1) }?.plainText
            ?? PageTitle.fromFileName(slug)
    }

    /// Drops the page's text and tree once it is rendered, keeping what other pages still ask of
    /// it (its place, title, DocC topics): a page's tree is larger than its HTML.
    mutating func dropContent() {
        frontMatter.body = ""
        document = MarkdownNode(kind: .document)
    }

    /// Whether `<doc:` occurs, by byte: every page of every build is asked.
    static func containsDocLink(_ bytes: Substring.UTF8View) -> Bool {
        // Over the contiguous bytes where there are some: the generic search showed in docs builds' profiles.
        if let found = bytes.withContiguousStorageIfAvailable({ buffer in
            var rest = buffer[...]
            while let open = rest.firstIndex(of: UInt8(ascii: "<")) {
                if buffer[open...].starts(with: "<doc:".utf8) { return true }
                rest = buffer[(open + 1)...]
            }
            return false
        }) {
            return found
        }
        var index = bytes.startIndex
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            if bytes[open...].starts(with: "<doc:".utf8) { return true }
            index = bytes.index(after: open)
        }
        return false
    }

    /// Where the page lands and what links to it may ask of it.
    var target: PageTarget {
        PageTarget(
            sitePath: DocsLoader.sitePath(ofSlug: slug), headingIDs: headingIDSet, title: title, catalog: docc?.catalog,
            linkName: docc == nil
                ? "" : DocCNames.linkName(DocsLoader.withoutExtension((sourcePath as NSString).lastPathComponent)),
            symbol: docc?.symbol.map { $0.components.joined(separator: "/") }, abstract: docc?.abstract,
            tutorial: tutorial)
    }

    /// `docs/models/User.md` documents the model `User`, and so does a catalog's `# ``User`` ` page.
    func documentedModel(_ lookups: DocLookups) -> String? {
        if let symbol = docc?.symbol, symbol.member == nil, !symbol.type.isEmpty {
            return lookups.isModel(symbol.type) ? symbol.type : nil
        }
        guard slug.hasPrefix("models/") else { return nil }
        let name = String(slug.dropFirst("models/".count))
        return lookups.isModel(name) ? name : nil
    }

    /// The page's HTML; everything it asks of the rest of the site goes through `lookups`.
    func render(
        lookups: DocLookups, rawHTML: RawHTML, githubMarkdown: Bool = true,
        highlight: MarkdownHTMLRenderer.Highlighter? = nil
    ) -> (
        page: DocPage, assets: Set<DocAsset>
    ) {
        var document = githubMarkdown ? GFMExtensions.apply(to: document, source: frontMatter.body) : document
        let sitePath = DocsLoader.sitePath(ofSlug: slug)
        var diagnostics = self.diagnostics
        var assets: Set<DocAsset> = []
        if let docc {
            let titles = DocLinkResolver(sourcePath: sourcePath, fromPage: sitePath, lookups: lookups, docc: docc)
            document = DocCTree.withTopicAbstracts(document, page: docc, abstract: titles.topicAbstract)
            if tutorial == .tableOfContents {
                document = DocCTutorialPage.withAbstracts(document, abstract: titles.tutorialAbstract)
            }
            document = DocCTree.transform(document, page: docc, title: titles.docLinkTitle)
        } else if hasDocLinks {
            // A page outside the catalogs may link into them; only its `<doc:>` links change.
            let titles = DocLinkResolver(sourcePath: sourcePath, fromPage: sitePath, lookups: lookups)
            document = DocCTree.titlingDocLinks(document, title: titles.docLinkTitle)
        }
        var embeds: [FormEmbed] = []
        // Links to project files the site does not publish: one note for the page (`outsideNote`).
        var outside: [(written: String, location: SourceLocation)] = []
        let lineOffset = frontMatter.lineOffset
        let file = sourcePath

        func body(
            on page: String, reportProblems: Bool, headingShift: Int = 0
        ) -> (html: String, headings: [DocHeading]) {
            let resolver = DocLinkResolver(sourcePath: sourcePath, fromPage: page, lookups: lookups, docc: docc)
            var embedIndex = 0
            var imageSources: [String: ImageSources] = [:]
            let rendered = MarkdownHTMLRenderer.render(
                document, rawHTML: rawHTML, headingShift: headingShift,
                resolveLink: { destination, isImage, line, column in
                    let resolution = resolver.resolve(destination, isImage: isImage)
                    if reportProblems, let problem = resolution.problem, problem.code == "docs.link-outside-docs" {
                        outside.append(
                            (problem.message, SourceLocation(file: file, line: line + lineOffset, column: column)))
                    } else if reportProblems, let problem = resolution.problem {
                        diagnostics.append(
                            Diagnostic(
                                problem.severity, problem.code,
                                at: SourceLocation(file: file, line: line + lineOffset, column: column), problem.message
                            ))
                        if let suggestion = problem.suggestion {
                            diagnostics.append(
                                Diagnostic(
                                    .info, "docs.link-suggestion",
                                    at: SourceLocation(file: file, line: line + lineOffset, column: column), suggestion)
                            )
                        }
                    }
                    assets.formUnion(resolution.assets)
                    if let href = resolution.href, let sources = resolution.imageSources {
                        imageSources[href] = sources
                    }
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
                }, highlight: highlight,
                resolveSymbol: { written in
                    let resolved = resolver.resolveSymbol(written)
                    if reportProblems, let problem = resolved.problem {
                        let at = docc?.spans.positions[written] ?? SourceLocation(file: file)
                        diagnostics.append(Diagnostic(problem.severity, problem.code, at: at, problem.message))
                    }
                    return (resolved.href, resolved.title)
                },
                imageSources: { imageSources[$0] })
            if reportProblems {
                for problem in rendered.htmlProblems {
                    let at = SourceLocation(file: file, line: problem.line + lineOffset, column: problem.column)
                    diagnostics.append(.warning("docs.malformed-html", at: at, problem.message))
                }
            }
            return (rendered.html, rendered.headings)
        }

        let (html, headings) = body(on: sitePath, reportProblems: true)
        if let note = Self.outsideNote(outside) { diagnostics.append(note) }
        let model = documentedModel(lookups)
        // On the model page the doc nests under the page's own h1 (one h1 a page).
        let htmlOnModelPage = model.map { body(on: "models/\($0).html", reportProblems: false, headingShift: 1).html }
        return (
            DocPage(
                sourcePath: sourcePath, slug: slug, title: title, order: frontMatter.order,
                description: frontMatter.description ?? docc?.abstract, html: html, headings: headings, embeds: embeds,
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
