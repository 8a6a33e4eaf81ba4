import FormsmithCore
import Incremental

/// Every type found in a project's Swift sources, with extensions folded into their types.
public struct ModelCatalog: Sendable {
    /// Qualified name → model.
    public private(set) var modelsByName: [String: Model]
    public var diagnostics: [Diagnostic]
    /// Type name → a warning that `#if` branches give it different fields; the first declaration's.
    public private(set) var conditionalFields: [String: Diagnostic] = [:]
    /// Every file's SwiftData schema versions, migration plans, aliases and containers, in path order.
    public private(set) var schemaFacts = SchemaFacts()
    /// Every file's calls that present a form with one of SixLayer's views, in path order.
    public private(set) var formViewCalls: [FormViewCall] = []
    /// Later declarations of a name already declared elsewhere (two apps' `User` in one repository), in path order.
    public private(set) var otherDeclarations: [String: [Model]]
    /// A Core Data entity's problems in merging with its class, by entity: said wherever the class
    /// declares the property (an `+CoreDataProperties.swift` extension), and shown on its page.
    public private(set) var entityDiagnostics: [String: [Diagnostic]] = [:]
    /// The module folders (`Sources/GRDB`) that declare GRDB's record protocols: the project is
    /// the database library, or vendors it, and the types of those folders adopting them
    /// (`ColumnInfo`, `TableInfo`) are its own, not an app's rows.
    public private(set) var recordProtocolModules: Set<String> = []

    /// Whether `model` is a type of a module that declares GRDB's record protocols.
    public func isRecordLibraryType(_ model: Model) -> Bool {
        guard !recordProtocolModules.isEmpty, let file = model.location?.file else { return false }
        return recordProtocolModules.contains(Self.moduleFolder(of: file))
    }

    /// `Sources/GRDB/Core/Row.swift` → `Sources/GRDB`; elsewhere the first folder (`GRDB/…` → `GRDB`).
    static func moduleFolder(of path: String) -> String {
        let parts = path.split(separator: "/").map(String.init)
        if let sources = parts.firstIndex(of: "Sources"), sources + 2 < parts.count {
            return parts[...(sources + 1)].joined(separator: "/")
        }
        return parts.count > 1 ? parts[0] : ""
    }
    /// Names this catalog among those read through one cache (`serve`); nil: read without one.
    public internal(set) var revision: Revision?

    public init(files: [FileModels]) {
        var models: [String: Model] = [:]
        var others: [String: [Model]] = [:]
        var diagnostics: [Diagnostic] = []
        var protocols: [String: [String]] = [:]
        var recordModules: Set<String> = []
        for file in files {
            diagnostics += file.diagnostics
            protocols.merge(file.protocols) { first, _ in first }
            if let path = file.path, !Set(file.protocols.keys).isDisjoint(with: Model.grdbRecordProtocols) {
                recordModules.insert(Self.moduleFolder(of: path))
            }
            conditionalFields.merge(file.conditionalFields) { first, _ in first }
            schemaFacts.merge(file.schemaFacts)
            formViewCalls += file.formViewCalls
            for model in file.models {
                if models[model.name] != nil {
                    others[model.name, default: []].append(model)
                    continue
                }
                models[model.name] = model
            }
        }
        for file in files {
            for addition in file.extensions {
                guard var model = models[addition.typeName] else { continue }
                model.fields += addition.fields
                model.cases += addition.cases
                model.inheritedTypes += addition.inheritedTypes
                models[addition.typeName] = model
            }
        }
        Self.inheritAncestors(in: &models, protocols: protocols)
        recordProtocolModules = recordModules
        var entityDiagnostics: [String: [Diagnostic]] = [:]
        Self.mergeCoreDataEntities(
            models: &models, others: &others, diagnostics: &diagnostics, entityDiagnostics: &entityDiagnostics)
        self.entityDiagnostics = entityDiagnostics.filter { !$0.value.isEmpty }
        Self.keepRealmStorageOnly(in: &models)
        self.otherDeclarations = others
        Self.inferEnumDefaults(in: &models)
        self.modelsByName = models
        self.diagnostics = diagnostics
    }

