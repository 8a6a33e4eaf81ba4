import CoreData

/// One day's journal entry.
@objc(Entry)
public class Entry: Record {
}
