import Foundation
import FormsmithCore
import Incremental
import ProjectFiles
import Parallel

/// Finds the Markdown of every docs source (`DocsSources`: `docs/`, `Documentation/`, DocC catalogs,
/// `README.md` as the home when no source has an index), renders each through libcmark's tree,
/// checks every relative link, and collects the images to copy.
public enum DocsLoader {
    public static let docsFolder = "docs"

    /// What the rest of the site tells the docs.
    public struct Options: Sendable {
        /// Site pages that docs may link to (`models/User.html`).
        public var sitePages: Set<String>
        /// Models that ```` ```formsmith ```` blocks may show.
        public var modelNames: Set<String>
        /// Each model's fields with a row on its page (`field-<name>`), for DocC's ```` ``Order/total`` ````.
        public var modelFields: [String: Set<String>]
        public var rawHTML: RawHTML
        /// GitHub's extensions: tables, strikethrough, task lists (`GFMExtensions`).
        public var githubMarkdown: Bool
        /// Colours code blocks (the `Highlighting` module's, given by the pipeline); nil: all plain.
        public var highlight: MarkdownHTMLRenderer.Highlighter?
        /// Changes whenever `sitePages`, `modelNames` or `modelFields` do, so a render cache compares
        /// it instead of every model's fields; nil: compare them.
        public var revision: Revision?
        /// Where links to project files the site does not publish go (`LICENSE`, a Swift source).
        public var repository: RepositoryBrowser?

        public init(
            sitePages: Set<String> = [], modelNames: Set<String> = [], modelFields: [String: Set<String>] = [:],
            rawHTML: RawHTML = .sanitized, githubMarkdown: Bool = true,
            highlight: MarkdownHTMLRenderer.Highlighter? = nil
        ) {
            self.highlight = highlight
            self.modelFields = modelFields
            self.sitePages = sitePages
            self.modelNames = modelNames
            self.rawHTML = rawHTML
            self.githubMarkdown = githubMarkdown
        }
    }

    /// A page parsed but not rendered; opaque outside the Docs module.
    public struct ParsedPage: Sendable {
        let source: DocSource
    }

    public struct Result: Sendable {
        public var pages: [DocPage]
        public var assets: [DocAsset]
        /// Problems of the sources as a whole: two files for one page.
        public var diagnostics: [Diagnostic] = []
        /// The pages (by output path) that may differ from the render cache's last render.
        public var changes: Changes = .everything
        /// Names these pages among those rendered through one cache; nil: rendered without one.
        public var revision: Revision?
    }

    /// `guide/setup` → `docs/guide/setup.html`.
    public static func sitePath(ofSlug slug: String) -> String { "\(docsFolder)/\(slug).html" }

    /// Parsed pages by content, for rebuilds.
    public typealias Cache = ContentCache<ParsedPage>

    /// Reads and renders every page. With a render cache, a page whose bytes are unchanged and whose
    /// lookups (links, headings, models, files) still get the same answers keeps its HTML.
    public static func load(
        projectRoot root: URL, options: Options = Options(), cache: ReadCache? = nil,
        renderCache: RenderCache? = nil
    ) -> Result {
        render(read(projectRoot: root, cache: cache), projectRoot: root, options: options, renderCache: renderCache)
    }

    /// The Markdown files of `sources` (nil: the default search) and where each is published.
    public static func files(projectRoot root: URL, sources: [DocsSource]? = nil) -> DocFiles {
        DocFiles.find(
            projectRoot: root, sources: sources ?? DocsSources.find(projectRoot: root, configured: nil).sources)
    }

