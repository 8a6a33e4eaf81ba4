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
        kept.withLock { kept in
            if let last = kept, last.source == output.revision { return (last.value, last.revision) }
            // Taken out, so the value is patched in place, not in a copy.
            if let patch, let changed = output.changes.keys(since: kept?.source), var last = kept.take() {
                patch(&last.value, changed)
                last.source = output.revision
                if !changed.isEmpty { last.revision = .next() }
                kept = last
                return (last.value, last.revision)
            }
            let made = Kept(source: output.revision, value: make(), revision: .next())
            kept = made
            return (made.value, made.revision)
        }
    }

    /// Forgets the kept value: the next output's is made whole.
    public func forget() { kept.withLock { $0 = nil } }
}
