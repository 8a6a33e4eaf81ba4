import Foundation
import ProjectFiles
import Synchronization

/// What was computed from each file's bytes: the first stage of an incremental build (`serve`),
/// kept by `Memo`'s rule with the file's content as the input. A file whose stamp (inode, size,
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
        var revision: Int
    }

    /// What was made from all the files together, by the files' keys and revisions.
    private struct Together: Equatable, Sendable {
        var keys: [String]
        var revisions: [Int]
    }

    private let files = Memo<Read, Made>()
    private let derivedValues = Memo<Together, (value: any Sendable, revision: Int)>()
    private let lastRevision = Atomic<Int>(1)

    /// Says when a recomputed value is the one kept: the value then keeps its revision, so what was
    /// made from it stands (a Swift file edited where no model changes).
    private let sameValue: (@Sendable (Value, Value) -> Bool)?

    public init(sameValue: (@Sendable (Value, Value) -> Bool)? = nil) {
        self.sameValue = sameValue
    }

    /// The value for `path` if its content is unchanged, else `compute()`'s, remembered.
    public func value(for path: String, content: Data, compute: () -> Value) -> Value {
        made(for: path, read: Read(content: content, stamp: nil, readAt: 0), compute: { _ in compute() }).value
    }

    /// The value for `content` under `key`, with its revision: for a value made from several files
    /// (a tutorial and its code files), whose bytes the caller joins so a change to any is seen.
    public func revisioned(for key: String, content: Data, compute: (Data) -> Value) -> (value: Value, revision: Int) {
        let made = made(for: key, read: Read(content: content, stamp: nil, readAt: 0), compute: compute)
        return (made.value, made.revision)
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
        let value = compute(read.content)
        if let kept = files.entry(for: key), let sameValue, sameValue(kept.value.value, value) {
            files.keep(.init(inputs: read, value: kept.value), for: key)
            return kept.value
        }
        let made = Made(value: value, revision: nextRevision())
        files.keep(.init(inputs: read, value: made), for: key)
        return made
    }

    private func nextRevision() -> Int { lastRevision.wrappingAdd(1, ordering: .relaxed).newValue }

    /// What `make` builds from all the files (`keys[i]` at `revisions[i]`, as `value(for:fileAt:)`
    /// returned), reused while every file is the same; with a revision that changes when it is rebuilt.
    /// A catalog of a thousand files is then rebuilt only when one of them changed.
    public func derived<Derived: Sendable>(
        keys: [String], revisions: [Int], make: () -> Derived
    ) -> (value: Derived, revision: Int) {
        let together = Together(keys: keys, revisions: revisions)
        let kept = derivedValues.value(for: "all", inputs: together) { (make(), nextRevision()) }
        if let value = kept.value as? Derived { return (value, kept.revision) }
        let made = (value: make(), revision: nextRevision())
        derivedValues.keep(.init(inputs: together, value: made), for: "all")
        return made
    }

    /// The last `derived` value, when it was made from the files `keys` (the caller vouches that none
    /// of them changed since: `serve`'s watcher reported no edit of them). Looks at no file.
    public func lastDerived<Derived: Sendable>(keys: [String]) -> (value: Derived, revision: Int)? {
        guard let kept = derivedValues.entry(for: "all"), kept.inputs.keys == keys,
            let value = kept.value.value as? Derived
        else { return nil }
        return (value, kept.value.revision)
    }

    /// Forgets paths not in `paths` (deleted files), so the cache never outgrows the project.
    public func retain(only paths: Set<String>) { files.retain(only: paths) }
}
