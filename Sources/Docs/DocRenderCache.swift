import Foundation
import Synchronization

extension DocsLoader {
    /// Doc pages rendered in earlier builds (`serve`), each with the revision of the parse it came from and every
    /// answer it got about the rest of the site (`DocLookups`).
    public final class RenderCache: Sendable {
        private struct Entry: Sendable {
            var revision: Int
            var allowRawHTML: Bool
            var record: DocLookups.Record
            var page: DocPage
            var assets: Set<String>
        }

        private struct State: Sendable {
            var entries: [String: Entry] = [:]
            var targets: (revisions: [Int?], targets: [String: PageTarget])?
        }

        private let state = Mutex(State())

        public init() {}

        func page(
            for sourcePath: String, revision: Int, allowRawHTML: Bool, lookups: DocLookups,
            render: (DocLookups) -> (page: DocPage, assets: Set<String>)
        ) -> (page: DocPage, assets: Set<String>) {
            if let entry = state.withLock({ $0.entries[sourcePath] }), entry.allowRawHTML == allowRawHTML,
                entry.revision == revision, lookups.agree(with: entry.record)
            {
                return (entry.page, entry.assets)
            }
            let recorder = lookups.recorder()
            let result = render(recorder)
            state.withLock {
                $0.entries[sourcePath] = Entry(
                    revision: revision, allowRawHTML: allowRawHTML, record: recorder.record,
                    page: result.page, assets: result.assets)
            }
            return result
        }

        func retain(only paths: Set<String>) {
            state.withLock { state in
                guard state.entries.count != paths.count || !state.entries.keys.allSatisfy(paths.contains) else {
                    return
                }
                state.entries = state.entries.filter { paths.contains($0.key) }
            }
        }

        /// Every page's place and headings, as made from the same parses last time (by revision), or `make()`'s.
        func targets(revisions: [Int?], make: () -> [String: PageTarget]) -> [String: PageTarget] {
            if let known = state.withLock({ $0.targets }), !revisions.contains(nil), known.revisions == revisions {
                return known.targets
            }
            let made = make()
            state.withLock { $0.targets = (revisions, made) }
            return made
        }
    }
}
