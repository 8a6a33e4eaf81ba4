import Foundation
import Incremental

extension DocsLoader {
    /// Doc pages rendered in earlier builds (`serve`), each kept (`Memo`) with the revision of the
    /// parse it came from and every answer it got about the rest of the site (`DocLookups`).
    public final class RenderCache: Sendable {
        private struct Inputs: Sendable {
            var revision: Int
            var allowRawHTML: Bool
            var githubMarkdown: Bool
            var record: DocLookups.Record
        }

        private let pages = Memo<Inputs, (page: DocPage, assets: Set<DocAsset>)>()
        /// Every page's place and headings, by the revisions of the parses they were made from and their pages.
        private let targets = Memo<TargetInputs, [String: PageTarget]>()

        private struct TargetInputs: Equatable, Sendable {
            var revisions: [Int?]
            var slugs: [String]
        }

        public init() {}

        func page(
            for sourcePath: String, revision: Int, flags: (allowRawHTML: Bool, githubMarkdown: Bool),
            lookups: DocLookups,
            render: (DocLookups) -> (page: DocPage, assets: Set<DocAsset>)
        ) -> (page: DocPage, assets: Set<DocAsset>) {
            pages.value(
                for: sourcePath,
                reusableIf: { kept in
                    kept.revision == revision && kept.allowRawHTML == flags.allowRawHTML
                        && kept.githubMarkdown == flags.githubMarkdown && lookups.agree(with: kept.record)
                },
                make: {
                    let recorder = lookups.recorder()
                    let result = render(recorder)
                    let inputs = Inputs(
                        revision: revision, allowRawHTML: flags.allowRawHTML, githubMarkdown: flags.githubMarkdown,
                        record: recorder.record)
                    return .init(inputs: inputs, value: result)
                })
        }

        func retain(only paths: Set<String>) { pages.retain(only: paths) }

        /// Every page's place and headings, as made from the same parses last time (by revision),
        /// or `make()`'s. A page read without a revision (no cache) is never trusted.
        func targets(revisions: [Int?], slugs: [String], make: () -> [String: PageTarget]) -> [String: PageTarget] {
            let inputs = TargetInputs(revisions: revisions, slugs: slugs)
            return targets.value(
                for: "targets", reusableIf: { !revisions.contains(nil) && $0 == inputs },
                make: { .init(inputs: inputs, value: make()) })
        }
    }
}
