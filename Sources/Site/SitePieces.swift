import FormsmithCore
import Layout
import Docs
import Templates
import PageContexts

/// What the shared files need from one form: its index card (context and HTML through the `card`
/// partial), its `manifest.json` entry and its search entry. Made once per form, in parallel, and
/// kept by the page cache while the form and its page are unchanged.
struct FormPieces: Sendable {
    var card: ModelCard
    /// The card's HTML as bytes, the index page's piece (`IndexSkeleton`).
    var cardBytes: [UInt8]
    var manifest: [UInt8]
    var search: [UInt8]
    /// The form's member of each language's file, in the site's order of languages (empty: none).
    var languages: [[UInt8]?]

    init(form: FormLayout, page: String, library: TemplateLibrary, languages: [SiteLanguage] = []) {
        var card = ModelCard(form: form, page: page)
        card.cardHTML = library.render(card, withTemplate: "card") ?? ""
        self.card = card
        cardBytes = Array(card.cardHTML.utf8)
        manifest = Manifest.encodeModel(form)
        search = SearchIndex.encode(SearchIndex.entry(form, path: page))
        self.languages = languages.map { LanguageFile.piece(form, language: $0.code) }
    }
}

/// What the shared files need from one doc page: its entry in the index's list (through the
/// `doc-item` partial) and its search entry.
struct DocPieces: Sendable {
    var item: DocItem
    var itemBytes: [UInt8]
    var search: [UInt8]

    init(doc: DocPage, library: TemplateLibrary) {
        var item = DocItem(title: doc.title, path: doc.outputPath, description: doc.description)
        item.itemHTML = library.render(item, withTemplate: "doc-item") ?? ""
        self.item = item
        itemBytes = Array(item.itemHTML.utf8)
        search = SearchIndex.encode(SearchIndex.entry(doc))
    }
}
