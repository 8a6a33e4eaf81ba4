import Foundation

/// Remembers what was computed from a file's bytes, so a rebuild (`serve`) re-reads only files whose
/// content changed. Keyed by path and compared by content, never by modification time.
public final class ContentCache<Value: Sendable>: @unchecked Sendable {
    private var entries: [String: (content: Data, value: Value)] = [:]
    private let lock = NSLock()

    public init() {}

    /// The value for `path` if its content is unchanged, else `compute()`'s, remembered.
    public func value(for path: String, content: Data, compute: () -> Value) -> Value {
        lock.lock()
        if let entry = entries[path], entry.content == content {
            lock.unlock()
            return entry.value
        }
        lock.unlock()
        let value = compute()
        lock.lock()
        entries[path] = (content, value)
        lock.unlock()
        return value
    }

    /// Forgets paths not in `paths` (deleted files), so the cache never outgrows the project.
    public func retain(only paths: Set<String>) {
        lock.lock()
        entries = entries.filter { paths.contains($0.key) }
        lock.unlock()
    }
}
