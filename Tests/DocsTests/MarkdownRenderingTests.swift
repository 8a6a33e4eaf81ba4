import Foundation
import Testing
import FormsmithCore
@testable import Docs
import Yams

@Suite struct MarkdownRenderingTests {
    static let others = ["guide.md": "# Guide\n", "other.md": "# Other\n\n## Part\n", "sub/deep.markdown": "# Deep\n"]

    func render(
        _ markdown: String, path: String = "guide.md", sitePages: Set<String> = [], rawHTML: RawHTML = .sanitized
    ) -> DocPage {
        DocsLoader.render(
            data: Data(markdown.utf8), relativePath: path, otherPages: Self.others.filter { $0.key != path },
            options: DocsLoader.Options(sitePages: sitePages, modelNames: ["User"], rawHTML: rawHTML))
    }

    /// Schemes and fragments are found by byte in ASCII links and by Character otherwise.
    @Test(arguments: [
        ("https://example.org", true), ("mailto:a@b.c", true), ("x-y.z+1:rest", true), ("a b:c", false), (":x", false),
        ("guide.md", false), ("guide.md#a:b", false), ("é:x", true), ("a\u{301}:x", true), ("a:\u{301}x", false),
    ])
    func linkSchemes(destination: String, hasScheme: Bool) {
        #expect(DocLinkResolver.hasScheme(destination) == hasScheme)
    }

    /// URLs, alt text and code languages as cmark's own renderer writes them (checked with the cmark CLI).
    @Test func urlsAreEncodedAsCmarkEncodesThem() {
        let html = render("[a](</my uri>) [b](foo\\bar) [c](<a\"[]`{}|^\\>x>) [d](https://x.org/a&b'c!$*~@#?=;:,)\n")
            .html
        #expect(
            html.contains(
                #"<a href="/my%20uri">a</a> <a href="foo%5Cbar">b</a> <a href="a%22%5B%5D%60%7B%7D%7C%5E%3Ex">c</a>"#))
        #expect(html.contains(#"<a href="https://x.org/a&amp;b&#x27;c!$*~@#?=;:,">d</a>"#))
        #expect(render("[é](https://x.org/café)\n").html.contains(#"href="https://x.org/caf%C3%A9""#))
        #expect(render("![x *y* <b>z</b>](https://x.org/i.png)\n").html.contains(#"alt="x y &lt;b&gt;z&lt;/b&gt;""#))
        #expect(render("```swift\tfoo bar\nx\n```\n").html.contains(#"<code class="language-swift">"#))
    }

    @Test func linkFragments() {
        #expect(DocLinkResolver.split("a.md#part") == ("a.md", "part"))
        #expect(DocLinkResolver.split("a.md") == ("a.md", nil))
        #expect(DocLinkResolver.split("é.md#b#c") == ("é.md", "b#c"))
        // `#` with a mark is another character.
        #expect(DocLinkResolver.split("é.md#\u{301}x") == ("é.md#\u{301}x", nil))
    }

    @Test func headingsGetUniqueIdsAnchorsAndATableOfContents() {
        let page = render("# Title\n\n## Set up\n\n### Details\n\n## Set up\n\n#### Deep\n")
        #expect(page.title == "Title")
        #expect(page.headings.map(\.id) == ["title", "set-up", "details", "set-up-1", "deep"])
        #expect(page.tableOfContents.map(\.text) == ["Set up", "Details", "Set up"])
        #expect(page.html.contains(##"<h2 id="set-up-1">Set up<a class="heading-anchor" href="#set-up-1""##))
    }

    @Test func smartPunctuationAndCodeLanguages() {
        let page = render("\"Quotes\" -- and... dashes\n\n```swift\nlet a = \"<b>\"\n```\n")
        #expect(page.html.contains("“Quotes” – and… dashes"))
        #expect(page.html.contains(#"<pre tabindex="0"><code class="language-swift">let a = &quot;&lt;b&gt;&quot;"#))
    }

    @Test func rawHTMLOnlyWhenTrusted() {
        let page = render("<div class=\"note\">Hi</div>\n\nText <b>bold</b>\n", rawHTML: .trusted)
        #expect(page.html.contains("<div class=\"note\">Hi</div>"))
        #expect(page.html.contains("<b>bold</b>"))
    }

    @Test func formBlocksBecomeEmbedMarkers() {
        let page = render("# Forms\n\n```formsmith\nUser#name\n```\n\n```formsmith\nNobody\n```\n")
        #expect(page.embeds.map(\.model) == ["User"])
        #expect(page.embeds.first?.section == "name")
        #expect(page.embeds.first?.location.line == 3)
        #expect(page.html.contains(page.embeds.first!.marker))
        #expect(page.diagnostics.map(\.code) == ["docs.unknown-model"])
        #expect(page.diagnostics.first?.location.line == 7)
        #expect(page.html.contains(#"<code class="language-formsmith">Nobody"#))
    }

    @Test func rawHTMLIsOmittedWhenAsked() {
        let page = render("<script>alert(1)</script>\n\nText <b onclick=\"x\">bold</b>\n", rawHTML: .omitted)
        #expect(!page.html.contains("<script"))
        #expect(!page.html.contains("<b onclick"))
        #expect(page.html.contains("raw HTML omitted"))
    }

    @Test func scriptLinksAreNeutralised() {
        let page = render("[x](javascript:alert(1)) ![i](data:text/html,x)")
        #expect(page.html.contains(#"<a href="">x</a>"#))
        #expect(page.html.contains(#"<img src="" alt="i">"#))
    }

    @Test func markdownLinksBecomeHTMLLinks() {
        let page = render(
            "[a](other.md) [b](other.md#part) [c](sub/deep.markdown) [d](https://example.com/x.md) [e](#local)\n\n## Local\n"
        )
        #expect(page.html.contains(#"href="other.html""#))
        #expect(page.html.contains(#"href="other.html#part""#))
        #expect(page.html.contains(#"href="sub/deep.html""#))
        #expect(page.html.contains(#"href="https://example.com/x.md""#))
        #expect(page.html.contains(##"href="#local""##))
        #expect(page.diagnostics.isEmpty)
    }

    @Test func brokenLinksAreWarnedAtTheirPosition() {
        let page = render(
            "---\ntitle: T\n---\nIntro\n\nSee [gone](missing.md) and [up](../../x.md)\nand [model](../models/User.html).\n",
            sitePages: ["models/User.html"])
        #expect(page.title == "T")
        #expect(page.diagnostics.map(\.code) == ["docs.broken-link", "docs.link-outside-site"])
        #expect(page.html.contains(#"<a href="../models/User.html">model</a>"#))
        #expect(
            page.diagnostics.first?.location == FormsmithCore.SourceLocation(file: "docs/guide.md", line: 6, column: 5))
    }

