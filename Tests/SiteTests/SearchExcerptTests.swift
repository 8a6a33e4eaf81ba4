import Testing
@testable import Site

/// The excerpt walks word by word and stops at the cut; it must give what splitting the whole
/// text at its whitespace gave, Unicode whitespace and clusters included.
@Suite struct SearchExcerptTests {
    /// The excerpt as it was made before: every word of the text, then the cut.
    static func splitWhole(_ text: String) -> String? {
        let words = text.split(whereSeparator: \.isWhitespace)
        guard !words.isEmpty else { return nil }
        var result = ""
        for word in words {
            let next = result.isEmpty ? String(word) : result + " " + word
            if next.count > SearchIndex.excerptLength {
                return result.isEmpty ? String(next.prefix(SearchIndex.excerptLength)) + "…" : result + "…"
            }
            result = next
        }
        return result
    }

    @Test(arguments: [
        "", "   \n\t ", "one", "  two  words  ", "tabs\tand\r\nCRLF\u{0B}and\u{0C}feeds",
        "no\u{00A0}break\u{2003}em\u{3000}ideographic\u{0085}next-line\u{2028}line",
        "e\u{0301} cafe\u{0301} \u{0301}combining after a space",
        String(repeating: "x", count: 200), String(repeating: "wörd ", count: 60),
        String(repeating: "a ", count: 69) + "bb " + String(repeating: "c", count: 10),
        String(repeating: "👩‍👩‍👧 ", count: 80),
    ])
    func theExcerptIsTheWholeSplitsExcerpt(text: String) {
        #expect(SearchIndex.excerpt(plain: text) == Self.splitWhole(text))
    }
}
