import CoreData

@objc(Note)
final class Note: NSManagedObject {
    @NSManaged var title: String
    @NSManaged var body: String?
    @NSManaged var pinned: Bool
}
