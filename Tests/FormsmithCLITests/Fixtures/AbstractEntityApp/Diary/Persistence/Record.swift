import CoreData

@objc(Record)
public class Record: NSManagedObject {
    @objc public enum Kind: Int16 {
        case note, reminder, memory
    }

    @NSManaged public var createdAt: Date
    @NSManaged public var kind: Kind
}
