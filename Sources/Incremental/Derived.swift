import Synchronization

/// A value made from a stage's whole output (a dictionary by key, a sorted list, facts joined from
/// every value), kept with that output's revision. The same output gives the kept value; an output
/// that says which keys changed since the kept one (`Changes`) gets the kept value with those keys
/// patched in place (`patch`), when the caller can patch; any other output, a value made whole.
/// Its own revision changes only when the value may have, so a stage keyed on it stays put while
/// its source changes elsewhere.
public final class Derived<Value: Sendable>: Sendable {
    private struct Kept: Sendable {
        var source: Revision
        var value: Value
        var revision: Revision
    }

    private let kept = Mutex<Kept?>(nil)

    public init() {}

    /// The value of `output`, with its revision. `patch` puts the values under the changed keys in
    /// place (nil: the value is made whole whenever the output changed); `make` makes it whole.
    public func value<Inputs, Element>(
        of output: KeyedStage<Inputs, Element>.Output, patch: ((inout Value, Set<String>) -> Void)? = nil,
        make: () -> Value
    ) -> (value: Value, revision: Revision) {
        let derived = derive(of: output, patch: patch, make: make)
        return (derived.value, derived.revision)
    }

    /// A derived value, its revision and what differs from the last (`Changes` by the output's keys).
    public struct Derivation: Sendable {
        public var value: Value
        public var revision: Revision
        /// The output's keys whose values may differ from the last derived value's, since its revision.
        public var changes: Changes
    }

    /// As `value(of:patch:make:)`, saying also which of the output's keys changed the value. A value
    /// made whole differs from the last one in the keys the output says changed while `sameBesides`
    /// holds of the two (nil: in anything), and keeps the last revision when none did.
    /// `othersHold`: false when what else the value is made from (beside the output) may have
    /// changed, so it is made whole even from the same output.
    public func derive<Inputs, Element>(
        of output: KeyedStage<Inputs, Element>.Output, othersHold: Bool = true,
        patch: ((inout Value, Set<String>) -> Void)? = nil, make: () -> Value,
        sameBesides: ((_ last: Value, _ made: Value) -> Bool)? = nil
    ) -> Derivation {
        let patch = othersHold ? patch : nil
        return kept.withLock { kept in
            if othersHold, let last = kept, last.source == output.revision {
                return Derivation(value: last.value, revision: last.revision, changes: .only([], since: last.revision))
            }
            let changed = output.changes.keys(since: kept?.source)
            // Taken out, so the value is patched in place, not in a copy.
            if let patch, let changed, var last = kept.take() {
                let since = last.revision
                patch(&last.value, changed)
                last.source = output.revision
                if !changed.isEmpty { last.revision = .next() }
                kept = last
                return Derivation(value: last.value, revision: last.revision, changes: .only(changed, since: since))
            }
            var made = Kept(source: output.revision, value: make(), revision: .next())
            var changes = Changes.everything
            if let last = kept, let changed, let sameBesides, sameBesides(last.value, made.value) {
                changes = .only(changed, since: last.revision)
                if changed.isEmpty { made.revision = last.revision }
            }
            kept = made
            return Derivation(value: made.value, revision: made.revision, changes: changes)
        }
    }

    /// The value kept from the last output, if any.
    public var last: Value? { kept.withLock { $0?.value } }

    /// Forgets the kept value: the next output's is made whole.
    public func forget() { kept.withLock { $0 = nil } }
}
