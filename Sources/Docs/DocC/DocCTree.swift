import Foundation

/// A DocC page's tree as DocC shows it: symbol spans become symbol links (a title's stays the
/// symbol's name), `<doc:…>` links show their target's title, and `> Note:` quotes become asides.
enum DocCTree {
    /// The kinds of aside DocC draws from a quote's first word, lower-cased.
    static let asides: [String: String] = [
        "note": "Note", "important": "Important", "warning": "Warning", "tip": "Tip", "experiment": "Experiment",
        "attention": "Attention", "remark": "Remark", "precondition": "Precondition",
        "postcondition": "Postcondition", "requires": "Requires", "since": "Since", "version": "Version",
        "todo": "To Do", "bug": "Bug", "complexity": "Complexity", "invariant": "Invariant", "throws": "Throws",
        "seealso": "See Also",
    ]

    /// `title(destination)`: the text an autolink `<doc:…>` shows, nil to keep it as written.
    static func transform(
        _ node: MarkdownNode, page: DocCPage, title: (String) -> [MarkdownNode]?
    ) -> MarkdownNode {
        var node = node
        switch node.kind {
        case .heading(level: 1):
            return node
        case .code(let literal) where page.spans.positions[literal] != nil:
            node.kind = .symbolLink(literal)
            return node
        case .link(let url, _) where url.hasPrefix("doc:"):
            if node.children.count == 1, case .text(let text) = node.children[0].kind, text == url,
                let shown = title(url)
            {
                node.children = shown
            }
            return node
        case .blockQuote:
            node.children = node.children.map { transform($0, page: page, title: title) }
            return aside(node) ?? node
        case .codeBlock, .htmlBlock, .text, .htmlInline:
            return node
        default:
            node.children = node.children.map { transform($0, page: page, title: title) }
            return node
        }
    }

    /// Under `## Topics`, each link's target abstract below it, as DocC lists topics: every list
    /// there becomes a `topicList` (cards), with link and abstract as paragraphs of their own.
    static func withTopicAbstracts(
        _ document: MarkdownNode, page: DocCPage, abstract: (String) -> String?
    ) -> MarkdownNode {
        guard !page.topics.isEmpty else { return document }
        var document = document
        for index in DocCPage.topicLists(in: document) {
            guard case .list = document.children[index].kind else { continue }
            var list = document.children[index]
            for item in list.children.indices {
                guard let paragraph = list.children[item].children.first, list.children[item].children.count == 1,
                    paragraph.children.count == 1
                else { continue }
                let destination: String
                switch paragraph.children[0].kind {
                case .link(let url, _) where url.hasPrefix("doc:"): destination = url
                case .code(let literal) where page.spans.positions[literal] != nil: destination = literal
                default: continue
                }
                guard let text = abstract(destination), !text.isEmpty else { continue }
                list.children[item].children.append(
                    MarkdownNode(kind: .paragraph, children: [MarkdownNode(kind: .text(text))]))
            }
            list.kind = .topicList
            document.children[index] = list
        }
        return document
    }

    /// Only the `<doc:…>` autolinks shown by their targets' titles: a page outside a catalog.
    static func titlingDocLinks(_ node: MarkdownNode, title: (String) -> [MarkdownNode]?) -> MarkdownNode {
        var node = node
        if case .link(let url, _) = node.kind, url.hasPrefix("doc:"), node.children.count == 1,
            case .text(let text) = node.children[0].kind, text == url, let shown = title(url)
        {
            node.children = shown
            return node
        }
        switch node.kind {
        case .codeBlock, .htmlBlock, .text, .code, .htmlInline: return node
        default:
            node.children = node.children.map { titlingDocLinks($0, title: title) }
            return node
        }
    }

    /// The page's title as DocC shows it, before heading ids are given: `@DisplayName` replaces
    /// the first heading's text, and a symbol page's heading names its symbol plainly (`Order`).
    static func titled(_ document: MarkdownNode, page: DocCPage) -> MarkdownNode {
        guard let index = document.children.firstIndex(where: { $0.kind == .heading(level: 1) }) else {
            return document
        }
        var document = document
        var heading = document.children[index]
        if let name = page.metadata.displayName {
            heading.children = [MarkdownNode(kind: .text(name), line: heading.line, column: heading.column)]
        } else {
            heading.children = heading.children.map { child in
                guard case .code(let literal) = child.kind, page.spans.positions[literal] != nil else { return child }
                var plain = child
                plain.kind = .code(DocCSymbolPath(literal, modules: page.modules).title)
                return plain
            }
        }
        document.children[index] = heading
        return document
    }

    /// `> Note: text` → an aside of kind `Note` holding `text`; nil for any other quote.
    static func aside(_ quote: MarkdownNode) -> MarkdownNode? {
        guard var paragraph = quote.children.first, paragraph.kind == .paragraph,
            case .text(let text) = paragraph.children.first?.kind,
            let colon = text.firstIndex(of: ":")
        else { return nil }
        let word = text[..<colon].lowercased().replacingOccurrences(of: " ", with: "")
        guard let kind = asides[word] else { return nil }
        let rest = text[text.index(after: colon)...].drop { $0 == " " }
        if rest.isEmpty {
            paragraph.children.removeFirst()
            if let first = paragraph.children.first, first.kind == .softBreak || first.kind == .lineBreak {
                paragraph.children.removeFirst()
            }
        } else {
            paragraph.children[0].kind = .text(String(rest))
        }
        var aside = quote
        aside.kind = .aside(kind)
        aside.children[0] = paragraph
        if paragraph.children.isEmpty { aside.children.removeFirst() }
        return aside
    }
}
