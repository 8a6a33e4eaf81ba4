import Foundation

extension MarkdownHTMLRenderer {
    /// A GitHub table as cmark-gfm writes it, with alignment as a style (HTML has no `align` now),
    /// inside a region that scrolls sideways on a narrow screen instead of breaking words. The
    /// region takes keyboard focus (so it can be scrolled without a mouse) and is named by the
    /// table's column headings, numbered when two tables of a page would share a name.
    mutating func renderTable(_ table: MarkdownNode, alignments: [MarkdownNode.TableAlignment]) {
        newLine()
        let headings = table.children.first?.children.map { $0.plainText.trimmingCharacters(in: .whitespaces) } ?? []
        var name = "Table: " + headings.filter { !$0.isEmpty }.joined(separator: ", ")
        if headings.allSatisfy(\.isEmpty) { name = "Table" }
        tableNames[name, default: 0] += 1
        if let count = tableNames[name], count > 1 { name += " (\(count))" }
        emit("<div class=\"table-scroll\" role=\"region\" tabindex=\"0\" aria-label=\"")
        emitEscaped(name)
        emit("\">\n<table>\n")
        for (index, row) in table.children.enumerated() {
            let isHeader = index == 0
            if index == 0 { emit("<thead>\n") }
            if index == 1 { emit("<tbody>\n") }
            emit("<tr>\n")
            for (column, cell) in row.children.enumerated() {
                let tag = isHeader ? "th" : "td"
                switch column < alignments.count ? alignments[column] : .none {
                case .none: emit("<\(tag)>")
                case .left: emit("<\(tag) style=\"text-align: left\">")
                case .center: emit("<\(tag) style=\"text-align: center\">")
                case .right: emit("<\(tag) style=\"text-align: right\">")
                }
                renderChildren(of: cell, tight: false)
                emit("</\(tag)>\n")
            }
            emit("</tr>\n")
            if index == 0 { emit("</thead>\n") }
        }
        if table.children.count > 1 { emit("</tbody>\n") }
        emit("</table>\n</div>\n")
    }
}
