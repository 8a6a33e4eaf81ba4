import Foundation
import FormsmithCore

/// What a page of a DocC catalog adds to its Markdown: its metadata, its symbol links, the symbol
/// it documents, and the pages its `## Topics` list.
struct DocCPage: Sendable {
    /// The catalog's path (`Sources/MyKit/MyKit.docc`).
    var catalog: String
    /// Names a symbol path may start with and drop: the module, and the catalog's own name.
    var modules: Set<String>
    var metadata = DocCMetadata()
    var spans = DocCSymbolSpans()
    /// For a symbol page (`# ``MyKit/Order`` `): the symbol as written.
    var symbol: DocCSymbolPath?
    /// The first paragraph after the title: DocC's abstract, the page's description.
    var abstract: String?
    /// The links of the `## Topics` lists, as written (`doc:Setup`, or a symbol path), where each is.
    var topics: [(destination: String, location: SourceLocation)] = []

    /// The page's Markdown with its directives taken out (line for line), and what they said.
    static func prepare(
        _ frontMatter: inout FrontMatter, file: String, catalog: DocCCatalog
    ) -> (page: DocCPage, diagnostics: [Diagnostic]) {
        let prepared = DocCPreprocessor(frontMatter.body, file: file, lineOffset: frontMatter.lineOffset)
        let catalogName = String(
            catalog.source.path.split(separator: "/").last.map { $0.dropLast(".docc".count) } ?? "")
        var page = DocCPage(catalog: catalog.source.path, modules: [catalog.module, catalogName])
        page.metadata = prepared.metadata
        page.spans = DocCSymbolSpans(prepared.markdown, file: file, lineOffset: frontMatter.lineOffset)
        frontMatter.body = Substring(prepared.markdown.joined(separator: "\n"))
        return (page, prepared.diagnostics + page.spans.diagnostics)
    }

    /// Reads the parsed tree for the symbol the page documents and its topics.
    mutating func read(_ document: MarkdownNode, file: String, lineOffset: Int) {
        if let heading = document.children.first(where: { $0.kind == .heading(level: 1) }),
            heading.children.count == 1, case .code(let literal) = heading.children[0].kind,
            spans.positions[literal] != nil
        {
            symbol = DocCSymbolPath(literal, modules: modules)
        }
        if let title = document.children.firstIndex(where: { $0.kind == .heading(level: 1) }),
            title + 1 < document.children.count, document.children[title + 1].kind == .paragraph
        {
            abstract = plainText(document.children[title + 1])
        }
        for list in Self.topicLists(in: document) {
            for item in document.children[list].children {
                guard let paragraph = item.children.first, let first = paragraph.children.first else { continue }
                let location = SourceLocation(file: file, line: paragraph.line + lineOffset, column: paragraph.column)
                switch first.kind {
                case .link(let url, _) where url.hasPrefix("doc:"): topics.append((url, location))
                case .code(let literal) where spans.positions[literal] != nil: topics.append((literal, location))
                default: break
                }
            }
        }
    }

    /// The text a reader sees, with symbol links as their names (`total`, not `Order/total`).
    func plainText(_ node: MarkdownNode) -> String {
        switch node.kind {
        case .code(let literal) where spans.positions[literal] != nil: DocCSymbolPath(literal, modules: modules).title
        case .text, .code, .softBreak, .lineBreak: node.plainText
        // An autolink's target title is not known yet: its name as written, without `doc:`.
        case .link(let url, _) where url.hasPrefix("doc:") && node.plainText == url:
            String(url.dropFirst(4).split(separator: "#").first?.split(separator: "/").last ?? "")
                .replacingOccurrences(of: "-", with: " ")
        default: node.children.map(plainText).joined()
        }
    }

    /// The indices of the lists under the page's `## Topics` heading (until the next h1 or h2).
    static func topicLists(in document: MarkdownNode) -> [Int] {
        var inTopics = false
        var lists: [Int] = []
        for (index, block) in document.children.enumerated() {
            if case .heading(let level) = block.kind, level <= 2 {
                inTopics = level == 2 && block.plainText.trimmingCharacters(in: .whitespaces) == "Topics"
            } else if inTopics, case .list = block.kind {
                lists.append(index)
            }
        }
        return lists
    }

    /// The title DocC gives the page: `@DisplayName`, else its symbol's name, else its first heading.
    var title: String? { metadata.displayName ?? symbol.map(\.title) }
}
