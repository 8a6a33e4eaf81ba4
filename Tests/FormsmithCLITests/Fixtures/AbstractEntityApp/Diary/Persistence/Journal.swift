import CoreData

@objc(Journal)
public class Journal: NSManagedObject {
    @NSManaged public var title: String
    @NSManaged public var records: NSSet?
}
