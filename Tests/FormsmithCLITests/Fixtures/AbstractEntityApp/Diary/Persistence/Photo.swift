import CoreData

@objc(Photo)
public class Photo: Record {
    @NSManaged public var caption: String?
}
