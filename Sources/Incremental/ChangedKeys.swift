/// What a stage's output changed since an earlier output of the same cache (`serve`): only the
/// values under `keys` may differ from that output's, which had revision `since`. A later stage
/// that kept what it made from that output redoes these keys alone, instead of comparing all of
/// them (in a big project, comparing every form costs more than a rebuild may take).
public struct ChangedKeys: Equatable, Sendable {
    /// The revision of the earlier output.
    public var since: Int
    public var keys: Set<String>

    public init(since: Int, keys: Set<String>) {
        self.since = since
        self.keys = keys
    }
}
