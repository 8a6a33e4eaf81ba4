import Foundation
import Testing
import FormsmithCore
@testable import Docs

/// Raw HTML in Markdown goes through GitHub's allow-list by default (`RawHTMLSanitizer`).
@Suite struct RawHTMLSanitizerTests {
    static let others = ["other.md": "# Other\n\n## Part\n", "guides/README.md": "# Guides\n"]

    func render(_ markdown: String, rawHTML: RawHTML = .sanitized, gfm: Bool = true) -> DocPage {
        DocsLoader.render(
            data: Data(markdown.utf8), relativePath: "page.md", otherPages: Self.others,
            options: DocsLoader.Options(rawHTML: rawHTML, githubMarkdown: gfm))
    }

    @Test func detailsAcrossHTMLBlocksHoldTheirMarkdown() {
        let page = render("<details>\n<summary>More</summary>\n\nSome **bold** text.\n\n</details>\n")
        #expect(
            page.html.contains(
                "<details>\n<summary>More</summary>\n<p>Some <strong>bold</strong> text.</p>\n</details>"))
        #expect(page.diagnostics.isEmpty)
    }

    @Test func inlineSpansStay() {
        let page = render("- Press <kbd>Ctrl</kbd>+<kbd>C</kbd><br>then x<sup>2</sup>\n- two\n")
        #expect(page.html.contains("<li>Press <kbd>Ctrl</kbd>+<kbd>C</kbd><br>then x<sup>2</sup></li>"))
        #expect(page.diagnostics.isEmpty)
    }

    @Test func centredParagraphBecomesAClassAndImagesGetAnAlt() {
        let page = render(
            "<p align=\"center\">\n  <img src=\"https://example.org/a.png\" width=\"200\" border=\"0\">\n</p>\n")
        #expect(page.html.contains(#"<p class="align-center">"#))
        #expect(page.html.contains(#"<img src="https://example.org/a.png" width="200" alt="">"#))
    }

    @Test func preInATableCellStays() {
        let page = render("<table><tr><td><pre>\nlet a = 1\n</pre></td></tr></table>\n")
        #expect(page.html.contains("<table><tbody><tr><td><pre>let a = 1\n</pre></td></tr></tbody></table>"))
    }

    @Test(arguments: [
        "<script>alert(1)</script>", "<img src=x onerror=\"alert(1)\">", "<a href=\"javascript:alert(1)\">x</a>",
        "<a href=\"JaVa\tScRiPt:alert(1)\">x</a>", "<a href=\"vbscript:x\">x</a>",
        "<img src=\"data:image/png;base64,AA\">",
        "<iframe src=\"https://evil.example\"></iframe>",
        "<form action=\"/x\"><input name=q><button>Go</button></form>",
        "<div style=\"position:fixed\" onclick=\"x()\">hi</div>", "<svg><script>alert(1)</script></svg>",
        "<math><mi xlink:href=\"javascript:alert(1)\">x</mi></math>", "<style>body{display:none}</style>",
        "Text <b onmouseover=\"x\">b</b> and <scr<script>ipt>alert(1)</script>",
        "<object data=\"x.swf\"></object><embed src=\"x.swf\">", "<!-- <script>alert(1)</script> -->",
    ])
    func dangerousHTMLIsRemoved(_ html: String) {
        for gfm in [true, false] {
            let page = render(html + "\n\nAfter.\n", gfm: gfm)
            #expect(Self.dangers(in: page.html).isEmpty, "\(html) → \(page.html)")
            #expect(page.html.contains("After."))
        }
    }

    @Test func trustedHTMLIsKeptWhole() {
        let page = render("<div class=\"note\" style=\"color: red\">Hi</div>\n", rawHTML: .trusted)
        #expect(page.html.contains(#"<div class="note" style="color: red">Hi</div>"#))
    }

    @Test func relativeURLsResolveAsMarkdownLinksDo() {
        let page = render(
            "<a href=\"other.md#part\">o</a> <a href=\"guides/\">g</a> <img src=\"missing.png\"> <a href=\"#nowhere\">n</a>\n"
        )
        #expect(page.html.contains(#"<a href="other.html#part">o</a>"#))
        #expect(page.html.contains(#"<a href="guides/README.html">g</a>"#))
        #expect(page.diagnostics.map(\.code) == ["docs.broken-link", "docs.broken-fragment"], "\(page.diagnostics)")
        #expect(page.diagnostics.first?.location.line == 1)
    }

    @Test func unbalancedHTMLIsReportedWhereItIs() {
        let page = render("# Title\n\n<details>\n<summary>S</summary>\n\nbody\n\nA </div> and <span>open.\n")
        let found = page.diagnostics.filter { $0.code == "docs.malformed-html" }
        #expect(found.map(\.location.line) == [3, 8, 8])
        #expect(found.map(\.location.column) == [1, 3, 14])
        #expect(found.first?.message.contains("`<details>` is not closed") == true)
        #expect(page.html.contains("<p>A  and <span>open.</span></p>"))
    }

    /// Hostile pieces mixed with Markdown at random: whatever the parser makes of them, no script,
    /// event handler, style attribute or script URL reaches the page. The check parses the page with
    /// the same HTML5 parser, so it sees what a browser would.
    @Test func randomHostilePagesStayClean() {
        let pieces = [
            "<script>x</script>", "<scr", "ipt>", "<img src=x onerror=alert(1)>", "<a href='javascript:x'>", "</a>",
            "<details>", "</details>", "<summary>s</summary>", "<p align=center>", "</p>", "**b**", "\n\n", "\n",
            "<div style='x'>", "</div>", "<!--", "-->", "<svg onload=x>", "<iframe>", "`<b>`", "<kbd>", "</kbd>",
            "<table><tr><td>", "</td></tr></table>", "| a | b |\n|---|---|\n| <b onclick=x>c</b> | d |\n", "<br/>",
            "> ", "- ", "<textarea>", "<title>", "<a href=\"java&#x09;script:x\">", "<img src=\"data:text/html,x\">",
            "<math><a href=javascript:x>", "<template><script>",
            "<noscript><p title=\"</noscript><img src=x onerror=y>\">",
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<400 {
            let count = Int.random(in: 1...30, using: &generator)
            let page = (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let html = render(page, gfm: Bool.random(using: &generator)).html
            let dangers = Self.dangers(in: html)
            #expect(dangers.isEmpty, "page: \(page.debugDescription)\n\(dangers)")
        }
    }

    /// Scripts, frames, forms, handlers, raw styles and script URLs in `html`, as the parser reads it.
    static func dangers(in html: String) -> [String] {
        var found: [String] = []
        func visit(_ node: HTMLNode) {
            guard case .element(let name, let attributes, let isHTML) = node.kind else { return }
            if !isHTML
                || ["script", "iframe", "form", "input", "object", "embed", "style", "svg", "math"].contains(name)
                    && !(name == "input" && attributes.contains { $0.name == "disabled" })
            {
                found.append("<\(name)>")
            }
            for attribute in attributes {
                let value = String(attribute.value.unicodeScalars.filter { $0.value > 0x20 }).lowercased()
                if attribute.name.hasPrefix("on") { found.append("\(name) \(attribute.name)") }
                if attribute.name == "style", !value.hasPrefix("text-align:") { found.append("\(name) style") }
                if ["javascript:", "vbscript:", "data:"].contains(where: value.hasPrefix) {
                    found.append("\(name) \(attribute.name)=\(attribute.value)")
                }
            }
            node.children.forEach(visit)
        }
        HTMLFragmentParser.parse(Array(html.utf8)).nodes.forEach(visit)
        return found
    }
}
