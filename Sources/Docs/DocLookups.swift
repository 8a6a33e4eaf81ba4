import Foundation
import ProjectFiles
import Synchronization

/// Where a doc page lands in the site, the heading ids a link may point at, and what DocC links
/// need of it: its title, its catalog, and the symbol it documents.
struct PageTarget: Hashable, Sendable {
    var sitePath: String
    var headingIDs: Set<String>
    var title: String = ""
    /// The catalog's path, for a page of a DocC catalog.
    var catalog: String?
    /// The name `<doc:…>` links use: the file name, each run of spaces a dash.
    var linkName: String = ""
    /// A symbol page (`# ``Order`` `): the symbol's path, without module or disambiguation.
    var symbol: String?
    /// A catalog page's first paragraph, shown under links to it in `## Topics`.
    var abstract: String?
    /// For a `.tutorial` file: which of the two kinds it is.
    var tutorial: TutorialKind?

    enum TutorialKind: Hashable, Sendable {
        /// `@Tutorials`: the catalog's table of contents.
        case tableOfContents
        /// `@Tutorial`: one tutorial.
        case tutorial
    }
}

/// Everything rendering one page may ask about the rest of the site: other pages and their
/// headings, model pages, model names, files on disk. Each answer is recorded, so a cache can
/// reuse the page's HTML while every question would still get the same answer.
final class DocLookups: Sendable {
    struct Record: Sendable {
        var pages: [String: PageTarget?] = [:]
        var sitePages: [String: Bool] = [:]
        var models: [String: Bool] = [:]
        var fields: [String: Bool] = [:]
        var files: [String: Bool] = [:]
        var names: [String: String?] = [:]
        var images: [String: [String]] = [:]
        var sources: [DocsSource] = []
    }

    /// What every page is asked about by name, made once for all pages of a build.
    struct Shared: Sendable {
        let pages: [String: PageTarget]
        let options: DocsLoader.Options
        let files: DocFiles
        let fileExists: @Sendable (String) -> Bool
        /// `catalog\0name` → page: articles by link name, symbol pages by symbol path, `\0` for the landing page.
        let byName: [String: String]
        let catalogsByPath: [String: DocCCatalog]

        init(
            pages: [String: PageTarget], options: DocsLoader.Options, files: DocFiles,
            fileExists: @escaping @Sendable (String) -> Bool
        ) {
            self.pages = pages
            self.options = options
            self.files = files
            self.fileExists = fileExists
            var byName: [String: String] = [:]
            // Sorted, so when two pages claim one name the same one always wins.
            for (path, page) in pages.filter({ $0.value.catalog != nil }).sorted(by: { $0.key < $1.key }) {
                guard let catalog = page.catalog else { continue }
                if let symbol = page.symbol, byName["\(catalog)\0symbol:\(symbol)"] == nil {
                    byName["\(catalog)\0symbol:\(symbol)"] = path
                }
                if byName["\(catalog)\0\(page.linkName)"] == nil { byName["\(catalog)\0\(page.linkName)"] = path }
                if page.sitePath.hasSuffix("/index.html") { byName["\(catalog)\0"] = path }
                // Tutorials also go by DocC's `tutorials/` paths: each by name, the table of contents by none.
                if let kind = page.tutorial {
                    let key =
                        kind == .tableOfContents ? "\(catalog)\0tutorials:" : "\(catalog)\0tutorial:\(page.linkName)"
                    if byName[key] == nil { byName[key] = path }
                }
            }
            self.byName = byName
            self.catalogsByPath = Dictionary(
                files.catalogs.map { ($0.source.path, $0) }, uniquingKeysWith: { first, _ in first })
        }
    }

    let shared: Shared
    private let recorded = Mutex(Record())
    var record: Record { recorded.withLock { $0 } }
    var pages: [String: PageTarget] { shared.pages }

    init(shared: Shared) {
        self.shared = shared
        recorded.withLock { $0.sources = shared.files.sources }
    }

    /// A fresh recorder asking the same questions of the same site.
    func recorder() -> DocLookups { DocLookups(shared: shared) }

    func page(_ sourcePath: String) -> PageTarget? {
        let page = shared.pages[sourcePath]
        recorded.withLock { $0.pages[sourcePath] = .some(page) }
        return page
    }

    func isSitePage(_ path: String) -> Bool {
        let answer = shared.options.sitePages.contains(path)
        recorded.withLock { $0.sitePages[path] = answer }
        return answer
    }

    func isModel(_ name: String) -> Bool {
        let answer = shared.options.modelNames.contains(name)
        recorded.withLock { $0.models[name] = answer }
        return answer
    }

    /// Whether the model's form shows a field of this name (a row with the id `field-<name>`).
    func modelHasField(_ model: String, _ field: String) -> Bool {
        let answer = shared.options.modelFields[model]?.contains(field) == true
        recorded.withLock { $0.fields["\(model)\0\(field)"] = answer }
        return answer
    }

    func isFile(_ path: String) -> Bool {
        if let known = recorded.withLock({ $0.files[path] }) { return known }
        let answer = shared.fileExists(path)
        recorded.withLock { $0.files[path] = answer }
        return answer
    }

    /// The page a catalog calls `name` (an article's link name, `symbol:Order`, or "" for its landing page).
    func catalogPage(_ name: String, in catalog: String) -> String? {
        let key = "\(catalog)\0\(name)"
        let answer = shared.byName[key]
        recorded.withLock { $0.names[key] = .some(answer) }
        return answer
    }

    /// The image files a catalog has under a bare name (`flow` → `flow.png`, `flow~dark.png`).
    func images(named name: String, in catalog: String) -> [String] {
        let answer = shared.catalogsByPath[catalog]?.images[name] ?? []
        recorded.withLock { $0.images["\(catalog)\0\(name)"] = answer }
        return answer
    }

    /// The repository's web view, for links to files the site does not publish; part of the world
    /// a render cache compares.
    var repository: RepositoryBrowser? { shared.options.repository }

    /// The catalogs of the site, by path; fixed with the sources, which the record keeps.
    var catalogs: [String: DocCCatalog] { shared.catalogsByPath }

    /// Where a file of a docs source is published; nil outside every source.
    func sitePath(ofFile file: String) -> String? {
        shared.files.source(of: file)?.sitePath(ofFile: file)
    }

    /// Whether these lookups answer every question in `record` as it was answered then.
    func agree(with record: Record) -> Bool {
        let shared = shared
        return record.sources == shared.files.sources
            && record.pages.allSatisfy { shared.pages[$0.key] == $0.value }
            && record.sitePages.allSatisfy { shared.options.sitePages.contains($0.key) == $0.value }
            && record.models.allSatisfy { shared.options.modelNames.contains($0.key) == $0.value }
            && record.fields.allSatisfy { entry in
                let parts = entry.key.split(separator: "\0", maxSplits: 1).map(String.init)
                return (shared.options.modelFields[parts[0]]?.contains(parts.count > 1 ? parts[1] : "") == true)
                    == entry.value
            }
            && record.names.allSatisfy { shared.byName[$0.key] == $0.value }
            && record.images.allSatisfy { entry in
                let parts = entry.key.split(separator: "\0", maxSplits: 1).map(String.init)
                return (shared.catalogsByPath[parts[0]]?.images[parts.count > 1 ? parts[1] : ""] ?? []) == entry.value
            }
            && record.files.allSatisfy { shared.fileExists($0.key) == $0.value }
    }
}
