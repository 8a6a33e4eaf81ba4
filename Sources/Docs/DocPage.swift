import FormsmithCore

/// One rendered Markdown page.
public struct DocPage: Hashable, Sendable {
    /// Path of the Markdown file relative to the project root, e.g. `docs/guide/setup.md` (or `README.md` as the home).
    public var sourcePath: String
    /// Path of the page relative to the docs folder, without extension, e.g. `guide/setup`.
    public var slug: String
    public var title: String
    public var order: Int?
    public var description: String?
    /// The rendered body (HTML fragment), with links relative to `outputPath`.
    public var html: String
    public var headings: [DocHeading]
    /// ```` ```formsmith ```` blocks, replaced in `html` by their markers.
    public var embeds: [FormEmbed]
    /// For `docs/models/<Model>.md`: the model it documents, and the body again with links relative to the model's page.
    public var model: String?
    public var htmlOnModelPage: String?
    public var diagnostics: [Diagnostic]

    public init(
        sourcePath: String, slug: String, title: String, order: Int? = nil, description: String? = nil, html: String,
        headings: [DocHeading], embeds: [FormEmbed] = [], model: String? = nil, htmlOnModelPage: String? = nil,
        diagnostics: [Diagnostic]
    ) {
        self.sourcePath = sourcePath
        self.slug = slug
        self.title = title
        self.order = order
        self.description = description
        self.html = html
        self.headings = headings
        self.embeds = embeds
        self.model = model
        self.htmlOnModelPage = htmlOnModelPage
        self.diagnostics = diagnostics
    }

    /// Where the page is written in the site: `docs/guide/setup.html`.
    public var outputPath: String { DocsLoader.sitePath(ofSlug: slug) }

    /// h2 and h3 headings, for the table of contents.
    public var tableOfContents: [DocHeading] { headings.filter { $0.level == 2 || $0.level == 3 } }
}

/// A live form preview inside a doc: ```` ```formsmith ```` with `Model` or `Model#section-id`.
public struct FormEmbed: Hashable, Sendable {
    public var model: String
    public var section: String?
    /// The comment in the page's HTML that the site replaces with the form.
    public var marker: String
    public var location: SourceLocation
}

/// A file of a docs source (an image) that the site copies: `docs/images/form.png` to the same
/// path, `Sources/MyKit/MyKit.docc/Resources/flow.png` to `docs/MyKit/Resources/flow.png`.
public struct DocAsset: Hashable, Sendable, Comparable {
    /// Relative to the project root.
    public var sourcePath: String
    /// Relative to the site root.
    public var path: String

    public static func < (lhs: DocAsset, rhs: DocAsset) -> Bool { lhs.path < rhs.path }
}
