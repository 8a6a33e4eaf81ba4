import CoreData

/// A series in the reader's library.
@objc(MangaObject)
public final class MangaObject: NSManagedObject {
}
