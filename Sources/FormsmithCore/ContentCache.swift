import Foundation

/// Remembers what was computed from a file's bytes, so a rebuild (`serve`) re-reads only files whose
/// content changed. A file whose stamp (inode, size, times) is unchanged since it was read is not
/// read again; otherwise its bytes are read and compared, so a touched but unchanged file costs a
/// read, never a recompute.
public final class ContentCache<Value: Sendable>: @unchecked Sendable {
    private struct Entry {
        var content: Data
        var value: Value
        var stamp: FileStamp?
        /// Changes whenever the value is recomputed, so later stages can key on it cheaply.
        var revision: Int
    }

    private var entries: [String: Entry] = [:]
    private var nextRevision = 1
    private let lock = NSLock()

    public init() {}

    /// The value for `path` if its content is unchanged, else `compute()`'s, remembered.
    public func value(for path: String, content: Data, compute: () -> Value) -> Value {
        entry(for: path, content: content, stamp: nil, compute: { _ in compute() }).value
    }

    /// The value for the file at `absolutePath` (cached under `key`), with its revision; nil when it
    /// is not a readable regular file.
    public func value(for key: String, fileAt absolutePath: String, compute: (Data) -> Value) -> (value: Value, revision: Int)? {
        let readAt = FileStamp.now()
        guard let stamp = FileStamp(path: absolutePath) else { return nil }
        if let entry = lock.withLock({ entries[key] }), entry.stamp == stamp, stamp.isSettled(readAt: readAt) {
            return (entry.value, entry.revision)
        }
        guard let content = FileManager.default.contents(atPath: absolutePath) else { return nil }
        return entry(for: key, content: content, stamp: stamp, compute: compute)
    }

    private func entry(for key: String, content: Data, stamp: FileStamp?, compute: (Data) -> Value) -> (value: Value, revision: Int) {
        if let entry = lock.withLock({ entries[key] }), entry.content == content {
            lock.withLock { entries[key]?.stamp = stamp }
            return (entry.value, entry.revision)
        }
        let value = compute(content)
        return lock.withLock {
            nextRevision += 1
            entries[key] = Entry(content: content, value: value, stamp: stamp, revision: nextRevision)
            return (value, nextRevision)
        }
    }

    /// Forgets paths not in `paths` (deleted files), so the cache never outgrows the project.
    public func retain(only paths: Set<String>) {
        lock.lock()
        entries = entries.filter { paths.contains($0.key) }
        lock.unlock()
    }
}
