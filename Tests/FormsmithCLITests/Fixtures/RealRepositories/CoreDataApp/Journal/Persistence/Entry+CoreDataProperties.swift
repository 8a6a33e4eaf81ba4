import CoreData

extension Entry {
    @nonobjc public class func fetchRequest() -> NSFetchRequest<Entry> {
        NSFetchRequest<Entry>(entityName: "Entry")
    }

    /// What the day was about.
    @NSManaged public var title: String
    // sourcery: range = 1...5
    @NSManaged public var mood: String
    @NSManaged public var wordCount: Int
    @NSManaged public var tags: NSSet?
    /// Kept by the app, not the entity.
    @NSManaged public var draftText: String?
}
