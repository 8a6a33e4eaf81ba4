/// A field's declared type as written in the model, reduced to what a form needs.
public struct TypeReference: Hashable, Sendable, CustomStringConvertible {
    /// The element type's name without optionality or collection wrappers, e.g. `String`, `Trip.Budget`.
    public var name: String
    public var isOptional: Bool
    /// `[T]` or `Set<T>`: a list of values.
    public var isCollection: Bool
    /// The type exactly as written, for display in the field table.
    public var spelling: String

    public init(name: String, isOptional: Bool = false, isCollection: Bool = false, spelling: String? = nil) {
        self.name = name
        self.isOptional = isOptional
        self.isCollection = isCollection
        self.spelling = spelling ?? name
    }

    public var description: String { spelling }
}
