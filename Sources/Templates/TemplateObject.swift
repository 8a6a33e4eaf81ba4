import ProjectFiles
/// An object's named values, in the order they were encoded, each key once (a key set again keeps
/// its place and takes the new value, as a page's own keys win over the shared ones). Looked up by
/// a scan: a context has a few dozen keys at most, and building a hash table for each of the
/// thousands of objects a build makes cost more than it saved on lookups. A renderer passes the
/// index where the key was last found, so objects of one kind are scanned once per page.
public struct TemplateObject: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    /// One named value. A struct, not a tuple: an array of tuples is destroyed entry by entry
    /// through the runtime's generic tuple functions.
    @usableFromInline package struct Entry: Sendable, Equatable {
        @usableFromInline package let key: String
        @usableFromInline package var value: TemplateValue

        @inlinable package init(key: String, value: TemplateValue) {
            self.key = key
            self.value = value
        }
    }

    // Inlinable, with what it touches: the generated encoders in other modules build every
    // context's object through it, and a call per property across the module showed.
    @usableFromInline package internal(set) var storage: [Entry]

    /// The entries in order, as pairs.
    public var entries: [(key: String, value: TemplateValue)] { storage.map { ($0.key, $0.value) } }

    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        storage = []
        storage.reserveCapacity(elements.count)
        for (key, value) in elements { set(key, value) }
    }

    @inlinable package init(reservingCapacity capacity: Int) {
        storage = []
        storage.reserveCapacity(capacity)
    }

    public subscript(key: String) -> TemplateValue? {
        var guess = 0
        return value(for: key, guess: &guess)
    }

    /// The value of `key`; `guess` is where to look first, and becomes where it was found.
    func value(for key: String, guess: inout Int) -> TemplateValue? {
        // By index, so no entry is copied on the way. Lengths first: most keys differ in length,
        // and comparing two lengths is far cheaper than comparing two strings.
        if guess < storage.count && storage[guess].key == key { return storage[guess].value }
        let length = key.utf8.count
        var index = storage.count - 1
        while index >= 0 {
            if storage[index].key.utf8.count == length && storage[index].key == key {
                guess = index
                return storage[index].value
            }
            index -= 1
        }
        return nil
    }

    /// Adds a key the object does not have yet: the fast encoders list each of their keys once.
    @inlinable package mutating func append(_ key: String, _ value: TemplateValue) {
        assert(self[key] == nil, "\(key) is already in the object; `set` replaces a key")
        storage.append(Entry(key: key, value: value))
    }

    /// Sets `key` to `value`: in its place when the object has it, at the end otherwise.
    package mutating func set(_ key: String, _ value: TemplateValue) {
        if let index = storage.lastIndex(where: { $0.key == key }) {
            storage[index].value = value
        } else {
            storage.append(Entry(key: key, value: value))
        }
    }

    /// The entries sorted by the keys' UTF-8 bytes (as JSONEncoder sorts them).
    var sortedByKey: [Entry] {
        // Objects made in key order (the manifest's many field entries) need no sort: one pass tells.
        if storage.indices.dropFirst().allSatisfy({ storage[$0 - 1].key.utf8Precedes(storage[$0].key) }) {
            return storage
        }
        return storage.sorted { $0.key.utf8Precedes($1.key) }
    }

    public static func == (lhs: TemplateObject, rhs: TemplateObject) -> Bool {
        lhs.sortedByKey.elementsEqual(rhs.sortedByKey) { $0.key == $1.key && $0.value == $1.value }
    }
}
