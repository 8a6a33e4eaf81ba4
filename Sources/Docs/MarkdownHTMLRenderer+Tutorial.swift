/// The blocks of a DocC tutorial page (`DocCTutorialPage`): its parts, numbered steps, code with
/// the step's changes marked, and answers behind a disclosure, so the page needs no script.
extension MarkdownHTMLRenderer {
    mutating func renderTutorial(_ node: MarkdownNode) {
        newLine()
        switch node.kind {
        case .division(let name):
            emit("<div class=\"")
            emitEscaped(name)
            emit("\">\n")
            renderChildren(of: node, tight: false)
            newLine()
            emit("</div>\n")
        case .tutorialSteps:
            emit("<ol class=\"tutorial-steps\">\n")
            for step in node.children {
                emit("<li class=\"tutorial-step\">\n")
                renderChildren(of: step, tight: false)
                newLine()
                emit("</li>\n")
            }
            emit("</ol>\n")
        case .disclosure(let summary):
            emit("<details class=\"tutorial-answer\"><summary>")
            emitEscaped(summary)
            emit("</summary>\n")
            renderChildren(of: node, tight: false)
            newLine()
            emit("</details>\n")
        case .tutorialCode(let code):
            renderCode(code)
        default:
            renderChildren(of: node, tight: false)
        }
    }

    /// The file under its name; each changed line in `<ins>`, which a screen reader can announce.
    private mutating func renderCode(_ code: TutorialCode) {
        emit("<figure class=\"tutorial-code\">\n<figcaption>")
        emitEscaped(code.name)
        if !code.changedLines.isEmpty {
            let count = code.changedLines.count
            emit(" <span class=\"tutorial-code-changes\">(\(count) line\(count == 1 ? "" : "s") changed)</span>")
        }
        emit("</figcaption>\n<pre tabindex=\"0\"><code")
        if !code.language.isEmpty {
            emit(" class=\"language-")
            emitEscaped(code.language)
            emit("\"")
        }
        emit(">")
        let text = code.lines.joined(separator: "\n")
        let lines: [String]
        if !code.language.isEmpty, let coloured = highlight?(code.language, text) {
            lines = Self.splitHighlighted(coloured)
        } else {
            lines = code.lines.map {
                var escaped: [UInt8] = []
                HTMLEscaping.appendEscaped($0, to: &escaped, escapesApostrophe: false)
                return String(decoding: escaped, as: UTF8.self)
            }
        }
        var changed = Set(code.changedLines)
        for (index, line) in lines.enumerated() {
            if index > 0 { emit("\n") }
            if changed.remove(index) != nil {
                emit("<ins>")
                emit(line)
                emit("</ins>")
            } else {
                emit(line)
            }
        }
        emit("</code></pre>\n</figure>\n")
    }

    /// Highlighted HTML cut into lines, each whole: a span running over a line break (a block
    /// comment, a multi-line string) is closed at the end of its line and opened again on the next.
    static func splitHighlighted(_ html: String) -> [String] {
        var lines: [String] = []
        var current = ""
        var open: [Substring] = []
        var rest = Substring(html)
        while let index = rest.firstIndex(where: { $0 == "\n" || $0 == "<" }) {
            current += rest[..<index]
            if rest[index] == "\n" {
                lines.append(current + String(repeating: "</span>", count: open.count))
                current = open.joined()
                rest = rest[rest.index(after: index)...]
                continue
            }
            let end = rest[index...].firstIndex(of: ">").map { rest.index(after: $0) } ?? rest.endIndex
            let tag = rest[index..<end]
            if tag.hasPrefix("</") {
                _ = open.popLast()
            } else {
                open.append(tag)
            }
            current += tag
            rest = rest[end...]
        }
        lines.append(current + rest)
        return lines
    }
}
