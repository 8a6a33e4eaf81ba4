/// One struct as the generators read it: where it is declared, what it conforms to in its
/// declaration, and its stored properties in declaration order (the order synthesized `Encodable`
/// writes them in).
public struct StructDeclaration: Sendable, Equatable {
    /// The name as code outside the type writes it: `Manifest.FieldEntry`.
    public var qualifiedName: String
    /// The file it is declared in, relative to the repository root (`Sources/PageContexts/FormContext.swift`).
    public var file: String
    /// The types named in its inheritance clause, as written.
    public var inheritedTypes: [String]
    public var isPublic: Bool
    /// Declared `package`: seen by the package's other modules (a context made in PageContexts and
    /// rendered by Site), so what is generated for it is `package` too.
    public var isPackage = false
    public var properties: [StoredProperty]
    /// The names of the structs declared inside it.
    public var nestedStructs: [String]
    /// Its methods' return types as written, by name (`context` → `PageContext<ModelPageContext>`).
    public var returnTypes: [String: String] = [:]
    /// Its properties set to a plain string literal, by name (`template` → `model`).
    public var textConstants: [String: String] = [:]
    /// The import declarations of its file, as written: the generated code beside it needs the same
    /// modules (the protocol it names, the types of its properties), wherever it moves.
    public var imports: [String] = []

    public func conforms(to name: String) -> Bool { inheritedTypes.contains(name) }

    /// The access modifier of what is generated for it, with its space: its own, or none (internal).
    var accessModifier: String { isPublic ? "public " : isPackage ? "package " : "" }
}

/// A stored instance property: its name, its type as written (or as its initial value implies),
/// and its doc comment.
public struct StoredProperty: Sendable, Equatable {
    public var name: String
    public var type: PropertyType
    /// The `///` lines above it, as written (without indentation).
    public var documentation: [String]
    /// Where it is declared, for errors.
    public var line: Int
    public var column: Int

    /// Its type, for a generator that needs it: an error at the property when it is not written.
    func writtenType(in file: String) throws -> PropertyType {
        guard type == .unwritten else { return type }
        throw GenerationError(
            file: file, line: line, column: column,
            message: "the type of \(name) is not written: give it a type annotation")
    }
}

/// A property's type in the shapes the generators tell apart.
public indirect enum PropertyType: Sendable, Equatable, CustomStringConvertible {
    case named(String)
    case optional(PropertyType)
    case array(PropertyType)
    case dictionary(key: PropertyType, value: PropertyType)
    /// Any other spelling (a function type, a tuple), kept as written.
    case other(String)
    /// No annotation, and an initial value whose type is not a literal's.
    case unwritten

    public var description: String {
        switch self {
        case .named(let name): name
        case .optional(let wrapped): "\(wrapped)?"
        case .array(let element): "[\(element)]"
        case .dictionary(let key, let value): "[\(key): \(value)]"
        case .other(let text): text
        case .unwritten: "_"
        }
    }

    /// The type without one level of `Optional`.
    public var unwrapped: PropertyType {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }

    public var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }
}
