/// GitHub's Markdown extensions (tables, `~~strikethrough~~`, task lists), added on the tree
/// libcmark parsed: libcmark stays the parser. Each pass reads the page's raw lines where the
/// tree has lost what it needs (a table's pipes, a backslash before a tilde), so the result is
/// what GitHub's own renderer (cmark-gfm) gives. `docs.gfm: false` leaves the tree alone.
public enum GFMExtensions {
    /// `document` as parsed from `source`, with the extensions applied.
    public static func apply(to document: MarkdownNode, source: Substring) -> MarkdownNode {
        return block(document, lines: SourceLines(source))
    }

    /// A block with its tables found, its inlines struck through and its list items ticked.
    static func block(_ node: MarkdownNode, lines: SourceLines) -> MarkdownNode {
        return changed(node, lines: lines) ?? node
    }

    /// The block with the extensions applied, or nil when they change nothing in it: most blocks
    /// of most pages, which are then shared with the parsed tree rather than rebuilt.
    private static func changed(_ node: MarkdownNode, lines: SourceLines) -> MarkdownNode? {
        switch node.kind {
        case .paragraph, .heading:
            let mayChange = GFMInlines.mayChange(node.children)
            let holdsHTML = node.children.containsNode(where: holdsInlineHTML)
            guard mayChange || holdsHTML else { return nil }
            var node = node
            if mayChange { node.children = GFMInlines.apply(to: node.children, lines: lines) }
            if holdsHTML { node.children = node.children.map(filteringTags) }
            return node
        case .htmlBlock(let html):
            let filtered = GFMTagFilter.filtered(html)
            guard filtered != html else { return nil }
            var node = node
            node.kind = .htmlBlock(filtered)
            return node
        case .document, .blockQuote, .item, .list:
            var children: [MarkdownNode]?
            // Each child looked at in place (a buffer's, not the array's subscript, which may copy
            // it), and the children copied only from the first that changes.
            let isList = if case .list = node.kind { true } else { false }
            node.children.withUnsafeBufferPointer { nodes in
                for index in nodes.indices {
                    var replacement: [MarkdownNode]?
                    if case .paragraph = nodes[index].kind,
                        let blocks = GFMTable.blocks(from: nodes[index], lines: lines)
                    {
                        replacement = blocks
                    } else if let extended = changed(nodes[index], lines: lines) {
                        replacement = [extended]
                    }
                    if isList, let item = GFMTaskList.marking(replacement?.first ?? nodes[index], lines: lines) {
                        replacement = [item]
                    }
                    if let replacement {
                        if children == nil { children = Array(nodes[..<index]) }
                        children! += replacement
                    } else {
                        children?.append(nodes[index])
                    }
                }
            }
            guard let children else { return nil }
            var node = node
            node.children = children
            return node
        default:
            return nil
        }
    }

    private static func holdsInlineHTML(_ node: MarkdownNode) -> Bool {
        if case .htmlInline = node.kind { return true }
        return node.children.containsNode(where: holdsInlineHTML)
    }

    /// Inline HTML with GitHub's tag filter applied, in `node` and below.
    static func filteringTags(_ node: MarkdownNode) -> MarkdownNode {
        var node = node
        if case .htmlInline(let html) = node.kind { node.kind = .htmlInline(GFMTagFilter.filtered(html)) }
        if !node.children.isEmpty { node.children = node.children.map(filteringTags) }
        return node
    }

    /// `markdown` parsed on its own (a table's cell, the lines after a table) and extended, with
    /// positions moved to where it sits in the page.
    static func parse(_ markdown: String, atLine line: Int, columnOffset: Int) -> MarkdownNode {
        let document = block(CmarkParser.parse(markdown), lines: SourceLines(markdown[...]))
        return document.relocated(toLine: line, columnOffset: columnOffset)
    }
}

/// A page's lines as bytes (1-based, without their line endings): positions in libcmark's tree
/// are byte columns on these lines. Made on first use: most pages never need them.
final class SourceLines {
    private let source: Substring
    private lazy var bytes: [UInt8] = Array(source.utf8)
    private lazy var starts: [Int] = [0] + bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }

    init(_ source: Substring) {
        self.source = source
    }

    /// Line `number` (1-based), or an empty line outside the page.
    subscript(number: Int) -> ArraySlice<UInt8> {
        guard number >= 1, number <= starts.count else { return [] }
        let start = starts[number - 1]
        var end = number < starts.count ? starts[number] - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return bytes[start..<end]
    }
}
