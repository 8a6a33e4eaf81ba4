import Foundation
import FormsmithCore
import ProjectFiles

/// One place a project keeps Markdown, and the folder of the site its pages land in: `docs/` itself,
/// another folder (`Documentation/` → `docs/Documentation/`), one file, or a DocC catalog
/// (`Sources/MyKit/MyKit.docc` → `docs/MyKit/`).
public struct DocsSource: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case folder, file
        /// A DocC catalog and the module it documents (the target folder it sits in, else its own name).
        case catalog(module: String)
    }

    /// Relative to the project root: `docs`, `Documentation`, `Sources/MyKit/MyKit.docc`, `README.md`.
    public var path: String
    public var kind: Kind
    /// The folder under the site's `docs/` its pages go to; empty for `docs/` itself and single files.
    public var sitePrefix: String

    public init(path: String, kind: Kind, sitePrefix: String) {
        self.path = path
        self.kind = kind
        self.sitePrefix = sitePrefix
    }

    public var module: String? {
        if case .catalog(let module) = kind { return module }
        return nil
    }

    /// A folder source for `path`: `docs` is the site's docs folder, others keep their own name.
    static func folder(_ path: String) -> DocsSource {
        if path.hasSuffix(".docc") { return catalog(path) }
        let name = (path as NSString).lastPathComponent
        return DocsSource(path: path, kind: .folder, sitePrefix: isDocsFolder(path) ? "" : name)
    }

    /// `docs` in any case (`Docs/` is as common): the site's own docs folder.
    static func isDocsFolder(_ path: String) -> Bool { path.lowercased() == DocsLoader.docsFolder }

    /// A catalog documents the module whose target folder holds it (`Sources/MyKit/Documentation.docc`
    /// → `MyKit`), as SwiftPM builds it; elsewhere the catalog's own name stands for the module.
    static func catalog(_ path: String) -> DocsSource {
        let parts = path.split(separator: "/").map(String.init)
        let name = String(parts.last!.dropLast(".docc".count))
        let module = parts.count >= 3 && parts[parts.count - 3] == "Sources" ? parts[parts.count - 2] : name
        return DocsSource(path: path, kind: .catalog(module: module), sitePrefix: module)
    }

    /// Whether `file` (relative to the root) is this source or inside it.
    func contains(_ file: String) -> Bool {
        file == path || path.isEmpty || (file.hasPrefix(path) && file.utf8.dropFirst(path.utf8.count).first == 0x2F)
    }

    /// Where a file of this source is published (`Documentation/img/a.png` → `docs/Documentation/img/a.png`).
    func sitePath(ofFile file: String) -> String {
        let inside = file == path ? (file as NSString).lastPathComponent : String(file.dropFirst(path.count + 1))
        return sitePrefix.isEmpty
            ? "\(DocsLoader.docsFolder)/\(inside)" : "\(DocsLoader.docsFolder)/\(sitePrefix)/\(inside)"
    }
}

/// Finds the docs sources of a project: the configured `docs.paths`, else `docs/`, `Documentation/` (in any case),
/// every `*.docc` catalog and `README.md`.
public enum DocsSources {
    /// Folders never searched for catalogs: the same as for hints.
    static let skippedFolders: Set<String> = [
        "DerivedData", "Pods", "Carthage", "node_modules", "vendor", "_site",
    ]

    /// `configured` paths (from `formsmith.yml`, located for diagnostics) replace the search.
    public static func find(
        projectRoot root: URL, configured: [String]?, configuredAt location: SourceLocation? = nil,
        excluded: [String] = []
    ) -> (sources: [DocsSource], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        func kind(of path: String) -> Bool? {
            var isDirectory: ObjCBool = false
            let full = path.isEmpty ? root.path : root.path + "/" + path
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory) else { return nil }
            return isDirectory.boolValue
        }
        if let configured {
            var sources: [DocsSource] = []
            for entry in configured {
                let path = RelativePath.projectPath(entry)
                switch kind(of: path) {
                case true?: sources.append(.folder(path))
                case false? where DocsLoader.isMarkdown(path):
                    sources.append(DocsSource(path: path, kind: .file, sitePrefix: ""))
                case false?:
                    diagnostics.append(
                        .warning(
                            "config.invalid-docs-path", at: location ?? SourceLocation(file: "formsmith.yml"),
                            "docs.paths lists `\(entry)`, which is neither a folder nor a Markdown file; it is skipped")
                    )
                case nil:
                    diagnostics.append(
                        .warning(
                            "config.invalid-docs-path", at: location ?? SourceLocation(file: "formsmith.yml"),
                            "docs.paths lists `\(entry)`, which does not exist; it is skipped"))
                }
            }
            return (sources, diagnostics)
        }
        var sources: [DocsSource] = []
        // The conventional folders in any case (`docs/`, `Docs/`, `Documentation/`), `docs` first.
        let conventional = [DocsLoader.docsFolder, "documentation"]
        let rootEntries = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        for name in conventional {
            for folder in rootEntries.filter({ $0.lowercased() == name }).sorted(by: { $0.utf8Precedes($1) })
            where kind(of: folder) == true {
                sources.append(.folder(folder))
            }
        }
        // The folders already sources are walked once, by `DocFiles`, which finds their catalogs.
        let excludedSet = Set(excluded).union(sources.map(\.path))
        var catalogs: [String] = []
        DirectoryWalker.walk(root.path) { relative, name, isFolder in
            guard isFolder else { return .skip }
            if name.hasPrefix(".") || name.hasPrefix(".build") || skippedFolders.contains(name)
                || excludedSet.contains(relative)
            {
                return .skip
            }
            if name.hasSuffix(".docc") {
                catalogs.append(relative)
                return .skip
            }
            return .descend
        }
        sources += catalogs.sorted { $0.utf8Precedes($1) }.map(DocsSource.catalog)
        if kind(of: "README.md") == false {
            sources.append(DocsSource(path: "README.md", kind: .file, sitePrefix: ""))
        }
        return (sources, diagnostics)
    }
}
