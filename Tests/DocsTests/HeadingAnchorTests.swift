import Foundation
import Testing

@testable import Docs

/// Heading fragments written as DocC writes them find the page's GitHub-style ids; plain
/// Markdown pages stay as strict as GitHub.
@Suite struct HeadingAnchorTests {
    let ids: Set<String> = ["discovery-and-security", "a-b", "c-interop", "setup", "setup-1"]

    @Test func docCSpellingsFindTheGitHubId() {
        #expect(HeadingAnchor.id(for: "discovery-and-security", in: ids, docC: false) == "discovery-and-security")
        #expect(HeadingAnchor.id(for: "Discovery-and-security", in: ids, docC: true) == "discovery-and-security")
        #expect(HeadingAnchor.id(for: "Discovery%2Dand-security", in: ids, docC: true) == "discovery-and-security")
        // DocC keeps `+` and drops `_`; GitHub drops `+` (and keeps `_`: a heading "a b" is `a-b`).
        #expect(HeadingAnchor.id(for: "C++-interop", in: ids, docC: true) == "c-interop")
        #expect(HeadingAnchor.id(for: "ab", in: ids, docC: true) == "a-b")
        #expect(HeadingAnchor.id(for: "Setup-1", in: ids, docC: true) == "setup-1")
    }

    /// The ids GitHub gives headings (github-slugger), so a README's table of contents lands.
    @Test func headingIdsAreGitHubs() {
        var slugs = SlugGenerator()
        #expect(slugs.slug(for: "🎉 Build Instructions") == "-build-instructions")
        #expect(slugs.slug(for: "What's new in 2.0?") == "whats-new-in-20")
        #expect(slugs.slug(for: "snake_case and kebab-case") == "snake_case-and-kebab-case")
        #expect(slugs.slug(for: "Two  spaces") == "two--spaces")
        #expect(slugs.slug(for: "C++ & Swift") == "c--swift")
        #expect(slugs.slug(for: "Café Über") == "café-über")
        #expect(slugs.slug(for: "Setup") == "setup")
        #expect(slugs.slug(for: "Setup") == "setup-1")
        #expect(slugs.slug(for: "Setup!") == "setup-2")
    }

    @Test func noHeadingNoId() {
        #expect(HeadingAnchor.id(for: "Discovery-and-security", in: ids, docC: false) == nil)
        #expect(HeadingAnchor.id(for: "Discovery", in: ids, docC: true) == nil)
        #expect(HeadingAnchor.id(for: "!!", in: ["section"], docC: true) == nil)
        // Two headings that differ only by punctuation: no guess.
        #expect(HeadingAnchor.id(for: "xy", in: ["x-y", "x_y"], docC: true) == nil)
    }

    @Test func aCatalogPageLinksToItsHeadingInDocCCase() throws {
        let page = DocsLoader.render(
            data: Data("# Guide\n\n## Discovery and security\n\nSee [it](#Discovery-and-security).\n".utf8),
            relativePath: "Guide.md", catalog: "MyKit")
        #expect(page.html.contains(#"<h2 id="discovery-and-security">"#))
        #expect(page.html.contains(##"<a href="#discovery-and-security">it</a>"##))
        #expect(page.diagnostics.isEmpty)
    }

    @Test func aPlainPageKeepsGitHubsAnchors() {
        let page = DocsLoader.render(
            data: Data("# Guide\n\n## Getting around\n\n[a](#getting-around) [b](#Getting-Around)\n".utf8),
            relativePath: "guide.md")
        #expect(page.html.contains(##"<a href="#getting-around">a</a>"##))
        #expect(page.diagnostics.map(\.code) == ["docs.broken-fragment"])
        #expect(page.diagnostics.first?.location.column == 22)
    }
}
