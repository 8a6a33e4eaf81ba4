import ProjectFiles
import FormsmithCore
import ModelReaders

/// What the layout of every form asks about the whole catalog, worked out once per build: a search
/// per form would make a build quadratic in its models.
public struct ModelLookups: Sendable {
    /// `Budget` → `Trip.Budget`, for each last part of a nested name that exactly one type has
    /// (`B.Budget` → `A.B.Budget` too).
    public let uniqueNested: [String: Model]
    /// A lower-cased name → the first type name, in byte order, that lower-cases to it.
    public let byLowercasedName: [String: String]

    public init(_ catalog: ModelCatalog) {
        var nested: [String: Model?] = [:]  // nil: more than one type ends with that name
        var lowercased: [String: String] = [:]
        for (name, model) in catalog.modelsByName {
            var rest = Substring(name)
            while let dot = rest.utf8.firstIndex(of: UInt8(ascii: ".")) {
                rest = rest[rest.index(after: dot)...]
                let suffix = String(rest)
                nested[suffix] = nested[suffix] == nil ? .some(model) : .some(nil)
            }
            let key = name.lowercased()
            if let existing = lowercased[key], !name.utf8Precedes(existing) { continue }
            lowercased[key] = name
        }
        self.uniqueNested = nested.compactMapValues { $0 }
        self.byLowercasedName = lowercased
    }
}