    @Test func linksInNestedPagesResolveFromTheirFolder() {
        let page = render(
            "# Deep\n\n[up](../other.md#part) [out](../../README.md) [bad](../other.md#nowhere) [self](#deep)",
            path: "sub/deep.md")
        #expect(page.html.contains(#"href="../other.html#part""#))
        #expect(page.diagnostics.map(\.code) == ["docs.broken-link", "docs.broken-fragment"])
        #expect(page.outputPath == "docs/sub/deep.html")
    }

    @Test func frontMatterSetsTitleOrderAndDescription() {
        let page = render("---\ntitle: Custom\norder: 3\ndescription: About it\n---\n# Heading\n")
        #expect(page.title == "Custom")
        #expect(page.order == 3)
        #expect(page.description == "About it")
        #expect(page.headings.first?.text == "Heading")
    }

    @Test func badFrontMatterIsAWarning() {
        let page = render("---\ntitle: [unclosed\n---\nBody\n")
        #expect(page.diagnostics.map(\.code) == ["docs.invalid-front-matter"])
        #expect(page.html.contains("<p>Body</p>"))
    }

    @Test func titleFallsBackToTheFileName() {
        #expect(render("No heading here.", path: "getting-started.md").title == "Getting started")
    }

    @Test func invalidUTF8IsReplacedAndWarned() {
        let page = DocsLoader.render(data: Data([0x41, 0xFF, 0x42]), relativePath: "bad.md")
        #expect(page.diagnostics.map(\.code) == ["docs.invalid-utf8"])
        #expect(page.html.contains("A\u{FFFD}B"))
    }

    @Test func listsQuotesAndBreaks() {
        let page = render("- a\n- b\n\n3. c\n\n> q\n\nx  \ny\n\n---\n")
        #expect(page.html.contains("<ul>\n<li>a</li>\n<li>b</li>\n</ul>"))
        #expect(page.html.contains(#"<ol start="3">"#))
        #expect(page.html.contains("<blockquote>\n<p>q</p>\n</blockquote>"))
        #expect(page.html.contains("x<br>\ny"))
        #expect(page.html.contains("<hr>"))
    }
}

@Suite struct FrontMatterTests {
    @Test(arguments: [
        "title: Plain title\norder: 3\ndescription: \"Quoted: with colon\"",
        "title: 'Single quoted'\norder: 3",
        "title: Yes\norder: 3",
        "title: 012\norder: 3",
        "title: Has # hash\norder: 3",
        "title: |\n  Block\norder: 3",
        "title: Café ☕ guide\norder: 3", "title: \"Ünïcode: quoted\"\norder: 1", "title: ٣ pages\norder: 3",
        "título: x\norder: 2", "title: \u{301}mark\norder: 1", "title: ON\norder: 1", "title: 0\norder: 0",
        "title: x\norder: +3", "title: a\\b\norder: 1", "TITLE: Upper\ndescription: Ends with space   ",
        "title: Tab\t# a comment\norder: 1", "title: Tab\tinside\norder: 1",
    ])
    func plainLinesReadAsYamsReadsThem(yaml: String) throws {
        let fast = FrontMatter(splitting: "---\n\(yaml)\n---\nBody", file: "a.md")
        let values = try #require(try Yams.load(yaml: yaml) as? [String: Any])
        #expect(fast.title == values["title"].map { "\($0)" })
        #expect(fast.order == values["order"] as? Int)
        #expect(fast.description == values["description"].map { "\($0)" })
        #expect(fast.body == "Body")
    }
}

@Suite struct FrontMatterSplittingTests {
    @Test(arguments: ["\n", "\r\n"])
    func splitsAtTheClosingMarkerWithEitherLineEnding(newline: String) {
        let text = ["---", "title: Setup", "order: 2", "  ---  ", "# Body", "", "--- not a marker", "---", "end"]
            .joined(separator: newline)
        let matter = FrontMatter(splitting: text, file: "a.md")
        #expect(matter.title == "Setup")
        #expect(matter.order == 2)
        #expect(matter.lineOffset == 4)
        // The body is the rest of the file byte for byte, later `---` lines included.
        #expect(matter.body == ["# Body", "", "--- not a marker", "---", "end"].joined(separator: newline)[...])
    }

    @Test func withoutAClosingMarkerTheWholeFileIsBody() {
        let matter = FrontMatter(splitting: "---\ntitle: Open\n# Body\n", file: "a.md")
        #expect(matter.title == nil)
        #expect(matter.lineOffset == 0)
        #expect(matter.body == "---\ntitle: Open\n# Body\n")
    }
}
