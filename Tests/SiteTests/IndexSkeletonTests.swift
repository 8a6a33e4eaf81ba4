import Foundation
import Testing
import FormsmithCore
import Layout
import Docs
@testable import Site
@testable import Templates
@testable import SiteOutput

/// The index page is made from its theme's skeleton with every card and doc entry spliced in,
/// and must be byte for byte the page the theme renders whole.
@Suite struct IndexSkeletonTests {
    let forms = ["Alpha", "Beta", "Gamma"].map(FormLayout.titleOnly)
    let docs = ["a.md", "b.md"].map { path in
        DocsLoader.render(data: Data("# Page \(path)\n\nText & <more>.\n".utf8), relativePath: path)
    }

    func renderer(theme: Theme, forms: [FormLayout]?, docs: [DocPage]?) -> SiteRenderer {
        SiteRenderer(siteTitle: "Demo", forms: forms ?? self.forms, docs: docs ?? self.docs, theme: theme)
    }

    func index(theme: Theme, forms: [FormLayout]? = nil, docs: [DocPage]? = nil) -> SiteFile? {
        renderer(theme: theme, forms: forms, docs: docs).render().files.first { $0.path == "index.html" }
    }

    /// The index rendered whole through swift-mustache, from the context a build renders it from.
    func indexThroughSwiftMustache(theme: Theme, forms: [FormLayout]? = nil, docs: [DocPage]? = nil) throws -> SiteFile
    {
        var renderer = renderer(theme: theme, forms: forms, docs: docs)
        let library = theme.templateLibrary().library
        renderer.sidebarByFolder = renderer.renderSidebars(library: library)
        let pieces = (
            forms: renderer.forms.indices.map {
                FormPieces(form: renderer.forms[$0], page: renderer.modelPages[$0].path, library: library)
            },
            docs: renderer.docs.map { DocPieces(doc: $0, library: library) }
        )
        let oracle = try SwiftMustacheOracle(theme: theme)
        let html = try #require(oracle.render(renderer.indexContext(pieces: pieces), withTemplate: "index"))
        return SiteFile(path: "index.html", contents: Array(html.utf8))
    }

    func theme(index template: String) -> Theme {
        var theme = Theme.builtIn
        theme.files["templates/index.mustache"] = Array(template.utf8)
        return theme
    }

    @Test(arguments: [(true, true), (true, false), (false, true), (false, false)])
    func theBuiltInIndexIsSplicedExactly(withForms: Bool, withDocs: Bool) throws {
        let (forms, docs) = (withForms ? forms : [], withDocs ? docs : [])
        let spliced = try #require(index(theme: .builtIn, forms: forms, docs: docs))
        let whole = try indexThroughSwiftMustache(theme: .builtIn, forms: forms, docs: docs)
        #expect(spliced == whole)
        #expect(spliced.pieces.count == 1 + (withForms ? forms.count + 1 : 0) + (withDocs ? docs.count + 1 : 0))
    }

    @Test(arguments: [
        "{{#models}}<p>{{name}}</p>{{/models}}{{{cardsHTML}}}",  // reads the cards themselves
        "<ul>{{cardsHTML}}</ul>{{{docItemsHTML}}}",  // escapes the cards' HTML
        "{{{cardsHTML}}}{{{cardsHTML}}}",  // shows the cards twice
        "{{>listing}}",  // reads the docs through a partial
    ])
    func anIndexThatReadsTheListsOtherwiseIsRenderedWhole(template: String) throws {
        var theme = theme(index: template)
        theme.files["templates/listing.mustache"] = Array("{{#docs}}{{title}}{{/docs}}".utf8)
        let rendered = try #require(index(theme: theme))
        #expect(rendered.pieces.count == 1)
        #expect(rendered == (try indexThroughSwiftMustache(theme: theme)))
    }

    @Test func aListTheThemeDoesNotShowIsLeftOut() throws {
        let theme = theme(index: "<h1>{{siteTitle}}</h1>\n{{{cardsHTML}}}")
        let rendered = try #require(index(theme: theme))
        #expect(rendered.pieces.count == 1 + forms.count + 1)
        #expect(rendered == (try indexThroughSwiftMustache(theme: theme)))
    }

    @Test func referencesFollowPartialsAndStopAtCycles() throws {
        let library = try CompiledTemplateTests.library([
            "index": "{{>head}}{{{cardsHTML}}}", "head": "{{>head}}{{#site.docs}}{{/site.docs}}",
            "page": "{{>foot}}", "foot": "{{models.count}}",
        ])
        #expect(!library.references(anyOf: ["models", "docs"], in: "index"))
        #expect(library.references(anyOf: ["site"], in: "index"))
        #expect(library.references(anyOf: ["models"], in: "page"))
        #expect(!library.references(anyOf: ["models"], in: "missing"))
    }

    @Test func aFileOfPiecesEqualsTheSameBytesInOne() {
        let pieces = SiteFile(path: "manifest.json", pieces: [[1, 2], [], [3]])
        let bytes = SiteFile(path: "manifest.json", contents: [1, 2, 3])
        #expect(pieces == bytes && pieces.hashValue == bytes.hashValue)
        #expect(pieces.contents == [1, 2, 3] && pieces.byteCount == 3)
        #expect(pieces != SiteFile(path: "manifest.json", contents: [1, 2]))
        #expect(bytes.pieces == [[1, 2, 3]])
    }
}
