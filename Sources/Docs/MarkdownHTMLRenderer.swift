import FormsmithCore

/// Renders a Markdown tree to HTML: heading ids with anchor links, code languages as classes,
/// links passed through a resolver, and raw HTML omitted (libcmark's safe default).
public struct MarkdownHTMLRenderer {
    /// Turns a link or image destination into the one to write, and may report a problem at its position.
    public typealias LinkResolver = (_ destination: String, _ isImage: Bool, _ line: Int, _ column: Int) -> String

    /// Replaces a fenced block with HTML (the block's info word, its text, line, column), or nil to render it as code.
    public typealias BlockRenderer = (_ language: String, _ literal: String, _ line: Int, _ column: Int) -> String?

    private var output = ""
    private var slugs = SlugGenerator()
    private var headings: [DocHeading] = []
    private let resolveLink: LinkResolver
    private let renderBlock: BlockRenderer
    private let allowRawHTML: Bool

    public init(
        allowRawHTML: Bool = false,
        resolveLink: @escaping LinkResolver = { destination, _, _, _ in destination },
        renderBlock: @escaping BlockRenderer = { _, _, _, _ in nil }
    ) {
        self.allowRawHTML = allowRawHTML
        self.resolveLink = resolveLink
        self.renderBlock = renderBlock
    }

    /// The page body and its headings (for the table of contents).
    public static func render(
        _ document: MarkdownNode, allowRawHTML: Bool = false,
        resolveLink: @escaping LinkResolver, renderBlock: @escaping BlockRenderer = { _, _, _, _ in nil }
    ) -> (html: String, headings: [DocHeading]) {
        var renderer = MarkdownHTMLRenderer(allowRawHTML: allowRawHTML, resolveLink: resolveLink, renderBlock: renderBlock)
        renderer.renderChildren(of: document, tight: false)
        return (renderer.output, renderer.headings)
    }

    /// The ids the renderer will give `document`'s headings, in order, without rendering it.
    public static func headingIDs(in document: MarkdownNode) -> [String] {
        var slugs = SlugGenerator()
        var ids: [String] = []
        func walk(_ node: MarkdownNode) {
            if case .heading = node.kind { ids.append(slugs.slug(for: node.plainText)) }
            node.children.forEach(walk)
        }
        walk(document)
        return ids
    }

    private mutating func renderChildren(of node: MarkdownNode, tight: Bool) {
        for child in node.children { render(child, tight: tight) }
    }

    private mutating func render(_ node: MarkdownNode, tight: Bool) {
        switch node.kind {
        case .document:
            renderChildren(of: node, tight: false)
        case .blockQuote:
            output += "<blockquote>\n"
            renderChildren(of: node, tight: false)
            output += "</blockquote>\n"
        case .list(let ordered, let start, let isTight):
            output += ordered ? (start == 1 ? "<ol>\n" : "<ol start=\"\(start)\">\n") : "<ul>\n"
            for item in node.children {
                output += "<li>"
                renderChildren(of: item, tight: isTight)
                output += "</li>\n"
            }
            output += ordered ? "</ol>\n" : "</ul>\n"
        case .item:
            renderChildren(of: node, tight: tight)
        case .paragraph:
            if tight {
                renderChildren(of: node, tight: tight)
            } else {
                output += "<p>"
                renderChildren(of: node, tight: tight)
                output += "</p>\n"
            }
        case .heading(let level):
            let text = node.plainText
            let id = slugs.slug(for: text)
            headings.append(DocHeading(level: level, text: text, id: id))
            output += "<h\(level) id=\"\(HTMLEscaping.escape(id))\">"
            renderChildren(of: node, tight: tight)
            output += "<a class=\"heading-anchor\" href=\"#\(HTMLEscaping.escape(id))\" aria-label=\"Link to this section\">#</a></h\(level)>\n"
        case .codeBlock(let info, let literal):
            let language = String(info[..<(info.utf8.firstIndex(of: UInt8(ascii: " ")) ?? info.endIndex)])
            if !language.isEmpty, let replacement = renderBlock(language, literal, node.line, node.column) {
                output += replacement
                return
            }
            // Focusable, so keyboard users can scroll a wide block.
            output += language.isEmpty ? "<pre tabindex=\"0\"><code>" : "<pre tabindex=\"0\"><code class=\"language-\(HTMLEscaping.escape(language))\">"
            output += HTMLEscaping.escape(literal)
            output += "</code></pre>\n"
        case .htmlBlock(let html):
            // Raw HTML only when the project trusts its docs (docs.rawHTML / --allow-raw-html).
            output += allowRawHTML ? html : "<!-- raw HTML omitted -->\n"
        case .thematicBreak:
            output += "<hr>\n"
        case .text(let text):
            output += HTMLEscaping.escape(text)
        case .code(let code):
            output += "<code>\(HTMLEscaping.escape(code))</code>"
        case .htmlInline(let html):
            output += allowRawHTML ? html : "<!-- raw HTML omitted -->"
        case .softBreak:
            output += "\n"
        case .lineBreak:
            output += "<br>\n"
        case .emphasis:
            output += "<em>"
            renderChildren(of: node, tight: tight)
            output += "</em>"
        case .strong:
            output += "<strong>"
            renderChildren(of: node, tight: tight)
            output += "</strong>"
        case .link(let url, let title):
            let href = HTMLEscaping.safeURL(resolveLink(url, false, node.line, node.column))
            output += "<a href=\"\(HTMLEscaping.escape(href))\""
            if !title.isEmpty { output += " title=\"\(HTMLEscaping.escape(title))\"" }
            output += ">"
            renderChildren(of: node, tight: tight)
            output += "</a>"
        case .image(let url, let title):
            let source = HTMLEscaping.safeURL(resolveLink(url, true, node.line, node.column))
            output += "<img src=\"\(HTMLEscaping.escape(source))\" alt=\"\(HTMLEscaping.escape(node.plainText))\""
            if !title.isEmpty { output += " title=\"\(HTMLEscaping.escape(title))\"" }
            output += ">"
        case .custom:
            renderChildren(of: node, tight: tight)
        }
    }
}

/// A heading of a doc page, for its table of contents.
public struct DocHeading: Hashable, Sendable {
    public var level: Int
    public var text: String
    public var id: String
}

extension MarkdownHTMLRenderer {
    /// A short Markdown text (a Swift doc comment, a description) as an HTML fragment.
    /// Headings are shifted below the page's own (h1 → h3) and links are kept as written.
    public static func fragment(_ markdown: String) -> String {
        render(CmarkParser.parse(markdown)) { destination, _, _, _ in destination }.html
            .replacingOccurrences(of: "<h1 ", with: "<h3 ").replacingOccurrences(of: "</h1>", with: "</h3>")
    }
}
