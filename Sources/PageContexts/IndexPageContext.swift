/// The `index` template's keys.
package struct IndexPageContext: Encodable {
    var modelCount: Int
    var docCount: Int
    var hasDocs: Bool
    var hasModels: Bool
    /// What to do next, when there is nothing to preview.
    var guidance: String?
    /// The site has a review page (after `formsmith diff`).
    var hasReview: Bool
    /// From the index to the review page.
    var reviewPath: String?
    /// The review's counts in words.
    var reviewSummary: String?
    /// Set when the project has presentation profiles: their page.
    var profilesPath: String?
    var profileCount: Int
    var models: [ModelCard]
    /// Every card through the `card` partial, joined.
    package var cardsHTML: String
    var docs: [DocItem]
    /// Every doc entry through the `doc-item` partial, joined.
    package var docItemsHTML: String
    /// The counts in words, singular or plural: "1 form", "12 documentation pages".
    var formsText: String
    /// The count of doc pages in words ("12 documentation pages").
    var docsText: String
    /// Where the project keeps design sign-off: how many forms are signed off, and the others.
    var signOff: SignOffSummaryContext? = nil
}

/// One model's card on the index (the `card` partial's input).
package struct ModelCard: Encodable {
    var name: String
    var path: String
    var fieldCount: Int
    var sectionCount: Int
    var warningCount: Int
    var errorCount: Int
    var hasWarnings: Bool
    var hasErrors: Bool
    /// An inline SVG of the form's layout.
    var wireframe: String
    /// The form's accent colour (CSS).
    var accentColor: String?
    /// How SixLayer shows a collection of the model's items: `cards`, `list`, `countBased: cards ≤ 4 < list`…
    var collection: String
    /// The counts in words, singular or plural: "1 field", "2 sections", "1 warning", "3 errors".
    var fieldsText: String
    var sectionsText: String
    var warningsText: String
    var errorsText: String
    /// The card rendered (empty while it is being rendered).
    package var cardHTML = ""
}

/// One doc's entry on the index (the `doc-item` partial's input).
package struct DocItem: Encodable {
    var title: String
    var path: String
    var description: String?
    /// The entry rendered (empty while it is being rendered).
    package var itemHTML = ""

    package init(title: String, path: String, description: String?, itemHTML: String = "") {
        (self.title, self.path, self.description, self.itemHTML) = (title, path, description, itemHTML)
    }
}
