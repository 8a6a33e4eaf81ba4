import Foundation
import FormsmithCore
import Incremental
import ProjectFiles
import Parallel

/// Finds and reads `.hints` files wherever an app bundle gets them: every folder named `Hints`
/// in the project (an Xcode app's `MyApp/Resources/Hints/`, a package's `Sources/X/Resources/Hints/`),
/// then `M.hints` at the project root; or only the files and folders `formsmith.yml` lists.
public enum HintsLoader {
    /// The folder name SixLayer reads from its bundle.
    public static let hintsFolder = "Hints"
    /// `PresentationProfiles.hints` is a catalog of profiles, never a model, wherever it lives.
    static let profilesFile = "PresentationProfiles"
    /// Folders never searched: vendored code, build products and dependencies.
    public static let skippedFolders: Set<String> = [
        "DerivedData", "Pods", "Carthage", "node_modules", "vendor", "_site",
    ]

    public struct ParseResult: Sendable {
        public var hints: ModelHints?
        public var diagnostics: [Diagnostic]
    }

    /// Where to look: `configured` paths (files or folders, relative to the root) replace the search.
    public struct Search: Sendable {
        public var configured: [String]?
        /// Folders (relative to the root) never searched, such as the output folder.
        public var excluded: [String]
        public init(configured: [String]? = nil, excluded: [String] = []) {
            self.configured = configured
            self.excluded = excluded
        }
    }

