/// Colours for code blocks in docs: Swift through swift-syntax's own classifier, `json` and
/// `hints` through the hints JSON tokenizer. The result is the code's own text, HTML-escaped,
/// with `<span class="hl-…">` around the parts the theme colours; nothing else is added, so
/// copying a block still gives exactly its code.
public enum CodeHighlighter {
    /// The block's HTML, or nil for a language without colours (it stays plain).
    @Sendable public static func html(language: String, code: String) -> String? {
        switch language.lowercased() {
        case "swift": SwiftHighlighter.html(code)
        case "json", "hints": JSONHighlighter.html(code)
        default: nil
        }
    }
}

/// Spans over a text's bytes: the one way both highlighters write their HTML.
struct HighlightedText {
    private let bytes: [UInt8]
    private var output: [UInt8] = []
    private var written = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
        output.reserveCapacity(bytes.count + bytes.count / 4)
    }

    /// What the theme colours; each kind's opening tag is made once.
    enum Kind: CaseIterable {
        case keyword, type, string, number, comment, attribute, key, knownKey

        var classes: String {
            switch self {
            case .knownKey: "hl-key hl-known"
            default: "hl-\(self)"
            }
        }

        static let openingTags: [Kind: [UInt8]] = Dictionary(
            uniqueKeysWithValues: allCases.map { ($0, Array("<span class=\"\($0.classes)\">".utf8)) })
    }

    private static let closingTag = Array("</span>".utf8)

    /// Colours `range` (bytes) as `kind`; what lies between the spans is written plain. Ranges
    /// come in order and never overlap.
    mutating func span(_ range: Range<Int>, _ kind: Kind) {
        let range = max(range.lowerBound, written)..<min(range.upperBound, bytes.count)
        guard !range.isEmpty else { return }
        plain(upTo: range.lowerBound)
        output += Kind.openingTags[kind]!
        escape(range)
        output += Self.closingTag
        written = range.upperBound
    }

    /// The HTML, with the rest of the text written plain.
    mutating func finish() -> String {
        plain(upTo: bytes.count)
        return String(decoding: output, as: UTF8.self)
    }

    private mutating func plain(upTo end: Int) {
        guard written < end else { return }
        escape(written..<end)
        written = end
    }

    /// As cmark escapes code: `&`, `<`, `>` and `"`.
    private mutating func escape(_ range: Range<Int>) {
        for byte in bytes[range] {
            switch byte {
            case UInt8(ascii: "&"): output += "&amp;".utf8
            case UInt8(ascii: "<"): output += "&lt;".utf8
            case UInt8(ascii: ">"): output += "&gt;".utf8
            case UInt8(ascii: "\""): output += "&quot;".utf8
            default: output.append(byte)
            }
        }
    }
}
