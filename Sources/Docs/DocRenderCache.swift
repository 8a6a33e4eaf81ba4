import Foundation

extension DocsLoader {
    /// Doc pages rendered in earlier builds (`serve`), each with the revision of the parse it came from and every
    /// answer it got about the rest of the site (`DocLookups`).
    public final class RenderCache: @unchecked Sendable {
        private struct Entry {
            var revision: Int
            var allowRawHTML: Bool
            var record: DocLookups.Record
            var page: DocPage
            var assets: Set<String>
        }

        private var entries: [String: Entry] = [:]
        private var targets: (revisions: [Int?], targets: [String: PageTarget])?
        private let lock = NSLock()

        public init() {}

        func page(for sourcePath: String, revision: Int, allowRawHTML: Bool, lookups: DocLookups,
                  render: (DocLookups) -> (page: DocPage, assets: Set<String>)) -> (page: DocPage, assets: Set<String>) {
            if let entry = lock.withLock({ entries[sourcePath] }), entry.allowRawHTML == allowRawHTML,
               entry.revision == revision, lookups.agree(with: entry.record) {
                return (entry.page, entry.assets)
            }
            let recorder = lookups.recorder()
            let result = render(recorder)
            lock.withLock {
                entries[sourcePath] = Entry(revision: revision, allowRawHTML: allowRawHTML, record: recorder.record,
                                            page: result.page, assets: result.assets)
            }
            return result
        }

        func retain(only paths: Set<String>) {
            lock.withLock {
                guard entries.count != paths.count || !entries.keys.allSatisfy(paths.contains) else { return }
                entries = entries.filter { paths.contains($0.key) }
            }
        }

        /// Every page's place and headings, as made from the same parses last time (by revision), or `make()`'s.
        func targets(revisions: [Int?], make: () -> [String: PageTarget]) -> [String: PageTarget] {
            if let known = lock.withLock({ targets }), !revisions.contains(nil), known.revisions == revisions { return known.targets }
            let made = make()
            lock.withLock { targets = (revisions, made) }
            return made
        }
    }
}
