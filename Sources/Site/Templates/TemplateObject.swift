import ProjectFiles
/// An object's named values, in the order they were encoded. Looked up by a scan from the end (a
/// later key of the same name wins, as a page's own keys win over the shared ones): a context has
/// a few dozen keys at most, and building a hash table for each of the thousands of objects a
/// build makes cost more than it saved on lookups.
public struct TemplateObject: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    public private(set) var entries: [(key: String, value: TemplateValue)]

    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        entries = elements.map { (key: $0.0, value: $0.1) }
    }

    init(reservingCapacity capacity: Int) {
        entries = []
        entries.reserveCapacity(capacity)
    }

    public subscript(key: String) -> TemplateValue? {
        // By index from the end, so no entry is copied on the way. Lengths first: most keys differ
        // in length, and comparing two lengths is far cheaper than comparing two strings.
        let length = key.utf8.count
        var index = entries.count - 1
        while index >= 0 {
            if entries[index].key.utf8.count == length && entries[index].key == key { return entries[index].value }
            index -= 1
        }
        return nil
    }

    mutating func append(_ key: String, _ value: TemplateValue) {
        entries.append((key, value))
    }

    /// Each key once, with its winning value, sorted by the keys' UTF-8 bytes (as JSONEncoder sorts them).
    var sortedByKey: [(key: String, value: TemplateValue)] {
        // Objects made in key order (the manifest's many field entries) need no sort: one pass tells.
        if entries.indices.dropFirst().allSatisfy({
            entries[$0 - 1].key.utf8Precedes(entries[$0].key)
        }) {
            return entries
        }
        // Sorted by key, then by position, so the last of equal keys ends each run of them.
        let sorted = entries.indices.sorted { a, b in
            entries[a].key == entries[b].key
                ? a < b : entries[a].key.utf8Precedes(entries[b].key)
        }
        var result: [(key: String, value: TemplateValue)] = []
        result.reserveCapacity(sorted.count)
        for index in sorted {
            if let last = result.last, last.key == entries[index].key { result.removeLast() }
            result.append(entries[index])
        }
        return result
    }

    public static func == (lhs: TemplateObject, rhs: TemplateObject) -> Bool {
        lhs.sortedByKey.elementsEqual(rhs.sortedByKey) { $0.key == $1.key && $0.value == $1.value }
    }
}
