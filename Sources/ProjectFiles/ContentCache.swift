import Foundation
import Synchronization

/// Remembers what was computed from a file's bytes, so a rebuild (`serve`) re-reads only files whose
/// content changed. A file whose stamp (inode, size, times) is unchanged since it was read is not
/// read again; otherwise its bytes are read and compared, so a touched but unchanged file costs a
/// read, never a recompute.
public final class ContentCache<Value: Sendable>: Sendable {
    private struct Entry: Sendable {
        var content: Data
        var value: Value
        var stamp: FileStamp?
        /// When the content was last read, for the stamp's racy-change rule (`FileStamp.isSettled`).
        var readAt: Int64
        /// Changes whenever the value is recomputed, so later stages can key on it cheaply.
        var revision: Int
    }

    private struct State: Sendable {
        var entries: [String: Entry] = [:]
        var nextRevision = 1
        /// What was last made from the whole set of files, with the files' keys and revisions.
        var derived: (keys: [String], revisions: [Int], value: any Sendable, revision: Int)?
    }

    private let state = Mutex(State())

    public init() {}

    /// The value for `path` if its content is unchanged, else `compute()`'s, remembered.
    public func value(for path: String, content: Data, compute: () -> Value) -> Value {
        entry(for: path, content: content, stamp: nil, compute: { _ in compute() }).value
    }

    /// The value for the file at `absolutePath` (cached under `key`), with its revision; nil when it
    /// is not a readable regular file. `stamp`: the file's stamp if the caller just took it (while
    /// listing its folder), else it is taken here.
    public func value(
        for key: String, fileAt absolutePath: String, stamp knownStamp: FileStamp?? = .none,
        compute: (Data) -> Value
    ) -> (value: Value, revision: Int)? {
        let readAt = FileStamp.now()
        guard let stamp = knownStamp ?? FileStamp(path: absolutePath) else { return nil }
        if let entry = state.withLock({ $0.entries[key] }), entry.stamp == stamp, stamp.isSettled(readAt: entry.readAt)
        {
            return (entry.value, entry.revision)
        }
        guard let content = FileManager.default.contents(atPath: absolutePath) else { return nil }
        return entry(for: key, content: content, stamp: stamp, readAt: readAt, compute: compute)
    }

    private func entry(
        for key: String, content: Data, stamp: FileStamp?, readAt: Int64 = 0, compute: (Data) -> Value
    ) -> (value: Value, revision: Int) {
        if let entry = state.withLock({ $0.entries[key] }), entry.content == content {
            state.withLock {
                $0.entries[key]?.stamp = stamp
                $0.entries[key]?.readAt = readAt
            }
            return (entry.value, entry.revision)
        }
        let value = compute(content)
        return state.withLock {
            $0.nextRevision += 1
            $0.entries[key] = Entry(
                content: content, value: value, stamp: stamp, readAt: readAt, revision: $0.nextRevision)
            return (value, $0.nextRevision)
        }
    }

    /// What `make` builds from all the files (`keys[i]` at `revisions[i]`, as `value(for:fileAt:)`
    /// returned), reused while every file is the same; with a revision that changes when it is rebuilt.
    /// A catalog of a thousand files is then rebuilt only when one of them changed.
    public func derived<Derived: Sendable>(
        keys: [String], revisions: [Int], make: () -> Derived
    ) -> (value: Derived, revision: Int) {
        if let derived = state.withLock({ $0.derived }), derived.revisions == revisions, derived.keys == keys,
            let value = derived.value as? Derived
        {
            return (value, derived.revision)
        }
        let value = make()
        return state.withLock {
            $0.nextRevision += 1
            $0.derived = (keys, revisions, value, $0.nextRevision)
            return (value, $0.nextRevision)
        }
    }

    /// Forgets paths not in `paths` (deleted files), so the cache never outgrows the project.
    public func retain(only paths: Set<String>) {
        state.withLock { $0.entries = $0.entries.filter { paths.contains($0.key) } }
    }
}
