import Foundation
import FormsmithCore
import ProjectFiles

/// A DocC catalog as the docs see it: its source, its images by the bare name pages use (`flow`
/// for `flow.png`, `flow~dark.png`, `flow@2x.png`), and its other files by file name.
public struct DocCCatalog: Hashable, Sendable {
    public var source: DocsSource
    /// Bare name → every image file of that name (relative to the root), in byte order.
    public var images: [String: [String]]
    /// File name → every other file of that name (tutorials' `@Code` files), in byte order.
    public var resources: [String: [String]] = [:]
    public var module: String { source.module ?? source.sitePrefix }
}

/// The Markdown files of every docs source, each with the page it becomes.
public struct DocFiles: Sendable {
    struct File: Sendable {
        var source: String
        var slug: String
        var stamp: FileStamp?
        /// Index in `catalogs` of the catalog holding the page.
        var catalog: Int?
    }

    var files: [File] = []
    /// Page (lowercased: a case-insensitive disk holds one of `a.html` and `A.html`) → the file published there.
    var slugs: [String: String] = [:]
    /// The files added, by path.
    var listed: Set<String> = []
    public var sources: [DocsSource] = []
    public var catalogs: [DocCCatalog] = []
    /// Two files or sources for one page or folder of the site, both published.
    public var diagnostics: [Diagnostic] = []

