import Foundation
import FormsmithCore
import Incremental
import ProjectFiles
import Parallel

/// Finds the model sources under the configured paths: `.swift` files and Core Data models
/// (`*.xcdatamodeld` at its current version, or a bare `*.xcdatamodel`), and reads them into one catalog.
public enum ModelSourceScanner {
    /// Folders never worth scanning for models. (Test folders are listed: the pipeline reads their
    /// models only for a project that lists one, `ProjectFolders.isTestFolder`.)
    static let skippedFolders: Set<String> = ["node_modules", "DerivedData", "Pods", "Carthage"]

    /// Swift in DocC catalogs (tutorial code, snippets in `Resources/`) and `Snippets/` is sample
    /// code, often unfinished on purpose: never the app's models.
    static func holdsSampleCode(_ name: String) -> Bool { name.hasSuffix(".docc") || name == "Snippets" }

    public struct Sources: Sendable, Equatable {
        /// `.swift` files, relative to the root, sorted.
        public var swiftFiles: [String]
        /// The `contents` file of each Core Data model version to read, relative to the root, sorted.
        public var coreDataFiles: [String]
        /// Each `.swift` file's stamp, taken while its folder was listed (nil: not a regular file),
        /// so a rebuild need not `stat` every whole path again. Not part of what the sources are.
        public var stamps: [String: FileStamp?] = [:]
        /// Each Xcode project's `project.pbxproj`, relative to the root, sorted: which Core Data
        /// models a target builds.
        public var xcodeProjects: [String] = []

        public static func == (lhs: Sources, rhs: Sources) -> Bool {
            lhs.swiftFiles == rhs.swiftFiles && lhs.coreDataFiles == rhs.coreDataFiles
                && lhs.xcodeProjects == rhs.xcodeProjects
        }
    }

    /// Walks `paths` (files or folders relative to `root`), skipping hidden and build folders and `exclude` globs.
    public static func sources(in paths: [String], root: URL, exclude: [String] = []) -> Sources {
        var swift: Set<String> = []
        var coreData: Set<String> = []
        var stamps: [String: FileStamp?] = [:]
        var xcodeProjects: Set<String> = []
        let fileManager = FileManager.default
        func isExcluded(_ path: String) -> Bool { exclude.contains { Glob.matches($0, path) } }

        for path in paths {
            let start = RelativePath.projectPath(path)
            let url = root.appendingPathComponent(start)
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
            if !isDirectory.boolValue {
                if start.hasSuffix(".swift"), !isExcluded(start) { swift.insert(start) }
                continue
            }
            if start.hasSuffix(".xcdatamodeld") || start.hasSuffix(".xcdatamodel") {
                if let contents = coreDataContents(of: start, root: root) { coreData.insert(contents) }
                continue
            }
            DirectoryWalker.walkWithStamps(url.path) { entry, name, _, stamp in
                let relative = RelativePath.projectPath(start.isEmpty ? entry : "\(start)/\(entry)")
                if name.hasPrefix(".") || name.hasPrefix(".build") || skippedFolders.contains(name)
                    || holdsSampleCode(name) || isExcluded(relative)
                {
                    return .skip
                }
                if name.hasSuffix(".xcdatamodeld") || name.hasSuffix(".xcdatamodel") {
                    if let contents = coreDataContents(of: relative, root: root) { coreData.insert(contents) }
                    return .skip
                } else if name.hasSuffix(".swift") {
                    swift.insert(relative)
                    stamps[relative] = .some(stamp())
                } else if name == "project.pbxproj" {
                    xcodeProjects.insert(relative)
                }
                return .descend
            }
        }
        return Sources(
            swiftFiles: swift.sorted(), coreDataFiles: coreData.sorted(), stamps: stamps,
            xcodeProjects: xcodeProjects.sorted())
    }

    /// `Model 9.xcdatamodel` is version 9; `Model.xcdatamodel`, as Xcode names the first, is version 1.
    static func versionNumber(_ name: String) -> Int {
        let stem = name.dropLast(".xcdatamodel".count)
        guard let space = stem.lastIndex(of: " "), let number = Int(stem[stem.index(after: space)...]) else { return 1 }
        return number
    }

