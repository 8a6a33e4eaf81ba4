import CoreData

@objc(Tag)
public class Tag: NSManagedObject {
    @NSManaged public var name: String
}
