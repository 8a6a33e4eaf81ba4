import Foundation
import Synchronization

/// Where a doc page lands in the site and the heading ids a link may point at.
struct PageTarget: Hashable, Sendable {
    var sitePath: String
    var headingIDs: Set<String>
}

/// Everything rendering one page may ask about the rest of the site: other pages and their
/// headings, model pages, model names, files on disk. Each answer is recorded, so a cache can
/// reuse the page's HTML while every question would still get the same answer.
final class DocLookups: Sendable {
    struct Record: Sendable {
        var pages: [String: PageTarget?] = [:]
        var sitePages: [String: Bool] = [:]
        var models: [String: Bool] = [:]
        var files: [String: Bool] = [:]
    }

    let pages: [String: PageTarget]
    let sitePages: Set<String>
    let modelNames: Set<String>
    private let fileExists: @Sendable (String) -> Bool
    private let recorded = Mutex(Record())
    var record: Record { recorded.withLock { $0 } }

    init(pages: [String: PageTarget], options: DocsLoader.Options, fileExists: @escaping @Sendable (String) -> Bool) {
        self.pages = pages
        self.sitePages = options.sitePages
        self.modelNames = options.modelNames
        self.fileExists = fileExists
    }

    /// A fresh recorder asking the same questions of the same site.
    func recorder() -> DocLookups {
        DocLookups(pages: pages, sitePages: sitePages, modelNames: modelNames, fileExists: fileExists)
    }

    private init(
        pages: [String: PageTarget], sitePages: Set<String>, modelNames: Set<String>,
        fileExists: @escaping @Sendable (String) -> Bool
    ) {
        self.pages = pages
        self.sitePages = sitePages
        self.modelNames = modelNames
        self.fileExists = fileExists
    }

    func page(_ sourcePath: String) -> PageTarget? {
        let page = pages[sourcePath]
        recorded.withLock { $0.pages[sourcePath] = .some(page) }
        return page
    }

    func isSitePage(_ path: String) -> Bool {
        let answer = sitePages.contains(path)
        recorded.withLock { $0.sitePages[path] = answer }
        return answer
    }

    func isModel(_ name: String) -> Bool {
        let answer = modelNames.contains(name)
        recorded.withLock { $0.models[name] = answer }
        return answer
    }

    func isFile(_ path: String) -> Bool {
        if let known = recorded.withLock({ $0.files[path] }) { return known }
        let answer = fileExists(path)
        recorded.withLock { $0.files[path] = answer }
        return answer
    }

    /// Whether these lookups answer every question in `record` as it was answered then.
    func agree(with record: Record) -> Bool {
        record.pages.allSatisfy { pages[$0.key] == $0.value }
            && record.sitePages.allSatisfy { sitePages.contains($0.key) == $0.value }
            && record.models.allSatisfy { modelNames.contains($0.key) == $0.value }
            && record.files.allSatisfy { fileExists($0.key) == $0.value }
    }
}
