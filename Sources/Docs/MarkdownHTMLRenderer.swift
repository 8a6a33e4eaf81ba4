import FormsmithCore

/// Renders a Markdown tree to HTML: heading ids with anchor links, code languages as classes,
/// links passed through a resolver, and raw HTML sanitized as GitHub sanitizes it (`RawHTML`).
public struct MarkdownHTMLRenderer {
    /// Turns a link or image destination into the one to write, and may report a problem at its
    /// position; nil writes a link's text without the link (a DocC link that goes nowhere).
    public typealias LinkResolver = (_ destination: String, _ isImage: Bool, _ line: Int, _ column: Int) -> String?

    /// A DocC symbol link (as written) → where it goes (nil: nowhere) and the name it shows.
    public typealias SymbolResolver = (_ path: String) -> (href: String?, title: String)

    /// An image's resolved source → its other scales and dark-mode variants (DocC), if it has them.
    public typealias ImageVariants = (_ source: String) -> ImageSources?

    /// Replaces a fenced block with HTML (the block's info word, its text, line, column), or nil to render it as code.
    public typealias BlockRenderer = (_ language: String, _ literal: String, _ line: Int, _ column: Int) -> String?

    /// A code block's text as coloured HTML for its language, or nil to write it plain.
    public typealias Highlighter = @Sendable (_ language: String, _ code: String) -> String?

    /// The HTML so far, as bytes: appending to a String cost more than rendering.
    var output: [UInt8] = []
    private var slugs = SlugGenerator()
    private var headings: [DocHeading] = []
    /// How many tables of the page have each name so far (`renderTable`).
    var tableNames: [String: Int] = [:]
    private let resolveLink: LinkResolver
    private let renderBlock: BlockRenderer
    let highlight: Highlighter?
    private let resolveSymbol: SymbolResolver?
    private let imageSources: ImageVariants?
    let rawHTML: RawHTML
    /// Where the author's raw HTML is in `output`, and where each top-level block starts, for the sanitizer.
    var rawSpans: [RawHTMLSpan] = []
    var blockStarts: [Int] = []
    /// Added to every heading's level (at most h6): a doc shown on a model page nests under its h1.
    private let headingShift: Int

    public init(
        rawHTML: RawHTML = .sanitized, headingShift: Int = 0,
        resolveLink: @escaping LinkResolver = { destination, _, _, _ in destination },
        renderBlock: @escaping BlockRenderer = { _, _, _, _ in nil }, highlight: Highlighter? = nil,
        resolveSymbol: SymbolResolver? = nil, imageSources: ImageVariants? = nil
    ) {
        self.highlight = highlight
        self.resolveSymbol = resolveSymbol
        self.imageSources = imageSources
        self.rawHTML = rawHTML
        self.headingShift = headingShift
        self.resolveLink = resolveLink
        self.renderBlock = renderBlock
    }

    /// The page body, its headings (for the table of contents), and the unbalanced tags of its raw HTML.
    public static func render(
        _ document: MarkdownNode, rawHTML: RawHTML = .sanitized, headingShift: Int = 0,
        resolveLink: @escaping LinkResolver, renderBlock: @escaping BlockRenderer = { _, _, _, _ in nil },
        highlight: Highlighter? = nil, resolveSymbol: SymbolResolver? = nil, imageSources: ImageVariants? = nil
    ) -> (html: String, headings: [DocHeading], htmlProblems: [RawHTMLProblem]) {
        var renderer = MarkdownHTMLRenderer(
            rawHTML: rawHTML, headingShift: headingShift,
            resolveLink: resolveLink, renderBlock: renderBlock, highlight: highlight, resolveSymbol: resolveSymbol,
            imageSources: imageSources)
        document.children.withUnsafeBufferPointer { blocks in
            for index in blocks.indices {
                renderer.blockStarts.append(renderer.output.count)
                renderer.render(blocks[index], tight: false)
            }
        }
        guard !renderer.rawSpans.isEmpty else {
            return (String(decoding: renderer.output, as: UTF8.self), renderer.headings, [])
        }
        let (html, problems) = renderer.sanitizedOutput(resolveURL: resolveLink)
        return (String(decoding: html, as: UTF8.self), renderer.headings, problems)
    }

