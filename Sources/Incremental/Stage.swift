import Parallel
import Synchronization

/// One stage of a build: values under keys, in order, made from an input. It is the one idea of
/// the incremental build (`serve`): a stage is told what changed in its input (`Changes`), looks at
/// the values under those keys again and keeps the rest; told `everything` (a first build, a
/// one-shot `build`, another input than the one it last saw), it looks at every value. Either way
/// it compares what it made with what it had and tells the next stage which values differ, under
/// a new revision when any does. A full build is thus a told build in which every key changed.
///
/// A keyed stage also keeps, under each key, the inputs its value was made from (`Inputs`): a value
/// it looks at is made again only when those no longer hold (`Decision`), so a key whose inputs are
/// unchanged costs a comparison even when the stage was told nothing. `Stage<Value>` is the stage
/// without per-key inputs. A value made from whole outputs (a dictionary, a sorted list; the site's
/// indexes from its forms and docs together) is a `Derived`. A stage keeps its last output for the
/// next run; a build without a cache uses a new one. A value asked for one key at a time, inside
/// another stage's work (a file's parse, a form's layout, a doc page, the compiled theme), is kept
/// by the same stage under its key (`value(for:reusableIf:make:)`). Nothing else in `serve` keeps
/// values between builds but the project's listings, which are the first stages' input rather than
/// a value made from one (`ListingCache`: a walk holds only by walking again, or by the watcher's
/// word), and the revision each build names its input to the pages' stage by (`PageCache`).
public final class KeyedStage<Inputs: Sendable, Value: Sendable>: Sendable {
    public struct Output: Sendable {
        public var keys: [String]
        public var values: [Value]
        /// Names this output: the last output's when no value differs from it.
        public var revision: Revision
        /// What differs from the stage's last output.
        public var changes: Changes
        /// The positions whose values were made in this run rather than kept.
        public var made: [Int]
        /// How many positions this run looked at (made, or kept after a look at their inputs).
        public var lookedAt: Int

        /// The position of `key`, when the output has it.
        public func position(of key: String) -> Int? { indexByKey[key] }

        @usableFromInline var indexByKey: [String: Int]

        @usableFromInline init(
            keys: [String], values: [Value], revision: Revision, changes: Changes, made: [Int], lookedAt: Int,
            indexByKey: [String: Int]
        ) {
            (self.keys, self.values, self.revision, self.changes) = (keys, values, revision, changes)
            (self.made, self.lookedAt, self.indexByKey) = (made, lookedAt, indexByKey)
        }
    }

    /// What a run does with one key it looks at.
    public enum Decision: Sendable {
        /// The kept value stands.
        case reuse
        /// Make the value again, and keep it with these inputs (nil: never reuse it).
        case make(Inputs?)
    }

    @usableFromInline struct Kept: Sendable {
        @usableFromInline var output: Output
        /// The revision of the input the output was made from (nil: an input without one).
        @usableFromInline var input: Revision?
        /// Each position's inputs (empty for a stage without per-key inputs).
        @usableFromInline var inputs: [Inputs?]

        @usableFromInline init(output: Output, input: Revision?, inputs: [Inputs?]) {
            (self.output, self.input, self.inputs) = (output, input, inputs)
        }
    }

    // Inlinable where used per key, so each cache's use is specialized for its types: a generic copy
    // of a page or a form through value witnesses, thousands of times a rebuild, cost more than the work.
    @usableFromInline let kept = Mutex<Kept?>(nil)

    public init() {}

    /// Makes the output for `keys` from the input of revision `input`, told what changed in it
    /// (`changes`, relative to the input the last output was made from). `make` is given the
    /// positions to make, in order, and returns their values; `same` says whether a made value
    /// equals the one it replaces.
    public func run(
        keys: [String], input: Revision?, changes: Changes, make: ([Int]) -> [Value],
        same: @Sendable (Value, Value) -> Bool
    ) -> Output {
        run(
            keys: keys, input: input, changes: changes, decide: { _, _ in .make(nil) }, keyed: false,
            decidingInParallel: false, make: make, same: same)
    }

    /// As `run(keys:input:changes:make:same:)`, each position looked at first decided by `decide`
    /// from the inputs kept under its key (nil: none kept), on every core; the positions to make
    /// are made on every core.
    public func run(
        keys: [String], input: Revision?, changes: Changes, decide: @Sendable (Int, Inputs?) -> Decision,
        make: @Sendable (Int) -> Value, same: @Sendable (Value, Value) -> Bool
    ) -> Output {
        run(
            keys: keys, input: input, changes: changes, decide: decide, keyed: true, decidingInParallel: true,
            make: { $0.parallelMap(make) }, same: same)
    }

