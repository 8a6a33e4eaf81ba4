import Foundation
import FormsmithCore

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

        public init(sitePages: Set<String> = [], modelNames: Set<String> = [], allowRawHTML: Bool = false) {
            self.sitePages = sitePages
            self.modelNames = modelNames
            self.allowRawHTML = allowRawHTML
        }
    }

    /// A page parsed but not rendered; opaque outside the Docs module.
    public struct ParsedPage: @unchecked Sendable {
        let source: DocSource
    }

    public struct Result: Sendable {
        public var pages: [DocPage]
        public var assets: [DocAsset]
    }

    /// `guide/setup` → `docs/guide/setup.html`.
    public static func sitePath(ofSlug slug: String) -> String { "\(docsFolder)/\(slug).html" }

    /// Markdown paths relative to the project root, sorted: `docs/**/*.md`, then `README.md` as the home if needed.
    public static func markdownFiles(projectRoot root: URL) -> [(source: String, slug: String)] {
        var found: [(source: String, slug: String)] = []
        let docs = root.appendingPathComponent(docsFolder)
        if let walker = FileManager.default.enumerator(atPath: docs.path) {
            while let entry = walker.nextObject() as? String {
                let name = (entry as NSString).lastPathComponent
                if name.hasPrefix(".") {
                    walker.skipDescendants()
                    continue
                }
                let lowered = name.lowercased()
                if lowered.hasSuffix(".md") || lowered.hasSuffix(".markdown") {
                    found.append(("\(docsFolder)/\(entry)", (entry as NSString).deletingPathExtension))
                }
            }
        }
        if !found.contains(where: { $0.slug == "index" }), FileManager.default.fileExists(atPath: root.appendingPathComponent("README.md").path) {
            found.append(("README.md", "index"))
        }
        return found.sorted { $0.source < $1.source }
    }

    /// Parsed pages by content, for rebuilds.
    public typealias Cache = ContentCache<ParsedPage>

    /// Reads and renders every page.
    public static func load(projectRoot root: URL, options: Options = Options(), cache: Cache? = nil) -> Result {
        let files = markdownFiles(projectRoot: root)
        let sources: [DocSource] = files.parallelMap { file in
            guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(file.source).path) else {
                return DocSource(sourcePath: file.source, slug: file.slug, unreadable: true)
            }
            let parse = { ParsedPage(source: DocSource(sourcePath: file.source, slug: file.slug, data: data)) }
            return (cache?.value(for: file.source, content: data, compute: parse) ?? parse()).source
        }
        return render(sources, options: options) { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isDirectory) && !isDirectory.boolValue
        }
    }

    /// Renders parsed pages together, so links can be checked against every page's headings.
    static func render(_ sources: [DocSource], options: Options, fileExists: @escaping (String) -> Bool) -> Result {
        let pages = Dictionary(sources.map { ($0.sourcePath, (sitePath: sitePath(ofSlug: $0.slug), headingIDs: Set($0.headingIDs))) },
                               uniquingKeysWith: { first, _ in first })
        let rendered = sources.parallelMap { $0.render(pages: pages, options: options, fileExists: fileExists) }
        let assets = Set(rendered.flatMap(\.assets))
        return Result(pages: rendered.map(\.page), assets: assets.sorted().map(DocAsset.init(path:)))
    }

    /// Renders one page given as bytes; for tests and tools that have no project folder.
    public static func render(data: Data, relativePath: String, otherPages: [String: String] = [:], options: Options = Options()) -> DocPage {
        let slug = (relativePath as NSString).deletingPathExtension
        var sources = [DocSource(sourcePath: "\(docsFolder)/\(relativePath)", slug: slug, data: data)]
        for (otherPath, text) in otherPages.sorted(by: { $0.key < $1.key }) {
            sources.append(DocSource(sourcePath: "\(docsFolder)/\(otherPath)", slug: (otherPath as NSString).deletingPathExtension, data: Data(text.utf8)))
        }
        return render(sources, options: options) { _ in false }.pages[0]
    }
}
