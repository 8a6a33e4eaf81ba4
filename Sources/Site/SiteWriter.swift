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
import Synchronization
import CSystemShims
import FormsmithCore

/// The only code that writes the site. It builds the new site in a fresh folder next to the
/// output and swaps it in at the end, so a failed build leaves the previous site whole; it
/// replaces only a folder that it made itself (it carries `markerFile`), never a user's.
public struct SiteWriter: Sendable {
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
        let site = try begin()
        _ = files.parallelMap { site.add($0) }  // on both cores
        try site.finish()
    }

    /// Starts the new site in a fresh folder beside the output, so a build can add each page as
    /// soon as it is rendered instead of holding every page until the end.
    public func begin() throws(Failure) -> NewSite {
        let previousSite = try checkOutputIsReplaceable()
        let parent = output.deletingLastPathComponent()
        try makeDirectories(parent.path)
        removeLeftovers()
        let staging = parent.appendingPathComponent(".\(output.lastPathComponent).formsmith-new-\(getpid())")
        removeTree(staging.path)
        try makeDirectory(staging.path)
        return NewSite(writer: self, staging: staging, previousSite: previousSite)
    }

    /// A site being written: files go into the staging folder from any thread; `finish` swaps it
    /// in whole, and a site that is never finished is removed, leaving the previous one.
    public final class NewSite: Sendable {
        private struct State: Sendable {
            var folders: Set<Substring> = []
            var failure: Failure?
            var finished = false
            var byteCount = 0
        }

        private let writer: SiteWriter
        private let staging: URL
        private let previousSite: String?
        private let state = Mutex(State())
        /// Bytes of the files added so far.
        public var byteCount: Int { state.withLock { $0.byteCount } }

        fileprivate init(writer: SiteWriter, staging: URL, previousSite: String?) {
            (self.writer, self.staging, self.previousSite) = (writer, staging, previousSite)
        }

        deinit {
            if !state.withLock({ $0.finished }) { DirectoryWalker.removeTree(staging.path) }
        }

        /// Writes one file of the site (a previous site's unchanged file is linked). A failure is
        /// kept for `finish` to report, so pages can be added from `parallelMap`.
        public func add(_ file: SiteFile) {
            do throws(Failure) {
                guard SiteWriter.isSafeRelativePath(file.path) else { throw .unsafePath(file.path) }
                try makeFolders(of: file.path)
                let target = staging.path + "/" + file.path
                let linked =
                    previousSite.map {
                        writer.linkIfUnchanged($0 + "/" + file.path, to: target, contents: file.contents)
                    } ?? false
                if !linked { try writer.writeFile(target, file.contents) }
                state.withLock { $0.byteCount += file.contents.count }
            } catch {
                state.withLock { if $0.failure == nil { $0.failure = error } }
            }
        }

        /// The folders above `path`, parents first; made under the lock, so a file never goes into
        /// a folder another thread has only promised.
        private func makeFolders(of path: String) throws(Failure) {
            try state.withLock { (state) throws(Failure) in
                for (index, byte) in zip(path.utf8.indices, path.utf8) where byte == UInt8(ascii: "/") {
                    let folder = path[..<index]
                    if !state.folders.contains(folder) {
                        try writer.makeDirectory(staging.path + "/" + folder)
                        state.folders.insert(folder)
                    }
                }
            }
        }

        /// Puts the new site in place of the output, or removes it and throws the first failure.
        public func finish() throws(Failure) {
            let failure = state.withLock { state in
                state.finished = true
                return state.failure
            }
            do throws(Failure) {
                if let failure { throw failure }
                try writer.writeFile(
                    staging.path + "/" + SiteWriter.markerFile,
                    Array("Made by Formsmith; the next build replaces this folder.\n".utf8))
                try writer.swapIn(staging)
            } catch {
                DirectoryWalker.removeTree(staging.path)
                throw error
            }
        }
    }

    /// The output may be replaced if it is missing, empty, or a previous Formsmith site (returned).
    private func checkOutputIsReplaceable() throws(Failure) -> String? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: output.path, isDirectory: &isDirectory) else { return nil }
        guard isDirectory.boolValue else { throw .outputIsNotASite(output.path) }
        if FileManager.default.fileExists(atPath: output.appendingPathComponent(Self.markerFile).path) {
            return output.path
        }
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? ["?"]
        guard contents.isEmpty else { throw .outputIsNotASite(output.path) }
        return nil
    }

    /// Hard-links the previous site's file into the new one when its bytes are `contents`: an
    /// unchanged page costs a read instead of a new file. (On ext4 without a journal, every file
    /// created soon after the last build's files were deleted costs a scan past their inodes;
    /// this made repeated builds of 2,000 pages spend most of their time creating files.) The
    /// previous site is only read; after the swap, removing it leaves the linked files in place.
    fileprivate func linkIfUnchanged(_ previous: String, to target: String, contents: [UInt8]) -> Bool {
        var info = stat()
        guard lstat(previous, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
            info.st_mode & 0o7777 == Self.newFileMode,
            info.st_nlink == 1, Int(info.st_size) == contents.count
        else { return false }
        let descriptor = open(previous, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var existing = [UInt8](repeating: 0, count: contents.count + 1)  // one more: a file that grew reads longer
        var filled = 0
        while filled < existing.count {
            let result = existing.withUnsafeMutableBytes {
                posixRead(descriptor, $0.baseAddress! + filled, $0.count - filled)
            }
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else { break }
            filled += result
        }
        guard filled == contents.count else { return false }
        let same =
            contents.isEmpty
            || existing.withUnsafeBytes { old in
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
    fileprivate func swapIn(_ staging: URL) throws(Failure) {
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
        let retired = output.deletingLastPathComponent().appendingPathComponent(
            ".\(output.lastPathComponent).formsmith-old-\(getpid())")
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
            guard let prefix = prefixes.first(where: name.hasPrefix), let pid = Int32(name.dropFirst(prefix.count))
            else { continue }
            // Only folders of processes that are gone: a build running now keeps its own.
            if kill(pid, 0) != 0 && errno == ESRCH {
                removeTree(parent.appendingPathComponent(name).path)
            }
        }
    }

    /// Relative, no `..`, no empty or hidden-dot tricks: the path stays inside the output folder.
    static func isSafeRelativePath(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.contains("\\"), !path.contains("\0") else { return false }
        return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy {
            !$0.isEmpty && $0 != "." && $0 != ".."
        }
    }

    // POSIX calls: Foundation's writers fsync every file on Linux, which costs seconds on big sites.

    fileprivate func writeFile(_ path: String, _ bytes: [UInt8]) throws(Failure) {
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

    fileprivate func makeDirectory(_ path: String) throws(Failure) {
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
