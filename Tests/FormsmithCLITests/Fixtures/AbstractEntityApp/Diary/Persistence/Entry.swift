import CoreData

@objc(Entry)
public class Entry: Record {
    @NSManaged public var text: String
}
