import Foundation
import FormsmithCore

/// Finds the `.swift` files under the configured model paths and reads them into a catalog.
public enum SwiftSourceScanner {
    /// Folders never worth scanning for models.
    static let skippedFolders: Set<String> = [".build", "node_modules", "DerivedData", "Pods", "Carthage", ".git", ".swiftpm"]

    /// Relative paths of every `.swift` file under `paths` (files or folders, relative to `root`), sorted.
    public static func swiftFiles(in paths: [String], root: URL, excluding excluded: [String] = []) -> [String] {
        var found: Set<String> = []
        let fileManager = FileManager.default
        for path in paths {
            let start = root.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: start.path, isDirectory: &isDirectory) else { continue }
            if !isDirectory.boolValue {
                if path.hasSuffix(".swift") { found.insert(normalized(path)) }
                continue
            }
            guard let walker = fileManager.enumerator(atPath: start.path) else { continue }
            while let entry = walker.nextObject() as? String {
                let name = (entry as NSString).lastPathComponent
                let relative = normalized(path == "." || path.isEmpty ? entry : "\(path)/\(entry)")
                if name.hasPrefix(".") || skippedFolders.contains(name) || name.hasPrefix(".build")
                    || excluded.contains(where: { relative == $0 || relative.hasPrefix($0 + "/") }) {
                    walker.skipDescendants()
                    continue
                }
                if name.hasSuffix(".swift"), name != "Package.swift" { found.insert(relative) }
            }
        }
        return found.sorted()
    }

    /// Reads and parses the files; unreadable or non-UTF-8 files become diagnostics.
    public static func read(files: [String], root: URL) -> ModelCatalog {
        var results: [SwiftFileModels] = []
        for file in files {
            guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(file).path) else {
                results.append(SwiftFileModels(models: [], extensions: [], diagnostics: [
                    .error("swift.unreadable", at: SourceLocation(file: file), "cannot read this Swift file")]))
                continue
            }
            guard let source = String(data: data, encoding: .utf8), !data.contains(0) else {
                results.append(SwiftFileModels(models: [], extensions: [], diagnostics: [
                    .error("swift.not-text", at: SourceLocation(file: file), "this .swift file is not UTF-8 text; it is skipped")]))
                continue
            }
            results.append(SwiftModelReader.read(source: source, file: file))
        }
        return ModelCatalog(files: results)
    }

    private static func normalized(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        return path
    }
}
