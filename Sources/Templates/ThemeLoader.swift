import Foundation
import FormsmithCore

/// Loads a project theme from disk and lays it over the built-in default.
public enum ThemeLoader {
    /// `name` is a theme under `ROOT/Themes/`, or a path; nil or "default" gives the built-in theme.
    public static func load(name: String?, projectRoot root: URL) -> (theme: Theme, diagnostics: [Diagnostic]) {
        guard let name, name != "default" else { return (.builtIn, []) }
        let folder: URL
        let displayPrefix: String
        if name.contains("/") {
            folder = URL(fileURLWithPath: name, relativeTo: root).standardizedFileURL
            displayPrefix = name
        } else {
            folder = root.appendingPathComponent("Themes").appendingPathComponent(name)
            displayPrefix = "Themes/\(name)"
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            return (
                .builtIn,
                [
                    .error(
                        "theme.not-found", at: SourceLocation(file: "formsmith.yml"),
                        "theme \"\(name)\" not found (looked for \(displayPrefix)/); using the default theme")
                ]
            )
        }
        var files: [String: [UInt8]] = [:]
        var origins: [String: String] = [:]
        if let walker = FileManager.default.enumerator(atPath: folder.path) {
            while let entry = walker.nextObject() as? String {
                if (entry as NSString).lastPathComponent.hasPrefix(".") { walker.skipDescendants(); continue }
                let url = folder.appendingPathComponent(entry)
                var entryIsDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &entryIsDirectory),
                    !entryIsDirectory.boolValue,
                    let data = FileManager.default.contents(atPath: url.path)
                else { continue }
                files[entry] = [UInt8](data)
                origins[entry] = "\(displayPrefix)/\(entry)"
            }
        }
        return (Theme.builtIn.overlaid(by: Theme(files: files, origins: origins)), [])
    }
}
