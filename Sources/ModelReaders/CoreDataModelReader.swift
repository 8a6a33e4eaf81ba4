import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import FormsmithCore

/// Reads a Core Data model's `contents` XML: entities, their attributes and relationships,
/// with parent entities' attributes inherited by their sub-entities.
public enum CoreDataModelReader {
    /// Core Data attribute types and the Swift types they stand for.
    static let swiftTypes: [String: String] = [
        "Integer 16": "Int16", "Integer 32": "Int32", "Integer 64": "Int64", "Decimal": "Decimal", "Double": "Double",
        "Float": "Float", "String": "String", "Boolean": "Bool", "Date": "Date", "Binary": "Data", "UUID": "UUID",
        "URI": "URL", "Transformable": "Transformable", "ObjectID": "NSManagedObjectID",
    ]

    /// The class an entity's `representedClassName` names, without its module (`.MangaObject` and
    /// `MyApp.MangaObject` → `MangaObject`); nil for none or `NSManagedObject` (no class of its own).
    static func className(_ represented: String?) -> String? {
        guard let represented, let name = represented.split(separator: ".").last.map(String.init),
            !name.isEmpty, name != "NSManagedObject"
        else { return nil }
        return name
    }

    public static func read(data: Data, file: String) -> FileModels {
        let delegate = CoreDataXMLDelegate(
            file: file,
            lines: String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false))
        let parser = XMLParser(data: data)
        parser.delegate = delegate
        // Some Foundation versions report a fatal error to the delegate yet return true.
        guard parser.parse(), delegate.failure == nil else {
            let location =
                delegate.failure
                ?? SourceLocation(file: file, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
            return FileModels(
                models: [], extensions: [],
                diagnostics: delegate.diagnostics + [
                    .error(
                        "coredata.invalid-xml", at: location,
                        "this Core Data model is not well-formed XML (\(parser.parserError.map { "\($0.localizedDescription)" } ?? "parse error")); its entities are skipped"
                    )
                ])
        }
        return FileModels(models: delegate.resolvedModels(), extensions: [], diagnostics: delegate.diagnostics)
    }
}

/// Collects entities while XMLParser walks the file.
private final class CoreDataXMLDelegate: NSObject, XMLParserDelegate {
    struct Entity {
        var model: Model
        var parent: String?
        var isAbstract: Bool
    }

    let file: String
    let lines: [Substring]
    var entities: [Entity] = []
    var diagnostics: [Diagnostic] = []
    /// Where XMLParser gave up, if it did.
    var failure: SourceLocation?

    init(file: String, lines: [Substring]) {
        self.file = file
        self.lines = lines
    }

    /// The element's `<`: libxml2 reports the end of the start tag, people look for its beginning.
    private func here(_ parser: XMLParser) -> SourceLocation {
        let line = max(parser.lineNumber, 1)
        var column = max(parser.columnNumber, 1)
        if line <= lines.count {
            let text = Array(lines[line - 1])
            var index = min(column - 1, text.count) - 1
            while index >= 0, text[index] != "<" { index -= 1 }
            if index >= 0 { column = index + 1 }
        }
        return SourceLocation(file: file, line: line, column: column)
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        switch name {
        case "entity":
            guard let entityName = attributes["name"] else { return }
            var model = Model(name: entityName, kind: .coreDataEntity, location: here(parser))
            if attributes["isAbstract"] == "YES" { model.attributes.append("abstract") }
            // With codegen "Class Definition" Xcode writes the class at build time, so a class of that
            // name in the repository belongs to some other module (an API's `Chapter`), never the entity.
            if attributes["codeGenerationType"] != "class" {
                model.representedClassName = CoreDataModelReader.className(attributes["representedClassName"])
            }
            entities.append(
                Entity(model: model, parent: attributes["parentEntity"], isAbstract: attributes["isAbstract"] == "YES"))
        case "attribute":
            guard !entities.isEmpty, let fieldName = attributes["name"] else { return }
            if attributes["transient"] == "YES" { return }  // not stored, so not in the form
            let coreDataType = attributes["attributeType"] ?? "Undefined"
            var typeName = CoreDataModelReader.swiftTypes[coreDataType]
            if typeName == nil {
                diagnostics.append(
                    .warning(
                        "coredata.unknown-type", at: here(parser),
                        "attribute `\(fieldName)` has the unknown type \"\(coreDataType)\"; it is shown as a text field"
                    ))
                typeName = coreDataType
            }
            let type = TypeReference(
                name: typeName!, isOptional: attributes["optional"] == "YES", spelling: coreDataType)
            var field = ModelField(
                name: fieldName, type: type,
                defaultValue: attributes["defaultValueString"].map { typeName == "String" ? "\"\($0)\"" : $0 },
                location: here(parser), minimum: attributes["minValueString"], maximum: attributes["maxValueString"])
            // A derived attribute is computed by the store (`tags.@count`, `now()`): shown, never typed in.
            if attributes["derived"] == "YES" || attributes["isDerived"] == "YES" {
                field.attributes.append(FieldAttribute(name: "Derived", arguments: attributes["derivationExpression"]))
            }
            entities[entities.count - 1].model.fields.append(field)
        case "relationship":
            guard !entities.isEmpty, let fieldName = attributes["name"],
                let destination = attributes["destinationEntity"]
            else { return }
            let toMany = attributes["toMany"] == "YES"
            var field = ModelField(
                name: fieldName,
                type: TypeReference(
                    name: destination, isOptional: attributes["optional"] == "YES", isCollection: toMany,
                    spelling: toMany
                        ? (attributes["ordered"] == "YES" ? "ordered to-many \(destination)" : "to-many \(destination)")
                        : destination),
                location: here(parser))
            field.attributes.append(
                FieldAttribute(name: "Relationship", arguments: attributes["deletionRule"].map { "deleteRule: \($0)" }))
            entities[entities.count - 1].model.fields.append(field)
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        if failure == nil {
            failure = SourceLocation(file: file, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
        }
    }

    /// Sub-entities get their parents' fields first, as Core Data's inheritance does.
    func resolvedModels() -> [Model] {
        let byName = Dictionary(entities.map { ($0.model.name, $0) }, uniquingKeysWith: { first, _ in first })
        func inheritedFields(of entity: Entity, seen: Set<String>) -> [ModelField] {
            guard let parentName = entity.parent, !seen.contains(parentName), let parent = byName[parentName] else {
                return []
            }
            return inheritedFields(of: parent, seen: seen.union([parentName])) + parent.model.fields
        }
        return entities.map { entity in
            var model = entity.model
            model.fields = inheritedFields(of: entity, seen: [entity.model.name]) + model.fields
            if let parent = entity.parent { model.inheritedTypes.append(parent) }
            return model
        }
    }
}
