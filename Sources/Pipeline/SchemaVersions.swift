import FormsmithCore
import ModelReaders

/// A SwiftData app's schema versions (`enum SchemaV3: VersionedSchema`), and which is current:
/// the last of the migration plan's `schemas`, else the one a `typealias Item = SchemaV12.Item`
/// or a `ModelContainer(for: …)` names, else the highest `versionIdentifier`.
struct SchemaVersions: Sendable {
    /// Every versioned schema's qualified name.
    var all: Set<String>
    var current: String?
    /// How `current` was chosen, for `check --info`.
    var why = ""

    init(_ catalog: ModelCatalog) {
        let facts = catalog.schemaFacts
        all = Set(facts.versions.keys)
        func highest(_ names: some Sequence<String>) -> String? {
            names.max { a, b in
                let (x, y) = (facts.versions[a] ?? [], facts.versions[b] ?? [])
                return x == y ? a.naturallyPrecedes(b) : x.lexicographicallyPrecedes(y)
            }
        }
        if let plan = facts.migrationPlans.last(where: { $0.last.map(all.contains) ?? false }) {
            (current, why) = (plan.last, "the last of the migration plan's schemas")
        } else if let named = highest(facts.aliasedTypes.compactMap(schema(of:))) {
            (current, why) = (named, "named by a typealias")
        } else if let named = highest(facts.containerTypes.compactMap(schema(of:))) {
            (current, why) = (named, "named by ModelContainer(for:)")
        } else if let named = highest(all) {
            (current, why) = (named, "the highest versionIdentifier")
        }
    }

    /// The versioned schema `name` is declared in: `SchemaV3.Item` → `SchemaV3`.
    func schema(of name: String) -> String? {
        var prefix = Substring(name)
        while let dot = prefix.lastIndex(of: ".") {
            prefix = prefix[..<dot]
            if all.contains(String(prefix)) { return String(prefix) }
        }
        return nil
    }

    /// The name a model of the current schema is previewed under: its name inside the schema
    /// (`SchemaV12.Item` → `Item`), as SixLayer names its hints file and the app's typealias names
    /// it. Nil for other models.
    func nameInCurrentSchema(_ name: String) -> String? {
        guard let current, schema(of: name) == current else { return nil }
        return String(name.dropFirst(current.count + 1))
    }
}
