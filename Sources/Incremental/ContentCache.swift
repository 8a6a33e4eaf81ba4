import Foundation
import ProjectFiles
import Synchronization

/// What was computed from each file's bytes: the first stage of an incremental build (`serve`), a
/// keyed stage asked one file at a time (`KeyedStage.value(for:reusableIf:make:)`) with the file's
/// content as the input. A file whose stamp (inode, size,
/// times) is unchanged since it was read is not read again; otherwise its bytes are read and
/// compared, so a touched but unchanged file costs a read, never a recompute. Every value gets a
/// revision that changes when it is recomputed: the inputs later stages key on, cheaply.
public final class ContentCache<Value: Sendable>: Sendable {
    private struct Read: Sendable {
        var content: Data
        var stamp: FileStamp?
        /// When the content was last read, for the stamp's racy-change rule (`FileStamp.isSettled`).
        var readAt: Int64
    }

    private struct Made: Sendable {
        var value: Value
        var revision: Revision
    }

    private let files = KeyedStage<Read, Made>()

    public init() {}

    /// The value for `path` if its content is unchanged, else `compute()`'s, remembered.
    public func value(for path: String, content: Data, compute: () -> Value) -> Value {
        made(for: path, read: Read(content: content, stamp: nil, readAt: 0), compute: { _ in compute() }).value
    }

    /// The value for `content` under `key`, with its revision: for a value made from several files
    /// (a tutorial and its code files), whose bytes the caller joins so a change to any is seen.
    public func revisioned(
        for key: String, content: Data, compute: (Data) -> Value
    ) -> (value: Value, revision: Revision) {
        let made = made(for: key, read: Read(content: content, stamp: nil, readAt: 0), compute: compute)
        return (made.value, made.revision)
    }

    /// The value for the file at `absolutePath` (cached under `key`), with its revision; nil when it
    /// is not a readable regular file. `stamp`: the file's stamp if the caller just took it (while
    /// listing its folder), else it is taken here.
    public func value(
        for key: String, fileAt absolutePath: String, stamp knownStamp: FileStamp?? = .none,
        compute: (Data) -> Value
    ) -> (value: Value, revision: Revision)? {
        let readAt = FileStamp.now()
        guard let stamp = knownStamp ?? FileStamp(path: absolutePath) else { return nil }
        if let kept = files.entry(for: key), kept.inputs.stamp == stamp, stamp.isSettled(readAt: kept.inputs.readAt) {
            return (kept.value.value, kept.value.revision)
        }
        guard let content = FileManager.default.contents(atPath: absolutePath) else { return nil }
        let made = made(for: key, read: Read(content: content, stamp: stamp, readAt: readAt), compute: compute)
        return (made.value, made.revision)
    }

    private func made(for key: String, read: Read, compute: (Data) -> Value) -> Made {
        if let kept = files.entry(for: key), kept.inputs.content == read.content {
            // Same bytes: the value stands; only the stamp it was read under is new.
            files.keep(.init(inputs: read, value: kept.value), for: key)
            return kept.value
        }
        let made = Made(value: compute(read.content), revision: Revision.next())
        files.keep(.init(inputs: read, value: made), for: key)
        return made
    }

    /// Forgets paths not in `paths` (deleted files), so the cache never outgrows the project.
    public func retain(only paths: Set<String>) { files.retain(only: paths) }
}
