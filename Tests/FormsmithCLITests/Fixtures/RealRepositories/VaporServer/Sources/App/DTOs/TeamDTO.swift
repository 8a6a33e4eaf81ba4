import Vapor

struct TeamDTO: Content {
    var id: UUID?
    var name: String?
}
