import CoreData

@objc(Record)
public class Record: NSManagedObject {
}
