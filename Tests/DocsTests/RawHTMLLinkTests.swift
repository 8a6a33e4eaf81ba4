import Testing

@testable import Docs

/// The pages raw HTML links to (`DocsLoader.hrefs(in:)`), which are published as Markdown links are.
@Suite struct RawHTMLLinkTests {
    @Test func everyQuotedHrefIsFoundInAnyCaseAndSpacing() {
        let html = #"<p><a href="CONTRIBUTING.md">C</a> <A HREF = 'docs/Guide.md#start'>G</A></p>"#
        #expect(DocsLoader.hrefs(in: html) == ["CONTRIBUTING.md", "docs/Guide.md#start"])
    }

    @Test func aValueEndsAtItsOwnQuote() {
        #expect(DocsLoader.hrefs(in: #"<a href="it's.md">x</a>"#) == ["it's.md"])
    }

    @Test func unquotedEmptyOrUnfinishedValuesAreNotLinks() {
        #expect(DocsLoader.hrefs(in: "<a href=README.md>x</a>").isEmpty)
        #expect(DocsLoader.hrefs(in: #"<a href="">x</a>"#).isEmpty)
        #expect(DocsLoader.hrefs(in: #"<a href="README.md"#).isEmpty)
        #expect(DocsLoader.hrefs(in: "hrefs are links; href").isEmpty)
    }
}
