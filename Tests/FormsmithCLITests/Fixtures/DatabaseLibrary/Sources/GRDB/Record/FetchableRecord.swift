/// A type that can decode itself from a database row.
public protocol FetchableRecord {
    init(row: Row) throws
}

public struct Row {
    public var values: [String: String] = [:]
}