    mutating func renderChildren(of node: MarkdownNode, tight: Bool) {
        // In place: a node's copy retains its text and children.
        node.children.withUnsafeBufferPointer { children in
            for index in children.indices { render(children[index], tight: tight) }
        }
    }

    mutating func render(_ node: MarkdownNode, tight: Bool) {
        switch node.kind {
        case .document:
            renderChildren(of: node, tight: false)
        case .blockQuote:
            newLine()
            emit("<blockquote>\n")
            renderChildren(of: node, tight: false)
            emit("</blockquote>\n")
        case .list(let ordered, let start, let isTight):
            newLine()
            emit(ordered ? (start == 1 ? "<ol>\n" : "<ol start=\"\(start)\">\n") : "<ul>\n")
            for item in node.children {
                if case .taskItem(let checked) = item.kind {
                    // A disabled checkbox named by the task's text, so a screen reader says what is done.
                    emit(
                        "<li class=\"task\"><input type=\"checkbox\"\(checked ? " checked" : "") disabled aria-label=\""
                    )
                    emitEscaped(item.children.first.map(\.plainText) ?? "")
                    emit("\"> ")
                } else {
                    emit("<li>")
                }
                renderChildren(of: item, tight: isTight)
                emit("</li>\n")
            }
            emit(ordered ? "</ol>\n" : "</ul>\n")
        case .topicList:
            // Each topic a card: its link, then its abstract (the item's paragraphs).
            newLine()
            emit("<ul class=\"topic-cards\">\n")
            for item in node.children {
                emit("<li class=\"topic-card\">")
                renderChildren(of: item, tight: false)
                emit("</li>\n")
            }
            emit("</ul>\n")
        case .table(let alignments):
            renderTable(node, alignments: alignments)
        case .item, .taskItem, .tableRow, .tableCell, .custom:
            renderChildren(of: node, tight: tight)
        case .strikethrough:
            emit("<del>")
            renderChildren(of: node, tight: tight)
            emit("</del>")
        case .paragraph:
            if tight {
                renderChildren(of: node, tight: tight)
            } else {
                newLine()
                emit("<p>")
                renderChildren(of: node, tight: tight)
                emit("</p>\n")
            }
        case .heading(let level):
            let text = node.plainText
            let id = slugs.slug(for: text)
            headings.append(DocHeading(level: level, text: text, id: id))
            newLine()
            let shown = min(6, level + headingShift)
            emit("<h\(shown) id=\"")
            emitEscaped(id)
            emit("\">")
            renderChildren(of: node, tight: tight)
            emit("<a class=\"heading-anchor\" href=\"#")
            emitEscaped(id)
            emit("\" aria-label=\"Link to this section\">#</a></h\(shown)>\n")
        case .codeBlock(let info, let literal):
            // The info string's first word, ended by any space as cmark ends it (a tab too).
            let language = String(
                info[..<(info.utf8.firstIndex { [0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D].contains($0) } ?? info.endIndex)])
            if !language.isEmpty, let replacement = renderBlock(language, literal, node.line, node.column) {
                emit(replacement)
                return
            }
            // Focusable, so keyboard users can scroll a wide block.
            newLine()
            if language.isEmpty {
                emit("<pre tabindex=\"0\"><code>")
            } else {
                emit("<pre tabindex=\"0\"><code class=\"language-")
                emitEscaped(language)
                emit("\">")
            }
            if !language.isEmpty, let coloured = highlight?(language, literal) {
                emit(coloured)
            } else {
                emitEscaped(literal)
            }
            emit("</code></pre>\n")
        case .htmlBlock(let html):
            newLine()
            emitRaw(html, of: node, isBlock: true)
        case .thematicBreak:
            newLine()
            emit("<hr>\n")
        case .text(let text):
            emitEscaped(text)
        case .code(let code):
            emit("<code>")
            emitEscaped(code)
            emit("</code>")
        case .htmlInline(let html):
            emitRaw(html, of: node, isBlock: false)
        case .softBreak:
            emit("\n")
        case .lineBreak:
            emit("<br>\n")
        case .emphasis:
            emit("<em>")
            renderChildren(of: node, tight: tight)
            emit("</em>")
        case .strong:
            emit("<strong>")
            renderChildren(of: node, tight: tight)
            emit("</strong>")
        case .link(let url, let title):
            guard let href = resolveLink(url, false, node.line, node.column) else {
                renderChildren(of: node, tight: tight)
                return
            }
            emit("<a href=\"")
            HTMLEscaping.appendURL(HTMLEscaping.safeURL(href), to: &output)
            emit("\"")
            emitTitle(title)
            emit(">")
            renderChildren(of: node, tight: tight)
            emit("</a>")
        case .image(let url, let title):
            let source = resolveLink(url, true, node.line, node.column) ?? url
            // A DocC image: the browser picks a scale by the display, and the `~dark` variant by
            // the reader's colour scheme.
            let variants = imageSources?(source)
            let dark = variants?.dark ?? []
            if !dark.isEmpty {
                emit("<picture><source srcset=\"")
                emitSourceSet(dark)
                emit("\" media=\"(prefers-color-scheme: dark)\">")
            }
            emit("<img src=\"")
            HTMLEscaping.appendURL(HTMLEscaping.safeURL(source), to: &output)
            if let scaled = variants?.scaled, scaled.count > 1 {
                emit("\" srcset=\"")
                emitSourceSet(scaled)
            }
            emit("\" alt=\"")
            emitEscaped(node.altText)
            emit("\"")
            emitTitle(title)
            emit(">")
            if !dark.isEmpty { emit("</picture>") }
        case .symbolLink(let path):
            let (href, title) = resolveSymbol?(path) ?? (nil, path)
            if let href {
                emit("<a class=\"symbol\" href=\"")
                HTMLEscaping.appendURL(HTMLEscaping.safeURL(href), to: &output)
                emit("\"><code>")
                emitEscaped(title)
                emit("</code></a>")
            } else {
                emit("<code>")
                emitEscaped(path)
                emit("</code>")
            }
        case .aside(let kind):
            // A note, not a landmark: an `<aside>` inside `<main>` would be a complementary region.
            newLine()
            emit("<div class=\"aside\" role=\"note\" data-kind=\"")
            emitEscaped(kind.lowercased().replacingOccurrences(of: " ", with: "-"))
            emit("\">\n<p class=\"aside-title\">")
            emitEscaped(kind)
            emit("</p>\n")
            renderChildren(of: node, tight: false)
            emit("</div>\n")
        case .division, .tutorialSteps, .tutorialCode, .disclosure:
            renderTutorial(node)
        }
    }

    /// A block starts on a line of its own, as cmark starts it: `<li>` then a newline before a
    /// block inside the item (not before a tight item's text).
    mutating func newLine() {
        if let last = output.last, last != UInt8(ascii: "\n") { output.append(UInt8(ascii: "\n")) }
    }

    mutating func emit(_ text: String) {
        output.append(contentsOf: text.utf8)
    }

    /// Text as cmark escapes it: `&`, `<`, `>` and `"`; an apostrophe stays one.
    mutating func emitEscaped(_ text: String) {
        HTMLEscaping.appendEscaped(text, to: &output, escapesApostrophe: false)
    }

    /// A link's or image's ` title="…"`, when it has one.
    private mutating func emitTitle(_ title: String) {
        guard !title.isEmpty else { return }
        emit(" title=\"")
        emitEscaped(title)
        emit("\"")
    }
}
