import Synchronization

/// Names one output of a stage of an incremental build (`serve`): it changes whenever the output
/// may have, so a later stage keyed on it knows whether what it made from that output still holds.
/// Revisions come from one counter for the whole process, so no two outputs, of any stage, share
/// one. Where there is no output to name (a build without a cache), there is no revision: `nil`.
public struct Revision: Hashable, Sendable, CustomStringConvertible {
    private let number: Int

    private static let last = Atomic<Int>(0)

    /// A revision no output has had.
    public static func next() -> Revision { Revision(number: last.wrappingAdd(1, ordering: .relaxed).newValue) }

    public var description: String { "r\(number)" }
}
