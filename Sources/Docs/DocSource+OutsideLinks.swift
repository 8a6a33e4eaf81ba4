import FormsmithCore

extension DocSource {
    /// One note for a page's links to project files the site does not publish (a README's
    /// `LICENSE`, `Sources/…`), at the first: kept as written, they work on GitHub but not in the
    /// site, and the fix is the same for all of them.
    static func outsideNote(_ links: [(written: String, location: SourceLocation)]) -> Diagnostic? {
        guard let first = links.first else { return nil }
        var seen: Set<String> = []
        let written = links.map(\.written).filter { seen.insert($0).inserted }
        let shown = written.prefix(3).joined(separator: ", ") + (written.count > 3 ? ", …" : "")
        let what = links.count == 1 ? "a link to a project file" : "\(links.count) links to project files"
        let they = links.count == 1 ? "it opens" : "they open"
        return Diagnostic(
            .info, "docs.link-outside-docs", at: first.location,
            "\(what) outside the docs (\(shown)) kept as written: \(they) in the repository's own view, not in the site. Name the repository (`repository:` in formsmith.yml, or a git remote) to link to its view of each file"
        )
    }
}
