import Synchronization

/// A value made from a stage's whole output (a dictionary by key, a sorted list, facts joined from
/// every value), or from several outputs at once, kept with their revisions. The same outputs give
/// the kept value; outputs that say which keys changed since the kept ones (`Changes`) get the
/// kept value with those keys patched in place (`patch`), when the caller can patch; any others,
/// a value made whole. Its own revision changes only when the value may have, so a stage keyed on
/// it stays put while its sources change elsewhere.
public final class Derived<Value: Sendable>: Sendable {
    private struct Kept: Sendable {
        var sources: [Revision]
        var value: Value
        var revision: Revision
    }

    /// What a value is made from: a stage's output, or any revision with what changed since another.
    public struct Source: Sendable {
        public var revision: Revision
        public var changes: Changes

        public init(revision: Revision, changes: Changes) {
            self.revision = revision
            self.changes = changes
        }

        public init<Inputs, Element>(_ output: KeyedStage<Inputs, Element>.Output) {
            self.init(revision: output.revision, changes: output.changes)
        }
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
        let patch = patch.map { patch in
            { (value: inout Value, changed: [Set<String>]) -> Bool in
                patch(&value, changed[0])
                return true
            }
        }
        return derive(of: [Source(output)], othersHold: othersHold, patch: patch, make: make, sameBesides: sameBesides)
    }

    /// As `derive(of:…)` of one output, for a value made from several (`sources`). `patch` is given
    /// the keys that changed in each source, in their order, and answers whether it could put them
    /// in place (false: the value is made whole). The derivation's `changes` join every source's
    /// changed keys in one set (a form's name beside a doc's path): say "which" only of keys the
    /// sources cannot share, or ask only whether it is `everything`.
    public func derive(
        of sources: [Source], othersHold: Bool = true, patch: ((inout Value, [Set<String>]) -> Bool)? = nil,
        make: () -> Value, sameBesides: ((_ last: Value, _ made: Value) -> Bool)? = nil
    ) -> Derivation {
        let patch = othersHold ? patch : nil
        let revisions = sources.map(\.revision)
        return kept.withLock { kept in
            if othersHold, let last = kept, last.sources == revisions {
                return Derivation(value: last.value, revision: last.revision, changes: .only([], since: last.revision))
            }
            // The keys each source changed since the kept value's; nil when any source cannot say.
            let changedBySource: [Set<String>]? = kept.flatMap { last in
                guard last.sources.count == sources.count else { return nil }
                let changed = zip(sources, last.sources).map { $0.changes.keys(since: $1) }
                return changed.contains { $0 == nil } ? nil : changed.map { $0! }
            }
            let changed = changedBySource.map { $0.reduce(into: Set<String>()) { $0.formUnion($1) } }
            // Taken out, so the value is patched in place, not in a copy.
            if let patch, let changedBySource, let changed, var last = kept.take() {
                if patch(&last.value, changedBySource) {
                    let since = last.revision
                    last.sources = revisions
                    if !changed.isEmpty { last.revision = .next() }
                    kept = last
                    return Derivation(value: last.value, revision: last.revision, changes: .only(changed, since: since))
                }
                // Half patched, it is no last value to compare with: the value made whole is new.
            }
            var made = Kept(sources: revisions, value: make(), revision: .next())
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
