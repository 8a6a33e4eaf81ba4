import Foundation
import Mustache
import FormsmithCore
import Docs
import HintsFormat
import Layout
import Pipeline
import ProjectFiles
@testable import Site
@testable import PageContexts
@testable import Templates
@testable import SiteOutput

/// A built site rendered again through swift-mustache, the oracle the compiled engine is held to:
/// every page and every fragment (sidebar trees, cards, doc entries, embedded forms) from the
/// context the build renders it from. Production has no switch for this; the contexts come from
/// the renderer's own (`@testable`) functions, so only the engine differs.
struct SwiftMustacheSite {
    /// What was compared, and where the two engines' bytes differ.
    struct Comparison {
        var checked: [String] = []
        var differences: [String] = []
        /// Pages of the build that no comparison covered.
        var uncheckedPages: [String] = []
    }

    let renderer: SiteRenderer
    let library: TemplateLibrary
    let mustache: MustacheLibrary

    /// The renderer `pipeline` made for `build`, rebuilt from the same inputs.
    init(pipeline: BuildPipeline, build: BuildResult) throws {
        let (theme, _) = ThemeLoader.load(
            name: pipeline.themeOverride ?? pipeline.config.theme, projectRoot: pipeline.root)
        var renderer = SiteRenderer(
            siteTitle: pipeline.config.title ?? pipeline.root.lastPathComponent, forms: build.forms, docs: build.docs,
            theme: theme)
        renderer.review = pipeline.reviewBase.map { FormDiff.compare(base: $0, head: build.forms) }
        renderer.profiles =
            HintsLoader.load(
                projectRoot: pipeline.root,
                search: HintsLoader.Search(configured: pipeline.config.hintsPaths, excluded: pipeline.excludedPaths)
            ).profiles
        renderer.guidance = build.guidance
        renderer.pictureDate = pipeline.pictureDate()
        library = theme.templateLibrary().library
        renderer.sidebarByFolder = renderer.renderSidebars(library: library)
        self.renderer = renderer
        var mustache = MustacheLibrary()
        for (path, bytes) in theme.files where path.hasPrefix("templates/") && path.hasSuffix(".mustache") {
            let name = String(path.dropFirst("templates/".count).dropLast(".mustache".count))
            mustache.register(try MustacheTemplate(string: String(decoding: bytes, as: UTF8.self)), named: name)
        }
        self.mustache = mustache
    }

    func compare(with files: [SiteFile]) -> Comparison {
        var comparison = Comparison()
        let built = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
        func checkValue(_ what: String, _ value: TemplateValue, template: String, against bytes: [UInt8]?) {
            comparison.checked.append(what)
            let expected = mustache.render(Self.mustacheObject(value), withTemplate: template).map { Array($0.utf8) }
            if expected == nil || expected != bytes { comparison.differences.append(what) }
        }
        func check(_ what: String, _ context: some Encodable, template: String, against bytes: [UInt8]?) {
            checkValue(what, TemplateEncoder.encode(context), template: template, against: bytes)
        }
        func checkFragment(_ what: String, _ context: some Encodable, template: String) {
            check(
                what, context, template: template,
                against: library.renderBytes(TemplateEncoder.encode(context), withTemplate: template))
        }

        for (folder, tree) in renderer.sidebarTrees() {
            checkFragment("navtree of /\(folder)", tree, template: "navtree")
        }
        let pieces = (
            forms: renderer.forms.indices.map {
                FormPieces(form: renderer.forms[$0], page: renderer.modelPages[$0].path, library: library)
            },
            docs: renderer.docs.map { DocPieces(doc: $0, library: library) }
        )
        for piece in pieces.forms {
            var card = piece.card
            card.cardHTML = ""  // as it was when the card was rendered
            check("card of \(card.name)", card, template: "card", against: piece.cardBytes)
        }
        for piece in pieces.docs {
            var item = piece.item
            item.itemHTML = ""
            check("doc-item of \(item.path)", item, template: "doc-item", against: piece.itemBytes)
        }

        // Every page of every kind, from the context its kind makes for the build (`PageKind`).
        let build = PageBuild(renderer: renderer, library: library, pieces: pieces)
        for position in 0..<build.pages.count {
            let page = build.pages.page(at: position)
            let kind = SitePages.kinds[page.kind]
            let path = build.pages.path(at: position)
            // The forms embedded in the doc the page shows, as the embedder makes them there.
            if let doc = build.pages.shown(page).doc {
                for (what, context) in embeds(of: renderer.docs[doc], onPage: path) {
                    checkFragment(what, context, template: "embed")
                }
            }
            var embedder = FormEmbedder(renderer: renderer, library: library)
            let context = kind.encodedContext(ofPage: page.page, path: path, in: build, embedder: &embedder)
            checkValue(path, context, template: kind.template, against: built[path])
        }
        let checked = Set(comparison.checked)
        comparison.uncheckedPages = built.keys.filter { $0.hasSuffix(".html") && !checked.contains($0) }.sorted()
        return comparison
    }

    /// Each embedded form of `doc`, as the embedder makes it on `page`.
    private func embeds(of doc: DocPage, onPage page: String) -> [(String, EmbedContext)] {
        var embedder = FormEmbedder(renderer: renderer, library: library)
        var ids = HTMLIDAllocator(prefix: "embed-")
        return doc.embeds.compactMap { embed in
            embedder.embedContext(embed, onPage: page, ids: &ids).map { ("embed of \(embed.model) on \(page)", $0) }
        }
    }

    /// The value as swift-mustache reads a `[String: Any]` context.
    static func mustacheObject(_ value: TemplateValue) -> Any {
        switch value {
        case .text(let text): text
        case .number(let number): number
        case .flag(let flag): flag
        case .list(let values): values.map(mustacheObject)
        case .object(let values):
            Dictionary(values.sortedByKey.map { ($0.key, mustacheObject($0.value)) }, uniquingKeysWith: { $1 })
        }
    }
}
