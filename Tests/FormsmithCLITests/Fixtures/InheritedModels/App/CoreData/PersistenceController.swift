import CoreData

/// The Core Data stack, its entities declared in code rather than in an .xcdatamodeld.
final class PersistenceController {
    let container: NSPersistentContainer

    init() {
        let note = NSEntityDescription()
        note.name = "Note"
        note.managedObjectClassName = NSStringFromClass(Note.self)
        let title = NSAttributeDescription()
        title.name = "title"
        title.attributeType = .stringAttributeType
        note.properties = [title]
        let model = NSManagedObjectModel()
        model.entities = [note]
        container = NSPersistentContainer(name: "Notes", managedObjectModel: model)
    }
}
