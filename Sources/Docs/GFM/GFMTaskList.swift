/// A list item whose text starts with `[ ]`, `[x]` or `[X]` and a space is a task: it renders
/// as a disabled checkbox (cmark-gfm's rule, read on the raw line: libcmark drops the trailing
/// space that makes `- [x] ` a task).
enum GFMTaskList {
    static func marking(_ item: MarkdownNode, lines: SourceLines) -> MarkdownNode {
        guard case .item = item.kind, let paragraph = item.children.first, case .paragraph = paragraph.kind,
            let first = paragraph.children.first, case .text(let text) = first.kind
        else { return item }
        let bytes = Array(text.utf8.prefix(4))
        guard bytes.count >= 3, bytes[0] == UInt8(ascii: "["), bytes[2] == UInt8(ascii: "]"),
            [UInt8(ascii: " "), UInt8(ascii: "x"), UInt8(ascii: "X")].contains(bytes[1])
        else { return item }
        // The byte after `]` in the raw line must be a space or a tab.
        let line = lines[first.line]
        let after = line.startIndex + first.column - 1 + 3
        guard after < line.endIndex, [UInt8(ascii: " "), UInt8(ascii: "\t")].contains(line[after]) else { return item }

        var item = item
        item.kind = .taskItem(checked: bytes[1] != UInt8(ascii: " "))
        let rest = String(text.dropFirst(3).drop { $0 == " " || $0 == "\t" })
        var children = Array(paragraph.children.dropFirst())
        if !rest.isEmpty { children.insert(MarkdownNode(kind: .text(rest), line: first.line), at: 0) }
        item.children[0].children = children
        return item
    }
}
