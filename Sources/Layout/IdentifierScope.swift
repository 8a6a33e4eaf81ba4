/// What the app sets on SixLayer's `AccessibilityIdentifierConfig` that goes in front of every
/// identifier: its `namespace` and `globalPrefix` (both empty by default, and then left out).
/// `formsmith.yml` `accessibility: { namespace, prefix }`.
public struct IdentifierScope: Hashable, Sendable {
    public var namespace = ""
    public var prefix = ""

    public init(namespace: String = "", prefix: String = "") {
        self.namespace = namespace
        self.prefix = prefix
    }
}
