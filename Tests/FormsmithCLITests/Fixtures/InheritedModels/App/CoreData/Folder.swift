import CoreData

class TimestampedEntity: NSManagedObject {
    @NSManaged var createdAt: Date
}

@objc(Folder)
final class Folder: TimestampedEntity {
    @NSManaged var name: String
}
