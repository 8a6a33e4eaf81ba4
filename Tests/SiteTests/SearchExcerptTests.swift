import Testing
import Layout
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
}