    static func readOne(
        _ file: DocFiles.File, of files: DocFiles, rootPath: String, cache: Cache?
    ) -> (source: DocSource, revision: Revision?) {
        let path = rootPath + "/" + file.source  // not URL: this runs for every page of every rebuild
        let catalog = file.catalog.map { files.catalogs[$0] }
        // A tutorial reads its `@Code` files as it is parsed.
        let read = { (file: String) in FileManager.default.contents(atPath: rootPath + "/" + file) }
        let parse = { (data: Data) in
            ParsedPage(
                source: DocSource(
                    sourcePath: file.source, slug: file.slug, data: data, catalog: catalog, readFile: read))
        }
        if let cache, catalog != nil, file.source.hasSuffix(".tutorial") {
            return readTutorial(file, catalog: catalog, rootPath: rootPath, cache: cache, parse: parse)
        }
        if let cache {
            guard
                let (parsed, revision) = cache.value(
                    for: file.source, fileAt: path, stamp: .some(file.stamp), compute: parse)
            else {
                return (DocSource(sourcePath: file.source, slug: file.slug, unreadable: true), nil)
            }
            // The parse is kept by content; the page it becomes may change with the sources.
            var source = parsed.source
            source.slug = file.slug
            return (source, revision)
        }
        guard file.stamp != nil, let data = FileManager.default.contents(atPath: path) else {
            return (DocSource(sourcePath: file.source, slug: file.slug, unreadable: true), nil)
        }
        return (parse(data).source, nil)
    }

    /// The pages `read` found, rendered; links are checked against files under `root`. `sameFiles`:
    /// no file came or went since the render cache's last build (`serve`'s watcher knows).
    public static func render(
        _ pages: consuming ReadPages, projectRoot root: URL, options: Options = Options(),
        renderCache: RenderCache? = nil, sameFiles: Bool = false
    ) -> Result {
        let rootPath = root.path
        // Moved out, so the render holds the only reference and can let each page's tree go.
        let sources = pages.sources
        pages.sources = []
        return render(
            consume sources, files: pages.files, options: options, renderCache: renderCache,
            read: (pages.revision, pages.changes), sameFiles: sameFiles
        ) { path in
            // A regular file, or with a trailing slash a folder (links are checked on every rebuild).
            path.hasSuffix("/")
                ? FileStamp.isFolder(rootPath + "/" + path) : FileStamp(path: rootPath + "/" + path) != nil
        }
    }

    /// Pages rendered between two releases of their parse trees: enough to keep both cores busy.
    static let renderBatch = 1024