    private func run(
        keys: [String], input: Revision?, changes: Changes, decide: @Sendable (Int, Inputs?) -> Decision, keyed: Bool,
        decidingInParallel: Bool, make: ([Int]) -> [Value], same: @Sendable (Value, Value) -> Bool
    ) -> Output {
        // Taken out, so the values made again replace the kept ones in place.
        var last = kept.withLock { $0.take() }
        let told =
            last.flatMap { $0.input != nil && $0.output.keys == keys ? changes.keys(since: $0.input) : nil }
        let looked = told.map { $0.compactMap { last!.output.indexByKey[$0] }.sorted() } ?? Array(keys.indices)
        let (toMake, madeInputs, keptAt) = decided(
            looked, keys: keys, last: last, decide: decide, keyed: keyed, inParallel: decidingInParallel,
            everyPosition: told == nil)
        let values = make(toMake)
        if told != nil, var now = last.take() {
            var differing: Set<String> = []
            // Kept by a run without inputs (a stage run both ways): none is known.
            if keyed, now.inputs.count != keys.count { now.inputs = Array(repeating: nil, count: keys.count) }
            for (index, position) in toMake.enumerated() {
                if keyed { now.inputs[position] = madeInputs[index] }
                guard !same(now.output.values[position], values[index]) else { continue }
                now.output.values[position] = values[index]
                differing.insert(keys[position])
            }
            now.output.changes = .only(differing, since: now.output.revision)
            if !differing.isEmpty { now.output.revision = .next() }
            (now.output.made, now.output.lookedAt, now.input) = (toMake, looked.count, input)
            kept.withLock { $0 = now }
            return now.output
        }
        // Every position looked at: kept values (`keptAt`) and made ones, in key order.
        var gathered: [Value] = []
        var inputs: [Inputs?] = []
        gathered.reserveCapacity(keys.count)
        if keyed { inputs.reserveCapacity(keys.count) }
        var isMade = [Bool](repeating: false, count: keys.count)
        var next = 0
        for position in keys.indices {
            if next < toMake.count, toMake[next] == position {
                gathered.append(values[next])
                if keyed { inputs.append(madeInputs[next]) }
                isMade[position] = true
                next += 1
            } else {
                let at = keptAt[position]!
                gathered.append(last!.output.values[at])
                inputs.append(last!.inputs[at])  // kept only after a look at these inputs
            }
        }
        let all = gathered
        var output = Output(
            keys: keys, values: all, revision: .next(), changes: .everything, made: toMake, lookedAt: keys.count,
            indexByKey: Dictionary(keys.indices.map { (keys[$0], $0) }, uniquingKeysWith: { first, _ in first }))
        if let last, last.output.keys == keys {
            // Same keys: say which values differ, so the stages after make only theirs again.
            let lastValues = last.output.values
            let made = isMade
            // A value kept under its key is the one it replaces.
            let differs = Array(keys.indices).parallelMap { made[$0] && !same(lastValues[$0], all[$0]) }
            let differing = Set(keys.indices.lazy.filter { differs[$0] }.map { keys[$0] })
            output.keys = last.output.keys  // the same, kept: comparing them next time is free
            output.indexByKey = last.output.indexByKey
            output.changes = .only(differing, since: last.output.revision)
            if differing.isEmpty { output.revision = last.output.revision }
        }
        kept.withLock { $0 = Kept(output: output, input: input, inputs: inputs) }
        return output
    }

    /// Which of `looked` to make, the inputs to keep with each, and (`everyPosition`) for every
    /// other the position in the last output whose value it keeps (indexed by position; nil for
    /// those to make).
    private func decided(
        _ looked: [Int], keys: [String], last: Kept?, decide: @Sendable (Int, Inputs?) -> Decision, keyed: Bool,
        inParallel: Bool, everyPosition: Bool
    ) -> (toMake: [Int], inputs: [Inputs?], keptAt: [Int?]) {
        guard keyed else { return (looked, [], []) }
        let lastIndex = last?.output.indexByKey ?? [:]
        let lastInputs = last?.inputs ?? []
        let one = { @Sendable (position: Int) -> (at: Int?, inputs: Inputs?) in
            let at = lastIndex[keys[position]]
            switch decide(position, at.flatMap { $0 < lastInputs.count ? lastInputs[$0] : nil }) {
            case .reuse: return (at, nil)
            case .make(let inputs): return (nil, inputs)
            }
        }
        let decisions = inParallel ? looked.parallelMap(one) : looked.map(one)
        var toMake: [Int] = []
        var inputs: [Inputs?] = []
        // Only a run that gathers every position asks where a kept value was: a told run, which may
        // look at a few keys of thousands, allocates nothing per key.
        var keptAt = [Int?](repeating: nil, count: everyPosition ? keys.count : 0)
        for (index, position) in looked.enumerated() {
            if let at = decisions[index].at {
                if everyPosition { keptAt[position] = at }
            } else {
                toMake.append(position)
                inputs.append(decisions[index].inputs)
            }
        }
        return (toMake, inputs, keptAt)
    }

    /// Forgets the last output: the next run makes every value.
    public func forget() { kept.withLock { $0 = nil } }
}

/// A stage without per-key inputs: told what changed, it makes the values under those keys.
public typealias Stage<Value: Sendable> = KeyedStage<Never, Value>

extension KeyedStage where Value: Equatable {
    /// As `run(keys:input:changes:make:same:)`, comparing values by `==`.
    public func run(keys: [String], input: Revision?, changes: Changes, make: ([Int]) -> [Value]) -> Output {
        run(keys: keys, input: input, changes: changes, make: make, same: { $0 == $1 })
    }
}

extension KeyedStage where Inputs: Equatable {
    /// The values for `keys[i]` made from `inputs(i)`: a value looked at is kept while its inputs are
    /// equal to the kept ones (compared on one core: each is a cheap comparison), else made again
    /// on every core.
    public func run(
        keys: [String], input: Revision?, changes: Changes, inputs: @Sendable (Int) -> Inputs,
        make: @Sendable (Int) -> Value, same: @Sendable (Value, Value) -> Bool
    ) -> Output {
        run(
            keys: keys, input: input, changes: changes,
            decide: { position, kept in
                let now = inputs(position)
                return kept == now ? .reuse : .make(now)
            }, keyed: true, decidingInParallel: false, make: { $0.parallelMap(make) }, same: same)
    }
}
