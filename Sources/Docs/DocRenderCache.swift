import Foundation
import Incremental
import ProjectFiles

/// One doc page rendered, with the files it links to.
typealias RenderedDoc = (page: DocPage, assets: Set<DocAsset>)

extension DocsLoader {
    /// Doc pages rendered in earlier builds (`serve`): every page's place and headings and every
    /// page, two stages keyed by source path (`Stage`); each page, asked one source at a time, kept
    /// by a keyed stage (`KeyedStage`) with the revision of the parse it came from and every answer
    /// it got about the rest of the site (`DocLookups`), so a page whose answers still hold is not
    /// rendered again; the dictionary and lists derived from them (`Derived`); every page as
    /// curated, by output path; and the world of the last render, under one key.
    public final class RenderCache: Sendable {
        private struct Inputs: Sendable {
            var revision: Revision
            var rawHTML: RawHTML
            var githubMarkdown: Bool
            var record: DocLookups.Record
        }

        private let rendered = KeyedStage<Inputs, RenderedDoc>()
        /// Every page's place and headings, made from its parse.
        let targets = Stage<PageTarget>()
        /// Every page, rendered or kept.
        let pages = Stage<RenderedDoc>()
        private let targetsByPath = Derived<[String: PageTarget]>()
        private let worlds = KeyedStage<World, Void>()
        /// The pages and assets of the last render's pages.
        private let pagesAndAssets = Derived<(pages: [DocPage], assets: [DocAsset])>()
        /// Every page as curated (a DocC catalog's pages are checked and ordered together, after
        /// each is rendered), by output path: compared with the last build's, so a save in a
        /// catalog tells the site which pages differ.
        let curated = Stage<DocPage>()

        /// All a page's lookups are asked of (`DocLookups.Shared`) but the files on disk, and how
        /// pages are rendered.
        struct World: Equatable, Sendable {
            var rawHTML: RawHTML
            var githubMarkdown: Bool
            var targetsRevision: Revision
            var site: SiteKey
            var sources: [DocsSource]
            var catalogs: [DocCCatalog]
            var repository: RepositoryBrowser?
        }

        /// What the docs are told of the site's pages, models and fields: its revision when the
        /// caller keeps one, else the values themselves.
        enum SiteKey: Equatable, Sendable {
            case revision(Revision)
            case values(sitePages: Set<String>, modelNames: Set<String>, modelFields: [String: Set<String>])

            init(_ options: Options) {
                self =
                    options.revision.map { .revision($0) }
                    ?? .values(
                        sitePages: options.sitePages, modelNames: options.modelNames, modelFields: options.modelFields)
            }
        }

        public init() {}

        /// Keeps `world` for the next render; returns whether it is the last render's. While it
        /// is, every kept page's lookups get the answers they got then.
        func replaceWorld(with world: World) -> Bool {
            worlds.replaceInputs(of: "world", with: world)
        }

        /// The targets as a dictionary by source path, patched where they changed.
        func targetsByPath(_ targets: Stage<PageTarget>.Output) -> [String: PageTarget] {
            targetsByPath.value(
                of: targets,
                patch: { byPath, changed in
                    for key in changed { byPath[key] = targets.values[targets.position(of: key)!] }
                },
                make: { Dictionary(zip(targets.keys, targets.values), uniquingKeysWith: { first, _ in first }) }
            ).value
        }

        /// The pages and assets of `rendered`: the last render's, with the pages that changed put in
        /// place, when `rendered` says what changed since it; else taken from every value.
        func pagesAndAssets(_ rendered: Stage<RenderedDoc>.Output) -> (pages: [DocPage], assets: [DocAsset]) {
            pagesAndAssets.value(
                of: rendered,
                patch: { made, changed in
                    for key in changed {
                        let position = rendered.position(of: key)!
                        made.pages[position] = rendered.values[position].page
                    }
                    if !changed.isEmpty { made.assets = Set(rendered.values.flatMap(\.assets)).sorted() }
                },
                make: { (rendered.values.map(\.page), Set(rendered.values.flatMap(\.assets)).sorted()) }
            ).value
        }

        /// The page as rendered last time while its parse is the same and its lookups get the same
        /// answers, else `render`'s.
        func page(
            for sourcePath: String, revision: Revision, flags: (rawHTML: RawHTML, githubMarkdown: Bool),
            lookups: DocLookups,
            render: (DocLookups) -> RenderedDoc
        ) -> RenderedDoc {
            rendered.value(
                for: sourcePath,
                reusableIf: { kept in
                    kept.revision == revision && kept.rawHTML == flags.rawHTML
                        && kept.githubMarkdown == flags.githubMarkdown && lookups.agree(with: kept.record)
                },
                make: {
                    let recorder = lookups.recorder()
                    let result = render(recorder)
                    let inputs = Inputs(
                        revision: revision, rawHTML: flags.rawHTML, githubMarkdown: flags.githubMarkdown,
                        record: recorder.record)
                    return .init(inputs: inputs, value: result)
                })
        }

        func retain(only paths: Set<String>) { rendered.retain(only: paths) }
    }
}
