import Foundation
import FormsmithCore

/// Finds the model sources under the configured paths: `.swift` files and Core Data models
/// (`*.xcdatamodeld` at its current version, or a bare `*.xcdatamodel`), and reads them into one catalog.
public enum ModelSourceScanner {
    /// Folders never worth scanning for models.
    static let skippedFolders: Set<String> = ["node_modules", "DerivedData", "Pods", "Carthage", "Tests"]

    public struct Sources: Sendable, Equatable {
        /// `.swift` files, relative to the root, sorted.
        public var swiftFiles: [String]
        /// The `contents` file of each Core Data model version to read, relative to the root, sorted.
        public var coreDataFiles: [String]
    }

    /// Walks `paths` (files or folders relative to `root`), skipping hidden and build folders and `exclude` globs.
    public static func sources(in paths: [String], root: URL, exclude: [String] = []) -> Sources {
        var swift: Set<String> = []
        var coreData: Set<String> = []
        let fileManager = FileManager.default
        func isExcluded(_ path: String) -> Bool { exclude.contains { Glob.matches($0, path) } }

        for path in paths {
            let start = normalized(path)
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
            guard let walker = fileManager.enumerator(atPath: url.path) else { continue }
            while let entry = walker.nextObject() as? String {
                let name = (entry as NSString).lastPathComponent
                let relative = normalized(start.isEmpty ? entry : "\(start)/\(entry)")
                if name.hasPrefix(".") || name.hasPrefix(".build") || skippedFolders.contains(name) || isExcluded(relative) {
                    walker.skipDescendants()
                    continue
                }
                if name.hasSuffix(".xcdatamodeld") || name.hasSuffix(".xcdatamodel") {
                    walker.skipDescendants()
                    if let contents = coreDataContents(of: relative, root: root) { coreData.insert(contents) }
                } else if name.hasSuffix(".swift"), name != "Package.swift" {
                    swift.insert(relative)
                }
            }
        }
        return Sources(swiftFiles: swift.sorted(), coreDataFiles: coreData.sorted())
    }

    /// The `contents` XML of a model: a `.xcdatamodeld`'s current version (from `.xccurrentversion`,
    /// else the newest by name), or a bare `.xcdatamodel`'s own.
    static func coreDataContents(of path: String, root: URL) -> String? {
        if path.hasSuffix(".xcdatamodel") { return "\(path)/contents" }
        let folder = root.appendingPathComponent(path)
        let versions = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".xcdatamodel") }
            .sorted { $0.compare($1, options: .numeric) == .orderedAscending }
        var chosen = versions.last
        if let plist = FileManager.default.contents(atPath: folder.appendingPathComponent(".xccurrentversion").path),
           let values = try? PropertyListSerialization.propertyList(from: plist, format: nil) as? [String: Any],
           let current = values["_XCCurrentVersionName"] as? String, versions.contains(current) {
            chosen = current
        }
        return chosen.map { "\(path)/\($0)/contents" }
    }

    /// Reads and parses the files; unreadable or non-text files become diagnostics, never crashes.
    public typealias Cache = ContentCache<FileModels>

    public static func read(_ sources: Sources, root: URL, cache: Cache? = nil) -> ModelCatalog {
        // Files are independent: parse them on every core, then merge in path order.
        let swift = sources.swiftFiles.parallelMap { file -> FileModels in
            guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(file).path) else {
                return FileModels(models: [], extensions: [], diagnostics: [
                    .error("swift.unreadable", at: SourceLocation(file: file), "cannot read this Swift file")])
            }
            guard !data.contains(0), let source = String(data: data, encoding: .utf8) else {
                return FileModels(models: [], extensions: [], diagnostics: [
                    .error("swift.not-text", at: SourceLocation(file: file), "this .swift file is not UTF-8 text; it is skipped")])
            }
            return cache?.value(for: file, content: data) { SwiftModelReader.read(source: source, file: file) }
                ?? SwiftModelReader.read(source: source, file: file)
        }
        let coreData = sources.coreDataFiles.map { file -> FileModels in
            guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(file).path) else {
                return FileModels(models: [], extensions: [], diagnostics: [
                    .error("coredata.unreadable", at: SourceLocation(file: file), "cannot read this Core Data model")])
            }
            return cache?.value(for: file, content: data) { CoreDataModelReader.read(data: data, file: file) }
                ?? CoreDataModelReader.read(data: data, file: file)
        }
        return ModelCatalog(files: swift + coreData)
    }

    private static func normalized(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        if path == "." { return "" }
        while path.hasSuffix("/") { path.removeLast() }
        return path
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
