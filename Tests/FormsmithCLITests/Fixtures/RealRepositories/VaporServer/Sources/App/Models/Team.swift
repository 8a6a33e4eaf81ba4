import Fluent
import Vapor

/// A team of members.
final class Team: Model, Content, @unchecked Sendable {
    static let schema = "teams"

    @ID(key: .id)
    var id: UUID?

    @Field(key: "name")
    var name: String

    @Children(for: \.$team)
    var members: [Member]

    @Timestamp(key: "created_at", on: .create)
    var createdAt: Date?

    init() {}
}
