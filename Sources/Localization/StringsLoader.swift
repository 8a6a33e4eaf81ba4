import Foundation
import FormsmithCore
import ProjectFiles
import HintsFormat

/// Finds and reads the app's strings: every `*.xcstrings`, and every `.strings` and `.stringsdict`
/// table in each `*.lproj`, wherever they are (or only under `localization.paths`); the `Localizable`
/// table first, then the others by name.
public enum StringsLoader {
    /// `formsmith.yml`'s `localization:` block.
    public struct Settings: Sendable, Equatable {
        /// Files or folders to search; nil searches the whole project.
        public var paths: [String]?
        /// The `localizationNamespace` the app gives SixLayer.
        public var namespace: String?
        /// The languages to show; nil shows every language the strings have.
        public var languages: [String]?
        /// Where `languages` is written, for a code nobody knows.
        public var languagesLocation: SourceLocation?
        public var sourceLanguage: String?

        public init(
            paths: [String]? = nil, namespace: String? = nil, languages: [String]? = nil, sourceLanguage: String? = nil
        ) {
            self.paths = paths
            self.namespace = namespace
            self.languages = languages
            self.sourceLanguage = sourceLanguage
        }
    }

    /// Tables that are not the app's UI strings, and what they hold instead: listed by `discover`
    /// (an edit to them is a change) and skipped by `load`, with a note.
    static let otherTables = [
        "InfoPlist": "the Info.plist's strings (the app's name, permission prompts)",
        "AppShortcuts": "App Shortcuts' phrases",
    ]

    /// The strings files, sorted by path, each with its stamp.
    public static func discover(
        root: URL, settings: Settings, excluded: [String]
    ) -> [(path: String, stamp: FileStamp?)] {
        var found: [(path: String, stamp: FileStamp?)] = []
        let excluded = Set(excluded)
        for entry in settings.paths ?? [""] {
            let base = RelativePath.projectPath(entry)
            let url = base.isEmpty ? root : root.appendingPathComponent(base)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
            guard isFolder.boolValue else {
                if isStringsFile(base) { found.append((base, FileStamp(path: url.path))) }
                continue
            }
            DirectoryWalker.walkWithStamps(url.path) { relative, name, isDirectory, stamp in
                let path = base.isEmpty ? relative : base + "/" + relative
                if isDirectory {
                    // Xcode's checked-out packages are other projects: only SixLayer's catalog is read there.
                    return name.hasPrefix(".") || HintsLoader.skippedFolders.contains(name) || name == "SourcePackages"
                        || excluded.contains(path)
                        ? .skip : .descend
                }
                if isStringsFile(path) { found.append((path, stamp())) }
                return .skip
            }
        }
        // SixLayer's own catalog, where a build checked the package out.
        for path in frameworkCatalogs(root: root) {
            if let stamp = FileStamp(path: fileURL(path, root: root).path) { found.append((path, stamp)) }
        }
        return found.sorted { $0.path.utf8Precedes($1.path) }
    }

    /// A listed file's place: relative to the project, or absolute (SixLayer's catalog in DerivedData).
    static func fileURL(_ path: String, root: URL) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
    }

    /// A String Catalog anywhere, or a strings table (`.strings`, `.stringsdict`) of any name in an `.lproj`.
    static func isStringsFile(_ path: String) -> Bool {
        if path.hasSuffix(".xcstrings") { return true }
        return (path.hasSuffix(".strings") || path.hasSuffix(".stringsdict")) && lprojLanguage(path) != nil
    }

    /// `Forms` of `…/de.lproj/Forms.strings` or `…/Forms.xcstrings`: the table `Text(_:tableName:)` names.
    static func tableName(_ path: String) -> Substring {
        let name = path.split(separator: "/").last ?? Substring(path)
        return name.lastIndex(of: ".").map { name[..<$0] } ?? name
    }

    /// `de` of `…/de.lproj/Localizable.strings`; nil outside an `.lproj` folder.
    static func lprojLanguage(_ path: String) -> String? {
        let parts = path.split(separator: "/")
        guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") else { return nil }
        return String(parts[parts.count - 2].dropLast(6))
    }

    /// SixLayer's own catalog, read only for its `SixLayerFramework.…` keys.
    static func isFrameworkCatalog(_ path: String) -> Bool {
        path.lowercased().contains("sixlayer") && path.hasSuffix("Framework/Resources/Localizable.xcstrings")
    }
}
