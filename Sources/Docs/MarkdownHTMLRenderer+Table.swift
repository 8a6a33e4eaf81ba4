extension MarkdownHTMLRenderer {
    /// A GitHub table as cmark-gfm writes it, with alignment as a style (HTML has no `align` now).
    mutating func renderTable(_ table: MarkdownNode, alignments: [MarkdownNode.TableAlignment]) {
        newLine()
        emit("<table>\n")
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
        emit("</table>\n")
    }
}