    /// The `contents` XML of a model: a `.xcdatamodeld`'s current version (from `.xccurrentversion`,
    /// else the highest version number), or a bare `.xcdatamodel`'s own.
    static func coreDataContents(of path: String, root: URL) -> String? {
        if path.hasSuffix(".xcdatamodel") { return "\(path)/contents" }
        let folder = root.appendingPathComponent(path)
        let versions = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".xcdatamodel") }
            .sorted { (versionNumber($0), $0) < (versionNumber($1), $1) }
        var chosen = versions.last
        if let plist = FileManager.default.contents(atPath: folder.appendingPathComponent(".xccurrentversion").path),
            let values = try? PropertyListSerialization.propertyList(from: plist, format: nil) as? [String: Any],
            let current = values["_XCCurrentVersionName"] as? String, versions.contains(current)
        {
            chosen = current
        }
        return chosen.map { "\(path)/\($0)/contents" }
    }

    /// Model files read in earlier builds (`serve`): each file's parse, kept by its bytes; each
    /// file's models, a stage keyed by path (`Stage`), which keeps a file's revision when an edit
    /// changes no model (a method's body); and the catalog merged from them (`Derived`), kept while it stands.
    public final class Cache: Sendable {
        let contents = ContentCache<FileModels>()
        let files = Stage<FileModels>()
        let catalog = Derived<ModelCatalog>()

        public init() {}
    }

    /// One file's models, through the cache's parse when it has one; nil when unreadable.
    private static func readFile(
        _ file: String, rootPath: String, stamp: FileStamp?? = .none, cache: Cache?,
        read: (Data) -> FileModels
    ) -> FileModels? {
        let path = rootPath + "/" + file  // not URL: this runs for every file of every rebuild
        if let cache { return cache.contents.value(for: file, fileAt: path, stamp: stamp, compute: read)?.value }
        return FileManager.default.contents(atPath: path).map(read)
    }

    /// Reads and parses the files; unreadable or non-text files become diagnostics, never crashes.
    /// `changes`: the files that may differ since the cache's last read, of the project as it was
    /// then (`snapshot`); only they are read again, and the catalog stands while no file's models change.
    public static func read(
        _ sources: Sources, root: URL, cache: Cache? = nil, snapshot: Revision? = nil, changes: Changes = .everything
    )
        -> ModelCatalog
    {
        let rootPath = root.path  // once: `URL.path` costs more than a cached file's lookup
        let swiftCount = sources.swiftFiles.count
        let readSwift = { @Sendable (file: String) -> FileModels in
            let read = { (data: Data) -> FileModels in
                // Through the bytes: Data's own iterator costs a call per byte.
                guard !data.withUnsafeBytes({ $0.contains(0) }), let source = String(data: data, encoding: .utf8) else {
                    return FileModels(
                        models: [], extensions: [],
                        diagnostics: [
                            .error(
                                "swift.not-text", at: SourceLocation(file: file),
                                "this .swift file is not UTF-8 text; it is skipped")
                        ])
                }
                // A package's (or Tuist project's) manifest holds no models; a `Package.swift` elsewhere can.
                if isManifest(file, source) { return FileModels(models: [], extensions: [], diagnostics: []) }
                return SwiftModelReader.read(source: source, file: file)
            }
            return readFile(file, rootPath: rootPath, stamp: sources.stamps[file] ?? .none, cache: cache, read: read)
                ?? FileModels(
                    models: [], extensions: [],
                    diagnostics: [
                        .error("swift.unreadable", at: SourceLocation(file: file), "cannot read this Swift file")
                    ])
        }
        let readCoreData = { (file: String) -> FileModels in
            readFile(file, rootPath: rootPath, cache: cache) { CoreDataModelReader.read(data: $0, file: file) }
                ?? FileModels(
                    models: [], extensions: [],
                    diagnostics: [
                        .error(
                            "coredata.unreadable", at: SourceLocation(file: file), "cannot read this Core Data model")
                    ])
        }
        let keys = sources.swiftFiles + sources.coreDataFiles
        // Files are independent: Swift files are parsed on every core, then all merged in path order.
        let files = (cache?.files ?? Stage()).run(keys: keys, input: snapshot, changes: changes) { positions in
            let swift = positions.filter { $0 < swiftCount }.parallelMap { readSwift(keys[$0]) }
            return swift + positions.filter { $0 >= swiftCount }.map { readCoreData(keys[$0]) }
        }
        guard let cache else { return ModelCatalog(files: files.values) }
        // Unchanged models give the same catalog: after a hints or doc save it is reused, not merged again.
        var (catalog, revision) = cache.catalog.value(of: files) { ModelCatalog(files: files.values) }
        catalog.revision = revision
        return catalog
    }

    /// `Package.swift` importing PackageDescription, or `Project.swift` importing ProjectDescription.
    static func isManifest(_ file: String, _ source: String) -> Bool {
        let name = file.split(separator: "/").last ?? ""
        let module =
            name == "Package.swift" ? "PackageDescription" : name == "Project.swift" ? "ProjectDescription" : nil
        guard let module else { return false }
        return source.contains("import \(module)")
    }
}

/// Path patterns for `models.exclude`: `*` within a folder name, `**` across folders, `?` one character.
enum Glob {
    static func matches(_ pattern: String, _ path: String) -> Bool {
        match(Array(pattern), 0, Array(path), 0)
    }

    private static func match(_ p: [Character], _ pi: Int, _ s: [Character], _ si: Int) -> Bool {
        if pi == p.count { return si == s.count }
        if p[pi] == "*" {
            if pi + 1 < p.count, p[pi + 1] == "*" {
                var next = pi + 2
                if next < p.count, p[next] == "/" { next += 1 }  // `**/` also matches no folder
                for start in si...s.count where match(p, next, s, start) { return true }
                return false
            }
            var index = si
            while true {
                if match(p, pi + 1, s, index) { return true }
                if index == s.count || s[index] == "/" { return false }
                index += 1
            }
        }
        guard si < s.count else { return false }
        if p[pi] == "?" { return s[si] != "/" && match(p, pi + 1, s, si + 1) }
        return p[pi] == s[si] && match(p, pi + 1, s, si + 1)
    }
}
