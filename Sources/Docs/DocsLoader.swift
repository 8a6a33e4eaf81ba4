import Foundation
import FormsmithCore
import Incremental
import ProjectFiles
import Parallel

/// Finds `docs/**/*.md` (and `README.md` as the home when there is no `docs/index.md`), renders
/// each through libcmark's tree, checks every relative link, and collects the images to copy.
public enum DocsLoader {
    public static let docsFolder = "docs"

    /// What the rest of the site tells the docs.
    public struct Options: Sendable {
        /// Site pages that docs may link to (`models/User.html`).
        public var sitePages: Set<String>
        /// Models that ```` ```formsmith ```` blocks may show.
        public var modelNames: Set<String>
        public var allowRawHTML: Bool
        /// GitHub's extensions: tables, strikethrough, task lists (`GFMExtensions`).
        public var githubMarkdown: Bool
        /// Colours code blocks (the `Highlighting` module's, given by the pipeline); nil: all plain.
        public var highlight: MarkdownHTMLRenderer.Highlighter?

        public init(
            sitePages: Set<String> = [], modelNames: Set<String> = [], allowRawHTML: Bool = false,
            githubMarkdown: Bool = true, highlight: MarkdownHTMLRenderer.Highlighter? = nil
        ) {
            self.highlight = highlight
            self.sitePages = sitePages
            self.modelNames = modelNames
            self.allowRawHTML = allowRawHTML
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
    }

    /// `guide/setup` → `docs/guide/setup.html`.
    public static func sitePath(ofSlug slug: String) -> String { "\(docsFolder)/\(slug).html" }

    /// Markdown paths relative to the project root, sorted: `docs/**/*.md`, then `README.md` as the home if needed.
    public static func markdownFiles(projectRoot root: URL) -> [(source: String, slug: String, stamp: FileStamp?)] {
        var found: [(source: String, slug: String, stamp: FileStamp?)] = []
        let docs = root.appendingPathComponent(docsFolder)
        // Each page's stamp is taken while its folder is open: one path step, not the whole path.
        DirectoryWalker.walkWithStamps(docs.path) { entry, name, _, stamp in
            if name.hasPrefix(".") { return .skip }
            if isMarkdown(name) {
                found.append(("\(docsFolder)/\(entry)", withoutExtension(entry), stamp()))
            }
            return .descend
        }
        if !found.contains(where: { $0.slug == "index" }) {
            let readme = root.path + "/README.md"
            if FileManager.default.fileExists(atPath: readme) {
                found.append(("README.md", "index", FileStamp(path: readme)))
            }
        }
        return found.sorted { $0.source < $1.source }
    }

    /// `.md` or `.markdown`, in any case; by byte, as it runs for every file of every rebuild.
    static func isMarkdown(_ name: String) -> Bool {
        let lowered = name.utf8.suffix(9).map { $0 | 0x20 }  // upper-case ASCII letters to lower; `.` stays
        func endsWith(_ suffix: String) -> Bool {
            lowered.count >= suffix.utf8.count && lowered.suffix(suffix.utf8.count).elementsEqual(suffix.utf8)
        }
        return endsWith(".md") || endsWith(".markdown")
    }

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

    /// Every page read and parsed, not yet rendered: this needs nothing from the models, so a build
    /// does it while the models are read.
    public struct ReadPages: Sendable {
        /// `revision` identifies a page's parsed content (from the parse cache).
        var sources: [(source: DocSource, revision: Int?)]
    }

