import FormsmithCore
import Layout
import Docs
import Mustache

/// What the shared files need from one form: its index card (context and HTML through the `card`
/// partial), its `manifest.json` entry and its search entry. Made once per form, in parallel, and
/// kept by the page cache while the form and its page are unchanged.
struct FormPieces: @unchecked Sendable {
    var card: [String: Any]
    var manifest: [UInt8]
    var search: [UInt8]

    init(form: FormLayout, page: String, library: TemplateLibrary) {
        var card: [String: Any] = [
            "name": form.name, "path": page,
            "fieldCount": form.renderedFields.count, "sectionCount": form.sections.count,
            "warningCount": form.diagnostics.warningCount, "errorCount": form.diagnostics.errorCount,
            "hasWarnings": form.diagnostics.warningCount > 0, "hasErrors": form.diagnostics.errorCount > 0,
            "wireframe": Wireframe.svg(for: form),
        ]
        if let color = form.accentColor.flatMap(CSSValue.color) { card["accentColor"] = color }
        card["cardHTML"] = library.render(card, withTemplate: "card") ?? ""
        self.card = card
        manifest = Manifest.encodeModel(form)
        search = SearchIndex.encode(SearchIndex.entry(form, path: page))
    }
}

/// What the shared files need from one doc page: its entry in the index's list (through the
/// `doc-item` partial) and its search entry.
struct DocPieces: @unchecked Sendable {
    var item: [String: Any]
    var search: [UInt8]

    init(doc: DocPage, library: TemplateLibrary) {
        var item: [String: Any] = ["title": doc.title, "path": doc.outputPath]
        if let description = doc.description { item["description"] = description }
        item["itemHTML"] = library.render(item, withTemplate: "doc-item") ?? ""
        self.item = item
        search = SearchIndex.encode(SearchIndex.entry(doc))
    }
}
