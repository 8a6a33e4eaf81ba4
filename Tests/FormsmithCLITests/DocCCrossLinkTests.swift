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
                "\(Self.discovery):12:3: warning: link to `Missing.md` does not resolve: no page or file `Sources/Inventory/Inventory.docc/Articles/Missing.md` [docs.broken-link]",
                "\(Self.discovery):12:36: warning: link to `Stock%20Levels.md#No-such-heading`: that page has no heading `#No-such-heading` [docs.broken-fragment]",
                "\(Self.discovery):14:21: warning: link to `<doc:Shipping-Zones>` does not resolve: no page or file `Shipping-Zones` [docs.broken-link]",
                "\(Self.discovery):14:21: info: the catalog of `Shipping` has a page `Shipping-Zones`: write `<doc:Shipping/Shipping-Zones>` [docs.link-suggestion]",
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

    /// A catalog written for a hosted DocC archive links other modules' symbol pages, which are
    /// not generated: one note for the catalog, not a warning for each link; a misspelt article
    /// is still a broken link.
    @Test func linksToOtherModulesSymbolsAreOneNotePerCatalog() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "formsmith-other-modules-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "Sources/Orders/Orders.docc/Orders.md":
                "# ``Orders``\n\nOrders of a shop.\n\nSee [setup](/documentation/Orders/GettingStarted).\n",
            "Sources/Orders/Orders.docc/GettingStarted.md":
                "# Getting Started\n\nAn order has a [Customer](./Customers/Customer),\nand [Money](../payments/money) and [a total](/documentation/Payments/Money/total).\n\nNext: [placing orders](PlacingOrdres).\n",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let result = BuildPipeline(root: root, config: ProjectConfig()).run()
        let links = result.diagnostics.filter { $0.code.hasPrefix("docs.") || $0.code.hasPrefix("docc.") }
            .filter { $0.code != "docc.unknown-symbol" }
        let page = "Sources/Orders/Orders.docc/GettingStarted.md"
        #expect(
            links.map(\.description) == [
                "\(page):3:16: info: `Sources/Orders/Orders.docc` has 3 links to symbol pages of other modules (`Customers`, `payments`), the first here; symbol pages are not generated, so these links show as text [docc.other-module-link]",
                "\(page):6:7: warning: link to `PlacingOrdres` does not resolve: no page or file `Sources/Orders/Orders.docc/PlacingOrdres` [docs.broken-link]",
            ])
        let landing = String(
            decoding: try #require(result.files.first { $0.path == "docs/Orders/index.html" }).contents, as: UTF8.self)
        #expect(landing.contains(#"<a href="GettingStarted.html">setup</a>"#))
        // The other modules' links are text, not links that go nowhere; only the typo is broken.
        #expect(
            SiteLinkChecker.brokenLinks(in: result.files) == [
                "docs/Orders/GettingStarted.html: PlacingOrdres (no docs/Orders/PlacingOrdres)"
            ])
    }

    /// However a link is written — a relative path to a page, a file or an image, `<doc:>`, a
    /// tutorial, a hosted DocC path — a broken one is said one way, naming what was looked for.
    @Test func everyBrokenLinkSaysTheSame() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "formsmith-broken-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "docs/guide.md":
                "# Guide\n\n[a](missing.md) ![b](missing.png) [c](missing.txt) <doc:Nowhere>\n",
            "Sources/Kit/Kit.docc/Kit.md":
                "# Kit\n\n<doc:Setpu> <doc:tutorials/Kit/Nope> [d](/documentation/Kit/Setpu) [e](Setpu)\n",
            "Sources/Kit/Kit.docc/Setup.md": "# Setup\n",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let result = BuildPipeline(root: root, config: ProjectConfig()).run()
        let broken = result.diagnostics.filter { $0.code == "docs.broken-link" }.map(\.message)
        #expect(
            broken == [
                "link to `<doc:Setpu>` does not resolve: no page or file `Setpu`",
                "link to `<doc:tutorials/Kit/Nope>` does not resolve: no page or file `tutorials/Kit/Nope`",
                "link to `/documentation/Kit/Setpu` does not resolve: no page or file `Kit/Setpu`",
                "link to `Setpu` does not resolve: no page or file `Sources/Kit/Kit.docc/Setpu`",
                "link to `missing.md` does not resolve: no page or file `docs/missing.md`",
                "link to `missing.png` does not resolve: no page or file `docs/missing.png`",
                "link to `missing.txt` does not resolve: no page or file `docs/missing.txt`",
                "link to `<doc:Nowhere>` does not resolve: no page or file `Nowhere`",
            ])
    }
}
