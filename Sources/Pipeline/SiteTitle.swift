import Foundation
import ProjectFiles

/// The site's title: what the app or package is called, not the folder it was cloned into. In
/// order: `title:` in `formsmith.yml`; the Xcode project's name (`MyApp.xcodeproj`, else
/// `MyApp.xcworkspace`, at the root or one folder down); the package's name in the root
/// `Package.swift`; XcodeGen's `name:` in `project.yml`; the README's first heading as text;
/// and only then the folder's name.
public enum SiteTitle {
    /// Folders whose projects are not the app's: dependencies and build products.
    static let skippedFolders: Set<String> = [
        "Pods", "Carthage", "DerivedData", "node_modules", "vendor", "Vendor", "build", "Build", "_site",
    ]

    public static func find(projectRoot root: URL, configured: String?) -> String {
        if let configured, !configured.trimmingCharacters(in: .whitespaces).isEmpty { return configured }
        let heading = readmeHeading(root: root)
        let name =
            xcodeProjectName(root: root) ?? packageName(root: root) ?? xcodeGenName(root: root) ?? heading
            ?? root.lastPathComponent
        // The README writes the name as people read it: `notes` (a folder, a package) is its "Notes".
        if let heading, heading != name, heading.lowercased() == name.lowercased() { return heading }
        return name
    }

    /// `MyApp.xcodeproj` (before a workspace of the same folder) at the root, else one folder down.
    static func xcodeProjectName(root: URL) -> String? {
        let entries = sortedEntries(root.path)
        if let name = xcodeName(in: entries) { return name }
        for folder in entries
        where !folder.hasPrefix(".") && !skippedFolders.contains(folder) && !folder.hasSuffix(".xcodeproj")
            && !folder.hasSuffix(".xcworkspace") && isFolder(root.path + "/" + folder)
        {
            if let name = xcodeName(in: sortedEntries(root.path + "/" + folder)) { return name }
        }
        return nil
    }

    private static func xcodeName(in entries: [String]) -> String? {
        for suffix in [".xcodeproj", ".xcworkspace"] {
            if let found = entries.first(where: { $0.hasSuffix(suffix) && $0.count > suffix.count }) {
                return String(found.dropLast(suffix.count))
            }
        }
        return nil
    }

    /// `let package = Package(name: "Foo", …)` in the root `Package.swift`.
    static func packageName(root: URL) -> String? {
        guard let text = try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        else { return nil }
        return firstMatch(#"\bPackage\s*\(\s*name\s*:\s*"([^"\\]+)""#, in: text)
    }

    /// XcodeGen's top-level `name: Foo` in `project.yml`.
    static func xcodeGenName(root: URL) -> String? {
        guard let text = try? String(contentsOf: root.appendingPathComponent("project.yml"), encoding: .utf8)
        else { return nil }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) where line.hasPrefix("name:") {
            var value = line.dropFirst("name:".count).trimmingCharacters(in: .whitespaces)
            if let comment = value.range(of: " #") { value = String(value[..<comment.lowerBound]) }
            value = value.trimmingCharacters(in: CharacterSet(charactersIn: "\"' "))
            return value.isEmpty ? nil : value
        }
        return nil
    }

    /// The README's first heading (`# Foo`, `Foo` over `===`, or `<h1>`), as text: its badges and
    /// images dropped, its links and HTML reduced to their text; nil when that leaves nothing.
    static func readmeHeading(root: URL) -> String? {
        guard
            let name = sortedEntries(root.path).first(where: {
                ["readme.md", "readme.markdown", "readme"].contains($0.lowercased())
            }),
            let text = try? String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
        else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: CharacterSet(charactersIn: "\r"))
        }
        var inFence = false
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                inFence.toggle()
                continue
            }
            if inFence { continue }
            var heading: String?
            if let atx = firstMatch(#"^ {0,3}#(?!#)\s+(.*?)(?:\s+#+\s*)?$"#, in: line) ?? (trimmed == "#" ? "" : nil) {
                heading = atx
            } else if trimmed.lowercased().hasPrefix("<h1") {
                heading = trimmed
            } else if !trimmed.isEmpty, index + 1 < lines.count,
                lines[index + 1].range(of: #"^ {0,3}=+\s*$"#, options: .regularExpression) != nil
            {
                heading = trimmed
            }
            guard let heading else { continue }
            let plain = plainText(heading)
            return plain.isEmpty || genericHeadings.contains(plain.lowercased()) ? nil : plain
        }
        return nil
    }

    /// README headings that say what the page is, not what the app is called.
    static let genericHeadings: Set<String> = [
        "readme", "introduction", "overview", "about", "getting started", "documentation", "example",
        "examples", "example code", "sample code", "sample", "demo", "table of contents", "contents", "description",
        "summary", "installation", "usage", "welcome",
    ]

    /// `[![CI](badge.svg)](ci) **Foo** <img src="x">` → `Foo`.
    static func plainText(_ markdown: String) -> String {
        var text = markdown
        let rules: [(String, String)] = [
            (#"\[!\[[^\]]*\]\([^)]*\)\]\([^)]*\)"#, ""),  // a linked image: a badge
            (#"!\[[^\]]*\]\([^)]*\)"#, ""),  // an image
            (#"!\[[^\]]*\]\[[^\]]*\]"#, ""),  // an image by reference
            (#"\[([^\]]*)\]\([^)]*\)"#, "$1"),  // a link: its text
            (#"\[([^\]]*)\]\[[^\]]*\]"#, "$1"),  // a link by reference
            (#"<[^>]*>"#, ""),  // HTML tags
            (#"[*_`~]"#, ""),  // emphasis and code marks
            (#"\s+"#, " "),
        ]
        for (pattern, replacement) in rules {
            text = text.replacingOccurrences(of: pattern, with: replacement, options: .regularExpression)
        }
        for (entity, character) in [("&amp;", "&"), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&nbsp;", " ")] {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        return text.trimmingCharacters(in: .whitespaces)
    }

    private static func firstMatch(_ pattern: String, in text: String) -> String? {
        guard let expression = try? NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines]),
            let match = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
            let range = Range(match.range(at: 1), in: text)
        else { return nil }
        return String(text[range])
    }

    private static func sortedEntries(_ path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted { $0.utf8Precedes($1) }
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
