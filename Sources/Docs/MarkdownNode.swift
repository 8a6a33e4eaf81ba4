/// A Markdown syntax tree in plain Swift values, copied out of libcmark so no C pointer escapes.
public struct MarkdownNode: Sendable {
    public enum Kind: Sendable, Equatable {
        case document, blockQuote, item, paragraph, thematicBreak
        case list(ordered: Bool, start: Int, tight: Bool)
        case heading(level: Int)
        case codeBlock(info: String, literal: String)
        case htmlBlock(String)
        case text(String), code(String), htmlInline(String)
        case softBreak, lineBreak, emphasis, strong
        case link(url: String, title: String)
        case image(url: String, title: String)
        /// GitHub's extensions (`GFMExtensions`): a table's rows (the first is the header), its
        /// cells, `~~deleted~~` text, and a list item that starts with `[ ]` or `[x]`.
        case table(alignments: [TableAlignment])
        case tableRow(isHeader: Bool)
        case tableCell
        case strikethrough
        case taskItem(checked: Bool)
        /// DocC (`DocCTree`): a symbol link ```` ``Order/total`` ```` as written, and an aside
        /// (`> Note: …`) with its kind's title.
        case symbolLink(String)
        case aside(String)
        /// A list under `## Topics`: each item a link to a page or symbol and, below it, that
        /// target's abstract, drawn as a card as DocC draws it.
        case topicList
        /// A DocC tutorial (`DocCTutorialPage`): a block with a class (`tutorial-intro`, `choice`…),
        /// a section's numbered steps, a step's code, and a disclosure (`<details>`) with its summary.
        case division(String)
        case tutorialSteps
        case tutorialCode(TutorialCode)
        case disclosure(String)
        case custom
    }

    public enum TableAlignment: Sendable, Equatable {
        case none, left, center, right
    }

    public var kind: Kind
    public var children: [MarkdownNode]
    /// 1-based start position in the Markdown source (after front matter, corrected by the loader).
    public var line: Int
    public var column: Int
    /// The last source line of a block (0 when unknown), for extensions that read its raw lines.
    public var endLine: Int

    public init(kind: Kind, children: [MarkdownNode] = [], line: Int = 0, column: Int = 0, endLine: Int = 0) {
        self.kind = kind
        self.children = children
        self.line = line
        self.column = column
        self.endLine = endLine
    }

    /// The node moved to where its source really is: a piece of a page parsed on its own (a
    /// table cell, the lines after a table) has positions from line 1, column 1 of that piece.
    func relocated(toLine firstLine: Int, columnOffset: Int) -> MarkdownNode {
        var node = self
        if line > 0 {
            node.column = line == 1 ? column + columnOffset : column
            node.line = firstLine + line - 1
            node.endLine = endLine > 0 ? firstLine + endLine - 1 : 0
        }
        node.children = children.map { $0.relocated(toLine: firstLine, columnOffset: columnOffset) }
        return node
    }

    /// The text a reader sees, for titles and slugs.
    public var plainText: String {
        switch kind {
        case .text(let text), .code(let text): text
        case .symbolLink(let path): DocCSymbolPath(path, modules: []).title
        case .softBreak, .lineBreak: " "
        default:
            // A text's own node is the common case: no joining, and no child copied to read it.
            if children.count == 1 {
                children[0].plainText
            } else {
                children.indices.map { children[$0].plainText }.joined()
            }
        }
    }

    /// An image's alt text as cmark writes it: the plain text, with inline HTML kept as text.
    public var altText: String {
        switch kind {
        case .text(let text), .code(let text), .htmlInline(let text): text
        case .symbolLink(let path): DocCSymbolPath(path, modules: []).title
        case .softBreak, .lineBreak: " "
        default: children.map(\.altText).joined()
        }
    }
}

extension [MarkdownNode] {
    /// `contains(where:)` looking at each node in place: the iterator hands out copies, and a
    /// node's copy retains its text and children (a page's tree is walked several times).
    func containsNode(where test: (MarkdownNode) -> Bool) -> Bool {
        // A buffer's elements are read in place; an array's subscript may copy the element.
        withUnsafeBufferPointer { nodes in
            for index in nodes.indices where test(nodes[index]) { return true }
            return false
        }
    }
}
