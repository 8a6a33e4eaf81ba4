#if canImport(Glibc)
import Glibc
private let posixWrite = Glibc.write
private let posixRead = Glibc.read
#elseif canImport(Darwin)
import Darwin
private let posixWrite = Darwin.write
private let posixRead = Darwin.read
#endif
import Foundation
import CSystemShims
import FormsmithCore

/// The only code that writes the site. It builds the new site in a fresh folder next to the
/// output and swaps it in at the end, so a failed build leaves the previous site whole; it
/// replaces only a folder that it made itself (it carries `markerFile`), never a user's.
public struct SiteWriter {
    public static let markerFile = ".formsmith-site"

    public enum Failure: Error, CustomStringConvertible {
        case outputIsNotASite(String)
        case unsafePath(String)
        case io(String, path: String)

        public var description: String {
            switch self {
            case .outputIsNotASite(let path):
                "\(path) exists and was not made by Formsmith (no \(SiteWriter.markerFile)); refusing to replace it. Choose another --output or empty it"
            case .unsafePath(let path):
                "refusing to write \(path): it would leave the output folder"
            case .io(let message, let path):
                "\(path): \(message)"
            }
        }
    }

    public let output: URL

    public init(output: URL) {
        self.output = output.standardizedFileURL
    }

    /// Writes `files` as the whole new content of the output folder.
    public func write(_ files: [SiteFile]) throws(Failure) {
        for file in files where !Self.isSafeRelativePath(file.path) {
            throw .unsafePath(file.path)
        }
        let previousSite = try checkOutputIsReplaceable()
        let parent = output.deletingLastPathComponent()
        try makeDirectories(parent.path)
        removeLeftovers()
        let staging = parent.appendingPathComponent(".\(output.lastPathComponent).formsmith-new-\(getpid())")
        removeTree(staging.path)
        try makeDirectory(staging.path)
        do throws(Failure) {
            // On both cores: folders a level at a time (parents first), then the files.
            for level in Self.folders(of: files) {
                let failures = level.parallelMap { folder in Self.failure { () throws(Failure) in try makeDirectory(staging.path + "/" + folder) } }
                if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
            }
            let failures = files.parallelMap { file in
                Self.failure { () throws(Failure) in
                    let target = staging.path + "/" + file.path
                    if let previousSite, linkIfUnchanged(previousSite + "/" + file.path, to: target, contents: file.contents) { return }
                    try writeFile(target, file.contents)
                }
            }
            if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
            try writeFile(staging.path + "/" + Self.markerFile, Array("Made by Formsmith; the next build replaces this folder.\n".utf8))
            try swapIn(staging)
        } catch {
            removeTree(staging.path)
            throw error
        }
    }

    /// The folders the files go in, by depth: every folder's parent is in an earlier level.
    static func folders(of files: [SiteFile]) -> [[String]] {
        var seen: Set<Substring> = [], levels: [[String]] = []
        for file in files {
            var depth = 0
            for (index, byte) in zip(file.path.utf8.indices, file.path.utf8) where byte == UInt8(ascii: "/") {
                let folder = file.path[..<index]
                if seen.insert(folder).inserted {
                    if levels.count == depth { levels.append([]) }
                    levels[depth].append(String(folder))
                }
                depth += 1
            }
        }
        return levels
    }

    /// What `body` threw, if anything: failures cross `parallelMap` as values.
    private static func failure(_ body: () throws(Failure) -> Void) -> Failure? {
        do { try body() } catch { return error }
        return nil
    }

