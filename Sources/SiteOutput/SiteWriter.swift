#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Synchronization
import CSystemShims
import FormsmithCore
import ProjectFiles
import Parallel

/// The only code that writes the site. It builds the new site in a fresh folder next to the
/// output and swaps it in at the end, so a failed build leaves the previous site whole; it
/// replaces only a folder that it made itself (it carries `markerFile`), never a user's.
public struct SiteWriter: Sendable {
    public static let markerFile = ".formsmith-site"
    /// The previous site's folders, emptied of files, which the next build fills: on ext4, making
    /// folders where many were just removed costs a scan past the removed ones, which was a fifth
    /// of writing a big site. Hidden, inside the output, holding no file.
    static let keptFolders = ".formsmith-folders"

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
        // The last build's folders, if it left them (a real folder, never a link): the new site is
        // written into them. Only on Linux, whose ext4 is why, and whose folder names differ by
        // case: where names do not, a folder renamed by case would keep its old name.
        var reusesFolders = false
        #if os(Linux)
        if let previousSite {
            let kept = previousSite + "/" + Self.keptFolders
            var info = stat()
            reusesFolders =
                lstat(kept, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR && rename(kept, staging.path) == 0
        }
        #endif
        if !reusesFolders { try makeDirectory(staging.path) }
        return NewSite(writer: self, staging: staging, previousSite: previousSite, reusesFolders: reusesFolders)
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

    /// Puts the new site in place. Where the system can swap two folders in one step, the output
    /// is at every instant either the old site or the new one, even if the process is killed.
    func swapIn(_ staging: URL) throws(Failure) {
        let hadOutput = FileManager.default.fileExists(atPath: output.path)
        if !hadOutput {
            if rename(staging.path, output.path) != 0 { throw .io(String(cString: strerror(errno)), path: output.path) }
            return
        }
        if formsmith_exchange_paths(staging.path, output.path) == 0 {
            retire(staging.path)  // now the old site
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
        retire(retired.path)
    }

    /// Removes the old site's files and keeps its folders in the new site for the next build
    /// (`keptFolders`); removes them too where that cannot be done. An old site that is a link
    /// (an output given as a link to a folder) is removed as a link, its folder untouched.
    private func retire(_ oldSite: String) {
        if DirectoryWalker.removeFilesInParallel(oldSite), rename(oldSite, output.path + "/" + Self.keptFolders) == 0 {
            return
        }
        DirectoryWalker.removeTreeInParallel(oldSite)
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
        // By byte: `String.contains` with a string argument goes through Foundation's search, per file.
        guard !path.isEmpty, !path.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == 0 }),
            path.utf8.first != UInt8(ascii: "/")
        else { return false }
        return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy {
            !$0.isEmpty && $0 != "." && $0 != ".."
        }
    }

}
