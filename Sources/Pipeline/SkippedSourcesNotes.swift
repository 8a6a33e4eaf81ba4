import Foundation
import FormsmithCore
import HintsFormat
import ProjectFiles

/// What a build leaves unread on purpose, one note each for `check --info`: a Core Data model's
/// older versions (its current one is read), and the dependency and build folders no search enters.
enum SkippedSourcesNotes {
    /// Folders every search skips, and what they hold.
    static let folders: [(name: String, holds: String)] = [
        ("Pods", "CocoaPods' dependencies"), ("Carthage", "Carthage's dependencies"),
        ("DerivedData", "Xcode's build products"), ("node_modules", "npm's packages"), ("vendor", "vendored code"),
    ]

    /// `Model.xcdatamodeld/Model 3.xcdatamodel/contents` read: one note naming the versions left unread and why.
    static func coreDataVersions(_ coreDataFiles: [String], root: URL) -> [Diagnostic] {
        coreDataFiles.compactMap { file in
            let parts = file.split(separator: "/").map(String.init)
            guard parts.count >= 3, parts[parts.count - 3].hasSuffix(".xcdatamodeld") else { return nil }
            let bundle = parts.dropLast(2).joined(separator: "/")
            let current = parts[parts.count - 2]
            let versions = ((try? FileManager.default.contentsOfDirectory(atPath: root.path + "/" + bundle)) ?? [])
                .filter { $0.hasSuffix(".xcdatamodel") && $0 != current }.sortedNaturally()
            guard !versions.isEmpty else { return nil }
            let named = FileManager.default.fileExists(atPath: root.path + "/" + bundle + "/.xccurrentversion")
            let why = named ? "named by .xccurrentversion" : "the highest version number"
            let older = versions.map { "`\(versionName($0))`" }.joined(separator: ", ")
            return Diagnostic(
                .info, "model.skipped-version", at: SourceLocation(file: bundle),
                "older Core Data model \(versions.count == 1 ? "version" : "versions") \(older) not read: `\(versionName(current))` is the current one (\(why))"
            )
        }
    }

    /// Each dependency or build folder at the root or one folder down: one note, not one per file in it.
    static func skippedFolders(root: URL, excluded: [String]) -> [Diagnostic] {
        let names = Dictionary(uniqueKeysWithValues: folders.map { ($0.name, $0.holds) })
        var notes: [Diagnostic] = []
        func look(in folder: String, depth: Int) {
            let path = folder.isEmpty ? root.path : root.path + "/" + folder
            // Only a known folder's name, or at the root a folder to look into, can matter: the
            // rest of a folder of ten thousand models or hints is neither sorted nor looked at,
            // as this runs on every rebuild.
            let descends = { (entry: String) in
                depth == 0 && !entry.hasPrefix(".") && !HintsLoader.skippedFolders.contains(entry)
            }
            // Below the root only the known names matter: asked for by name, a stat each, so a
            // folder of ten thousand hints is listed (for the names as spelled) only when one is there.
            if depth == 1 && !names.keys.contains(where: { isFolder(path + "/" + $0) }) { return }
            let entries = DirectoryWalker.names(in: path)
                .filter { names[$0] != nil || descends($0) }
                .sorted { $0.utf8Precedes($1) }
            for entry in entries {
                let relative = folder.isEmpty ? entry : folder + "/" + entry
                guard isFolder(root.path + "/" + relative), !excluded.contains(relative) else { continue }
                if let holds = names[entry] {
                    notes.append(
                        Diagnostic(
                            .info, "model.skipped-folder", at: SourceLocation(file: relative + "/"),
                            "\(relative)/ is skipped: it holds \(holds), not the app's models, hints or docs"))
                } else if descends(entry) {
                    look(in: relative, depth: 1)
                }
            }
        }
        look(in: "", depth: 0)
        return notes
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}

/// `Model 2.xcdatamodel` → `Model 2`.
private func versionName(_ name: String) -> String { String(name.dropLast(".xcdatamodel".count)) }
