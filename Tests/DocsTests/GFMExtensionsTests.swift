import Foundation
import Testing
import FormsmithCore
@testable import Docs

/// What the GFM oracle cannot show: positions, the strict-CommonMark switch, and large tables.
@Suite struct GFMExtensionsTests {
    func render(_ markdown: String, gfm: Bool = true) -> DocPage {
        DocsLoader.render(
            data: Data(markdown.utf8), relativePath: "guide.md",
            options: DocsLoader.Options(githubMarkdown: gfm))
    }

    @Test func aBrokenLinkInACellOrAfterATableIsWarnedAtItsPosition() {
        let page = render(
            "# T\n\n| a | b |\n| - | - |\n| x | see [gone](missing.md) |\n2. and [lost](lost.md)\n")
        #expect(page.diagnostics.map(\.code) == ["docs.broken-link", "docs.broken-link"])
        #expect(page.diagnostics.map(\.location.line) == [5, 6])
        #expect(page.diagnostics.first?.location.column == 11)
        #expect(page.html.contains("<ol start=\"2\">"))
    }

    /// A raw `<a href='…'>` around a URL is one link, as on GitHub: its text is not autolinked again.
    @Test func aRawLinksURLTextIsNotAutolinkedInsideIt() {
        let page = render("See <a href='https://example.com/x'>https://example.com/x</a> and https://example.com/y.\n")
        #expect(page.html.components(separatedBy: "<a ").count - 1 == 2, "\(page.html)")
        #expect(page.html.contains(#">https://example.com/x</a>"#))
        #expect(page.html.contains(#"<a href="https://example.com/y">https://example.com/y</a>"#))
        #expect(page.diagnostics.filter { $0.code == "docs.malformed-html" }.isEmpty)
        #expect(GFMInlines.rawLinkTag("<abbr title='x'>") == nil)
        #expect(GFMInlines.rawLinkTag("</A>") == false)
    }

    @Test func strictCommonMarkLeavesPipesTildesAndBracketsAsText() {
        let markdown = "| a | b |\n| - | - |\n\n~~x~~\n\n- [x] done\n"
        let strict = render(markdown, gfm: false).html
        #expect(!strict.contains("<table>") && !strict.contains("<del>") && !strict.contains("checkbox"))
        #expect(strict.contains("~~x~~") && strict.contains("[x] done"))
        let github = render(markdown).html
        #expect(github.contains("<table>") && github.contains("<del>x</del>") && github.contains("checkbox"))
    }

    @Test func tablesWithThousandsOfColumnsOrRowsRenderWhole() {
        let columns = 2_000
        let wide =
            (0..<columns).map { "| c\($0) " }.joined() + "|\n" + String(repeating: "| - ", count: columns) + "|\n"
            + (0..<columns).map { "| v\($0) " }.joined() + "|\n"
        #expect(render(wide).html.components(separatedBy: "<td>").count - 1 == columns)
        let rows = 5_000
        let long = "| a | b |\n| - | - |\n" + (0..<rows).map { "| \($0) | ~~\($0)~~ |\n" }.joined()
        let html = render(long).html
        #expect(html.components(separatedBy: "<tr>").count - 1 == rows + 1)
        #expect(html.components(separatedBy: "<del>").count - 1 == rows)
    }

    @Test func aTaskIsNamedByItsTextForScreenReaders() {
        let html = render("- [x] Ship *it*\n- [ ] Tell people\n").html
        #expect(html.contains(#"<input type="checkbox" checked disabled aria-label="Ship it">"#))
        #expect(html.contains(#"<input type="checkbox" disabled aria-label="Tell people">"#))
    }
}

/// Random pages built from the characters the extensions read (pipes, tildes, brackets, schemes,
/// `@`, entities, escapes, container prefixes): each renders, and renders the same twice.
@Suite struct GFMRandomInputTests {
    @Test func randomPagesRenderAndRenderTheSameTwice() {
        let pieces = [
            "|", " | ", "-", ":-", "--:", "~", "~~", "\\~", "&#126;", "\\|", "[ ] ", "[x] ", "- ", "1. ", "> ",
            "    ", "\n", "\n\n", "www.", "http://", "https://a.b", "ftp://", "a@b.co", "@", ".", "_", "*", "(", ")",
            "&amp;", "&hl;", "<b>", "<script>", "`", "é", "’", "\"", "'", "x", "word ", "\t",
        ]
        var generator = SplitMix(seed: 23)
        for _ in 0..<3_000 {
            let count = Int(generator.next() % 40)
            let page = (0..<count).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            let data = Data(page.utf8)
            let options = DocsLoader.Options(rawHTML: [.omitted, .sanitized, .trusted][Int(generator.next() % 3)])
            let first = DocsLoader.render(data: data, relativePath: "p.md", options: options).html
            let second = DocsLoader.render(data: data, relativePath: "p.md", options: options).html
            #expect(first == second, "page: \(page.debugDescription)")
        }
    }

    /// A small deterministic generator, so a failure names a page that fails again.
    struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }
    }
}
