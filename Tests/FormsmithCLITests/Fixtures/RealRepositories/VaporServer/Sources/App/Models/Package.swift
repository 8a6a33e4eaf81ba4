import Fluent

/// A package in the registry: named like a manifest, but a model.
final class Package: Model, @unchecked Sendable {
    static let schema = "packages"

    @ID(key: .id)
    var id: UUID?

    @Field(key: "url")
    var url: String

    init() {}
}