    /// The output may be replaced if it is missing, empty, or a previous Formsmith site (returned).
    private func checkOutputIsReplaceable() throws(Failure) -> String? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: output.path, isDirectory: &isDirectory) else { return nil }
        guard isDirectory.boolValue else { throw .outputIsNotASite(output.path) }
        if FileManager.default.fileExists(atPath: output.appendingPathComponent(Self.markerFile).path) { return output.path }
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? ["?"]
        guard contents.isEmpty else { throw .outputIsNotASite(output.path) }
        return nil
    }

    /// Hard-links the previous site's file into the new one when its bytes are `contents`: an
    /// unchanged page costs a read instead of a new file. (On ext4 without a journal, every file
    /// created soon after the last build's files were deleted costs a scan past their inodes;
    /// this made repeated builds of 2,000 pages spend most of their time creating files.) The
    /// previous site is only read; after the swap, removing it leaves the linked files in place.
    private func linkIfUnchanged(_ previous: String, to target: String, contents: [UInt8]) -> Bool {
        var info = stat()
        guard lstat(previous, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_mode & 0o7777 == Self.newFileMode,
              info.st_nlink == 1, Int(info.st_size) == contents.count else { return false }
        let descriptor = open(previous, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var existing = [UInt8](repeating: 0, count: contents.count + 1)  // one more: a file that grew reads longer
        var filled = 0
        while filled < existing.count {
            let result = existing.withUnsafeMutableBytes { posixRead(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else { break }
            filled += result
        }
        guard filled == contents.count else { return false }
        let same = contents.isEmpty || existing.withUnsafeBytes { old in
            contents.withUnsafeBytes { new in memcmp(old.baseAddress!, new.baseAddress!, contents.count) == 0 }
        }
        return same && link(previous, target) == 0
    }

    /// The mode `writeFile` gives a file under this process's umask: only such files are linked.
    private static let newFileMode: mode_t = {
        let mask = umask(0)
        umask(mask)
        return 0o644 & ~mask
    }()

    /// Puts the new site in place. Where the system can swap two folders in one step, the output
    /// is at every instant either the old site or the new one, even if the process is killed.
    private func swapIn(_ staging: URL) throws(Failure) {
        let hadOutput = FileManager.default.fileExists(atPath: output.path)
        if !hadOutput {
            if rename(staging.path, output.path) != 0 { throw .io(String(cString: strerror(errno)), path: output.path) }
            return
        }
        if formsmith_exchange_paths(staging.path, output.path) == 0 {
            DirectoryWalker.removeTreeInParallel(staging.path)  // now the old site
            return
        }
        // No atomic swap here: two renames, with the old site restored if the second fails.
        let retired = output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).formsmith-old-\(getpid())")
        removeTree(retired.path)
        if rename(output.path, retired.path) != 0 {
            throw .io(String(cString: strerror(errno)), path: output.path)
        }
        if rename(staging.path, output.path) != 0 {
            let reason = String(cString: strerror(errno))
            _ = rename(retired.path, output.path)
            throw .io(reason, path: output.path)
        }
        DirectoryWalker.removeTreeInParallel(retired.path)
    }

    /// Staging and retired folders left beside the output by a build that was killed.
    private func removeLeftovers() {
        let parent = output.deletingLastPathComponent()
        let prefixes = [".\(output.lastPathComponent).formsmith-new-", ".\(output.lastPathComponent).formsmith-old-"]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? [] {
            guard let prefix = prefixes.first(where: name.hasPrefix), let pid = Int32(name.dropFirst(prefix.count)) else { continue }
            // Only folders of processes that are gone: a build running now keeps its own.
            if kill(pid, 0) != 0 && errno == ESRCH {
                removeTree(parent.appendingPathComponent(name).path)
            }
        }
    }

    /// Relative, no `..`, no empty or hidden-dot tricks: the path stays inside the output folder.
    static func isSafeRelativePath(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.contains("\\"), !path.contains("\0") else { return false }
        return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
    }

    // POSIX calls: Foundation's writers fsync every file on Linux, which costs seconds on big sites.

    private func writeFile(_ path: String, _ bytes: [UInt8]) throws(Failure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .io(String(cString: strerror(errno)), path: path) }
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                posixWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if result < 0 {
                if errno == EINTR { continue }
                throw .io(String(cString: strerror(errno)), path: path)
            }
            written += result
        }
    }

    private func makeDirectory(_ path: String) throws(Failure) {
        if mkdir(path, 0o755) != 0 && errno != EEXIST {
            throw .io(String(cString: strerror(errno)), path: path)
        }
    }

    private func makeDirectories(_ path: String) throws(Failure) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw .io("cannot create folder", path: path)
        }
    }

    private func removeTree(_ path: String) {
        DirectoryWalker.removeTree(path)
    }
}
