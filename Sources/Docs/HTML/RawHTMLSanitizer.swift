/// A stretch of a rendered page that is the author's raw HTML, and where it starts in the Markdown.
struct RawHTMLSpan: Sendable {
    var range: Range<Int>
    var line: Int
    var column: Int
}

/// Makes raw HTML in a rendered page safe as GitHub does by default: the whole page is parsed as a
/// browser would parse it (so `<details>` opened in one HTML block and closed in another is one
/// element with the Markdown between), then written out again. What the renderer wrote is kept
/// whole; what the author wrote keeps only `GitHubAllowList`'s elements, attributes and URL schemes,
/// with relative URLs resolved as Markdown links are. Unbalanced tags are reported where they are.
public struct RawHTMLSanitizer {
    /// A relative URL in raw HTML → the URL to write, as for a Markdown link or image; nil drops it.
    typealias URLResolver = (_ url: String, _ isImage: Bool, _ line: Int, _ column: Int) -> String?

    public struct Problem: Sendable, Equatable {
        public var message: String
        public var line: Int
        public var column: Int
    }

    let input: [UInt8]
    /// In order, not overlapping.
    let spans: [RawHTMLSpan]
    let resolveURL: URLResolver
    private(set) var output: [UInt8] = []
    private(set) var problems: [Problem] = []

    static func sanitize(
        _ html: [UInt8], rawSpans: [RawHTMLSpan], resolveURL: @escaping URLResolver
    ) -> (html: [UInt8], problems: [Problem]) {
        var sanitizer = RawHTMLSanitizer(input: html, spans: rawSpans, resolveURL: resolveURL)
        sanitizer.output.reserveCapacity(html.count)
        let fragment = HTMLFragmentParser.parse(html)
        for node in fragment.nodes { sanitizer.write(node, parent: "div") }
        sanitizer.reportStrayEndTags(fragment)
        return (sanitizer.output, sanitizer.problems.sorted { ($0.line, $0.column) < ($1.line, $1.column) })
    }

    /// The raw span holding byte `offset` of the input, if the author wrote that byte.
    func span(at offset: Int?) -> Int? {
        guard let offset else { return nil }
        var low = 0
        var high = spans.count
        while low < high {
            let middle = (low + high) / 2
            if spans[middle].range.upperBound <= offset { low = middle + 1 } else { high = middle }
        }
        return low < spans.count && spans[low].range.contains(offset) ? low : nil
    }

    /// Line and column in the Markdown of byte `offset` of raw span `index`.
    func location(of offset: Int, in index: Int) -> (line: Int, column: Int) {
        let span = spans[index]
        var line = span.line
        var lineStart: Int?
        for position in span.range.lowerBound..<offset where input[position] == UInt8(ascii: "\n") {
            line += 1
            lineStart = position + 1
        }
        guard let lineStart else { return (line, span.column + offset - span.range.lowerBound) }
        return (line, 1 + offset - lineStart)
    }

    mutating func report(_ message: String, at offset: Int, in index: Int) {
        let (line, column) = location(of: offset, in: index)
        problems.append(Problem(message: message, line: line, column: column))
    }

    private mutating func write(_ node: HTMLNode, parent: String) {
        switch node.kind {
        case .text(let text):
            HTMLEscaping.appendEscaped(text, to: &output, escapesApostrophe: false)
        case .comment(let text):
            // The renderer's comments (form embed markers) stay; the author's go, as on GitHub.
            guard node.offset != nil, span(at: node.offset) == nil else { return }
            emit("<!--")
            emit(text)
            emit("-->")
        case .element(let name, let attributes, let isHTML):
            if let offset = node.offset, span(at: offset) == nil {
                writeElement(name, attributes: attributes, children: node.children)
            } else {
                if let index = span(at: node.offset), let offset = node.offset { check(node, name, offset, index) }
                writeRaw(node, name: name, attributes: attributes, isHTML: isHTML, parent: parent)
            }
        }
    }

