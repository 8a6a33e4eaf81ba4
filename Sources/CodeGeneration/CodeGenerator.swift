import Foundation

/// Every generated file of the repository, made from its declarations, and how the files on disk
/// differ from them.
public enum CodeGenerator {
    /// The files the generators make from the sources under `root`, in path order.
    public static func generate(root: URL) throws -> [GeneratedFile] {
        let markers =
            [TemplateEncoderGenerator.marker, ManifestWriterGenerator.marker, BoxedValuesGenerator.marker]
            + TemplateKeysGenerator.markers
        let declarations = try DeclarationScanner.scan(root: root, markers: markers)
        return try (generate(declarations) + themeTables(root: root)).sorted {
            $0.path.utf8.lexicographicallyPrecedes($1.path.utf8)
        }
    }

    /// The default theme's copies of the platform's tables, where `root` has the default theme.
    static func themeTables(root: URL) -> [GeneratedFile] {
        let theme = root.appendingPathComponent(ThemeTablesGenerator.assets).path
        return FileManager.default.fileExists(atPath: theme) ? ThemeTablesGenerator.generate() : []
    }

    public static func generate(_ declarations: [StructDeclaration]) throws -> [GeneratedFile] {
        let files =
            try TemplateEncoderGenerator.generate(declarations) + ManifestWriterGenerator.generate(declarations)
            + BoxedValuesGenerator.generate(declarations) + (try TemplateKeysGenerator.generate(declarations))
        return files.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    }

    /// What is out of date under `root`: generated files whose text differs or that are missing,
    /// and files marked generated that no generator makes any more (left behind by a move).
    public static func staleFiles(root: URL, expected: [GeneratedFile]) throws -> [String] {
        var stale: [String] = []
        for file in expected {
            let onDisk = try? String(contentsOf: root.appendingPathComponent(file.path), encoding: .utf8)
            if onDisk != file.contents { stale.append(file.path + (onDisk == nil ? " (missing)" : "")) }
        }
        let made = Set(expected.map(\.path))
        for path in try generatedOnDisk(root: root) where !made.contains(path) {
            stale.append(path + " (no longer generated)")
        }
        return stale
    }

    /// The Swift files under `root/Sources`, the pages under `root/docs` and the default theme's
    /// stylesheets and scripts that say they are generated.
    public static func generatedOnDisk(root: URL) throws -> [String] {
        let pages =
            (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)) ?? []
        let docs = pages.filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
        return (try DeclarationScanner.sourceFiles(root: root) + docs.sorted() + themeAssets(root: root)).filter {
            path in
            guard let handle = FileHandle(forReadingAtPath: root.appendingPathComponent(path).path) else {
                return false
            }
            defer { try? handle.close() }
            let start = (try? handle.read(upToCount: GeneratedFile.marker.utf8.count)) ?? Data()
            return GeneratedFile.isGenerated(String(decoding: start, as: UTF8.self))
        }
    }

    /// The default theme's stylesheets and scripts, relative to `root`, in path order.
    static func themeAssets(root: URL) -> [String] {
        let folder = ThemeTablesGenerator.assets
        let found = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
        let assets = (found?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".css") || $0.hasSuffix(".js") }
        return assets.map { folder + $0 }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}
