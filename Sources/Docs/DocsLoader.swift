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
        public var revision: Int?

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
        /// The pages (by output path) that may differ from the render cache's last render; nil: any may.
        public var rendered: Set<String>?
    }

    /// `guide/setup` → `docs/guide/setup.html`.
    public static func sitePath(ofSlug slug: String) -> String { "\(docsFolder)/\(slug).html" }

    /// Parsed pages by content, for rebuilds.
    public typealias Cache = ContentCache<ParsedPage>

    /// Reads and renders every page. With a render cache, a page whose bytes are unchanged and whose
    /// lookups (links, headings, models, files) still get the same answers keeps its HTML.
    public static func load(
        projectRoot root: URL, options: Options = Options(), cache: Cache? = nil,
        renderCache: RenderCache? = nil
    ) -> Result {
        render(read(projectRoot: root, cache: cache), projectRoot: root, options: options, renderCache: renderCache)
    }

    /// The Markdown files of `sources` (nil: the default search) and where each is published.
    public static func files(projectRoot root: URL, sources: [DocsSource]? = nil) -> DocFiles {
        DocFiles.find(
            projectRoot: root, sources: sources ?? DocsSources.find(projectRoot: root, configured: nil).sources)
    }

    /// Every page read and parsed, not yet rendered: this needs nothing from the models, so a build
    /// does it while the models are read.
    public struct ReadPages: Sendable {
        /// `revision` identifies a page's parsed content (from the parse cache).
        var sources: [(source: DocSource, revision: Int?)]
        var files: DocFiles
        /// Where the docs come from, as found (the sources' own problems are in `files`).
        public var docsSources: [DocsSource] { files.sources }
    }

    public static func read(projectRoot root: URL, files: DocFiles? = nil, cache: Cache? = nil) -> ReadPages {
        let files = files ?? self.files(projectRoot: root)
        let rootPath = root.path
        return ReadPages(
            sources: files.files.parallelMap { readOne($0, of: files, rootPath: rootPath, cache: cache) }, files: files)
    }

    /// `pages` (read through `cache`) with the `edited` pages read again, in place: the only files
    /// that may have changed since (`serve`'s watcher knows). False, and `pages` unchanged, when
    /// `files` are not the ones `pages` were read from.
    public static func reread(
        _ pages: inout ReadPages, edited: Set<String>, projectRoot root: URL, files: DocFiles, cache: Cache
    ) -> Bool {
        guard pages.files.files.count == files.files.count,
            zip(pages.files.files, files.files).allSatisfy({ $0.source == $1.source && $0.slug == $1.slug })
        else { return false }
        pages.files = files
        let rootPath = root.path
        for index in files.files.indices where edited.contains(files.files[index].source) {
            pages.sources[index] = readOne(files.files[index], of: files, rootPath: rootPath, cache: cache)
        }
        return true
    }

    private static func readOne(
        _ file: DocFiles.File, of files: DocFiles, rootPath: String, cache: Cache?
    ) -> (source: DocSource, revision: Int?) {
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
            consume sources, files: pages.files, options: options, renderCache: renderCache, sameFiles: sameFiles
        ) { path in
            FileStamp(path: rootPath + "/" + path) != nil  // a regular file (links are checked on every rebuild)
        }
    }

    /// Pages rendered between two releases of their parse trees: enough to keep both cores busy.
    static let renderBatch = 1024

    /// Renders parsed pages together, so links can be checked against every page's headings.
    /// `revision` identifies a page's parsed content (from the parse cache); pages without one are always rendered.
    static func render(
        _ sources: consuming [(source: DocSource, revision: Int?)], files: DocFiles, options: Options,
        renderCache: RenderCache? = nil, sameFiles: Bool = false, fileExists: @escaping @Sendable (String) -> Bool
    ) -> Result {
        let makeTargets = {
            Dictionary(
                sources.map { ($0.source.sourcePath, $0.source.target) }, uniquingKeysWith: { first, _ in first })
        }
        // A parse revision fixes a page's headings and title; its path comes from the sources.
        let kept = renderCache?.targets(
            revisions: sources.map(\.revision), slugs: sources.map(\.source.slug),
            paths: sources.map(\.source.sourcePath), target: { sources[$0].source.target }, make: makeTargets)
        let pages = kept?.targets ?? makeTargets()
        let lookupsHold =
            kept.map { kept in
                renderCache!.begin(
                    RenderCache.World(
                        rawHTML: options.rawHTML, githubMarkdown: options.githubMarkdown,
                        targetsRevision: kept.revision, site: RenderCache.SiteKey(options), sources: files.sources,
                        catalogs: files.catalogs),
                    sameFiles: sameFiles)
            } ?? false
        let curated = sources.contains(where: { $0.source.docc != nil })
        // Same answers, same flags: every page whose parse is the same would be reused, so all are
        // at once, and those with new parses are rendered (a catalog's curation reads them all).
        if lookupsHold, let renderCache, var last = renderCache.takeLast() {
            let changed =
                last.revisions.count == sources.count
                ? sources.indices.filter { sources[$0].revision != last.revisions[$0] } : Array(sources.indices)
            if last.pages.count == sources.count, changed.isEmpty {
                _ = renderCache.keep(last)
                return Result(
                    pages: last.pages, assets: Set(last.assets.joined()).sorted(), diagnostics: files.diagnostics,
                    rendered: [])
            }
            if last.pages.count == sources.count, !curated, changed.allSatisfy({ sources[$0].revision != nil }) {
                let lookups = DocLookups(
                    shared: DocLookups.Shared(pages: pages, options: options, files: files, fileExists: fileExists))
                for index in changed {
                    let (source, revision) = sources[index]
                    let made = renderCache.page(
                        for: source.sourcePath, revision: revision!,
                        flags: (options.rawHTML, options.githubMarkdown), lookups: lookups
                    ) { lookups in
                        source.render(
                            lookups: lookups, rawHTML: options.rawHTML,
                            githubMarkdown: options.githubMarkdown, highlight: options.highlight)
                    }
                    (last.pages[index], last.revisions[index], last.assets[index]) = (made.page, revision, made.assets)
                }
                let rendered = renderCache.keep(last)
                return Result(
                    pages: last.pages, assets: Set(last.assets.joined()).sorted(), diagnostics: files.diagnostics,
                    rendered: rendered)
            }
            _ = renderCache.keep(last)  // as it was: this render is made whole below
        }
        let lookups = DocLookups(
            shared: DocLookups.Shared(pages: pages, options: options, files: files, fileExists: fileExists))
        let renderOne = { @Sendable (source: DocSource, revision: Int?) in
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
        // Without a parse cache to keep them, in batches, each batch's text and trees let go once
        // rendered: the pages' trees and their HTML are never all held at once.
        var rendered: [(page: DocPage, assets: Set<DocAsset>)] = []
        if renderCache != nil {
            rendered = sources.parallelMap(renderOne)
        } else {
            rendered.reserveCapacity(sources.count)
            for start in stride(from: 0, to: sources.count, by: renderBatch) {
                let range = start..<min(start + renderBatch, sources.count)
                let batch = Array(sources[range])
                for index in range { sources[index].source.dropContent() }
                rendered += batch.parallelMap(renderOne)
                releaseInBackground(batch)
            }
        }
        renderCache?.retain(only: Set(sources.map(\.source.sourcePath)))
        var renderedPages = rendered.map(\.page)
        // Curation reads every page of a catalog: any may change with another's edit.
        if curated {
            DocCCuration.check(sources.map(\.source), lookups: lookups, pages: &renderedPages)
            orderTutorials(sources.map(\.source), lookups: lookups, pages: &renderedPages)
        }
        let made = renderCache?.keep(
            .init(pages: renderedPages, revisions: sources.map(\.revision), assets: rendered.map(\.assets)))
        return Result(
            pages: renderedPages, assets: Set(rendered.flatMap(\.assets)).sorted(), diagnostics: files.diagnostics,
            rendered: curated ? nil : made)
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
        func page(_ path: String, _ data: Data) -> (source: DocSource, revision: Int?) {
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
