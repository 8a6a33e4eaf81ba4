import Foundation
import Testing
import FormsmithCore
import Pipeline
import Site

/// A package of three DocC catalogs and a `docs/` folder that link to each other every way a
/// writer does: relative paths between catalogs and to the other docs, `<doc:Module/Article>`,
/// a catalog's folder, and headings written in DocC's case (`#Discovery-and-security`).
@Suite struct DocCCrossLinkTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/DocCCrossLinks")
    static let discovery = "Sources/Inventory/Inventory.docc/Articles/Discovery.md"

    static let result = BuildPipeline(root: root, config: ProjectConfig()).run()

    /// The page's `<article>`, where the Markdown goes.
    func article(_ path: String) -> String {
        let html = Self.result.files.first { $0.path == path }.map { String(decoding: $0.contents, as: UTF8.self) }
        guard let html, let start = html.range(of: "<article"), let end = html.range(of: "</article>") else {
            return ""
        }
        return String(html[start.lowerBound..<end.upperBound])
    }

    /// Every link's `href` in the page's article, in order (not the headings' own anchors).
    func hrefs(_ path: String) -> [String] {
        let page = article(path)
        let expression = try! NSRegularExpression(pattern: #"<a href="([^"]*)""#)
        return expression.matches(in: page, range: NSRange(page.startIndex..., in: page)).compactMap {
            Range($0.range(at: 1), in: page).map { String(page[$0]) }
        }
    }

    @Test func onlyTheLinksBrokenOnPurposeWarn() {
        let links = Self.result.diagnostics.filter { $0.code.hasPrefix("docs.") || $0.code.hasPrefix("docc.") }
        #expect(
            links.map(\.description) == [
                "\(Self.discovery):12:3: warning: link to `Missing.md`: no such page in the docs [docs.broken-link]",
                "\(Self.discovery):12:36: warning: link to `Stock%20Levels.md#No-such-heading`: that page has no heading `#No-such-heading` [docs.broken-fragment]",
                "\(Self.discovery):14:21: warning: `<doc:Shipping-Zones>`: no article, symbol page, previewed model or heading is named `Shipping-Zones`; the catalog of `Shipping` has one: write `<doc:Shipping/Shipping-Zones>` [docs.broken-link]",
            ])
    }

    @Test func relativeLinksBetweenCatalogsGoToTheirPages() {
        #expect(
            hrefs("docs/Inventory/Stock-Levels.html") == [
                "../Billing/index.html", "../Billing/Paying-Invoices.html#card-payments",
                "../Billing/Paying-Invoices.html#card-payments", "Discovery.html#discovery-and-security",
                "#reorder-points", "#reorder-points", "../intro.html#getting-around", "../index.html",
            ])
        #expect(
            hrefs("docs/Billing/Paying-Invoices.html") == [
                "../Shipping/Shipping-Zones.html#zone-rates", "../Inventory/Stock-Levels.html#reorder-points",
                "../Inventory/index.html", "#card-payments",
            ])
        #expect(hrefs("docs/Shipping/Shipping-Zones.html") == ["../Billing/Paying-Invoices.html", "../intro.html"])
    }

    @Test func theOtherDocsLinkIntoCatalogs() {
        #expect(
            hrefs("docs/intro.html") == [
                "Inventory/Stock-Levels.html", "Inventory/Stock-Levels.html#reorder-points",
                "Inventory/Stock-Levels.html#reorder-points", "Billing/index.html", "Shipping/Shipping-Zones.html",
                "#getting-around", "index.html#building",
            ])
        #expect(article("docs/intro.html").contains(#"<a href="Shipping/Shipping-Zones.html">Shipping Zones</a>"#))
        #expect(
            hrefs("docs/index.html") == [
                "Inventory/index.html", "Billing/Paying-Invoices.html#card-payments", "intro.html#getting-around",
            ])
    }

    @Test func docLinksReachOtherCatalogsByModule() {
        let landing = article("docs/Inventory/index.html")
        #expect(landing.contains(#"<a href="../Billing/Paying-Invoices.html">Paying Invoices</a>"#))
        #expect(landing.contains(#"<a href="../Shipping/Shipping-Zones.html#zone-rates">"#))
        #expect(landing.contains(#"<a href="Discovery.html#discovery-and-security">discovery</a>"#))
        #expect(
            hrefs("docs/Inventory/Discovery.html").prefix(2) == [
                "Stock-Levels.html#counting", "../Shipping/Shipping-Zones.html#zone-rates",
            ])
    }

    /// Every link lands on a page of the site and an element with its fragment as id, but the two
    /// broken on purpose.
    @Test func everyAnchorLandsOnAnElement() {
        #expect(
            SiteLinkChecker.brokenLinks(in: Self.result.files) == [
                "docs/Inventory/Discovery.html: Missing.md (no docs/Inventory/Missing.md)",
                "docs/Inventory/Discovery.html: Stock-Levels.html#No-such-heading (no id No-such-heading in docs/Inventory/Stock-Levels.html)",
            ])
        #expect(article("docs/Inventory/Discovery.html").contains(#"id="discovery-and-security""#))
    }
}
