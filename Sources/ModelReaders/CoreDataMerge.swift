import FormsmithCore

/// A Core Data entity and the hand-written `NSManagedObject` subclass of the same name, as one model:
/// the entity's attributes, optionality, defaults, limits and relationships are the truth (they are what
/// the store holds); the class adds its doc comments, sourcery annotations and any `@NSManaged`
/// properties the entity lacks.
enum CoreDataMerge {
    /// `integerEnum`: the qualified name of the enum with an integer raw type (`@objc enum Kind: Int16`)
    /// a type name in the class means, if it is one.
    static func merge(
        entity: Model, subclass: Model, diagnostics: inout [Diagnostic],
        integerEnum: (String) -> String? = { _ in nil }
    ) -> Model {
        var merged = entity
        merged.mergedClass = subclass.location
        merged.documentation = subclass.documentation ?? entity.documentation
        let classFields = Dictionary(subclass.fields.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let entityFieldNames = Set(entity.fields.map(\.name))
        for index in merged.fields.indices {
            guard let declared = classFields[merged.fields[index].name] else { continue }
            merged.fields[index].documentation = declared.documentation ?? merged.fields[index].documentation
            merged.fields[index].annotations = declared.annotations
            let stored = merged.fields[index]
            let isRelationship = stored.attribute("Relationship") != nil
            // `@NSManaged var kind: Kind` over an `Integer 16` attribute: Core Data stores the enum's raw
            // value, and the app offers its cases, so the field is the enum's picker.
            if !isRelationship, integers.contains(stored.type.name), let enumName = integerEnum(declared.type.name) {
                merged.fields[index].type = TypeReference(
                    name: enumName, isOptional: stored.type.isOptional, spelling: declared.type.spelling)
                continue
            }
            if !isRelationship, !agree(entityType: stored.type.name, swiftType: declared.type.name) {
                diagnostics.append(
                    .warning(
                        "coredata.type-mismatch", at: declared.location ?? SourceLocation(file: ""),
                        "`\(subclass.name).\(declared.name)` is \(declared.type.spelling) here but \(stored.type.spelling) in the entity (\(stored.location?.description ?? "the model")); the entity's type is shown"
                    ))
            }
        }
        for field in subclass.fields where !entityFieldNames.contains(field.name) && field.attribute("NSManaged") != nil
        {
            merged.fields.append(field)
        }
        return merged
    }

    static let integers: Set<String> = ["Int16", "Int32", "Int64", "Int"]

    /// Types that mean the same stored value: `Int` for any integer attribute, Foundation's
    /// reference types for their value types, `NSNumber` for any number or Boolean.
    static func agree(entityType: String, swiftType: String) -> Bool {
        if entityType == swiftType { return true }
        if integers.contains(entityType) && integers.contains(swiftType) { return true }
        let numbers: Set<String> = integers.union(["Double", "Float", "Bool", "Decimal"])
        if swiftType == "NSNumber" && numbers.contains(entityType) { return true }
        let bridged: [String: String] = [
            "Decimal": "NSDecimalNumber", "Data": "NSData", "Date": "NSDate", "String": "NSString",
            "URL": "NSURL", "UUID": "NSUUID",
        ]
        if bridged[entityType] == swiftType { return true }
        // Transformable attributes hold whatever class the code names.
        return entityType == "Transformable" || entityType == "NSManagedObjectID"
    }
}
