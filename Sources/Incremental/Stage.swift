import Parallel
import Synchronization

/// One stage of a build: values under keys, in order, made from an input. It is the one idea of
/// the incremental build (`serve`): a stage is told what changed in its input (`Changes`), makes
/// the values under those keys again and keeps the rest; told `everything` (a first build, a
/// one-shot `build`, another input than the one it last saw), it makes every value. Either way it
/// compares what it made with what it had and tells the next stage which values differ, under a
/// new revision when any does. A full build is thus a told build in which every key changed.
///
/// A stage keeps its last output for the next run; a build without a cache uses a new stage.
public final class Stage<Value: Sendable>: Sendable {
    public struct Output: Sendable {
        public var keys: [String]
        public var values: [Value]
        /// Names this output: the last output's when no value differs from it.
        public var revision: Revision
        /// What differs from the stage's last output.
        public var changes: Changes
        /// The positions whose values were made in this run rather than kept.
        public var made: [Int]

        /// The position of `key`, when the output has it.
        public func position(of key: String) -> Int? { indexByKey[key] }

        fileprivate var indexByKey: [String: Int]
    }

    /// The last output, and the revision of the input it was made from (nil: an input without one).
    private let kept = Mutex<(output: Output, input: Revision?)?>(nil)

    public init() {}

    /// Makes the output for `keys` from the input of revision `input`, told what changed in it
    /// (`changes`, relative to the input the last output was made from). `make` is given the
    /// positions to make, in order, and returns their values; `same` says whether a made value
    /// equals the one it replaces.
    public func run(
        keys: [String], input: Revision?, changes: Changes, make: ([Int]) -> [Value],
        same: @Sendable (Value, Value) -> Bool
    ) -> Output {
        // Taken out, so the values made again replace the kept ones in place.
        var last = kept.withLock { $0.take() }
        if let told = last.flatMap({ changes.keys(since: $0.input) }), last?.input != nil, last?.output.keys == keys {
            // Moved out, so the values made again replace the kept ones in place, not in a copy.
            var output = last.take()!.output
            let positions = told.compactMap { output.indexByKey[$0] }.sorted()
            let values = make(positions)
            var differing: Set<String> = []
            for (position, value) in zip(positions, values) where !same(output.values[position], value) {
                output.values[position] = value
                differing.insert(keys[position])
            }
            output.changes = .only(differing, since: output.revision)
            if !differing.isEmpty { output.revision = .next() }
            output.made = positions
            kept.withLock { $0 = (output, input) }
            return output
        }
        let positions = Array(keys.indices)
        let values = make(positions)
        var output = Output(
            keys: keys, values: values, revision: .next(), changes: .everything, made: positions,
            indexByKey: Dictionary(keys.indices.map { (keys[$0], $0) }, uniquingKeysWith: { first, _ in first }))
        if let last, last.output.keys == keys {
            // Same keys: say which values differ, so the stages after make only theirs again.
            let lastValues = last.output.values
            let differs = positions.parallelMap { !same(lastValues[$0], values[$0]) }
            let differing = Set(positions.lazy.filter { differs[$0] }.map { keys[$0] })
            output.keys = last.output.keys  // the same, kept: comparing them next time is free
            output.indexByKey = last.output.indexByKey
            output.changes = .only(differing, since: last.output.revision)
            if differing.isEmpty { output.revision = last.output.revision }
        }
        kept.withLock { $0 = (output, input) }
        return output
    }

    /// Forgets the last output: the next run makes every value.
    public func forget() { kept.withLock { $0 = nil } }
}

extension Stage where Value: Equatable {
    /// As `run(keys:input:changes:make:same:)`, comparing values by `==`.
    public func run(keys: [String], input: Revision?, changes: Changes, make: ([Int]) -> [Value]) -> Output {
        run(keys: keys, input: input, changes: changes, make: make, same: { $0 == $1 })
    }
}
