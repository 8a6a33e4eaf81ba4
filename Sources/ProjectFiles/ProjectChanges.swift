/// What changed on disk between two builds, as `serve`'s watcher saw it: the files edited in
/// place, and whether any file came or went. A rebuild told only of edits keeps the project's
/// listings (model sources, hints files, doc pages) and takes new stamps of the edited files
/// alone, instead of walking the whole project again.
public struct ProjectChanges: Sendable, Equatable {
    /// Files (relative to the root) that are still there with another stamp.
    public var modified: Set<String>
    /// Whether a file was added or removed: then every listing is made again.
    public var addedOrRemoved: Bool

    public init(modified: Set<String>, addedOrRemoved: Bool = false) {
        self.modified = modified
        self.addedOrRemoved = addedOrRemoved
    }

    /// Every file's stamp under `root`, but in hidden folders, `node_modules` and `ignored`
    /// (relative paths, such as the output folder): `readdir` and `stat` only, so even a big
    /// project is listed quickly.
    public static func snapshot(of root: String, ignoring ignored: Set<String>) -> [String: FileStamp] {
        var stamps: [String: FileStamp] = [:]
        DirectoryWalker.walkWithStamps(root) { relative, name, isDirectory, stamp in
            if name.hasPrefix(".") || ignored.contains(relative) || name == "node_modules" { return .skip }
            if !isDirectory, let stamp = stamp() { stamps[relative] = stamp }
            return .descend
        }
        return stamps
    }

    /// The changes from the files and stamps of `old` to those of `new`.
    public init(from old: [String: FileStamp], to new: [String: FileStamp]) {
        var modified: Set<String> = []
        for (path, stamp) in new where old[path] != nil && old[path] != stamp { modified.insert(path) }
        // Same count and every new path known before: nothing came, so nothing went either.
        let addedOrRemoved = old.count != new.count || new.keys.contains { old[$0] == nil }
        self.init(modified: modified, addedOrRemoved: addedOrRemoved)
    }
}
