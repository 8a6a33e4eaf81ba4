import Foundation
import Testing
import Layout
@testable import Site

/// The excerpt walks word by word and stops at the cut; it must give what splitting the whole
/// text at its whitespace gave, Unicode whitespace and clusters included, by bytes or by characters.
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
        // ASCII to the cut and beyond it (read by bytes), and ASCII until a letter before the cut.
        String(repeating: "word ", count: 40) + "wörd",
        "plain words then\u{00A0}" + String(repeating: "more ", count: 40),
        "\r\n  leading CRLF " + String(repeating: "y", count: 150),
    ])
    func theExcerptIsTheWholeSplitsExcerpt(text: String) {
        #expect(SearchIndex.excerpt(plain: text) == Self.splitWhole(text))
    }

    /// A field's id is shown beside its label only where it says more; letters and digits beyond
    /// ASCII count as letters and digits.
    @Test(arguments: [
        ("First name", "firstName", "First name"), ("Größe", "größe", "Größe"), ("Größe", "grosse", "Größe (grosse)"),
        ("Line 2", "line2", "Line 2"), ("Ünïcödé ①", "ünïcödé①", "Ünïcödé ①"), ("E-mail", "email", "E-mail"),
    ])
    func theIdIsShownWhereItSaysMore(label: String, id: String, line: String) {
        let field = FieldLayout(id: id, label: label, control: .text)
        let form = FormLayout(
            name: "M", title: "M", sources: FormSources(swift: "M.swift"), documentation: nil,
            sections: [
                SectionLayout(
                    id: "s", title: "", description: nil, layoutStyle: .vertical, columns: 1, gap: 16,
                    collapsible: false, collapsed: false, metadata: [], fields: [field])
            ], hidden: [], unsectioned: [], defaults: [], ocrGroups: [], diagnostics: [])
        #expect(SearchIndex.entry(form, path: "models/M.html").text == line)
    }

    /// Each entry is written directly: as JSONEncoder writes it with sorted keys, each `<` then
    /// escaped, hostile text and an absent excerpt included.
    @Test(arguments: [
        "plain", "quote \" backslash \\ slash / </script> <!-- tab\t line\n cr\r \u{01}\u{1F} bell\u{07}",
        "wörd 👩‍👩‍👧 \u{2028} \u{7F}", "",
    ])
    func anEntryIsWrittenAsJSONEncoderWritesIt(text: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        for excerpt in [text, nil] {
            let entry = SearchIndex.Entry(
                title: text, kind: "doc", path: "docs/\(text).html", text: text, excerpt: excerpt)
            let expected = String(decoding: try encoder.encode(entry), as: UTF8.self)
                .replacingOccurrences(of: "<", with: "\\u003c")
            #expect(String(decoding: SearchIndex.encode(entry), as: UTF8.self) == expected)
        }
    }
}
