import GRDB

struct Player {
    var id: Int64?
    var name: String
    var score: Int
}

extension Player: Codable, TableRecord, EncodableRecord {
    enum Columns: String, ColumnExpression {
        case id, name, score
    }
}
