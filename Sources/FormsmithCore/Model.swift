/// A data model found in the user's project: a Swift type, a Core Data entity or a hints-only model.
public struct Model: Hashable, Sendable {
    public enum Kind: String, Sendable {
        case `struct`, `class`, actor, `enum`, hintsOnly, coreDataEntity
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

    /// A Fluent model's table (`static let schema`).
    public var tableName: String?
    /// For a Core Data entity merged with its `NSManagedObject` subclass: where that class is.
    public var mergedClass: SourceLocation?
    /// For a Core Data entity: the class its `representedClassName` names, without a module
    /// (`MangaObject`); nil when the entity has no hand-written class (plain `NSManagedObject`, or
    /// one Xcode generates at build time).
    public var representedClassName: String?
    /// The project's class this one inherits from (`BaseModel`), whose fields and conformances it has.
    public var superclassInProject: String?
    /// The stored property a Realm object names in `override static func primaryKey()`.
    public var primaryKey: String?
    /// The properties an older Realm object names in `override static func ignoredProperties()`.
    public var ignoredProperties: [String] = []

    /// A SwiftData `@Model` class is previewed even without a hints file.
    public var isSwiftDataModel: Bool { attributes.contains("Model") }

    /// The kinds of model a user of their stack expects to see without writing hints.
    public enum Persistence: String, Sendable {
        case swiftData = "SwiftData @Model"
        case coreData = "Core Data entity"
        case fluent = "Fluent model"
        case realm = "Realm object"
        case grdb = "GRDB record"
        case automaticSettings = "AutomaticSettings"
    }

    /// Marks a class a Core Data model file's entity names (`representedClassName`): the entity is
    /// the model, so the class is never previewed by itself.
    public static let entityClassMarker = "formsmith.entityClass"

    /// Marks an entity of a Core Data model no target of the app builds: previewed only when listed.
    public static let unbuiltEntityMarker = "formsmith.unbuiltEntity"

    /// Property wrappers that make a class conforming to `Model` a Fluent model.
    public static let fluentWrappers: Set<String> = [
        "ID", "Field", "OptionalField", "Enum", "OptionalEnum", "Parent", "OptionalParent", "Children",
        "Siblings", "Timestamp", "Group", "OptionalChild", "CompositeID", "CompositeParent", "Boolean",
        "OptionalBoolean",
    ]

    /// Which of those this model is, if any.
    public var persistence: Persistence? {
        if isSwiftDataModel { return .swiftData }
        if kind == .coreDataEntity {
            return attributes.contains("abstract") || attributes.contains(Self.unbuiltEntityMarker) ? nil : .coreData
        }
        if kind == .class {
            let inherits = Set(inheritedTypes)
            if !inherits.isDisjoint(with: ["Model", "Fluent.Model", "FluentKit.Model"]),
                fields.contains(where: { $0.attributes.contains { Self.fluentWrappers.contains($0.name) } })
            {
                return .fluent
            }
            if !inherits.isDisjoint(with: [
                "Object", "EmbeddedObject", "RealmSwift.Object", "RealmSwift.EmbeddedObject",
            ]),
                primaryKey != nil || fields.contains(where: \.isRealmProperty)
            {
                return .realm
            }
            // Core Data declared in code: an `NSManagedObject` subclass with `@NSManaged` properties
            // whose entity no model file describes (one that does is merged into its entity).
            if inherits.contains("NSManagedObject") || inherits.contains("CoreData.NSManagedObject"),
                !attributes.contains(Self.entityClassMarker),
                fields.contains(where: { $0.attribute("NSManaged") != nil })
            {
                return .coreData
            }
        }
        if inheritedTypes.contains("AutomaticSettings") { return .automaticSettings }
        if isGRDBRecord { return .grdb }
        return nil
    }

    /// GRDB's record protocols: a type adopting one (in its declaration or any extension) is a row
    /// of the app's database, as a SwiftData `@Model` is.
    public static let grdbRecordProtocols: Set<String> = [
        "FetchableRecord", "PersistableRecord", "MutablePersistableRecord", "TableRecord", "EncodableRecord",
    ]

    /// A struct or class adopting a GRDB record protocol, written bare or as `GRDB.FetchableRecord`.
    public var isGRDBRecord: Bool {
        guard kind == .struct || kind == .class else { return false }
        return inheritedTypes.contains { name in
            let bare = name.hasPrefix("GRDB.") ? String(name.dropFirst("GRDB.".count)) : name
            return Self.grdbRecordProtocols.contains(bare)
        }
    }

    /// The type this one is nested in: `Trip` for `Trip.Budget`.
    public var enclosingTypeName: String? {
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return nil }
        return String(name[..<dot])
    }

    /// An enum with cases and no associated values, whatever its raw type (`String`, `Int`, none):
    /// its cases are picker options, as a Swift picker over the cases would show them.
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
    /// Property wrappers and attributes (`@Attribute(.unique)`, `@Field(key: "name")`, `@Published`).
    public var attributes: [FieldAttribute]
    /// `///` comment on the property, shown as the field's help text when the hints give none.
    public var documentation: String?
    /// Sourcery annotations (`// sourcery: range = 1...4`): key → value ("" for a bare key).
    public var annotations: [KeyValue]
    /// Validation limits from the model (Core Data's min/max): numbers for numbers, lengths for text.
    public var minimum: String?
    public var maximum: String?

    public init(
        name: String, type: TypeReference, defaultValue: String? = nil, location: SourceLocation? = nil,
        attributes: [FieldAttribute] = [], documentation: String? = nil, annotations: [KeyValue] = [],
        minimum: String? = nil, maximum: String? = nil
    ) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.location = location
        self.attributes = attributes
        self.documentation = documentation
        self.annotations = annotations
        self.minimum = minimum
        self.maximum = maximum
    }

    public func attribute(_ name: String) -> FieldAttribute? { attributes.first { $0.name == name } }

    /// Stored by Realm: `@Persisted`, the older `@objc dynamic var`, or a `List`, `MutableSet`,
    /// `LinkingObjects`, `RealmOptional` or `RealmProperty` member.
    public var isRealmProperty: Bool {
        if attribute("Persisted") != nil || attribute("dynamic") != nil { return true }
        return ["List<", "MutableSet<", "Map<", "LinkingObjects<", "RealmOptional<", "RealmProperty<"].contains {
            type.spelling.hasPrefix($0)
        }
    }

    /// A to-many relationship, or a collection that may be one: SwiftData's or Core Data's
    /// `@Relationship` to a collection, or Realm's `List`, `MutableSet` or `LinkingObjects` (objects,
    /// unless their element is a plain value such as `List<String>`).
    public var isToManyRelationship: Bool {
        guard type.isCollection else { return false }
        return attribute("Relationship") != nil
            || ["List<", "MutableSet<", "LinkingObjects<"].contains { type.spelling.hasPrefix($0) }
    }

    public func annotation(_ key: String) -> String? { annotations.last { $0.key == key }?.value }
}

/// An attribute or property wrapper on a stored property: `@Field(key: "name")` → `Field`, `key: "name"`.
public struct FieldAttribute: Hashable, Sendable, CustomStringConvertible {
    public var name: String
    public var arguments: String?
    /// A declaration modifier that changes how the property is stored (`dynamic` for Realm's
    /// older `@objc dynamic var`), written without `@`.
    public var isModifier: Bool

    public init(name: String, arguments: String? = nil, isModifier: Bool = false) {
        self.name = name
        self.arguments = arguments
        self.isModifier = isModifier
    }

    public var description: String { (isModifier ? "" : "@") + name + (arguments.map { "(\($0))" } ?? "") }
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
