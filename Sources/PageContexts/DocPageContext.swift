import Templates

/// The `doc` template's keys.
package struct DocPageContext: FastTemplateEncodable {
    var description: String?
    var tableOfContents: [TableOfContentsEntry]
    var hasTableOfContents: Bool
    var previous: PageLink?
    var next: PageLink?
    /// The model the doc documents (`title` is the model's name).
    var modelPage: ModelLink?
    var breadcrumbs: [PageLink]
    var hasBreadcrumbs: Bool
    /// The doc's HTML, its embedded forms in place.
    var body: String
}

struct TableOfContentsEntry: FastTemplateEncodable {
    var level: Int
    var text: String
    var id: String
}

struct ModelLink: FastTemplateEncodable {
    var name: String
    var path: String
}
