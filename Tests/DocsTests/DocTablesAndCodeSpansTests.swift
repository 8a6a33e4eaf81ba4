import Foundation
import Testing
import FormsmithCore
@testable import Docs

/// Doc tables scroll in a named, focusable region; a diagnostic's `code` spans become `<code>`.
@Suite struct DocTablesAndCodeSpansTests {
    func render(_ markdown: String) -> String {
        DocsLoader.render(data: Data(markdown.utf8), relativePath: "guide.md", options: DocsLoader.Options()).html
    }

    @Test func aTableScrollsInAFocusableRegionNamedByItsColumns() {
        let html = render("| Key | `Value` |\n|---|---|\n| a | b |\n")
        #expect(
            html.contains(
                "<div class=\"table-scroll\" role=\"region\" tabindex=\"0\" aria-label=\"Table: Key, Value\">\n<table>")
        )
        #expect(html.contains("</table>\n</div>\n"))
    }

    @Test func tablesThatWouldShareANameAreNumbered() {
        let table = "| Key | Value |\n|---|---|\n| a | b |\n\n"
        let html = render(table + table + "|  |  |\n|---|---|\n| c | d |\n")
        #expect(html.contains(#"aria-label="Table: Key, Value">"#))
        #expect(html.contains(#"aria-label="Table: Key, Value (2)">"#))
        #expect(html.contains(#"aria-label="Table">"#))
    }

    @Test(arguments: [
        ("unknown key `foo`", "unknown key <code>foo</code>"),
        ("`a` and `b`", "<code>a</code> and <code>b</code>"),
        ("``a`b`` stays whole", "<code>a`b</code> stays whole"),
        ("`` `x` ``", "<code>`x`</code>"),
        ("an unclosed `run", "an unclosed `run"),
        ("a ``` run `never` closed", "a ``` run <code>never</code> closed"),
        ("<b> & `<i>`", "&lt;b&gt; &amp; <code>&lt;i&gt;</code>"),
        ("no code at all", "no code at all"),
    ])
    func codeSpansBecomeCode(message: String, html: String) {
        #expect(MarkdownHTMLRenderer.codeSpans(message) == html)
    }
}
