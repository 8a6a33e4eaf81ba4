/// A heading of a doc page, for its table of contents.
public struct DocHeading: Hashable, Sendable {
    public var level: Int
    public var text: String
    public var id: String
}
