import Foundation
import GRDB

struct Order: Codable {
    var id: Int64?
    var customerId: Int64
    var total: Decimal
    var placedAt: Date
}

extension Order: GRDB.FetchableRecord, MutablePersistableRecord {
    static let customer = belongsTo(Customer.self)

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
