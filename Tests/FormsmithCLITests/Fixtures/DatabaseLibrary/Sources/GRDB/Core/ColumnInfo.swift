/// What `PRAGMA table_info` says about one column.
public struct ColumnInfo: FetchableRecord {
    public let name: String
    public let type: String
    public let isNotNull: Bool

    public init(row: Row) throws {
        name = row.values["name"] ?? ""
        type = row.values["type"] ?? ""
        isNotNull = row.values["notnull"] == "1"
    }
}
