/// The demo app's own table, beside the library it uses.
struct Player: FetchableRecord {
    var name: String
    var score: Int

    init(row: Row) throws {
        name = row.values["name"] ?? ""
        score = Int(row.values["score"] ?? "") ?? 0
    }
}
