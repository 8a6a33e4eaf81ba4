/// GitHub's tables, found in the paragraphs libcmark made of their lines: a header row, a
/// delimiter row (`---`, `:--`, `--:`, `:-:` per column) and body rows, cells split at
/// unescaped pipes, each cell's inlines parsed by libcmark. Lines before the header stay a
/// paragraph; a line that would start a block after a table (a list item libcmark let continue
/// the paragraph) ends it, and the lines from there are parsed as Markdown again.
enum GFMTable {
    /// The blocks replacing `paragraph`, or nil when it holds no table.
    static func blocks(from paragraph: MarkdownNode, lines: SourceLines) -> [MarkdownNode]? {
        let first = paragraph.line
        let last = max(paragraph.endLine, first)
        // A table has a header and a delimiter row, so two lines at least, and a pipe or a colon
        // (a delimiter row of dashes alone under a line is a heading): both stay in the text.
        guard first > 0, last > first, paragraph.children.containsNode(where: mayHoldTable) else { return nil }
        let rows = (first...last).map { content(of: lines[$0], column: paragraph.column) }
        guard rows.contains(where: { $0.contains(UInt8(ascii: "|")) || $0.contains(UInt8(ascii: ":")) }) else {
            return nil
        }

        // The first line that is a delimiter row matching the line above it.
        var found: (header: Int, alignments: [MarkdownNode.TableAlignment])?
        for index in 1..<rows.count {
            guard let alignments = delimiterRow(rows[index]), cells(of: rows[index - 1]).count == alignments.count
            else { continue }
            found = (index - 1, alignments)
            break
        }
        guard let (header, alignments) = found else { return nil }

        var blocks: [MarkdownNode] = []
        if header > 0 {
            let before = rows[..<header].map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n")
            let column = paragraph.column - 1
            blocks += GFMExtensions.parse(before, atLine: first, columnOffset: column).children
        }
        var end = header + 2
        while end < rows.count, !startsBlock(rows[end]) { end += 1 }

        var table = MarkdownNode(
            kind: .table(alignments: alignments), line: first + header, column: paragraph.column,
            endLine: first + end - 1)
        table.children.append(row(rows[header], isHeader: true, columns: alignments.count, line: first + header))
        for index in (header + 2)..<end {
            table.children.append(row(rows[index], isHeader: false, columns: alignments.count, line: first + index))
        }
        blocks.append(table)
        if end < rows.count {
            let after = rows[end...].map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n")
            blocks += GFMExtensions.parse(after, atLine: first + end, columnOffset: paragraph.column - 1).children
        }
        return blocks
    }

    private static func mayHoldTable(_ node: MarkdownNode) -> Bool {
        if case .text(let text) = node.kind {
            return text.utf8.contains { $0 == UInt8(ascii: "|") || $0 == UInt8(ascii: ":") }
        }
        return node.children.containsNode(where: mayHoldTable)
    }

