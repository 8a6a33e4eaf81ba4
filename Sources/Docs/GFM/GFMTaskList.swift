/// A list item whose text starts with `[ ]`, `[x]` or `[X]` and a space is a task: it renders
/// as a disabled checkbox (cmark-gfm's rule, read on the raw line: libcmark drops the trailing
/// space that makes `- [x] ` a task).
enum GFMTaskList {
    /// The item as a task item, or nil when it is not one.
    static func marking(_ item: MarkdownNode, lines: SourceLines) -> MarkdownNode? {
        guard case .item = item.kind, let paragraph = item.children.first, case .paragraph = paragraph.kind,
            let first = paragraph.children.first, case .text(let text) = first.kind
        else { return nil }
        var bytes = text.utf8.makeIterator()
        guard bytes.next() == UInt8(ascii: "["), let mark = bytes.next(), bytes.next() == UInt8(ascii: "]"),
            mark == UInt8(ascii: " ") || mark == UInt8(ascii: "x") || mark == UInt8(ascii: "X")
        else { return nil }
        // The byte after `]` in the raw line must be a space or a tab.
        let line = lines[first.line]
        let after = line.startIndex + first.column - 1 + 3
        guard after < line.endIndex, line[after] == UInt8(ascii: " ") || line[after] == UInt8(ascii: "\t")
        else { return nil }

        var item = item
        item.kind = .taskItem(checked: mark != UInt8(ascii: " "))
        let rest = String(text.dropFirst(3).drop { $0 == " " || $0 == "\t" })
        var children = Array(paragraph.children.dropFirst())
        if !rest.isEmpty { children.insert(MarkdownNode(kind: .text(rest), line: first.line), at: 0) }
        item.children[0].children = children
        return item
    }
}
