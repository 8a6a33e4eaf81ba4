import Fluent
import Vapor

final class Todo: Model, Content {
    static let schema = "todos"

    @ID(key: .id) var id: UUID?
    @Field(key: "title") var title: String
    @OptionalField(key: "notes") var notes: String?
    @Enum(key: "status") var status: Status
    @Timestamp(key: "created_at", on: .create) var createdAt: Date?
    @Parent(key: "owner_id") var owner: Owner
    @Children(for: \.$todo) var steps: [Step]

    init() {}

    enum Status: String, Codable, CaseIterable { case open, done }
}

final class Owner: Model {
    static let schema = "owners"
    @ID(key: .id) var id: UUID?
    @Field(key: "name") var name: String
    init() {}
}

final class Step: Model {
    static let schema = "steps"
    @ID(key: .id) var id: UUID?
    init() {}
}
