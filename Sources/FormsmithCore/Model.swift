/// A data model found in the user's project: a Swift type, a Core Data entity or a hints-only model.
public struct Model: Hashable, Sendable {
    public enum Kind: String, Sendable {
        case `struct`, `class`, actor, `enum`, hintsOnly
    }

    /// Qualified type name, e.g. `User` or `Trip.Budget`.
    public var name: String
    public var kind: Kind
    public var fields: [ModelField]
    /// Cases of an enum, in declaration order.
    public var cases: [EnumCase]
    /// Conformances and superclass as written (`CaseIterable`, `String`, `Codable`).
    public var inheritedTypes: [String]
    /// Attributes on the declaration, without `@` (`Model` for SwiftData).
    public var attributes: [String]
    /// `///` documentation comment text, without the slashes.
    public var documentation: String?
    public var location: SourceLocation?

    public init(
        name: String, kind: Kind, fields: [ModelField] = [], cases: [EnumCase] = [],
        inheritedTypes: [String] = [], attributes: [String] = [], documentation: String? = nil,
        location: SourceLocation? = nil
    ) {
        self.name = name
        self.kind = kind
        self.fields = fields
        self.cases = cases
        self.inheritedTypes = inheritedTypes
        self.attributes = attributes
        self.documentation = documentation
        self.location = location
    }

    /// A SwiftData `@Model` class is previewed even without a hints file.
    public var isSwiftDataModel: Bool { attributes.contains("Model") }

    /// An enum whose cases make sense as picker options.
    public var isPickable: Bool {
        kind == .enum && !cases.isEmpty && cases.allSatisfy { !$0.hasAssociatedValues }
    }
}

/// A stored property of a model.
public struct ModelField: Hashable, Sendable {
    public var name: String
    public var type: TypeReference
    /// The initial value's source text (`""`, `0`, `.standard`), when the declaration has one.
    public var defaultValue: String?
    public var location: SourceLocation?

    public init(name: String, type: TypeReference, defaultValue: String? = nil, location: SourceLocation? = nil) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.location = location
    }
}

/// One case of an enum model.
public struct EnumCase: Hashable, Sendable {
    public var name: String
    public var rawValue: String?
    public var hasAssociatedValues: Bool

    public init(name: String, rawValue: String? = nil, hasAssociatedValues: Bool = false) {
        self.name = name
        self.rawValue = rawValue
        self.hasAssociatedValues = hasAssociatedValues
    }
}
