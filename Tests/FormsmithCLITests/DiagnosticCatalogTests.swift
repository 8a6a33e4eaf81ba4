import Foundation
import Testing
import FormsmithCore

/// Every diagnostic code is in the catalog, every catalog code is still reported somewhere, and
/// `docs/diagnostics.md` is the catalog's.
@Suite struct DiagnosticCatalogTests {
    static let root = DemoSiteTests.repositoryRoot

    /// Settings of `formsmith.yml` written like codes (`docs.paths`), which are not codes.
    static let settings: Set<String> = ["docs.paths", "accessibility.namespace", "accessibility.prefix"]

    /// Each `"stage.name"` literal in `Sources/`, outside the catalog itself.
    static func codesInSources() throws -> Set<String> {
        let pattern = try Regex(
            #""((?:config|coredata|swift|model|hints|docs|docc|theme|strings|accessibility|signoff)\.[a-z0-9-]+)""#)
        var codes = Set<String>()
        let sources = root.appendingPathComponent("Sources")
        for case let url as URL in FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)!
        where url.pathExtension == "swift" && !url.lastPathComponent.hasPrefix("DiagnosticCatalog") {
            let text = try String(contentsOf: url, encoding: .utf8)
            for match in text.matches(of: pattern) where !settings.contains(String(match.output[1].substring!)) {
                codes.insert(String(match.output[1].substring!))
            }
        }
        return codes
    }

    @Test func everyCodeReportedIsInTheCatalogAndEveryCatalogCodeIsReported() throws {
        let reported = try Self.codesInSources()
        let catalogued = Set(DiagnosticCatalog.entries.map(\.code))
        #expect(reported.count > 60, "the sources' codes were found")
        #expect(reported.subtracting(catalogued).sorted() == [], "codes missing from DiagnosticCatalog")
        #expect(catalogued.subtracting(reported).sorted() == [], "catalog codes nothing reports")
        #expect(catalogued.count == DiagnosticCatalog.entries.count, "each code once")
    }

    @Test func theDiagnosticsPageIsTheCatalogs() throws {
        let url = Self.root.appendingPathComponent("docs/diagnostics.md")
        if ProcessInfo.processInfo.environment["FORMSMITH_RECORD_GOLDEN"] != nil {
            try Data(DiagnosticCatalog.markdown.utf8).write(to: url)
        }
        let page = try String(contentsOf: url, encoding: .utf8)
        // Each code under a heading: a prefix the page has no heading for would drop its codes.
        let missing = DiagnosticCatalog.entries.map(\.code).filter { !page.contains("- `\($0)` (") }
        #expect(missing == [], "codes the page leaves out")
        #expect(
            page == DiagnosticCatalog.markdown,
            "regenerate with FORMSMITH_RECORD_GOLDEN=1 swift test --filter DiagnosticCatalogTests")
    }
}
