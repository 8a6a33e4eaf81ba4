import FormsmithCore

extension ModelCatalog {
    /// What a type inherits, as Swift gives it: a class its superclasses' stored properties (root
    /// first) and conformances, and any type the protocols its protocols refine. So a Realm
    /// `class Task: BaseModel` where `class BaseModel: Object` is a Realm object with BaseModel's
    /// fields, and `struct Player: AppRecord` where `protocol AppRecord: FetchableRecord` is a
    /// GRDB record, wherever in the project each is declared.
    static func inheritAncestors(in models: inout [String: Model], protocols: [String: [String]]) {
        let declared = models
        for name in declared.keys.sorted() {
            let model = declared[name]!
            guard model.kind == .class || model.kind == .struct || model.kind == .actor else { continue }
            let ancestors = model.kind == .class ? superclasses(of: model, in: declared) : []
            guard !ancestors.isEmpty || model.inheritedTypes.contains(where: { protocols[$0] != nil }) else {
                continue
            }
            var inherited = model.inheritedTypes
            for ancestor in ancestors { inherited += ancestor.inheritedTypes }
            inherited = refinements(of: inherited, protocols: protocols)
            var updated = model
            updated.inheritedTypes = inherited
            let own = Set(model.fields.map(\.name))
            var seen = own
            let fromAncestors = ancestors.reversed().flatMap(\.fields).filter { seen.insert($0.name).inserted }
            updated.fields = fromAncestors + model.fields
            updated.superclassInProject = ancestors.first?.name
            if updated.primaryKey == nil { updated.primaryKey = ancestors.lazy.compactMap(\.primaryKey).first }
            updated.ignoredProperties += ancestors.flatMap(\.ignoredProperties)
            models[name] = updated
        }
    }

    /// The project's classes `model` inherits from, nearest first; it stops at a type the project
    /// does not declare (`Object`, `NSManagedObject`) and at a cycle.
    static func superclasses(of model: Model, in models: [String: Model]) -> [Model] {
        var chain: [Model] = []
        var seen: Set<String> = [model.name]
        var current = model
        while let first = current.inheritedTypes.first,
            let parent = scoped(first, from: current, in: models), parent.kind == .class,
            seen.insert(parent.name).inserted
        {
            chain.append(parent)
            current = parent
        }
        return chain
    }

    /// `Base` as Swift resolves it from inside `model`: its enclosing types' scope first.
    private static func scoped(_ name: String, from model: Model, in models: [String: Model]) -> Model? {
        var scope = model.enclosingTypeName
        while let outer = scope {
            if let found = models[outer + "." + name] { return found }
            scope = models[outer]?.enclosingTypeName ?? outer.split(separator: ".").dropLast().joined(separator: ".")
            if scope?.isEmpty == true { scope = nil }
        }
        return models[name]
    }

    /// The names, then every protocol each names refines, transitively, each once.
    private static func refinements(of names: [String], protocols: [String: [String]]) -> [String] {
        var result: [String] = []
        var seen: Set<String> = []
        var queue = names[...]
        while let name = queue.popFirst() {
            guard seen.insert(name).inserted else { continue }
            result.append(name)
            queue += protocols[name] ?? []
        }
        return result
    }
}
