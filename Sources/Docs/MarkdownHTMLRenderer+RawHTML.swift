/// What becomes of the HTML an author writes in Markdown (`<details>`, `<br>`, `<img width=…>`).
public enum RawHTML: Sendable, Hashable {
    /// Replaced by a comment, as libcmark's safe mode does (the CommonMark tests' reference).
    case omitted
    /// Kept through GitHub's allow-list (`RawHTMLSanitizer`): what GitHub shows, and the default.
    case sanitized
    /// Kept as written, for repositories whose docs are trusted (`docs.rawHTML`, `--allow-raw-html`).
    case trusted
}

/// A problem in a page's raw HTML, at a line and column of the Markdown.
public typealias RawHTMLProblem = RawHTMLSanitizer.Problem

extension MarkdownHTMLRenderer {
    /// An HTML block or inline HTML, as the project's `RawHTML` says; sanitized HTML is written as
    /// is and its place remembered, as the sanitizer parses the whole page once it is rendered.
    mutating func emitRaw(_ html: String, of node: MarkdownNode, isBlock: Bool) {
        switch rawHTML {
        case .omitted:
            emit(isBlock ? "<!-- raw HTML omitted -->\n" : "<!-- raw HTML omitted -->")
        case .trusted:
            emit(html)
        case .sanitized:
            let start = output.count
            emit(html)
            rawSpans.append(RawHTMLSpan(range: start..<output.count, line: node.line, column: node.column))
        }
    }
}
