import Foundation
import Incremental
import Synchronization

extension DocsLoader {
    /// Doc pages rendered in earlier builds (`serve`), each kept (`Memo`) with the revision of the
    /// parse it came from and every answer it got about the rest of the site (`DocLookups`).
    public final class RenderCache: Sendable {
        private struct Inputs: Sendable {
            var revision: Int
            var rawHTML: RawHTML
            var githubMarkdown: Bool
            var record: DocLookups.Record
        }

        private let pages = Memo<Inputs, (page: DocPage, assets: Set<DocAsset>)>()
        /// Every page's place and headings, by the revisions of the parses they were made from and
        /// their pages; with a number that changes whenever they are made again.
        private let targets = Memo<TargetInputs, (targets: [String: PageTarget], revision: Int)>()
        private let targetRevisions = Atomic<Int>(0)
        private let worlds = Memo<World, Void>()

        /// The last render's pages, their parses' revisions and assets, returned whole (or with
        /// the pages of new parses rendered again) while its world holds.
        private let lastRender = Mutex<LastRender?>(nil)

        struct LastRender: Sendable {
            var pages: [DocPage]
            var revisions: [Int?]
            var assets: [Set<DocAsset>]
        }
        /// Source paths of the pages rendered (not reused) since the last `keep`.
        private let madeInRender = Mutex<Set<String>>([])

        /// All a page's lookups are asked of (`DocLookups.Shared`) but the files on disk, and how
        /// pages are rendered.
        struct World: Equatable, Sendable {
            var rawHTML: RawHTML
            var githubMarkdown: Bool
            var targetsRevision: Int
            var site: SiteKey
            var sources: [DocsSource]
            var catalogs: [DocCCatalog]
        }

        /// What the docs are told of the site's pages, models and fields: its revision when the
        /// caller keeps one, else the values themselves.
        enum SiteKey: Equatable, Sendable {
            case revision(Int)
            case values(sitePages: Set<String>, modelNames: Set<String>, modelFields: [String: Set<String>])

            init(_ options: Options) {
                self =
                    options.revision.map { .revision($0) }
                    ?? .values(
                        sitePages: options.sitePages, modelNames: options.modelNames, modelFields: options.modelFields)
            }
        }

        private struct TargetInputs: Equatable, Sendable {
            var revisions: [Int?]
            var slugs: [String]
        }

        public init() {}

        /// Starts a render in `world`; true when it is the last render's and no file came or went
        /// since (`sameFiles`). Then every kept page's lookups get the answers they got then: each
        /// kept page was rendered or checked in that render, so none needs asking again.
        func begin(_ world: World, sameFiles: Bool) -> Bool {
            worlds.unchanged("world", inputs: world) && sameFiles
        }

        /// The last render: while `begin` says its world holds, every page's answers are the same,
        /// so each page whose parse is the same would be reused as it is.
        var last: LastRender? { lastRender.withLock { $0 } }

        /// `last`, taken out (to be changed in place and kept again).
        func takeLast() -> LastRender? { lastRender.withLock { $0.take() } }

        /// Keeps a render for `last`; returns the output paths of the pages rendered (not reused) by it.
        func keep(_ render: LastRender) -> Set<String> {
            let made = madeInRender.withLock { made in
                defer { made = [] }
                return made
            }
            lastRender.withLock { $0 = render }
            guard !made.isEmpty else { return [] }
            return Set(
                render.pages.indices.lazy.filter { made.contains(render.pages[$0].sourcePath) }.map {
                    render.pages[$0].outputPath
                })
        }

        /// The page as rendered last time while its parse is the same and its lookups get the same
        /// answers, else `render`'s (while `begin` holds, the render returns `last` instead).
        func page(
            for sourcePath: String, revision: Int, flags: (rawHTML: RawHTML, githubMarkdown: Bool),
            lookups: DocLookups,
            render: (DocLookups) -> (page: DocPage, assets: Set<DocAsset>)
        ) -> (page: DocPage, assets: Set<DocAsset>) {
            pages.value(
                for: sourcePath,
                reusableIf: { kept in
                    kept.revision == revision && kept.rawHTML == flags.rawHTML
                        && kept.githubMarkdown == flags.githubMarkdown && lookups.agree(with: kept.record)
                },
                make: {
                    madeInRender.withLock { _ = $0.insert(sourcePath) }
                    let recorder = lookups.recorder()
                    let result = render(recorder)
                    let inputs = Inputs(
                        revision: revision, rawHTML: flags.rawHTML, githubMarkdown: flags.githubMarkdown,
                        record: recorder.record)
                    return .init(inputs: inputs, value: result)
                })
        }

        func retain(only paths: Set<String>) { pages.retain(only: paths) }

        /// Every page's place and headings, as made from the same parses last time (by revision),
        /// or `make()`'s. A page read without a revision (no cache) is never trusted. When the same
        /// pages have new parses, only theirs are made (`target(i)`, page `paths[i]`), and the
        /// revision stays while every one is the same: an edit that keeps a page's title and
        /// headings leaves every other page's lookups with the same answers.
        func targets(
            revisions: [Int?], slugs: [String], paths: [String], target: (Int) -> PageTarget,
            make: () -> [String: PageTarget]
        ) -> (targets: [String: PageTarget], revision: Int) {
            let inputs = TargetInputs(revisions: revisions, slugs: slugs)
            let newRevision = { self.targetRevisions.wrappingAdd(1, ordering: .relaxed).newValue }
            guard !revisions.contains(nil), let kept = targets.entry(for: "targets"),
                kept.inputs.slugs == slugs, kept.inputs.revisions.count == revisions.count
            else {
                return targets.value(for: "targets", reusableIf: { _ in false }) {
                    .init(inputs: inputs, value: (make(), newRevision()))
                }
            }
            var made = kept.value
            var same = true
            for index in revisions.indices where revisions[index] != kept.inputs.revisions[index] {
                let target = target(index)
                if made.targets[paths[index]] != target {
                    made.targets[paths[index]] = target
                    same = false
                }
            }
            if !same { made.revision = newRevision() }
            targets.keep(.init(inputs: inputs, value: made), for: "targets")
            return made
        }
    }
}