    /// The `.hints` files of a project, relative to the root, in lookup order: configured order;
    /// else `Hints` folders shallowest first, then by path bytes, then the project root.
    public static func discover(projectRoot root: URL, search: Search = Search()) -> [(path: String, stamp: FileStamp?)]
    {
        var found: [(path: String, stamp: FileStamp?)] = []
        let excluded = Set(search.excluded)
        func isSkipped(_ relative: String, _ name: String) -> Bool {
            name.hasPrefix(".") || name.hasPrefix(".build") || skippedFolders.contains(name)
                || excluded.contains(relative)
        }
        if let configured = search.configured {
            for entry in configured {
                let path = RelativePath.projectPath(entry)
                var isDirectory: ObjCBool = false
                let url = path.isEmpty ? root : root.appendingPathComponent(path)
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
                guard isDirectory.boolValue else {
                    found.append((path, FileStamp(path: url.path)))
                    continue
                }
                var inFolder: [(path: String, stamp: FileStamp?)] = []
                DirectoryWalker.walkWithStamps(url.path) { relative, name, isFolder, stamp in
                    if isFolder { return isSkipped(relative, name) ? .skip : .descend }
                    if name.hasSuffix(".hints") && !name.hasPrefix(".") {
                        inFolder.append((path.isEmpty ? relative : "\(path)/\(relative)", stamp()))
                    }
                    return .skip
                }
                found += inFolder.sorted { $0.path.utf8Precedes($1.path) }
            }
            return found
        }
        var inHintsFolders: [(path: String, stamp: FileStamp?)] = []
        var atRoot: [(path: String, stamp: FileStamp?)] = []
        DirectoryWalker.walkWithStamps(root.path) { relative, name, isFolder, stamp in
            if name.hasSuffix(".hints") && !name.hasPrefix(".") {
                // A folder with a hints file's name is listed too, so it is reported as unreadable.
                let folder = relative.dropLast(name.utf8.count + 1)
                if relative == name {
                    atRoot.append((relative, stamp()))
                    return .skip
                } else if folder == hintsFolder || folder.hasSuffix("/" + hintsFolder) {
                    inHintsFolders.append((relative, stamp()))
                    return .skip
                }
            }
            return isFolder && !isSkipped(relative, name) ? .descend : .skip
        }
        func depth(_ path: String) -> Int { path.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "/") ? 1 : 0) } }
        inHintsFolders.sort { left, right in
            let (leftDepth, rightDepth) = (depth(left.path), depth(right.path))
            return leftDepth != rightDepth
                ? leftDepth < rightDepth : left.path.utf8Precedes(right.path)
        }
        return inHintsFolders + atRoot.sorted { $0.path.utf8Precedes($1.path) }
    }

    /// The model a hints file is for: its name without `.hints`.
    public static func modelName(ofFile path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return String(name.dropLast(".hints".count))
    }

    public static func load(projectRoot root: URL, search: Search = Search(), cache: Cache? = nil) -> HintsCatalog {
        load(projectRoot: root, files: discover(projectRoot: root, search: search), cache: cache)
    }

    /// Reads the hints `files` (`discover`'s listing, which a rebuild may keep) into one catalog.
    /// `changes`: the files that may differ since the cache's last load, of the project as it was
    /// then (`snapshot`, `serve`'s watcher knows); only their models are read again, and the
    /// catalog says which changed. Without a cache, or told `everything`, every model is read.
    public static func load(
        projectRoot root: URL, files: [(path: String, stamp: FileStamp?)], cache: Cache? = nil,
        snapshot: Revision? = nil, changes: Changes = .everything
    ) -> HintsCatalog {
        let rootPath = root.path  // once: `URL.path` costs more than the lookup it is for
        let listing = cache?.listing(of: files) ?? Listing(files)
        let (candidates, models) = (listing.candidates, listing.models)
        let read = { @Sendable (model: String) -> Reading in
            // Each file's stamp as the listing took it (one path step each, not a whole path).
            var stamps: [String: FileStamp?] = [:]
            for path in candidates[model]! { stamps[path] = .some(files[listing.indexByPath[path]!].stamp) }
            return readModel(model, paths: candidates[model]!, rootPath: rootPath, stamps: stamps, cache: cache?.files)
        }
        let catalogFiles = candidates[profilesFile] ?? []
        // A file's edit changes its model's reading; the profiles file is not a model's.
        let profilesEdited =
            switch changes {
            case .everything: true
            case .only(let paths, _): catalogFiles.contains(where: paths.contains)
            }
        let modelChanges: Changes =
            switch changes {
            case .everything: .everything
            case .only(let paths, let since):
                .only(Set(paths.lazy.filter { $0.hasSuffix(".hints") }.map(modelName(ofFile:))), since: since)
            }
        // Each model's files are independent of the others': read them on every core.
        let readings = (cache?.readings ?? Stage()).run(keys: models, input: snapshot, changes: modelChanges) {
            $0.parallelMap { read(models[$0]) }
        }
        let make = { () -> MadeCatalog in
            var catalog = HintsCatalog()
            catalog.catalogFiles = catalogFiles
            // SixLayer reads `Hints/PresentationProfiles.hints`, else the bundle's root one: the first found.
            if let path = catalog.catalogFiles.first {
                if let data = FileManager.default.contents(atPath: rootPath + "/" + path) {
                    let (profiles, diagnostics) = HintsParser.parseProfiles([UInt8](data), file: path)
                    catalog.profiles = profiles
                    catalog.diagnostics += diagnostics
                } else {
                    catalog.diagnostics.append(
                        .error("hints.unreadable", at: SourceLocation(file: path), "cannot read this profiles file"))
                }
            }
            let profileDiagnostics = catalog.diagnostics
            for (model, reading) in zip(models, readings.values) {
                catalog.diagnostics += reading.diagnostics
                catalog.filesByModel[model] = candidates[model]
                if let hints = reading.hints { catalog.hintsByModel[model] = hints }
                if reading.broken { catalog.brokenModels.insert(model) }
            }
            return MadeCatalog(catalog: catalog, profileDiagnostics: profileDiagnostics)
        }
        guard let cache else { return make().catalog }
        return cache.catalog(readings, catalogFiles: catalogFiles, profilesEdited: profilesEdited, make: make)
    }

    /// The hints files of a listing by model: worked out once per listing (`Cache.listing(of:)`).
    struct Listing: Sendable {
        var paths: [String]
        var indexByPath: [String: Int] = [:]
        /// Model name → relative paths in lookup order.
        var candidates: [String: [String]] = [:]
        /// The models, sorted; the profiles file is not one.
        var models: [String]

        init(_ files: [(path: String, stamp: FileStamp?)]) {
            paths = files.map(\.path)
            for (index, path) in paths.enumerated() where indexByPath[path] == nil {
                indexByPath[path] = index
                candidates[modelName(ofFile: path), default: []].append(path)
            }
            models = candidates.keys.sorted().filter { $0 != profilesFile }
        }
    }

    /// One model's hints, read from its files in lookup order.
    struct Reading: Equatable, Sendable {
        var hints: ModelHints?
        var broken = false
        var diagnostics: [Diagnostic] = []
    }

    /// Reads `paths`, the files found for `model`: the first that parses is SixLayer's.
    static func readModel(
        _ model: String, paths: [String], rootPath: String, stamps: [String: FileStamp?],
        cache: ContentCache<ParseResult>?
    ) -> Reading {
        var reading = Reading()
        for path in paths {
            let absolutePath = rootPath + "/" + path  // not URL: this runs for every file of every rebuild
            let parse = { (data: Data) -> ParseResult in
                let (hints, diagnostics) = HintsParser.parse([UInt8](data), modelName: model, file: path)
                return ParseResult(hints: hints, diagnostics: diagnostics)
            }
            let parsed: ParseResult? =
                if let cache {
                    cache.value(for: path, fileAt: absolutePath, stamp: stamps[path] ?? .none, compute: parse)?.value
                } else {
                    (stamps[path] ?? nil) == nil ? nil : FileManager.default.contents(atPath: absolutePath).map(parse)
                }
            guard let result = parsed else {
                reading.diagnostics.append(
                    .error("hints.unreadable", at: SourceLocation(file: path), "cannot read this hints file"))
                reading.broken = true  // the model still gets a page, which shows the error
                continue
            }
            reading.diagnostics += result.diagnostics
            if let hints = result.hints {
                reading.hints = hints
                reading.broken = false
                let others = paths.filter { $0 != path }
                if !others.isEmpty {
                    reading.diagnostics.append(
                        .warning(
                            "hints.duplicate-file", at: SourceLocation(file: others.last!),
                            "`\(model)` has hints in \(paths.joined(separator: " and ")); \(path) is read and the other\(others.count == 1 ? " is" : "s are") ignored. Keep one, or list the one you want under hints: in formsmith.yml"
                        ))
                }
                break  // first file that parses wins, as in SixLayer
            }
            reading.broken = true
        }
        return reading
    }
}
