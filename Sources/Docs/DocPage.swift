import FormsmithCore

/// One rendered Markdown page.
public struct DocPage: Hashable, Sendable {
    /// Path of the Markdown file relative to the project root, e.g. `docs/guide/setup.md`.
    public var sourcePath: String
    /// Path of the page relative to the docs folder, without extension, e.g. `guide/setup`.
    public var slug: String
    public var title: String
    public var order: Int?
    public var description: String?
    /// The rendered body (HTML fragment).
    public var html: String
    public var headings: [DocHeading]
    public var diagnostics: [Diagnostic]

    /// Where the page is written in the site: `docs/guide/setup.html`.
    public var outputPath: String { "docs/\(slug).html" }

    /// h2 and h3 headings, for the table of contents.
    public var tableOfContents: [DocHeading] { headings.filter { $0.level == 2 || $0.level == 3 } }
}
