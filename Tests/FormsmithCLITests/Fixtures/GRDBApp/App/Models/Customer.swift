import GRDB

/// A customer of the shop.
struct Customer: Codable, Identifiable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "customer"
    static let orders = hasMany(Order.self)

    var id: Int64?
    var name: String
    var café: String
    var status: Status
    /// How long a visit lasts.
    var visitLength: TimeInterval
    var score: CGFloat
    var onChange: @MainActor ([Order]) -> Void = { _ in }
    let handler: (@Sendable (Int) -> Void)?

    var displayName: String { name.uppercased() }

    enum Status: String, Codable, CaseIterable {
        case `private`
        case `default`, `public`
    }
}
