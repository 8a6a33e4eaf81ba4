import Foundation

/// A project written into a fresh temporary folder, for tests that build one from a few files.
enum TemporaryProject {
    /// A new folder named `<prefix>-<UUID>` holding `files` (path → text); the caller removes it.
    static func make(_ prefix: String, files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try write(files, in: root)
        return root
    }

    /// Writes each file under `root`, making its folders.
    static func write(_ files: [String: String], in root: URL) throws {
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }
}
