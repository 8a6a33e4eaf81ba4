import Foundation

/// A folder of this process's own for inputs that are read from disk as a build reads them;
/// one input at a time, as the regression tests may run checks side by side.
final class ProjectFolder: Sendable {
    let root: URL
    private let lock = NSLock()

    /// `files` (path → bytes) are written once; each input is written over `path` by `with`.
    init(_ name: String, files: [String: [UInt8]] = [:]) {
        root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "formsmith-fuzz-\(ProcessInfo.processInfo.processIdentifier)-\(name)")
        for (path, bytes) in files { Self.write(bytes, to: root.appendingPathComponent(path)) }
    }

    /// Runs `body` with `bytes` as the file at `path`.
    func with<Result>(_ bytes: [UInt8], at path: String, _ body: (URL) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        let url = root.appendingPathComponent(path)
        Self.write(bytes, to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return body(root)
    }

    private static func write(_ bytes: [UInt8], to url: URL) {
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        guard FileManager.default.createFile(atPath: url.path, contents: Data(bytes)) else {
            fatalError("cannot write \(url.path)")
        }
    }
}
