import Layout
import Docs
import PageContexts

/// Where every form and doc of a site is, by name, page and slug, and the docs' reading order:
/// worked out once per change to the site's shape. `serve` keeps them (`PageCache`), so a save
/// that changes a form or a page's text does not index every form and doc again.
struct SiteIndexes: Sendable {
    /// Each model's name and page, in sidebar order (the forms' order).
    var modelPages: [(name: String, path: String)]
    /// The forms' names in that order.
    var formNameList: [String]
    var formNames: Set<String>
    var formIndexByName: [String: Int]
    /// Each model's page, with names that differ only in case kept apart (`SitePaths.modelPages`).
    var modelPageByName: [String: String]
    var modelPageByPath: [String: (name: String, path: String)]
    /// Each doc's place and title, in the order the loader gave them.
    var navigation: [SiteRenderer.NavigationEntry]
    /// The reading order: the loader's index of each doc in turn.
    var order: [Int]
    var docSlugsByPath: [String: String]
    /// Positions in the reading order.
    var docIndexBySlug: [String: Int]
    /// Which model each doc documents, in reading order, and the first doc (in reading order) of each model.
    var docModels: [String?]
    var docIndexByModel: [String: Int]

    /// `forms` sorted by name; `docs` in the loader's order, read in `order`.
    init(forms: [FormLayout], docs: [DocPage], modelPages pageByName: [String: String], order: [Int]) {
        modelPages = forms.map { ($0.name, pageByName[$0.name]!) }
        formNameList = forms.map(\.name)
        formNames = Set(forms.map(\.name))
        formIndexByName = Dictionary(
            forms.indices.map { (forms[$0].name, $0) }, uniquingKeysWith: { first, _ in first })
        modelPageByName = pageByName
        modelPageByPath = Dictionary(modelPages.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        navigation = docs.map(SiteRenderer.NavigationEntry.init)
        self.order = order
        docSlugsByPath = Dictionary(docs.map { ($0.outputPath, $0.slug) }, uniquingKeysWith: { first, _ in first })
        docIndexBySlug = Dictionary(
            order.indices.map { (docs[order[$0]].slug, $0) }, uniquingKeysWith: { first, _ in first })
        let docModels = order.map { docs[$0].model }
        self.docModels = docModels
        docIndexByModel = Dictionary(
            docModels.indices.compactMap { index in docModels[index].map { ($0, index) } },
            uniquingKeysWith: { first, _ in first })
    }

    /// Whether the docs at `paths`, rendered again, keep their places, titles and models, so these
    /// indexes hold for `docs` (in the loader's order) as well.
    func stillHold(forChangedDocs paths: Set<String>, of docs: [DocPage]) -> Bool {
        guard docs.count == navigation.count else { return false }
        return paths.allSatisfy { path in
            guard let slug = docSlugsByPath[path], let index = docIndexBySlug[slug] else { return false }
            let doc = docs[order[index]]
            return doc.outputPath == path && SiteRenderer.NavigationEntry(doc) == navigation[order[index]]
                && doc.model == docModels[index]
        }
    }
}

extension SiteRenderer.NavigationEntry {
    init(_ doc: DocPage) {
        self.init(sourcePath: doc.sourcePath, slug: doc.slug, title: doc.title, order: doc.order)
    }
}
