import Foundation
import RealmSwift

/// A training session, written the older Realm way.
class Session: Object {
    @objc dynamic var id = UUID().uuidString
    @objc dynamic var name = ""
    @objc dynamic var minutes: Int = 0
    @objc dynamic var startedAt: Date? = nil
    @objc dynamic var timeZone = TimeZone.current.identifier
    @objc dynamic var forgotPasswordGuid: String? = nil
    @objc dynamic var trainerEmail = ""
    let tags = List<Tag>()
    let rating = RealmOptional<Int>()
    let attendees = LinkingObjects(fromType: Person.self, property: "sessions")
    @objc dynamic var draftNote = ""
    var isExpanded = false
    private var cachedSummary: String?

    override static func primaryKey() -> String? {
        return "id"
    }

    override static func ignoredProperties() -> [String] {
        return ["draftNote"]
    }
}

class Tag: Object {
    @objc dynamic var title = ""
}
