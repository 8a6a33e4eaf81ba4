import Foundation
import Testing
import FormsmithCore
import Pipeline
import Site

/// A Swift package with a DocC catalog and a previewed model: the catalog's pages read as DocC
/// shows them (titles, symbol links, topics, images, asides) and link to the form.
@Suite struct DocCCatalogTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/DocCPackage")
    static let catalog = "Sources/OrderKit/Documentation.docc"

    static let result = BuildPipeline(root: root, config: ProjectConfig()).run()

    func text(_ path: String) -> String {
        Self.result.files.first { $0.path == path }.map { String(decoding: $0.contents, as: UTF8.self) } ?? ""
    }

    /// The page's `<article>`, where the Markdown goes.
    func article(_ path: String) -> String {
        let html = text(path)
        guard let start = html.range(of: "<article"), let end = html.range(of: "</article>") else { return "" }
        return String(html[start.lowerBound..<end.upperBound])
    }

    @Test func pagesMatchTheirGoldenFiles() throws {
        for page in ["index", "GettingStarted", "Shipping-Rates", "Order"] {
            try GoldenFile.check(article("docs/OrderKit/\(page).html"), against: "docc/\(page).html")
        }
        try GoldenFile.check(Self.result.diagnostics.map { "\($0)\n" }.joined(), against: "docc/diagnostics.txt")
    }

    @Test func catalogPagesLandUnderTheModule() {
        #expect(
            Self.result.docs.map(\.outputPath).sorted() == [
                "docs/OrderKit/GettingStarted.html", "docs/OrderKit/Order.html", "docs/OrderKit/Shipping-Rates.html",
                "docs/OrderKit/index.html", "docs/OrderKit/tutorials/Meet-OrderKit.html",
                "docs/OrderKit/tutorials/Place-an-Order.html",
            ])
        #expect(
            Self.result.docs.map(\.title).sorted() == [
                "Getting Started", "Meet OrderKit", "Order", "OrderKit", "Place an order", "Shipping and Rates",
            ])
    }

    @Test func symbolLinksGoToTheFormAndItsFields() {
        let page = article("docs/OrderKit/GettingStarted.html")
        #expect(page.contains(#"<a class="symbol" href="../../models/Order.html"><code>Order</code></a>"#))
        #expect(page.contains(#"<a class="symbol" href="../../models/Order.html#field-total"><code>total</code></a>"#))
        #expect(page.contains(#"href="../../models/Order.html#field-customer"><code>customer</code>"#))
        #expect(page.contains("<code>Formatter</code> is not documented"))
        #expect(page.contains(#"<a href="Shipping-Rates.html#flat-rates">Shipping and Rates</a>"#))
        let unknown = Self.result.diagnostics.first { $0.code == "docc.unknown-symbol" }
        #expect(
            unknown?.location == SourceLocation(file: "\(Self.catalog)/Articles/GettingStarted.md", line: 46, column: 1)
        )
    }

    @Test func topicsListTheirTargetsByTitleWithTheirAbstracts() {
        let landing = article("docs/OrderKit/index.html")
        #expect(
            landing.contains(
                "<p><a href=\"GettingStarted.html\">Getting Started</a></p>\n<p>Create your first Order and read its total.</p>"
            ))
        #expect(
            landing.contains(
                "<p><a href=\"Shipping-Rates.html\">Shipping and Rates</a></p>\n<p>How OrderKit prices delivery.</p>"))
        #expect(landing.contains(#"<p><a class="symbol" href="../../models/Order.html"><code>Order</code></a></p>"#))
        // Topics are cards; one whose target has no page of its own has no abstract, only its link.
        #expect(
            landing.contains(
                "<ul class=\"topic-cards\">\n<li class=\"topic-card\">\n<p><a href=\"GettingStarted.html\">"))
        #expect(
            article("docs/OrderKit/Order.html").contains(
                #"<li class="topic-card">\#n<p><a class="symbol" href="../../models/Order.html#field-total"><code>total</code></a></p>\#n</li>"#
            ))
    }

    @Test func imagesHaveTheirScalesAndDarkVariant() {
        #expect(
            article("docs/OrderKit/index.html").contains(
                #"<picture><source srcset="Resources/flow~dark.png" media="(prefers-color-scheme: dark)"><img src="Resources/flow.png" srcset="Resources/flow.png 1x, Resources/flow@2x.png 2x" alt="How an order moves through OrderKit"></picture>"#
            ))
        #expect(article("docs/OrderKit/GettingStarted.html").contains(#"alt="The order flow, again""#))
        let copied = Self.result.files.map(\.path).filter { $0.hasPrefix("docs/OrderKit/Resources/") }.sorted()
        #expect(
            copied == [
                "docs/OrderKit/Resources/flow.png", "docs/OrderKit/Resources/flow@2x.png",
                "docs/OrderKit/Resources/flow~dark.png",
            ])
    }

    @Test func theModelPageShowsItsSymbolPage() {
        let model = text("models/Order.html")
        #expect(model.contains("An order moves from placed to delivered"))
        #expect(model.contains(#"<a href="../docs/OrderKit/Order.html">Order</a>"#))
        #expect(Self.result.docs.first { $0.slug == "OrderKit/Order" }?.model == "Order")
    }

    /// No directive, `doc:` or double backtick is left as text on any page.
    @Test func nothingOfDocCShowsAsProse() {
        for file in Self.result.files where file.path.hasSuffix(".html") {
            var html = String(decoding: file.contents, as: UTF8.self)
            html = html.replacingOccurrences(of: #"<pre[^>]*>[\s\S]*?</pre>"#, with: "", options: .regularExpression)
            html = html.replacingOccurrences(of: #"<code>[^<]*</code>"#, with: "", options: .regularExpression)
            let prose = html.replacingOccurrences(of: #"<[^>]*>"#, with: " ", options: .regularExpression)
            #expect(!prose.contains("``"), "\(file.path)")
            #expect(!prose.contains("doc:"), "\(file.path)")
            #expect(prose.range(of: #"@[A-Z][A-Za-z]+[({]"#, options: .regularExpression) == nil, "\(file.path)")
            #expect(!prose.contains("@Metadata") && !prose.contains("@Row"), "\(file.path)")
        }
    }

    @Test func directivesInCodeStayCode() {
        #expect(
            article("docs/OrderKit/GettingStarted.html").contains(
                "@Metadata {\n    @DisplayName(&quot;Stays code&quot;)"))
    }

    @Test func everyLinkOfTheSiteResolves() {
        #expect(SiteLinkChecker.brokenLinks(in: Self.result.files) == [])
    }
}
