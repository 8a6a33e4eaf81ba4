extension DiagnosticCatalog {
    /// The codes of the Markdown docs (DocC has its own list).
    static let docsEntries: [Entry] = [
        Entry(
            code: "docs.broken-fragment", severity: .warning,
            explanation: "A link to a heading that the target page does not have."),
        Entry(
            code: "docs.broken-link", severity: .warning,
            explanation:
                "A link to a page or file that does not exist, always said as “link to `X` does not resolve: no page or file `Y`” (`Y`: the path or name looked for); a known fix follows as a `docs.link-suggestion` note."
        ),
        Entry(
            code: "docs.link-suggestion", severity: .info,
            explanation:
                "How to fix the broken link reported just before it at the same place (a `<doc:>` link to another catalog's article, written without that module's name)."
        ),
        Entry(
            code: "docs.malformed-html", severity: .warning,
            explanation:
                "Raw HTML in a Markdown page with a tag that is not closed, or an end tag that closes nothing; the page is built as a browser would repair it."
        ),
        Entry(
            code: "docs.duplicate-page", severity: .info,
            explanation:
                "Two Markdown files, or two docs sources (`Documentation/` and `Documentation.docc`), would be published at one URL; both are published, the one found later (a catalog after a folder, a path after those before it in byte order) under a name of its own (`<page>-2`, or a folder named by the source's path), which the note gives."
        ),
        Entry(
            code: "docs.invalid-front-matter", severity: .warning,
            explanation: "Front matter that is not valid YAML; the page is rendered without it."),
        Entry(
            code: "docs.invalid-order", severity: .warning,
            explanation: "A front-matter order that is not a whole number; the page is ordered by title."),
        Entry(
            code: "docs.invalid-utf8", severity: .warning,
            explanation: "A Markdown file with bytes that are not UTF-8; they are replaced."),
        Entry(
            code: "docs.image-outside-docs", severity: .warning,
            explanation:
                "An image link outside the published docs to a file that is not a browser image format (images are copied under `files/`); it is broken on the site."
        ),
        Entry(
            code: "docs.link-outside-docs", severity: .info,
            explanation:
                "Links to project files or folders the site does not publish (`LICENSE`, a Swift source), kept as written: one note per page. With the repository known (`repository:` in formsmith.yml, or the git remote) they go to its view of each file, and there is no note."
        ),
        Entry(
            code: "docs.link-outside-site", severity: .warning,
            explanation: "A relative link that leaves the site's folder."),
        Entry(
            code: "docs.readme-not-published", severity: .info,
            explanation:
                "The repository's README.md is not published because a docs folder has its own index page, which is the docs' home."
        ),
        Entry(
            code: "docs.unknown-model", severity: .warning,
            explanation: "A `formsmith` code block names a model that has no page; it is shown as code."),
        Entry(
            code: "docs.unknown-section", severity: .warning,
            explanation: "A formsmith block names a section the form does not have; the whole form is shown."),
        Entry(code: "docs.unreadable", severity: .error, explanation: "A Markdown file cannot be read from disk."),
        Entry(
            code: "docs.unreadable-asset", severity: .warning,
            explanation: "An image or file a doc links to cannot be read; it is not copied."),
    ]
}
