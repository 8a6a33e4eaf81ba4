import Foundation

/// The base side of `formsmith diff`: a folder as it is, or a git revision exported into a
/// temporary folder (`git archive`), removed again afterwards.
struct BaseCheckout {
    enum Failure: Error, CustomStringConvertible {
        case notARepository(String)
        case git(String)

        var description: String {
            switch self {
            case .notARepository(let path):
                "\(path) is not a folder or inside a git repository, so --base cannot be a revision"
            case .git(let message): message
            }
        }
    }

    /// The project root on the base side.
    let root: URL
    private let temporary: URL?

    /// `base` is a folder (relative to the current folder) or a revision of the repository holding `projectRoot`.
    init(base: String, projectRoot: URL) throws {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let folder = URL(fileURLWithPath: base, relativeTo: cwd).standardizedFileURL
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue {
            root = folder
            temporary = nil
            return
        }
        let top = try Self.git(
            ["-C", projectRoot.path, "rev-parse", "--show-toplevel"], failure: .notARepository(projectRoot.path))
        let repository = URL(fileURLWithPath: top.trimmingCharacters(in: .whitespacesAndNewlines)).standardizedFileURL
        let resolvedRoot = projectRoot.resolvingSymlinksInPath().path
        let resolvedTop = repository.resolvingSymlinksInPath().path
        let subpath = resolvedRoot == resolvedTop ? "" : String(resolvedRoot.dropFirst(resolvedTop.count + 1))

        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "formsmith-base-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        do {
            let archive = scratch.appendingPathComponent("base.tar")
            _ = try Self.git(
                ["-C", repository.path, "archive", "--format=tar", "-o", archive.path, base, "--"],
                failure: .git("git cannot export revision \(base)"))
            let tree = scratch.appendingPathComponent("tree")
            try FileManager.default.createDirectory(at: tree, withIntermediateDirectories: true)
            try Self.run(
                "/usr/bin/env", ["tar", "-xf", archive.path, "-C", tree.path],
                failure: .git("cannot unpack revision \(base)"))
            root = subpath.isEmpty ? tree : tree.appendingPathComponent(subpath)
            temporary = scratch
        } catch {
            try? FileManager.default.removeItem(at: scratch)
            throw error
        }
    }

    func cleanUp() {
        if let temporary { try? FileManager.default.removeItem(at: temporary) }
    }

    @discardableResult
    private static func git(_ arguments: [String], failure: Failure) throws -> String {
        try run("/usr/bin/env", ["git"] + arguments, failure: failure)
    }

    @discardableResult
    private static func run(_ executable: String, _ arguments: [String], failure: Failure) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let detail = String(decoding: errorData, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            if case .git(let message) = failure {
                throw Failure.git(detail.isEmpty ? message : "\(message): \(detail)")
            }
            throw failure
        }
        return String(decoding: data, as: UTF8.self)
    }
}