    public static func read(projectRoot root: URL, cache: Cache? = nil) -> ReadPages {
        let files = markdownFiles(projectRoot: root)
        let rootPath = root.path
        return ReadPages(
            sources: files.parallelMap { file in
                let path = rootPath + "/" + file.source  // not URL: this runs for every page of every rebuild
                let parse = { (data: Data) in
                    ParsedPage(source: DocSource(sourcePath: file.source, slug: file.slug, data: data))
                }
                if let cache {
                    guard
                        let (parsed, revision) = cache.value(
                            for: file.source, fileAt: path, stamp: .some(file.stamp), compute: parse)
                    else {
                        return (DocSource(sourcePath: file.source, slug: file.slug, unreadable: true), nil)
                    }
                    return (parsed.source, revision)
                }
                guard file.stamp != nil, let data = FileManager.default.contents(atPath: path) else {
                    return (DocSource(sourcePath: file.source, slug: file.slug, unreadable: true), nil)
                }
                return (parse(data).source, nil)
            })
    }

    /// The pages `read` found, rendered; links are checked against files under `root`.
    public static func render(
        _ pages: ReadPages, projectRoot root: URL, options: Options = Options(), renderCache: RenderCache? = nil
    ) -> Result {
        let rootPath = root.path
        return render(pages.sources, options: options, renderCache: renderCache) { path in
            FileStamp(path: rootPath + "/" + path) != nil  // a regular file (links are checked on every rebuild)
        }
    }

    /// `guide/a.md` → `guide/a`.
    static func withoutExtension(_ path: String) -> String {
        guard let dot = path.utf8.lastIndex(of: UInt8(ascii: ".")), !path.utf8[dot...].contains(UInt8(ascii: "/"))
        else { return path }
        return String(path[..<dot])
    }

    /// Renders parsed pages together, so links can be checked against every page's headings.
    /// `revision` identifies a page's parsed content (from the parse cache); pages without one are always rendered.
    static func render(
        _ sources: [(source: DocSource, revision: Int?)], options: Options, renderCache: RenderCache? = nil,
        fileExists: @escaping @Sendable (String) -> Bool
    ) -> Result {
        let makeTargets = {
            Dictionary(
                sources.map {
                    (
                        $0.source.sourcePath,
                        PageTarget(sitePath: sitePath(ofSlug: $0.source.slug), headingIDs: $0.source.headingIDSet)
                    )
                },
                uniquingKeysWith: { first, _ in first })
        }
        // A parse revision fixes a page's path and headings, so unchanged revisions give the same targets.
        let pages = renderCache?.targets(revisions: sources.map(\.revision), make: makeTargets) ?? makeTargets()
        let lookups = DocLookups(pages: pages, options: options, fileExists: fileExists)
        let rendered = sources.parallelMap { source, revision in
            let render = { (lookups: DocLookups) in
                source.render(
                    lookups: lookups, allowRawHTML: options.allowRawHTML, githubMarkdown: options.githubMarkdown,
                    highlight: options.highlight)
            }
            guard let renderCache, let revision else { return render(lookups.recorder()) }
            return renderCache.page(
                for: source.sourcePath, revision: revision,
                flags: (options.allowRawHTML, options.githubMarkdown), lookups: lookups, render: render)
        }
        renderCache?.retain(only: Set(sources.map(\.source.sourcePath)))
        let assets = Set(rendered.flatMap(\.assets))
        return Result(pages: rendered.map(\.page), assets: assets.sorted().map(DocAsset.init(path:)))
    }

    /// Renders one page given as bytes; for tests and tools that have no project folder.
    public static func render(
        data: Data, relativePath: String, otherPages: [String: String] = [:], options: Options = Options()
    ) -> DocPage {
        let slug = (relativePath as NSString).deletingPathExtension
        var sources: [(source: DocSource, revision: Int?)] = [
            (DocSource(sourcePath: "\(docsFolder)/\(relativePath)", slug: slug, data: data), nil)
        ]
        for (otherPath, text) in otherPages.sorted(by: { $0.key < $1.key }) {
            sources.append(
                (
                    DocSource(
                        sourcePath: "\(docsFolder)/\(otherPath)", slug: (otherPath as NSString).deletingPathExtension,
                        data: Data(text.utf8)), nil
                ))
        }
        return render(sources, options: options) { _ in false }.pages[0]
    }
}
