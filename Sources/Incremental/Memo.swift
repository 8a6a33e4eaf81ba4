import Parallel
import Synchronization

/// Values kept under keys with the inputs each was made from, outside a stage's ordered output:
/// the rule a keyed stage (`KeyedStage`) applies per key, for what is not a list of keys in order —
/// a file's parse by its bytes (`ContentCache`), the compiled templates of one site title and
/// theme, a small value by name, and the values whose inputs are lookups recorded while they were
/// made (a form's other types, a doc page's links), asked again of the new build. A value is reused
/// only while its inputs still hold; otherwise it is made again and kept with its new inputs. A key
/// the build no longer has is forgotten.
public final class Memo<Inputs: Sendable, Value: Sendable>: Sendable {
    public struct Entry: Sendable {
        public var inputs: Inputs
        public var value: Value

        @inlinable public init(inputs: Inputs, value: Value) {
            self.inputs = inputs
            self.value = value
        }
    }

    /// What a batch does with one key (`values(for:decide:make:)`).
    public enum Decision: Sendable {
        case reuse
        /// Make the value again and keep it with these inputs (nil: make it, keep nothing).
        case make(Inputs?)
    }

    // Inlinable, so each cache's use is specialized for its types: a generic copy of a page or a
    // form through value witnesses, thousands of times a rebuild, cost more than the work.
    @usableFromInline let entries = Mutex<[String: Entry]>([:])

    public init() {}

    /// The value kept for `key` while `stillHolds` accepts the inputs it was made from, else
    /// `make()`'s, kept with the inputs `make` reports.
    @inlinable public func value(for key: String, reusableIf stillHolds: (Inputs) -> Bool, make: () -> Entry) -> Value {
        if let entry = entries.withLock({ $0[key] }), stillHolds(entry.inputs) { return entry.value }
        let made = make()
        entries.withLock { $0[key] = made }
        return made.value
    }

    /// The kept entry for `key`, if any.
    @inlinable public func entry(for key: String) -> Entry? { entries.withLock { $0[key] } }

    /// Keeps `entry` under `key`.
    @inlinable public func keep(_ entry: Entry, for key: String) { entries.withLock { $0[key] = entry } }

    /// The values for `keys`: each key is decided on every core against one snapshot of the
    /// entries (so thousands of unchanged keys cost no lock each), the ones to make are made on
    /// every core, and all are kept under one lock. `made`: the indices that were made.
    @inlinable public func values(
        for keys: [String], decide: @Sendable (Int, Entry?) -> Decision, make: @Sendable (Int) -> Value
    ) -> (values: [Value], made: [Int]) {
        values(for: keys, decide: decide, decidingInParallel: true, make: make)
    }

    /// As `values(for:decide:make:)`; deciding on one core when each decision is a cheap comparison,
    /// which costs less than handing thousands of them to other threads.
    @inlinable func values(
        for keys: [String], decide: @Sendable (Int, Entry?) -> Decision, decidingInParallel: Bool,
        make: @Sendable (Int) -> Value
    ) -> (values: [Value], made: [Int]) {
        // The snapshot is dropped before the entries change, so they are updated in place.
        let decided = { () -> [(decision: Decision, kept: Value?)] in
            let known = entries.withLock { $0 }
            let one = { @Sendable (index: Int) -> (decision: Decision, kept: Value?) in
                let entry = known[keys[index]]
                let decision = decide(index, entry)
                if case .reuse = decision, let entry { return (decision, entry.value) }
                return (decision, nil)
            }
            return decidingInParallel ? Array(keys.indices).parallelMap(one) : keys.indices.map(one)
        }()
        let missing = decided.indices.filter { decided[$0].kept == nil }
        let made = missing.parallelMap(make)
        entries.withLock { entries in
            for (index, value) in zip(missing, made) {
                if case .make(let inputs?) = decided[index].decision {
                    entries[keys[index]] = Entry(inputs: inputs, value: value)
                }
            }
        }
        var all = decided.map(\.kept)
        for (index, value) in zip(missing, made) { all[index] = value }
        return (all.map { $0! }, missing)
    }

    /// How many values are kept.
    @inlinable public var count: Int { entries.withLock { $0.count } }

    /// Forgets every key not in `keys` (files deleted, pages the site no longer has). A stale
    /// entry is never wrong, only kept too long.
    @inlinable public func retain(only keys: Set<String>) {
        entries.withLock { entries in
            guard entries.count != keys.count || !entries.keys.allSatisfy(keys.contains) else { return }
            entries = entries.filter { keys.contains($0.key) }
        }
    }

    /// Forgets everything (what every entry depends on changed).
    @inlinable public func removeAll() { entries.withLock { $0 = [:] } }
}

extension Memo where Inputs: Equatable {
    /// The value made from equal `inputs` last time, or `make()`'s.
    @inlinable public func value(for key: String, inputs: Inputs, make: () -> Value) -> Value {
        value(for: key, reusableIf: { $0 == inputs }, make: { Entry(inputs: inputs, value: make()) })
    }

    /// The values for `keys[i]` made from `inputs[i]`: reused where equal, made on every core where not.
    @inlinable public func values(
        for keys: [String], inputs: [Inputs], make: @Sendable (Int) -> Value
    ) -> (values: [Value], made: [Int]) {
        values(
            for: keys,
            decide: { index, entry in
                // Compared in place: `entry?.inputs` would copy every kept input first.
                if let entry, entry.inputs == inputs[index] { return .reuse }
                return .make(inputs[index])
            },
            decidingInParallel: false, make: make)
    }
}

extension Memo where Inputs: Equatable, Value == Void {
    /// Keeps `inputs` under `key` in place of the last call's, and returns whether those were
    /// equal: for what decides whether the rest of a cache may be trusted at all (the site's theme).
    @inlinable public func replaceInputs(of key: String, with inputs: Inputs) -> Bool {
        entries.withLock { entries in
            defer { entries[key] = Entry(inputs: inputs, value: ()) }
            return entries[key]?.inputs == inputs
        }
    }
}