    /// Each Core Data entity merges with the class its `representedClassName` names (`Manga` with
    /// `MangaObject`), or with nothing: a Swift type that merely shares the entity's name (a
    /// `struct Manga: Codable` for the API) is another declaration of that name, never its class.
    /// The entity keeps its name as the first declaration of it, since it is what the app stores.
    private static func mergeCoreDataEntities(
        models: inout [String: Model], others: inout [String: [Model]], diagnostics: inout [Diagnostic],
        entityDiagnostics: inout [String: [Diagnostic]]
    ) {
        let names = Set(
            models.values.filter { $0.kind == .coreDataEntity }.map(\.name)
                + others.filter { $0.value.contains { $0.kind == .coreDataEntity } }.map(\.key))
        for name in names.sorted() {
            var entity: Model
            var swiftType: Model?
            if let primary = models[name], primary.kind == .coreDataEntity {
                entity = primary
            } else if let index = others[name]?.firstIndex(where: { $0.kind == .coreDataEntity }) {
                entity = others[name]!.remove(at: index)
                swiftType = models[name]
            } else {
                continue
            }
            if let className = entity.representedClassName,
                let subclass = declarations(of: className, models: models, others: others).first(where: {
                    $0.kind == .class
                })
            {
                let said = diagnostics.count
                defer { entityDiagnostics[name] = Array(diagnostics[said...]) }
                entity = CoreDataMerge.merge(entity: entity, subclass: subclass, diagnostics: &diagnostics) { type in
                    // The class's scope, then its superclasses' (an enum the base entity's class declares),
                    // then the top level, as Swift resolves the name.
                    let scopes = [subclass.name] + superclasses(of: subclass, in: models).map(\.name)
                    return (scopes.map { $0 + "." + type } + [type]).first { name in
                        guard let found = models[name], found.kind == .enum, found.isPickable,
                            let raw = found.inheritedTypes.first
                        else { return false }
                        return CoreDataMerge.integers.union(["Int8", "UInt8", "UInt16", "UInt32", "UInt64"])
                            .contains(raw)
                    }
                }
                // The class is merged into the entity, unless it goes by a name of its own (then it is marked).
                if className != name, var named = models[className], named.location == subclass.location {
                    named.attributes.append(Model.entityClassMarker)
                    models[className] = named
                }
                if className == name {
                    if swiftType?.location == subclass.location { swiftType = nil }
                    others[name]?.removeAll { $0.kind == .class && $0.location == subclass.location }
                }
            }
            models[name] = entity
            if let swiftType { others[name, default: []].insert(swiftType, at: 0) }
            if others[name]?.isEmpty == true { others[name] = nil }
        }
    }

    /// Realm stores only `@Persisted` (or older `@objc dynamic`, `List`, `LinkingObjects`…) properties
    /// not named in `ignoredProperties()`; a plain `var isSelected = false` is view state, not a field.
    private static func keepRealmStorageOnly(in models: inout [String: Model]) {
        for name in models.keys.sorted() where models[name]?.persistence == .realm {
            let ignored = Set(models[name]!.ignoredProperties)
            models[name]!.fields.removeAll { !$0.isRealmProperty || ignored.contains($0.name) }
        }
    }

    private static func declarations(of name: String, models: [String: Model], others: [String: [Model]]) -> [Model] {
        (models[name].map { [$0] } ?? []) + (others[name] ?? [])
    }

    /// `var role = .member`: the type is the enum, in the owner's scope first, that has that case.
    private static func inferEnumDefaults(in models: inout [String: Model]) {
        // Case name → the enums that have it, in name order: one pass, not a search per field.
        var enumsByCase: [String: [Model]] = [:]
        for model in models.values.filter({ $0.kind == .enum }).sorted(by: { $0.name < $1.name }) {
            for caseName in Set(model.cases.map(\.name)) { enumsByCase[caseName, default: []].append(model) }
        }
        for name in models.keys.sorted() {
            guard var model = models[name] else { continue }
            var changed = false
            for index in model.fields.indices where model.fields[index].type.name == "Unknown" {
                guard let value = model.fields[index].defaultValue, value.hasPrefix("."),
                    case let caseName = String(value.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }),
                    !caseName.isEmpty
                else { continue }
                let candidates = enumsByCase[caseName] ?? []
                let nested = candidates.first { $0.name.hasPrefix(name + ".") }
                guard let match = nested ?? (candidates.count == 1 ? candidates.first : nil) else { continue }
                model.fields[index].type = TypeReference(name: match.name, spelling: match.name)
                changed = true
            }
            if changed { models[name] = model }
        }
    }

    /// Marks the entities of Core Data models no target builds: they preview nothing by
    /// themselves, and their classes stay their entities' (never previewed as declared in code).
    public mutating func markUnbuilt(_ contentsFiles: Set<String>) {
        guard !contentsFiles.isEmpty else { return }
        for (name, model) in modelsByName
        where model.kind == .coreDataEntity && contentsFiles.contains(model.location?.file ?? "") {
            modelsByName[name]!.attributes.append(Model.unbuiltEntityMarker)
        }
    }

    public subscript(name: String) -> Model? { modelsByName[name] }

    /// Every declaration of `name`, the first in path order first.
    public func declarations(of name: String) -> [Model] {
        (modelsByName[name].map { [$0] } ?? []) + (otherDeclarations[name] ?? [])
    }

    /// SwiftData `@Model` classes, sorted by name.
    public var swiftDataModels: [Model] {
        modelsByName.values.filter(\.isSwiftDataModel).sorted { $0.name < $1.name }
    }

    /// Models previewed without hints, sorted by name: SwiftData models, concrete Core Data entities,
    /// Fluent models, Realm objects and `AutomaticSettings` types (not those nested in another, which
    /// are its groups). With `automatic` false, none.
    public func modelsPreviewedByThemselves(automatic: Bool = true) -> [Model] {
        guard automatic else { return [] }
        return modelsByName.values.filter { model in
            guard let persistence = model.persistence else { return false }
            if persistence == .grdb && isRecordLibraryType(model) { return false }
            if persistence == .automaticSettings, let outer = model.enclosingTypeName,
                modelsByName[outer]?.persistence == .automaticSettings
            {
                return false
            }
            return true
        }.sorted { $0.name < $1.name }
    }
}