    /// A line of the paragraph without its containers' prefix (`> `, a list item's indent): from
    /// the paragraph's column when only those stand before it, else from its first non-space.
    private static func content(of line: ArraySlice<UInt8>, column: Int) -> ArraySlice<UInt8> {
        let start = min(line.startIndex + max(column - 1, 0), line.endIndex)
        let prefix = line[..<start]
        if prefix.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: ">") }) {
            return line[start...]
        }
        return line.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }

    /// A row's cells: split at unescaped pipes, an outer pipe at either end dropped, each trimmed.
    static func cells(of line: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        var text = trimmed(line)
        if text.first == UInt8(ascii: "|") { text = text.dropFirst() }
        var cells: [ArraySlice<UInt8>] = []
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if text[index] == UInt8(ascii: "|") {
                cells.append(trimmed(text[start..<index]))
                start = index + 1
            }
            index += 1
        }
        // A trailing pipe ends the last cell; text after the last pipe is one more.
        if start < text.endIndex { cells.append(trimmed(text[start..<text.endIndex])) }
        if cells.isEmpty { cells.append([]) }
        return cells
    }

    /// The columns' alignments when `line` is a delimiter row (every cell `:?-+:?`, and a pipe).
    private static func delimiterRow(_ line: ArraySlice<UInt8>) -> [MarkdownNode.TableAlignment]? {
        guard line.contains(UInt8(ascii: "|")) || line.contains(UInt8(ascii: ":")) else { return nil }
        var alignments: [MarkdownNode.TableAlignment] = []
        for cell in cells(of: line) {
            let left = cell.first == UInt8(ascii: ":")
            let right = cell.count > 1 && cell.last == UInt8(ascii: ":")
            let dashes = cell.dropFirst(left ? 1 : 0).dropLast(right ? 1 : 0)
            guard !dashes.isEmpty, dashes.allSatisfy({ $0 == UInt8(ascii: "-") }) else { return nil }
            alignments.append(left && right ? .center : left ? .left : right ? .right : .none)
        }
        return alignments
    }

    /// Whether a line libcmark kept in the paragraph would start a block after a table: an
    /// ordered list item (any number), or an empty bullet item.
    private static func startsBlock(_ line: ArraySlice<UInt8>) -> Bool {
        let text = line.drop { $0 == UInt8(ascii: " ") }
        guard line.count - text.count < 4 else { return false }
        if let marker = text.first, [UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*")].contains(marker) {
            return trimmed(text.dropFirst()).isEmpty
        }
        let digits = text.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        guard (1...9).contains(digits.count), let marker = text.dropFirst(digits.count).first,
            marker == UInt8(ascii: ".") || marker == UInt8(ascii: ")")
        else { return false }
        let rest = text.dropFirst(digits.count + 1)
        return rest.isEmpty || rest.first == UInt8(ascii: " ") || rest.first == UInt8(ascii: "\t")
    }

    /// One row: as many cells as the table has columns (missing ones empty, extra ones dropped).
    private static func row(_ line: ArraySlice<UInt8>, isHeader: Bool, columns: Int, line number: Int) -> MarkdownNode {
        var cells = cells(of: line)
        cells = Array(cells.prefix(columns))
        var row = MarkdownNode(kind: .tableRow(isHeader: isHeader), line: number)
        for cell in cells {
            let column = cell.startIndex - line.startIndex + 1
            row.children.append(
                MarkdownNode(kind: .tableCell, children: inlines(cell, line: number, column: column), line: number))
        }
        while row.children.count < columns { row.children.append(MarkdownNode(kind: .tableCell, line: number)) }
        return row
    }

    /// A cell's inlines, parsed by libcmark. `\|` is a pipe in the cell; a `(` put before the text
    /// keeps libcmark from reading a block (`# a`, `1. a`, `> a`) where GitHub reads text, and
    /// stands for the cell's start as GitHub reads it: punctuation for the flanking rules, and a
    /// place where a `www.` autolink may start.
    private static func inlines(_ cell: ArraySlice<UInt8>, line: Int, column: Int) -> [MarkdownNode] {
        guard !cell.isEmpty else { return [] }
        var text: [UInt8] = [UInt8(ascii: "(")]
        var index = cell.startIndex
        while index < cell.endIndex {
            if cell[index] == UInt8(ascii: "\\"), index + 1 < cell.endIndex, cell[index + 1] == UInt8(ascii: "|") {
                index += 1
            }
            text.append(cell[index])
            index += 1
        }
        let document = GFMExtensions.parse(
            String(decoding: text, as: UTF8.self), atLine: line, columnOffset: column - 2)
        guard var nodes = document.children.first?.children, let first = nodes.first,
            case .text(let leading) = first.kind, leading.hasPrefix("(")
        else { return [] }
        if leading.count == 1 {
            nodes.removeFirst()
        } else {
            nodes[0].kind = .text(String(leading.dropFirst()))
        }
        return nodes
    }

    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard let start = bytes.firstIndex(where: { !isSpace($0) }) else { return bytes[bytes.endIndex...] }
        let end = bytes.lastIndex(where: { !isSpace($0) })!
        return bytes[start...end]
    }
}
