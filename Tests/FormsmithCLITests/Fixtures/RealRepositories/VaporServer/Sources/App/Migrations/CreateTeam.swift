import Fluent

struct CreateTeam: AsyncMigration {
    func prepare(on database: Database) async throws {
        try await database.schema("teams").id().field("name", .string, .required).create()
    }

    func revert(on database: Database) async throws {
        try await database.schema("teams").delete()
    }
}