    /// An element of the author's, through the allow-list.
    private mutating func writeRaw(
        _ node: HTMLNode, name: String, attributes: [HTMLAttribute], isHTML: Bool, parent: String
    ) {
        guard isHTML, !GitHubAllowList.removedWithContent.contains(name) else { return }
        let name = GitHubAllowList.renamed[name] ?? name
        // A `<source>` means something only in a `<picture>`, and is invalid elsewhere.
        guard GitHubAllowList.elements.contains(name), name != "source" || parent == "picture" else {
            for child in node.children { write(child, parent: parent) }
            return
        }
        let (line, column) = span(at: node.offset).map { location(of: node.offset!, in: $0) } ?? (0, 0)
        var kept: [HTMLAttribute] = []
        var classes: [String] = []
        for attribute in attributes {
            let value = attribute.value
            if attribute.name == "align", GitHubAllowList.alignable.contains(name) {
                let alignment = value.lowercased()
                if GitHubAllowList.alignments.contains(alignment) { classes.append("align-\(alignment)") }
                continue
            }
            guard GitHubAllowList.allows(attribute.name, on: name) else { continue }
            switch attribute.name {
            case "href", "src", "cite":
                guard GitHubAllowList.allowsURL(value, in: attribute.name) else { continue }
                let isImage = attribute.name == "src"
                guard attribute.name != "cite", let resolved = resolved(value, isImage: isImage, line, column) else {
                    if attribute.name == "cite" { kept.append(attribute) }
                    continue
                }
                kept.append(HTMLAttribute(name: attribute.name, value: resolved))
            case "srcset":
                guard let set = resolvedSourceSet(value, line, column) else { continue }
                kept.append(HTMLAttribute(name: "srcset", value: set))
            default:
                kept.append(attribute)
            }
        }
        if !classes.isEmpty { kept.append(HTMLAttribute(name: "class", value: classes.joined(separator: " "))) }
        if name == "img", !kept.contains(where: { $0.name == "alt" }) {
            kept.append(HTMLAttribute(name: "alt", value: ""))
        }
        writeElement(name, attributes: kept, children: node.children)
    }

    /// A URL the author wrote, resolved as a Markdown link is when it is relative to the page.
    private func resolved(_ url: String, isImage: Bool, _ line: Int, _ column: Int) -> String? {
        let trimmed = url.trimmingASCIIWhitespace
        guard !trimmed.isEmpty, !DocLinkResolver.hasScheme(trimmed), !trimmed.hasPrefix("//") else {
            return HTMLEscaping.safeURL(trimmed)
        }
        return resolveURL(trimmed, isImage, line, column).map(HTMLEscaping.safeURL)
    }

    /// `a.png 1x, b.png 2x` with each URL checked and resolved; nil when one may not stay.
    private func resolvedSourceSet(_ value: String, _ line: Int, _ column: Int) -> String? {
        var candidates: [String] = []
        for candidate in value.split(separator: ",") {
            let parts = candidate.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
            guard let url = parts.first.map(String.init), GitHubAllowList.allowsURL(url, in: "src"),
                let resolved = resolved(url, isImage: true, line, column)
            else { return nil }
            candidates.append(
                ([resolved.replacingOccurrences(of: ",", with: "%2C")] + parts.dropFirst().map(String.init))
                    .joined(separator: " "))
        }
        return candidates.joined(separator: ", ")
    }

    private mutating func writeElement(_ name: String, attributes: [HTMLAttribute], children: [HTMLNode]) {
        emit("<")
        emit(name)
        for attribute in attributes {
            emit(" ")
            emit(attribute.name)
            emit("=\"")
            if attribute.name == "href" || attribute.name == "src" || attribute.name == "cite" {
                HTMLEscaping.appendURL(attribute.value, to: &output)
            } else {
                HTMLEscaping.appendEscaped(attribute.value, to: &output, escapesApostrophe: false)
            }
            emit("\"")
        }
        emit(">")
        guard !GitHubAllowList.void.contains(name) else { return }
        // The parser drops a newline right after `<pre>`; written again, so a leading one survives.
        if name == "pre", case .text(let text) = children.first?.kind, text.hasPrefix("\n") { emit("\n") }
        for child in children { write(child, parent: name) }
        emit("</")
        emit(name)
        emit(">")
    }

    private mutating func emit(_ text: String) {
        output.append(contentsOf: text.utf8)
    }
}

extension String {
    fileprivate var trimmingASCIIWhitespace: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