    /// Renders parsed pages together, so links can be checked against every page's headings.
    /// `revision` identifies a page's parsed content (from the parse cache); pages without one are
    /// always rendered. `read`: what the pages' read says differs from its last (`ReadPages`).
    static func render(
        _ sources: consuming [(source: DocSource, revision: Revision?)], files: DocFiles, options: Options,
        renderCache: RenderCache? = nil, read: (revision: Revision?, changes: Changes) = (nil, .everything),
        sameFiles: Bool = false, fileExists: @escaping @Sendable (String) -> Bool
    ) -> Result {
        let keys = sources.map(\.source.sourcePath)
        let targetsStage: Stage<PageTarget> = renderCache?.targets ?? Stage()
        let targets = targetsStage.run(
            keys: keys, input: read.revision, changes: read.changes,
            make: { $0.map { sources[$0].source.target } })
        let pages =
            renderCache?.targetsByPath(targets)
            ?? Dictionary(zip(targets.keys, targets.values), uniquingKeysWith: { first, _ in first })
        // Every page's lookups get the answers they got last time while the world they ask and
        // the files on disk are the same: then only the pages whose parse changed are rendered.
        let world = RenderCache.World(
            rawHTML: options.rawHTML, githubMarkdown: options.githubMarkdown, targetsRevision: targets.revision,
            site: RenderCache.SiteKey(options), sources: files.sources, catalogs: files.catalogs,
            repository: options.repository)
        let worldHolds = renderCache?.replaceWorld(with: world) ?? false
        let lookups = DocLookups(
            shared: DocLookups.Shared(pages: pages, options: options, files: files, fileExists: fileExists))
        let renderOne = { @Sendable (read: (source: DocSource, revision: Revision?)) -> RenderedDoc in
            let (source, revision) = read
            let render = { (lookups: DocLookups) in
                source.render(
                    lookups: lookups, rawHTML: options.rawHTML, githubMarkdown: options.githubMarkdown,
                    highlight: options.highlight)
            }
            guard let renderCache, let revision else { return render(lookups.recorder()) }
            return renderCache.page(
                for: source.sourcePath, revision: revision,
                flags: (options.rawHTML, options.githubMarkdown), lookups: lookups, render: render)
        }
        let cached = renderCache != nil
        let stage: Stage<RenderedDoc> = renderCache?.pages ?? Stage()
        let rendered = stage.run(
            keys: keys, input: read.revision, changes: worldHolds && sameFiles ? read.changes : .everything,
            make: { positions in
                // With a cache to keep the parses, on every core at once.
                if cached {
                    let all = sources
                    return positions.parallelMap { renderOne(all[$0]) }
                }
                // Without one, in batches, each batch's text and trees let go once rendered: the
                // pages' trees and their HTML are never all held at once.
                var made: [RenderedDoc] = []
                made.reserveCapacity(positions.count)
                for start in stride(from: 0, to: positions.count, by: renderBatch) {
                    let range = start..<min(start + renderBatch, positions.count)
                    let batch = positions[range].map { sources[$0] }
                    for position in positions[range] { sources[position].source.dropContent() }
                    made += batch.parallelMap(renderOne)
                    releaseInBackground(batch)
                }
                return made
            }, same: { $0.page == $1.page && $0.assets == $1.assets })
        if rendered.changes == .everything { renderCache?.retain(only: Set(keys)) }
        let made =
            renderCache?.pagesAndAssets(rendered)
            ?? (rendered.values.map(\.page), Set(rendered.values.flatMap(\.assets)).sorted())
        var renderedPages = made.0
        let assets = made.1
        let diagnostics = files.diagnostics + summarizingOtherModuleLinks(&renderedPages, files: files)
        // Curation reads every page of a catalog: any may change with another's edit, so the pages
        // as curated are compared with the last build's (a stage keyed by output path).
        if sources.contains(where: { $0.source.docc != nil }) {
            DocCCuration.check(sources.map(\.source), lookups: lookups, pages: &renderedPages)
            orderTutorials(sources.map(\.source), lookups: lookups, pages: &renderedPages)
            guard let curatedStage = renderCache?.curated else {
                return Result(pages: renderedPages, assets: assets, diagnostics: diagnostics)
            }
            let curatedPages = renderedPages
            let curated = curatedStage.run(
                keys: curatedPages.map { $0.outputPath }, input: nil, changes: .everything, make: { _ in curatedPages })
            return Result(
                pages: curatedPages, assets: assets, diagnostics: diagnostics, changes: curated.changes,
                revision: curated.revision)
        }
        let changes: Changes =
            switch rendered.changes {
            case .everything: .everything
            case .only(let paths, let since):
                .only(Set(paths.map { renderedPages[rendered.position(of: $0)!].outputPath }), since: since)
            }
        return Result(
            pages: renderedPages, assets: assets, diagnostics: diagnostics, changes: changes,
            revision: cached ? rendered.revision : nil)
    }

    /// Renders one page given as bytes; for tests and tools that have no project folder. With
    /// `catalog` (a module name), the pages are articles of the DocC catalog `<catalog>.docc`.
    public static func render(
        data: Data, relativePath: String, otherPages: [String: String] = [:], options: Options = Options(),
        catalog: String? = nil
    ) -> DocPage {
        let source = catalog.map { DocsSource.catalog("\($0).docc") } ?? DocsSource.folder(docsFolder)
        var files = DocFiles(sources: [source])
        if catalog != nil { files.catalogs = [DocCCatalog(source: source, images: [:])] }
        let docCatalog = files.catalogs.first
        func page(_ path: String, _ data: Data) -> (source: DocSource, revision: Revision?) {
            let slug = (path as NSString).deletingPathExtension
            return (
                DocSource(
                    sourcePath: "\(source.path)/\(path)",
                    slug: source.sitePrefix.isEmpty ? slug : "\(source.sitePrefix)/\(slug)", data: data,
                    catalog: docCatalog), nil
            )
        }
        let sources =
            [page(relativePath, data)]
            + otherPages.sorted(by: { $0.key < $1.key }).map { page($0.key, Data($0.value.utf8)) }
        return render(sources, files: files, options: options) { _ in false }.pages[0]
    }
}
