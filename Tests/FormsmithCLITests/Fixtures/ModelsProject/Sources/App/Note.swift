import SwiftData

@Model
final class Note {
    @Attribute(.unique) var slug: String
    var body: String
    var created: Date = Date()
    @Relationship(deleteRule: .cascade) var tags: [Tag] = []
    @Transient var isSelected = false

    init(slug: String, body: String) {
        self.slug = slug
        self.body = body
    }
}

@Model
final class Tag {
    var name: String
    init(name: String) { self.name = name }
}
