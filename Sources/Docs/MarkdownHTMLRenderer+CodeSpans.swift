extension MarkdownHTMLRenderer {
    /// A one-line message (a diagnostic) as HTML: its `` `code` `` spans as `<code>`, everything
    /// else escaped text. Only code spans are read, as CommonMark reads them (a run of backticks
    /// closed by a run of the same length, one space stripped from each end when both have one),
    /// so a message's `<`, `*` or `_` stay as written. An unclosed run stays literal backticks.
    public static func codeSpans(_ message: String) -> String {
        let characters = Array(message)
        var html = ""
        var text = ""
        var index = 0
        func run(at start: Int) -> Int {
            var end = start
            while end < characters.count, characters[end] == "`" { end += 1 }
            return end - start
        }
        while index < characters.count {
            guard characters[index] == "`" else {
                text.append(characters[index])
                index += 1
                continue
            }
            let opening = run(at: index)
            var search = index + opening
            var closing: Int?
            while search < characters.count {
                if characters[search] == "`" {
                    let length = run(at: search)
                    if length == opening {
                        closing = search
                        break
                    }
                    search += length
                } else {
                    search += 1
                }
            }
            guard let closing else {
                text.append(String(characters[index..<index + opening]))
                index += opening
                continue
            }
            var code = String(characters[index + opening..<closing])
            if code.count >= 2, code.first == " ", code.last == " ", code.contains(where: { $0 != " " }) {
                code = String(code.dropFirst().dropLast())
            }
            html += HTMLEscaping.escape(text) + "<code>" + HTMLEscaping.escape(code) + "</code>"
            text = ""
            index = closing + opening
        }
        return html + HTMLEscaping.escape(text)
    }
}
