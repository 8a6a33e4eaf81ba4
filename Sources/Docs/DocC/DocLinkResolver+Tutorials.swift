import FormsmithCore
import ProjectFiles

/// DocC's links to tutorials: `doc:tutorials/MyKit/Meet-MyKit` (a tutorial), `doc:tutorials/MyKit`
/// (the catalog's table of contents); a bare `<doc:Meet-MyKit>` finds a tutorial as it finds an article.
extension DocLinkResolver {
    /// The tutorial or table of contents a DocC path names, in this page's catalog first.
    func tutorialPage(_ path: String) -> PageTarget? {
        let components = path.split(separator: "/").dropFirst().map(String.init)
        guard !components.isEmpty else { return nil }
        let own = docc.map { [$0.catalog] } ?? []
        for catalog in own + lookups.catalogs.keys.sorted().filter({ !own.contains($0) }) {
            let names = lookups.catalogs[catalog].map { [$0.module, Self.catalogName($0.source.path)] } ?? []
            var rest = components
            if rest.count > 1, names.contains(rest[0]) { rest.removeFirst() }
            guard rest.count == 1 else { continue }
            let name = DocCNames.linkName(rest[0])
            if let source = lookups.catalogPage("tutorial:" + name, in: catalog), let page = lookups.page(source) {
                return page
            }
            // The table of contents goes by its catalog's name, and by its own file's.
            if let source = lookups.catalogPage("tutorials:", in: catalog), let page = lookups.page(source),
                names.contains(rest[0]) || page.linkName == name
            {
                return page
            }
        }
        return nil
    }

    func resolveTutorialLink(_ path: String, fragment: String?, written: String) -> Resolution {
        guard let target = tutorialPage(path) else {
            return Resolution(
                href: nil,
                problem: .brokenLink("<doc:\(written)>", missing: path))
        }
        return withFragment(
            fragment, on: target, href: RelativePath.link(from: fromPage, to: target.sitePath), written: written)
    }

    /// The text a `<doc:tutorials/…>` autolink shows: its tutorial's title, else its name as written.
    func tutorialLinkTitle(_ path: String) -> [MarkdownNode] {
        let title =
            tutorialPage(path)?.title
            ?? String(path.split(separator: "/").last ?? "").replacingOccurrences(of: "-", with: " ")
        return [MarkdownNode(kind: .text(title))]
    }

    /// The abstract shown under a table of contents' link: its tutorial's intro.
    func tutorialAbstract(_ destination: String) -> String? {
        let (path, _) = Self.docPath(destination)
        if path.hasPrefix("tutorials/") { return tutorialPage(path)?.abstract }
        return docPage(named: path).flatMap(lookups.page)?.abstract
    }
}
