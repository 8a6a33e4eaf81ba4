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

extension MarkdownHTMLRenderer {
    /// The output with its raw HTML sanitized. Only the top-level blocks from the first raw span's
    /// to the last one's are parsed: between top-level blocks the renderer's HTML is balanced and
    /// every byte of the author's is inside, so the rest is kept as written (most of most pages).
    func sanitizedOutput(resolveURL: @escaping RawHTMLSanitizer.URLResolver) -> ([UInt8], [RawHTMLProblem]) {
        guard let first = rawSpans.first, let last = rawSpans.last else { return (output, []) }
        let start = blockStarts.last { $0 <= first.range.lowerBound } ?? 0
        let end = blockStarts.first { $0 >= last.range.upperBound } ?? output.count
        let spans = rawSpans.map { span in
            RawHTMLSpan(
                range: (span.range.lowerBound - start)..<(span.range.upperBound - start), line: span.line,
                column: span.column)
        }
        let (html, problems) = RawHTMLSanitizer.sanitize(
            Array(output[start..<end]), rawSpans: spans, resolveURL: resolveURL)
        return (Array(output[..<start]) + html + output[end...], problems)
    }
}
