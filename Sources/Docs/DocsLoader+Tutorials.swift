import Foundation
import FormsmithCore
import Incremental

extension DocsLoader {
    /// A tutorial through the parse cache. Its page is made from its `@Code` files as well as its
    /// own bytes, so the cache compares them all: a step's file edited alone (in `serve`) gives the
    /// page a new revision, and it is rendered again.
    static func readTutorial(
        _ file: DocFiles.File, catalog: DocCCatalog?, rootPath: String, cache: Cache,
        parse: (Data) -> ParsedPage
    ) -> (source: DocSource, revision: Revision?) {
        let read = { (path: String) in FileManager.default.contents(atPath: rootPath + "/" + path) }
        guard file.stamp != nil, let data = read(file.source) else {
            return (DocSource(sourcePath: file.source, slug: file.slug, unreadable: true), nil)
        }
        var content = data
        for name in DocCTutorialPage.codeFileNames(in: data) {
            // Each file's name before its bytes, so a file that moves or goes missing changes them too.
            content.append(0)
            content.append(contentsOf: name.utf8)
            content.append(0)
            if let path = catalog?.resources[name]?.first, let bytes = read(path) { content.append(bytes) }
        }
        let (parsed, revision) = cache.revisioned(for: file.source, content: content) { _ in parse(data) }
        // The parse is kept by content; the page it becomes may change with the sources.
        var source = parsed.source
        source.slug = file.slug
        return (source, revision)
    }

    /// A catalog's tutorials follow its table of contents in the navigation, in the order its
    /// chapters list them (a tutorial no chapter lists comes after, by title).
    static func orderTutorials(_ sources: [DocSource], lookups: DocLookups, pages: inout [DocPage]) {
        let indexByPath = Dictionary(
            pages.indices.map { (pages[$0].outputPath, $0) }, uniquingKeysWith: { first, _ in first })
        for contents in sources where contents.tutorial == .tableOfContents {
            let resolver = DocLinkResolver(
                sourcePath: contents.sourcePath, fromPage: sitePath(ofSlug: contents.slug), lookups: lookups,
                docc: contents.docc)
            for (position, destination) in contents.tutorialReferences.enumerated() {
                let path = DocLinkResolver.docPath(destination).path
                let target =
                    path.hasPrefix("tutorials/")
                    ? resolver.tutorialPage(path) : resolver.docPage(named: path).flatMap(lookups.page)
                // The first table of contents to list a tutorial places it; front matter cannot.
                guard let target, let index = indexByPath[target.sitePath], pages[index].order == nil else { continue }
                pages[index].order = position + 1
            }
        }
    }
}
