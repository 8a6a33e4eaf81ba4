import Foundation

/// GitHub's inline extensions on a run of inlines: autolinks (`GFMAutolink`) found in text
/// outside links, then `~deleted~` and `~~deleted~~`, paired as cmark-gfm pairs them: runs of one or two tildes that are
/// left-flanking open, right-flanking close, an opener pairs with the nearest closer of the
/// same length, and what lies between is struck through. Emphasis is already paired by
/// libcmark, so tildes pair only among siblings: `~~a *b~~ c*` stays as libcmark read it.
enum GFMInlines {
    struct Run {
        var count: Int
        var canOpen: Bool
        var canClose: Bool
    }

    enum Piece {
        case node(MarkdownNode)
        case run(Run)

        var node: MarkdownNode {
            switch self {
            case .node(let node): node
            case .run(let run): MarkdownNode(kind: .text(String(repeating: "~", count: run.count)))
            }
        }
    }

    /// `inlines` with their autolinks found (outside links) and their tildes paired.
    static func apply(to inlines: [MarkdownNode], lines: SourceLines, insideLink: Bool = false) -> [MarkdownNode] {
        // Most paragraphs hold neither: leave them as they are, without rebuilding anything.
        guard mayChange(inlines) else { return inlines }
        var pieces: [Piece] = []
        var changed = false
        // Inside a raw `<a href='…'>…</a>` the text is that link's, as it is inside a Markdown link.
        var insideRawLink = false
        for var node in inlines {
            switch node.kind {
            case .htmlInline(let html):
                if let opens = Self.rawLinkTag(html) { insideRawLink = opens }
                pieces.append(.node(node))
            case .text(let text):
                let marks = Self.marks(in: text)
                let mayLink = !insideLink && !insideRawLink && marks.link
                guard mayLink || marks.tilde else {
                    pieces.append(.node(node))
                    continue
                }
                let bytes = Array(text.utf8)
                let line = lines[node.line]
                let links =
                    mayLink
                    ? GFMAutolink.links(
                        in: bytes, before: scalar(endingAt: line.startIndex + node.column - 1, in: line))
                    : []
                guard !links.isEmpty || bytes.contains(UInt8(ascii: "~")) else {
                    pieces.append(.node(node))
                    continue
                }
                changed = true
                var start = 0
                for link in links + [GFMAutolink.Found(range: bytes.count..<bytes.count, url: "")] {
                    if start < link.range.lowerBound {
                        // A piece's column is good while the text so far is the raw line's bytes.
                        let aligned =
                            node.column > 0 && line.dropFirst(node.column - 1).starts(with: bytes[..<start])
                        pieces += split(
                            String(decoding: bytes[start..<link.range.lowerBound], as: UTF8.self), line: line,
                            column: aligned ? node.column + start : 0, at: node.line)
                    }
                    if !link.url.isEmpty {
                        let shown = MarkdownNode(kind: .text(String(decoding: bytes[link.range], as: UTF8.self)))
                        pieces.append(
                            .node(
                                MarkdownNode(kind: .link(url: link.url, title: ""), children: [shown], line: node.line))
                        )
                    }
                    start = link.range.upperBound
                }
            case .link, .image:
                node.children = apply(to: node.children, lines: lines, insideLink: true)
                pieces.append(.node(node))
            case .emphasis, .strong, .strikethrough:
                node.children = apply(to: node.children, lines: lines, insideLink: insideLink)
                pieces.append(.node(node))
            default:
                pieces.append(.node(node))
            }
        }
        return changed ? pair(pieces) : pieces.map(\.node)
    }

    /// True for an `<a …>` start tag, false for `</a>`, nil for any other inline HTML (`<abbr>`).
    static func rawLinkTag(_ html: String) -> Bool? {
        let closing = html.hasPrefix("</")
        let rest = html.dropFirst(closing ? 2 : 1)
        guard html.hasPrefix("<"), let name = rest.first, name == "a" || name == "A" else { return nil }
        let after = rest.dropFirst().first
        guard after == ">" || after?.isWhitespace == true else { return nil }
        return !closing
    }

    /// Whether any of `inlines` holds text with a tilde or an autolink's mark: only then can
    /// this pass change them.
    static func mayChange(_ inlines: [MarkdownNode]) -> Bool {
        inlines.containsNode(where: mayChange)
    }

    /// Whether a node holds text with a tilde or an autolink's mark, here or below.
    private static func mayChange(_ node: MarkdownNode) -> Bool {
        if case .text(let text) = node.kind {
            let marks = marks(in: text)
            return marks.tilde || marks.link
        }
        return node.children.containsNode(where: mayChange)
    }

    /// What `text` holds, in one pass over its bytes: a tilde, and a mark only an autolink's
    /// text has (a `://`, an `@` or a `www.`: the last four bytes seen, packed, are compared).
    private static func marks(in text: String) -> (tilde: Bool, link: Bool) {
        let www: UInt32 = 0x7777_772E  // "www."
        let scheme: UInt32 = 0x3A2F_2F  // "://"
        func scan(_ bytes: some Sequence<UInt8>) -> (tilde: Bool, link: Bool) {
            var last: UInt32 = 0
            var (tilde, link) = (false, false)
            for byte in bytes {
                if byte == UInt8(ascii: "~") { tilde = true }
                last = last << 8 | UInt32(byte)
                if byte == UInt8(ascii: "@") || last == www || last & 0xFF_FFFF == scheme { link = true }
                if tilde && link { break }
            }
            return (tilde, link)
        }
        // Native strings are contiguous: scanning their buffer avoids the UTF-8 view's iterator.
        return text.utf8.withContiguousStorageIfAvailable { scan($0) } ?? scan(text.utf8)
    }

