#if canImport(Glibc)
import Glibc
/// What `opendir` returns.
private typealias FolderHandle = OpaquePointer
#elseif canImport(Darwin)
import Darwin
private typealias FolderHandle = UnsafeMutablePointer<DIR>
#endif
import Parallel

/// Walks a folder tree with `readdir`, because `FileManager`'s enumerator is slow on the many
/// files a rebuild lists. Like that enumerator, it lists symbolic links but never
/// follows them into folders, so a link loop cannot make it run forever.
public enum DirectoryWalker {
    public enum Decision: Sendable { case descend, skip }

    /// Calls `visit` for every entry under `root`, depth-first, with its path relative to `root`,
    /// its name, and whether it is a real folder; a folder is entered when `visit` says `.descend`.
    public static func walk(
        _ root: String, visit: (_ relative: String, _ name: String, _ isDirectory: Bool) -> Decision
    ) {
        walk(root, prefix: "") { relative, name, isDirectory, _ in visit(relative, name, isDirectory) }
    }

    /// As `walk`, and `stamp()` gives the entry's `FileStamp` (nil unless a regular file, links
    /// followed), asked of the open folder: cheaper than a `stat` of the whole path.
    public static func walkWithStamps(
        _ root: String,
        visit: (_ relative: String, _ name: String, _ isDirectory: Bool, _ stamp: () -> FileStamp?) -> Decision
    ) {
        walk(root, prefix: "", visit: visit)
    }

    private static func walk(
        _ folder: String, prefix: String, visit: (String, String, Bool, () -> FileStamp?) -> Decision
    ) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        let descriptor = dirfd(directory)
        forEachEntry(of: directory) { name, isDirectory in
            let relative = prefix.isEmpty ? name : prefix + "/" + name
            if visit(relative, name, isDirectory, { FileStamp(folder: descriptor, name: name) }) == .descend,
                isDirectory
            {
                walk(folder + "/" + name, prefix: relative, visit: visit)
            }
        }
    }

    /// The names in `folder` but `.` and `..`, in no order; none when it cannot be read. Cheaper
    /// than `FileManager.contentsOfDirectory`, which a rebuild paid for each of ten thousand names.
    public static func names(in folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        forEachEntry(of: directory) { name, _ in names.append(name) }
        return names
    }

    /// Removes `path` and, if it is a real folder, everything in it; links are removed, never
    /// followed. Calls relative to each open folder, so the kernel need not walk each full path again.
    public static func removeTree(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            unlink(path)
            return
        }
        let folder = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard folder >= 0 else { return }
        empty(folder)
        close(folder)
        rmdir(path)
    }

    /// As `removeTree`, on every core: the top levels are listed here, then their files and the
    /// folders below are removed in parallel, and the emptied top folders last, deepest first.
    /// (Removing a big site one entry at a time made up much of a docs build's write.)
    public static func removeTreeInParallel(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return removeTree(path) }
        var shells = [path], level = [path], removals: [String] = []
        // Two levels hold a site's sections (docs/, models/); below them each folder is a job.
        for _ in 0..<2 {
            var next: [String] = []
            for folder in level {
                guard let directory = opendir(folder) else { continue }
                forEachEntry(of: directory) { name, isDirectory in
                    if isDirectory { next.append(folder + "/" + name) } else { removals.append(folder + "/" + name) }
                }
                closedir(directory)
            }
            shells += next
            level = next
        }
        removals += level
        shells.removeLast(level.count)
        _ = removals.parallelMap { removeTree($0) }
        for shell in shells.reversed() { rmdir(shell) }
    }

    /// Removes every file below `path`, a real folder (a link to one is not followed), and keeps
    /// its folders, on every core; true only when no file remains (every folder listed, every
    /// file removed). One job per folder, each file removed by name in its open folder: two
    /// threads in one folder wait on its lock, and a full path is walked again for every file.
    public static func removeFilesInParallel(_ path: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return false }
        var folders: [(path: String, files: [String])] = []
        var listedAll = true
        func list(_ folder: String) {
            guard let directory = opendir(folder) else {
                listedAll = false
                return
            }
            var files: [String] = [], subfolders: [String] = []
            forEachEntry(of: directory) { name, isDirectory in
                if isDirectory { subfolders.append(name) } else { files.append(name) }
            }
            closedir(directory)
            if !files.isEmpty { folders.append((folder, files)) }
            for name in subfolders { list(folder + "/" + name) }
        }
        list(path)
        let removedAll = folders.parallelMap { folder -> Bool in
            let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard descriptor >= 0 else { return false }
            defer { close(descriptor) }
            return folder.files.reduce(true) { removed, name in
                (unlinkat(descriptor, name, 0) == 0 || errno == ENOENT) && removed
            }
        }
        return listedAll && !removedAll.contains(false)
    }

    /// Removes the folders below `root`, with everything in them, whose paths relative to it
    /// `keep` does not accept; a kept folder's own folders are asked in turn.
    public static func removeFolders(below root: String, keeping keep: (String) -> Bool) {
        walk(root) { relative, _, isDirectory in
            guard isDirectory else { return .skip }
            if keep(relative) { return .descend }
            removeTree(root + "/" + relative)
            return .skip
        }
    }

    /// Deletes what the open folder `folder` holds; closes nothing it did not open.
    private static func empty(_ folder: Int32) {
        let listing = dup(folder)
        guard listing >= 0, let directory = fdopendir(listing) else { return }
        defer { closedir(directory) }
        forEachEntry(of: directory) { name, isDirectory in
            if isDirectory {
                let child = openat(folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                if child >= 0 {
                    empty(child)
                    close(child)
                }
                unlinkat(folder, name, Int32(AT_REMOVEDIR))
            } else {
                unlinkat(folder, name, 0)
            }
        }
    }

    /// Each entry of an open folder but `.` and `..`, with whether it is a real folder (a link to
    /// one is not).
    private static func forEachEntry(of directory: FolderHandle, _ body: (_ name: String, _ isDirectory: Bool) -> Void)
    {
        let descriptor = dirfd(directory)
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { buffer in
                String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            var isDirectory = Int32(entry.pointee.d_type) == Int32(DT_DIR)
            if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
                var info = stat()
                isDirectory =
                    fstatat(descriptor, name, &info, Int32(AT_SYMLINK_NOFOLLOW)) == 0
                    && (info.st_mode & S_IFMT) == S_IFDIR
            }
            body(name, isDirectory)
        }
    }
}