    /// The extensions DocC accepts for images.
    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "svg", "gif"]

    /// Every page of `sources`, sorted by source path; the first file for a page wins.
    public static func find(projectRoot root: URL, sources: [DocsSource]) -> DocFiles {
        var result = DocFiles(sources: sources)
        var found: [File] = []
        // A source listed twice is read once.
        var seen: Set<String> = []
        var queue = sources.filter { seen.insert($0.path).inserted }
        result.sources = queue
        var next = 0
        // Output folder (lowercased: a case-insensitive disk holds one of `Docs/` and `docs/`) → the source given it.
        var prefixes: [String: String] = [:]
        while next < queue.count {
            var source = queue[next]
            next += 1
            if !source.sitePrefix.isEmpty, source.kind != .file {
                if let holder = prefixes[source.sitePrefix.lowercased()] {
                    // Two sources for one folder of the site (`Documentation/` and `Documentation.docc`):
                    // both are published, the later one under a folder named by its own path.
                    let taken = source.sitePrefix
                    source.sitePrefix = Self.unusedPrefix(for: source.path, taken: prefixes)
                    if let listed = result.sources.firstIndex(where: { $0.path == source.path }) {
                        result.sources[listed].sitePrefix = source.sitePrefix
                    }
                    result.diagnostics.append(
                        Diagnostic(
                            .info, "docs.duplicate-page", at: SourceLocation(file: source.path),
                            "`\(holder)` and `\(source.path)` would both be published under \(DocsLoader.docsFolder)/\(taken)/; `\(source.path)` is published under \(DocsLoader.docsFolder)/\(source.sitePrefix)/"
                        ))
                }
                prefixes[source.sitePrefix.lowercased()] = source.path
            }
            let base = root.path + "/" + source.path
            switch source.kind {
            case .file:
                let slug =
                    source.path == "README.md"
                    ? "index"
                    : DocsLoader.withoutExtension(
                        (source.path as NSString).lastPathComponent)
                found.append(File(source: source.path, slug: slug, stamp: FileStamp(path: base)))
            case .folder:
                // Each page's stamp is taken while its folder is open: one path step, not the whole path.
                DirectoryWalker.walkWithStamps(base) { entry, name, isFolder, stamp in
                    if name.hasPrefix(".") { return .skip }
                    if isFolder, name.hasSuffix(".docc") {
                        // A catalog inside a folder of docs is a catalog, read after the folder.
                        let catalog = DocsSource.catalog("\(source.path)/\(entry)")
                        queue.append(catalog)
                        result.sources.append(catalog)
                        return .skip
                    }
                    if !isFolder, DocsLoader.isMarkdown(name), !DocsLoader.isNavigationPartial(name) {
                        let slug = DocsLoader.withoutExtension(entry)
                        found.append(
                            File(
                                source: "\(source.path)/\(entry)",
                                slug: source.sitePrefix.isEmpty ? slug : "\(source.sitePrefix)/\(slug)", stamp: stamp())
                        )
                    }
                    return .descend
                }
            case .catalog(let module):
                let index = result.catalogs.count
                var images: [String: [String]] = [:]
                var resources: [String: [String]] = [:]
                let catalogName = String((source.path as NSString).lastPathComponent.dropLast(".docc".count))
                DirectoryWalker.walkWithStamps(base) { entry, name, isFolder, stamp in
                    if name.hasPrefix(".") { return .skip }
                    if isFolder { return .descend }
                    let path = "\(source.path)/\(entry)"
                    let fileExtension = (name as NSString).pathExtension.lowercased()
                    if DocsLoader.isMarkdown(name) {
                        // DocC pages are named by file name alone, wherever they sit in the catalog.
                        let name = DocsLoader.withoutExtension(name)
                        let page = name == module || name == catalogName ? "index" : DocCNames.linkName(name)
                        found.append(
                            File(source: path, slug: "\(source.sitePrefix)/\(page)", stamp: stamp(), catalog: index))
                    } else if fileExtension == "tutorial" {
                        // Named as DocC names them: `tutorials/<Catalog>/<name>`, under the catalog.
                        let page = DocCNames.linkName(DocsLoader.withoutExtension(name))
                        found.append(
                            File(
                                source: path, slug: "\(source.sitePrefix)/tutorials/\(page)", stamp: stamp(),
                                catalog: index))
                    } else if imageExtensions.contains(fileExtension) {
                        images[DocCNames.imageName(name), default: []].append(path)
                    } else {
                        resources[name, default: []].append(path)
                    }
                    return .descend
                }
                result.catalogs.append(
                    DocCCatalog(
                        source: source,
                        images: images.mapValues { $0.sorted { $0.utf8Precedes($1) } },
                        resources: resources.mapValues { $0.sorted { $0.utf8Precedes($1) } }))
            }
        }
        found.sort { $0.source == $1.source ? $0.slug.utf8Precedes($1.slug) : $0.source.utf8Precedes($1.source) }
        // README.md is the home only when no source has an index page.
        if let readme = found.firstIndex(where: { $0.source == "README.md" }),
            let index = found.first(where: { $0.slug == "index" && $0.source != "README.md" })
        {
            found.remove(at: readme)
            result.diagnostics.append(
                Diagnostic(
                    .info, "docs.readme-not-published", at: SourceLocation(file: "README.md"),
                    "README.md is not published: `\(index.source)` is the docs' home page; link what it needs from there"
                ))
        }
        for file in found { result.add(file) }
        return result
    }

    /// Adds a page; one whose page another file already has is published beside it, under the
    /// first unused `<page>-2`, `<page>-3`…, with a note naming both.
    mutating func add(_ file: File) {
        // One file in two configured sources (`docs` and `docs/guides`) is one page, its first.
        guard listed.insert(file.source).inserted else { return }
        var file = file
        if let first = slugs[file.slug.lowercased()] {
            let wanted = file.slug
            var number = 2
            while slugs["\(wanted)-\(number)".lowercased()] != nil { number += 1 }
            file.slug = "\(wanted)-\(number)"
            diagnostics.append(
                Diagnostic(
                    .info, "docs.duplicate-page", at: SourceLocation(file: file.source),
                    "`\(first)` and `\(file.source)` would both be published as \(DocsLoader.sitePath(ofSlug: wanted)); `\(file.source)` is published as \(DocsLoader.sitePath(ofSlug: file.slug))"
                ))
        }
        slugs[file.slug.lowercased()] = file.source
        files.append(file)
    }

    /// A site folder for a source whose own is taken: its path (`Documentation.docc` →
    /// `Documentation-docc`), numbered if that is taken too.
    static func unusedPrefix(for path: String, taken: [String: String]) -> String {
        let named = path.hasSuffix(".docc") ? String(path.dropLast(".docc".count)) + "-docc" : path
        var prefix = named
        var number = 2
        while taken[prefix.lowercased()] != nil {
            prefix = "\(named)-\(number)"
            number += 1
        }
        return prefix
    }

    /// Takes new stamps of the listed pages among `paths` (edited files, relative to `root`) and
    /// returns those it lists: a rebuild told only of edits keeps the listing instead of walking.
    public mutating func restamp(_ paths: Set<String>, root: String) -> Set<String> {
        // Every page's source is in `listed`: a save of no page (a hints file) looks at none.
        let edited = paths.filter(self.listed.contains)
        guard !edited.isEmpty else { return [] }
        var listed: Set<String> = []
        for index in files.indices where edited.contains(files[index].source) {
            files[index].stamp = FileStamp(path: root + "/" + files[index].source)
            listed.insert(files[index].source)
        }
        return listed
    }

    /// The source a file (relative to the root) belongs to, if any.
    func source(of file: String) -> DocsSource? {
        // The innermost: a catalog inside `docs/` publishes its own images.
        sources.filter { $0.kind != .file && $0.contains(file) }.max { $0.path.count < $1.path.count }
    }
}

/// How DocC names things: article links, image names.
enum DocCNames {
    /// `Getting Started` → `Getting-Started`: each run of whitespace becomes one dash, as `<doc:>` links write it.
    static func linkName(_ fileName: String) -> String {
        fileName.split(whereSeparator: \.isWhitespace).joined(separator: "-")
    }

    /// `flow~dark@2x.png` → `flow`: the name without appearance, scale and extension, in either order.
    static func imageName(_ fileName: String) -> String {
        var name = DocsLoader.withoutExtension(fileName)
        for _ in 0..<2 {
            if name.hasSuffix("~dark") { name.removeLast(5) }
            if let at = name.lastIndex(of: "@"),
                name[name.index(after: at)...].range(of: #"^[1-3]x$"#, options: .regularExpression) != nil
            {
                name = String(name[..<at])
            }
        }
        return name
    }

    static func isDark(_ fileName: String) -> Bool { fileName.contains("~dark") }

    /// `@2x` → 2; 1 without a scale.
    static func scale(_ fileName: String) -> Int {
        let name = DocsLoader.withoutExtension(fileName).replacingOccurrences(of: "~dark", with: "")
        guard let at = name.lastIndex(of: "@"), let scale = Int(name[name.index(after: at)...].dropLast()) else {
            return 1
        }
        return scale
    }
}
