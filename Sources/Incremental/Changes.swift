/// What may differ between two outputs of a stage: what a stage tells the next. A build that
/// knows nothing of the last (the first, a one-shot `build`, a changed setting) is told
/// `everything`; a rebuild is told the keys of the values that may differ from the output of
/// revision `since`. Both go through one path: a stage makes the values under the keys it is told
/// (every key, for `everything`) and keeps the rest.
public enum Changes: Equatable, Sendable {
    /// Any value may differ, and keys may have come or gone.
    case everything
    /// The keys are those of the output of revision `since`, and only the values under `keys` may differ.
    case only(Set<String>, since: Revision)

    /// The keys that may differ from the output of `revision`; nil when any may (`everything`, or
    /// changes since another output).
    public func keys(since revision: Revision?) -> Set<String>? {
        guard case .only(let keys, let since) = self, since == revision else { return nil }
        return keys
    }

    /// Whether the value under `key` may differ from the output of `revision`.
    public func mayChange(_ key: String, since revision: Revision?) -> Bool {
        keys(since: revision).map { $0.contains(key) } ?? true
    }
}
