import GRDB

struct Player: Codable, AppRecord {
    var id: Int64?
    var name: String
    var score: Int
}
