import Fluent
import Vapor

final class Member: Model, @unchecked Sendable {
    static let schema = "members"

    @ID(key: .id)
    var id: UUID?

    @Field(key: "email")
    var email: String

    @Parent(key: "team_id")
    var team: Team

    @OptionalField(key: "nickname")
    var nickname: String?

    init() {}
}
