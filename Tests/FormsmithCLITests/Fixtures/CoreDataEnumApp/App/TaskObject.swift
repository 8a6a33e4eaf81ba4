import CoreData

@objc enum Kind: Int16 {
    case chore, errand
    case `default`
}

@objc(TaskObject)
final class TaskObject: NSManagedObject {
    @NSManaged var title: String?
    @NSManaged var kind: Kind
    @NSManaged var priority: String
}