    /// A text node cut into text and tilde runs. Which tildes were written as tildes (not `\~`
    /// or `&#126;`) and what stands around each run is read from the raw line, from `column` on.
    private static func split(_ text: String, line: ArraySlice<UInt8>, column: Int, at lineNumber: Int) -> [Piece] {
        var pieces = split(text, line: column > 0 ? line : [], column: column)
        // The first piece keeps the text's position (a task item's marker is read there).
        if case .node(var first)? = pieces.first {
            (first.line, first.column) = (lineNumber, column)
            pieces[0] = .node(first)
        }
        return pieces
    }

    private static func split(_ text: String, line: ArraySlice<UInt8>, column: Int) -> [Piece] {
        let literal = Array(text.utf8)
        let tildeCount = literal.reduce(0) { $0 + ($1 == UInt8(ascii: "~") ? 1 : 0) }
        // For each tilde of the text, its offset in the raw line, or nil when it was escaped.
        var origins: [Int?] = []
        var index = line.startIndex + max(column - 1, 0)
        while origins.count < tildeCount, index < line.endIndex {
            let byte = line[index]
            if byte == UInt8(ascii: "\\"), index + 1 < line.endIndex, line[index + 1].isASCIIPunctuation {
                if line[index + 1] == UInt8(ascii: "~") { origins.append(nil) }
                index += 2
            } else if byte == UInt8(ascii: "&"), let (value, end) = numericEntity(in: line, at: index) {
                if value == 0x7E { origins.append(nil) }
                index = end
            } else {
                if byte == UInt8(ascii: "~") { origins.append(index) }
                index += 1
            }
        }
        // Without the raw text (a line out of step), every tilde counts as written.
        let trusted = origins.count == tildeCount

        var pieces: [Piece] = []
        var pending: [UInt8] = []
        var tilde = 0
        var position = 0
        while position < literal.count {
            guard literal[position] == UInt8(ascii: "~") else {
                pending.append(literal[position])
                position += 1
                continue
            }
            // A run: consecutive tildes written one after another in the raw line.
            var count = 1
            let first = trusted ? origins[tilde] : nil
            if trusted && first == nil {
                pending.append(UInt8(ascii: "~"))
                position += 1
                tilde += 1
                continue
            }
            while position + count < literal.count, literal[position + count] == UInt8(ascii: "~") {
                if trusted {
                    guard let next = origins[tilde + count], next == first! + count else { break }
                }
                count += 1
            }
            let before: Unicode.Scalar
            let after: Unicode.Scalar
            if let first {
                before = scalar(endingAt: first, in: line)
                after = scalar(startingAt: first + count, in: line)
            } else {
                before = position == 0 ? "\n" : scalar(endingAt: literal.startIndex + position, in: literal[...])
                after = scalar(startingAt: position + count, in: literal[...])
            }
            let left = isLeftFlanking(before: before, after: after)
            let right = isLeftFlanking(before: after, after: before)
            if count <= 2, left || right {
                if !pending.isEmpty {
                    pieces.append(.node(MarkdownNode(kind: .text(String(decoding: pending, as: UTF8.self)))))
                }
                pending = []
                pieces.append(.run(Run(count: count, canOpen: left, canClose: right)))
            } else {
                pending += repeatElement(UInt8(ascii: "~"), count: count)
            }
            position += count
            tilde += count
        }
        if !pending.isEmpty {
            pieces.append(.node(MarkdownNode(kind: .text(String(decoding: pending, as: UTF8.self)))))
        }
        return pieces
    }

    /// `&#126;` or `&#x7E;` at `index`: its value and where it ends.
    private static func numericEntity(in line: ArraySlice<UInt8>, at index: Int) -> (Int, Int)? {
        var position = index + 1
        guard position < line.endIndex, line[position] == UInt8(ascii: "#") else { return nil }
        position += 1
        var radix = 10
        if position < line.endIndex, line[position] | 0x20 == UInt8(ascii: "x") {
            radix = 16
            position += 1
        }
        var value = 0
        var digits = 0
        while position < line.endIndex, let digit = Int(String(UnicodeScalar(line[position])), radix: radix) {
            value = min(value * radix + digit, 0x110000)
            digits += 1
            position += 1
        }
        guard digits > 0, digits <= (radix == 10 ? 7 : 6), position < line.endIndex, line[position] == UInt8(ascii: ";")
        else { return nil }
        return (value, position + 1)
    }

    /// The scalar before byte `index` (a line's start reads as a newline).
    private static func scalar(endingAt index: Int, in bytes: ArraySlice<UInt8>) -> Unicode.Scalar {
        var start = index - 1
        guard start >= bytes.startIndex, index <= bytes.endIndex else { return "\n" }
        while start > bytes.startIndex, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self).unicodeScalars.first ?? "\n"
    }

    /// The scalar at byte `index` (a line's end reads as a newline).
    private static func scalar(startingAt index: Int, in bytes: ArraySlice<UInt8>) -> Unicode.Scalar {
        guard index < bytes.endIndex else { return "\n" }
        var end = index + 1
        while end < bytes.endIndex, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return String(decoding: bytes[index..<end], as: UTF8.self).unicodeScalars.first ?? "\n"
    }

    /// CommonMark's left-flanking rule (right-flanking is the same with the sides swapped).
    private static func isLeftFlanking(before: Unicode.Scalar, after: Unicode.Scalar) -> Bool {
        guard !after.isMarkdownWhitespace else { return false }
        return !after.isMarkdownPunctuation || before.isMarkdownWhitespace || before.isMarkdownPunctuation
    }
}
