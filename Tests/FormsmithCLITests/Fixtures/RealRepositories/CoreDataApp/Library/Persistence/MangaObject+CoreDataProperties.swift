import CoreData

extension MangaObject {
    /// The series' title as the source spells it.
    @NSManaged public var title: String?
    @NSManaged private var primitiveStatus: String
    @NSManaged public var chapterCount: Int64
    @NSManaged public var chapters: NSSet?

    public var status: String {
        get { primitiveStatus }
        set { primitiveStatus = newValue }
    }
}
