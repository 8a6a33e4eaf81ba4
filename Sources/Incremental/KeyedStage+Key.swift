import Synchronization

/// A stage's values asked for one key at a time: for what is made inside another stage's work and
/// not as a list of keys in order — a file's parse by its bytes (`ContentCache`), a form's layout
/// with every type it looked up, a doc page with every answer it got, the compiled theme, a small
/// value by name. The rule is a run's: a value is reused only while the inputs kept under its key
/// still hold; otherwise it is made again and kept with its new inputs (which a value may record
/// while it is made). The stage's revision changes whenever a value is made again or forgotten.
extension KeyedStage {
    /// One key's value and the inputs it was made from.
    public struct Entry: Sendable {
        public var inputs: Inputs
        public var value: Value

        @inlinable public init(inputs: Inputs, value: Value) {
            self.inputs = inputs
            self.value = value
        }
    }

    /// The value kept for `key` while `stillHolds` accepts the inputs it was made from, else
    /// `make()`'s, kept with the inputs `make` reports.
    @inlinable public func value(for key: String, reusableIf stillHolds: (Inputs) -> Bool, make: () -> Entry) -> Value {
        if let entry = entry(for: key), stillHolds(entry.inputs) { return entry.value }
        let made = make()
        keep(made, for: key)
        return made.value
    }

    /// The kept entry for `key`, if any (nil also for a key whose value was made without inputs).
    @inlinable public func entry(for key: String) -> Entry? {
        kept.withLock { kept -> Entry? in
            guard let position = kept?.output.indexByKey[key], position < kept!.inputs.count,
                let inputs = kept!.inputs[position]
            else { return nil }
            return Entry(inputs: inputs, value: kept!.output.values[position])
        }
    }

    /// Keeps `entry` under `key`, in place of what was kept there: a new revision.
    @inlinable public func keep(_ entry: Entry, for key: String) {
        kept.withLock { kept in
            if kept == nil {
                let empty = Output(
                    keys: [], values: [], revision: .next(), changes: .everything, made: [], lookedAt: 0,
                    indexByKey: [:])
                kept = Kept(output: empty, input: nil, inputs: [])
            }
            // Changed through the optional, in place: no copy of the other keys' values.
            if kept!.inputs.count != kept!.output.keys.count {
                kept!.inputs = Array(repeating: nil, count: kept!.output.keys.count)
            }
            if let position = kept!.output.indexByKey[key] {
                kept!.output.values[position] = entry.value
                kept!.inputs[position] = entry.inputs
            } else {
                kept!.output.indexByKey[key] = kept!.output.keys.count
                kept!.output.keys.append(key)
                kept!.output.values.append(entry.value)
                kept!.inputs.append(entry.inputs)
            }
            kept!.output.revision = .next()
            // Keys kept one at a time are no run's output: the next run looks at every key.
            (kept!.input, kept!.output.changes) = (nil, .everything)
        }
    }

    /// Names the values kept: changes whenever one is made again, forgotten, or the stage runs with
    /// a change. Nil before anything was kept.
    @inlinable public var revision: Revision? { kept.withLock { $0?.output.revision } }

    /// How many keys are kept.
    @inlinable public var count: Int { kept.withLock { $0?.output.keys.count ?? 0 } }

    /// Forgets every key not in `keys` (files deleted, forms the site no longer has). A stale
    /// value is never wrong, only kept too long.
    @inlinable public func retain(only keys: Set<String>) {
        kept.withLock { kept in
            guard let last = kept, !last.output.keys.allSatisfy(keys.contains) else { return }
            let positions = last.output.keys.indices.filter { keys.contains(last.output.keys[$0]) }
            let names = positions.map { last.output.keys[$0] }
            let output = Output(
                keys: names, values: positions.map { last.output.values[$0] }, revision: .next(),
                changes: .everything, made: [], lookedAt: 0,
                indexByKey: Dictionary(names.indices.map { (names[$0], $0) }, uniquingKeysWith: { first, _ in first }))
            let inputs = positions.map { $0 < last.inputs.count ? last.inputs[$0] : nil }
            kept = Kept(output: output, input: nil, inputs: inputs)
        }
    }
}

extension KeyedStage where Inputs: Equatable {
    /// The value made from equal `inputs` last time under `key`, or `make()`'s.
    @inlinable public func value(for key: String, inputs: Inputs, make: () -> Value) -> Value {
        value(for: key, reusableIf: { $0 == inputs }, make: { Entry(inputs: inputs, value: make()) })
    }
}

extension KeyedStage where Inputs: Equatable, Value == Void {
    /// Keeps `inputs` under `key` in place of the last call's, and returns whether those were
    /// equal: for what decides whether the rest of a cache may be trusted at all (the site's theme).
    @inlinable public func replaceInputs(of key: String, with inputs: Inputs) -> Bool {
        if entry(for: key)?.inputs == inputs { return true }
        keep(Entry(inputs: inputs, value: ()), for: key)
        return false
    }
}
