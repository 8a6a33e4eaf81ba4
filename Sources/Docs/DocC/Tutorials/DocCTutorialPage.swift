import Foundation
import FormsmithCore

/// A `.tutorial` file of a DocC catalog as a page: a table of contents (`@Tutorials`) becomes an
/// overview of its chapters, a tutorial (`@Tutorial`) its intro, sections with numbered steps, and
/// assessments. The result is a Markdown tree like an article's, so links, images, symbol spans,
/// headings and navigation work as they do on every other page of the catalog.
struct DocCTutorialPage {
    typealias Node = DocCTutorialReader.Node

    var document = MarkdownNode(kind: .document)
    var page: DocCPage
    var diagnostics: [Diagnostic] = []
    /// The table of contents leads its folder in the navigation.
    var isOverview = false
    /// A table of contents' `@TutorialReference`s (`doc:…`), in order: its tutorials follow it so.
    var references: [String] = []

    let catalog: DocCCatalog
    let file: String
    /// A file of the project (a path relative to its root) as bytes; nil when it cannot be read.
    let readFile: (String) -> Data?
    /// Each code file's lines at the step that last showed it, by the name `@Code` gives it.
    var lastCode: [String: [String]] = [:]

    init(_ text: String, file: String, catalog: DocCCatalog, readFile: @escaping (String) -> Data?) {
        self.catalog = catalog
        self.file = file
        self.readFile = readFile
        let catalogName = DocLinkResolver.catalogName(catalog.source.path)
        page = DocCPage(catalog: catalog.source.path, modules: [catalog.module, catalogName])
        let reader = DocCTutorialReader(text, file: file)
        diagnostics = reader.diagnostics
        let roots = reader.items.compactMap { item -> Node? in
            if case .directive(let node) = item { node } else { nil }
        }
        switch roots.first?.name {
        case "Tutorials"?:
            isOverview = true
            overview(roots[0])
        case "Tutorial"?:
            tutorial(roots[0])
        default:
            diagnostics.append(
                .warning(
                    "docc.tutorial-invalid", at: roots.first?.location ?? reader.location(0),
                    "a `.tutorial` file starts with `@Tutorials` (a table of contents) or `@Tutorial`; this page is empty"
                ))
        }
        for extra in roots.dropFirst() { unknown(extra, in: roots[0]) }
        diagnostics += page.spans.diagnostics
    }

    /// The files a tutorial's `@Code` directives name (`file:`, `previousFile:`), in order, read
    /// from its lines without parsing it: what its page depends on besides its own bytes.
    static func codeFileNames(in data: Data) -> [String] {
        var names: [String] = []
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("@Code"), let directive = DocCDirective.parse(trimmed, column: 1) else { continue }
            names += [directive.argument("file"), directive.argument("previousFile")].compactMap { $0 }
        }
        return names
    }

    /// The text a run of lines says, parsed as Markdown where it stands in the file. The run's
    /// common indentation is removed first: a block's text is indented, and is not code for it.
    mutating func markdown(_ firstLine: Int, _ lines: [Substring]) -> [MarkdownNode] {
        let indent =
            lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " || $0 == "\t" }.count }.min()
            ?? 0
        let dedented = lines.map { $0.dropFirst(min(indent, $0.prefix { $0 == " " || $0 == "\t" }.count)) }
        let spans = DocCSymbolSpans(dedented, file: file, lineOffset: firstLine)
        page.spans.positions.merge(spans.positions) { first, _ in first }
        page.spans.diagnostics += spans.diagnostics
        let parsed = CmarkParser.parse(dedented.joined(separator: "\n"))
        return parsed.children.map { Self.moved($0, lines: firstLine, columns: indent) }
    }

    /// A node parsed from a run of lines, moved to where the run is in the file.
    static func moved(_ node: MarkdownNode, lines: Int, columns: Int) -> MarkdownNode {
        var node = node
        if node.line > 0 {
            node.line += lines
            node.column += columns
            if node.endLine > 0 { node.endLine += lines }
        }
        node.children = node.children.map { moved($0, lines: lines, columns: columns) }
        return node
    }

    /// The Markdown of a block's text items, in order; its directives go to `directive`, which
    /// returns what each shows (nothing for one it has reported).
    mutating func content(
        of node: Node, directive: (inout DocCTutorialPage, Node) -> [MarkdownNode]
    ) -> [MarkdownNode] {
        var nodes: [MarkdownNode] = []
        for item in node.items {
            switch item {
            case .text(let firstLine, let lines): nodes += markdown(firstLine, lines)
            case .directive(let child): nodes += directive(&self, child)
            }
        }
        return nodes
    }

    /// The text of a block with its `@Image`s and `@Links` lists; anything else in it is reported.
    mutating func textAndMedia(_ node: Node) -> [MarkdownNode] {
        content(of: node) { page, child in
            switch child.name {
            case "Image": return page.image(child).map { [$0] } ?? []
            case "Links": return page.textAndMedia(child)
            default:
                page.unknown(child, in: node)
                return []
            }
        }
    }

    /// `@Image(source: "step-1", alt: "…")`: the catalog's image by its bare name, as in articles.
    mutating func image(_ node: Node) -> MarkdownNode? {
        guard let source = node.directive.argument("source"), !source.isEmpty else {
            diagnostics.append(
                .warning(
                    "docc.invalid-directive", at: node.location,
                    "`@Image` needs `source:` naming an image of the catalog; it is not shown"))
            return nil
        }
        let at = node.location
        let image = MarkdownNode(
            kind: .image(url: source, title: ""),
            children: [MarkdownNode(kind: .text(node.directive.argument("alt") ?? ""))],
            line: at.line, column: at.column)
        return MarkdownNode(kind: .paragraph, children: [image], line: at.line, column: at.column)
    }

    /// A directive this place of a tutorial does not have: reported where it is, and not shown.
    mutating func unknown(_ node: Node, in parent: Node) {
        switch node.name {
        case "Comment": return
        case "Video":
            diagnostics.append(
                Diagnostic(
                    .info, "docc.unsupported-directive", at: node.location,
                    "`@Video` is a DocC directive Formsmith does not render; it is not shown"))
        default:
            diagnostics.append(
                .warning(
                    "docc.tutorial-unknown-directive", at: node.location,
                    "`@\(node.name)` is not a directive `@\(parent.name)` can hold; it is not shown"))
        }
    }

    /// A heading with its text, at the directive that gives it.
    static func heading(_ level: Int, _ text: String, at location: SourceLocation) -> MarkdownNode {
        MarkdownNode(
            kind: .heading(level: level), children: [MarkdownNode(kind: .text(text))], line: location.line,
            column: location.column)
    }

    static func paragraph(_ children: [MarkdownNode]) -> MarkdownNode {
        MarkdownNode(kind: .paragraph, children: children)
    }

    /// The first paragraph's text: the page's abstract, under links to it.
    func abstract(of nodes: [MarkdownNode]) -> String? {
        nodes.first { $0.kind == .paragraph }.map(page.plainText)
    }

    /// The table of contents' links, each with the abstract of the tutorial it names below it.
    static func withAbstracts(_ document: MarkdownNode, abstract: (String) -> String?) -> MarkdownNode {
        var document = document
        document.children = document.children.map { block in
            guard block.kind == .topicList else { return block }
            var list = block
            for index in list.children.indices {
                guard case .link(let url, _)? = list.children[index].children.first?.children.first?.kind,
                    let text = abstract(url), !text.isEmpty
                else { continue }
                list.children[index].children.append(paragraph([MarkdownNode(kind: .text(text))]))
            }
            return list
        }
        return document
    }
}
