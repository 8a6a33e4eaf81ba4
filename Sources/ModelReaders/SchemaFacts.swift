import FormsmithCore
import SwiftSyntax

/// What a project says about its SwiftData schema versions, from which the current one is chosen:
/// apps keep every `VersionedSchema` (a dozen is normal) and preview only the last.
public struct SchemaFacts: Equatable, Sendable {
    /// `enum SchemaV3: VersionedSchema` → its `versionIdentifier`'s numbers (`[3, 0, 0]`; empty when not given).
    public var versions: [String: [Int]] = [:]
    /// Each `SchemaMigrationPlan`'s `schemas`, in order: the last is the current schema.
    public var migrationPlans: [[String]] = []
    /// What `typealias Item = SchemaV12.Item` aliases: `SchemaV12.Item`.
    public var aliasedTypes: [String] = []
    /// The types a `ModelContainer(for: …)` or `.modelContainer(for: …)` names.
    public var containerTypes: [String] = []

    public init() {}

    public var isEmpty: Bool { self == SchemaFacts() }

    mutating func merge(_ other: SchemaFacts) {
        versions.merge(other.versions) { first, _ in first }
        migrationPlans += other.migrationPlans
        aliasedTypes += other.aliasedTypes
        containerTypes += other.containerTypes
    }

    /// Whether `source` has any word a schema fact needs, by bytes: Foundation's `contains`
    /// bridges the whole file to UTF-16 for each word, and every model file is asked.
    static func mentionsAnyWord(_ source: String) -> Bool {
        var source = source
        return source.withUTF8 { text in
            ["VersionedSchema", "SchemaMigrationPlan", "typealias", "odelContainer"].contains { word in
                ByteSearch.firstOffset(of: Array(word.utf8), in: text) != nil
            }
        }
    }

    /// The facts of a parsed file; files that mention none of these words are not walked.
    static func read(_ tree: SourceFileSyntax, source: String) -> SchemaFacts {
        guard mentionsAnyWord(source) else { return SchemaFacts() }
        let collector = SchemaFactsCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        return collector.facts
    }
}

/// Walks a whole file, bodies included: containers are made in an `App`'s body or an `init`.
private final class SchemaFactsCollector: SyntaxVisitor {
    var facts = SchemaFacts()
    private var names: [String] = []

    private func enter(_ name: TokenSyntax, _ inheritance: InheritanceClauseSyntax?, _ members: MemberBlockSyntax) {
        names.append(name.text)
        let inherited = inheritance.inheritedNames
        let qualified = names.joined(separator: ".")
        if inherited.contains("VersionedSchema") {
            facts.versions[qualified] = Self.integers(in: member("versionIdentifier", of: members))
        }
        if inherited.contains("SchemaMigrationPlan") {
            facts.migrationPlans.append(Self.selfReferences(in: member("schemas", of: members)))
        }
    }

    /// The declaration of the static property `name` among `members`.
    private func member(_ name: String, of members: MemberBlockSyntax) -> Syntax? {
        for item in members.members {
            guard let variable = item.decl.as(VariableDeclSyntax.self),
                let binding = variable.bindings.first(where: { $0.pattern.trimmedDescription == name })
            else { continue }
            return Syntax(binding)
        }
        return nil
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name, node.inheritanceClause, node.memberBlock)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { names.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name, node.inheritanceClause, node.memberBlock)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { names.removeLast() }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        let target = node.initializer.value.trimmedDescription
        if target.contains(".") { facts.aliasedTypes.append(target) }
        return .skipChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression.trimmedDescription
        if callee == "ModelContainer" || callee.hasSuffix(".modelContainer") || callee == "modelContainer",
            node.arguments.first?.label?.text == "for"
        {
            facts.containerTypes += Self.selfReferences(in: Syntax(node.arguments))
        }
        return .visitChildren
    }

    /// The integer literals under `node`, in order: `Schema.Version(3, 1, 0)` → `[3, 1, 0]`.
    static func integers(in node: Syntax?) -> [Int] {
        guard let node else { return [] }
        return node.tokens(viewMode: .sourceAccurate).compactMap { token in
            if case .integerLiteral(let text) = token.tokenKind { return Int(text.filter { $0 != "_" }) }
            return nil
        }
    }

    /// `A.self` and `Outer.B.self` under `node`, in order, as `A` and `Outer.B`.
    static func selfReferences(in node: Syntax?) -> [String] {
        guard let node else { return [] }
        let finder = SelfReferenceFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found
    }
}

private final class SelfReferenceFinder: SyntaxVisitor {
    var found: [String] = []

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.declName.baseName.text == "self", let base = node.base else { return .visitChildren }
        found.append(base.trimmedDescription)
        return .skipChildren
    }
}
