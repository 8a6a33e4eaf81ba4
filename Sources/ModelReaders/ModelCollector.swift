import FormsmithCore
import SwiftSyntax

/// Walks a file, keeping a stack of the enclosing types so nested types get qualified names
/// (`Trip.Budget`) and each stored property lands on the type that declares it.
final class ModelCollector: SyntaxVisitor {
    private let file: String
    private let converter: SourceLocationConverter
    private(set) var models: [Model] = []
    private(set) var extensions: [ModelExtension] = []
    private(set) var diagnostics: [Diagnostic] = []
    /// Protocol name → the protocols it refines.
    private(set) var protocols: [String: [String]] = [:]
    /// Type name → a warning that `#if` branches give it different fields (the first is read).
    private(set) var conditionalFields: [String: Diagnostic] = [:]

    /// Enclosing declarations: an index into `models`, or into `extensions`.
    private enum Scope {
        case model(Int)
        case extensionOf(Int)
    }
    private var scopes: [Scope] = []
    private var qualifiedNames: [String] = []

    init(file: String, converter: SourceLocationConverter) {
        self.file = file
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    func location(of node: some SyntaxProtocol) -> FormsmithCore.SourceLocation {
        let position = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return FormsmithCore.SourceLocation(file: file, line: position.line, column: position.column)
    }

    // MARK: Types

    private func enter(
        name: TokenSyntax, kind: Model.Kind, node: some DeclSyntaxProtocol,
        inheritance: InheritanceClauseSyntax?, attributes: AttributeListSyntax
    ) {
        let qualified = (qualifiedNames + [name.text]).joined(separator: ".")
        qualifiedNames.append(name.text)
        models.append(
            Model(
                name: qualified, kind: kind, inheritedTypes: inheritance.inheritedNames,
                attributes: attributes.names, documentation: node.documentationComment,
                location: location(of: name)))
        scopes.append(.model(models.count - 1))
    }

    private func leave() {
        scopes.removeLast()
        qualifiedNames.removeLast()
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(
            name: node.name, kind: .struct, node: node, inheritance: node.inheritanceClause, attributes: node.attributes
        )
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { leave() }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(
            name: node.name, kind: .class, node: node, inheritance: node.inheritanceClause, attributes: node.attributes)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { leave() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(
            name: node.name, kind: .actor, node: node, inheritance: node.inheritanceClause, attributes: node.attributes)
        return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { leave() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(
            name: node.name, kind: .enum, node: node, inheritance: node.inheritanceClause, attributes: node.attributes)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) {
        if case .model(let index)? = scopes.last { models[index].cases.fillImplicitIntegerRawValues(of: models[index]) }
        leave()
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.trimmedSource
        qualifiedNames.append(name)
        extensions.append(
            ModelExtension(
                typeName: qualifiedNames.joined(separator: "."), fields: [], cases: [],
                inheritedTypes: node.inheritanceClause.inheritedNames))
        scopes.append(.extensionOf(extensions.count - 1))
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { leave() }

    /// The app is built for one platform at a time; without knowing which, read the first branch.
    /// Only branches that give a type different fields are worth a warning (most `#if`s are in
    /// views and services), and it goes to that type: the pipeline shows it when the type is previewed.
    /// A `#if` without `#else` has an empty branch too: its fields exist on some platforms only.
    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        let hasElse = node.clauses.last?.poundKeyword.tokenKind == .poundElse
        let branches = Set(node.clauses.map(\.storedMembers) + (hasElse ? [] : [[]]))
        if !scopes.isEmpty, case let name = qualifiedNames.joined(separator: "."),
            conditionalFields[name] == nil, branches.count > 1
        {
            conditionalFields[name] = .warning(
                "swift.conditional-compilation", at: location(of: node),
                "`\(name)` has fields inside #if branches that differ; they are read from the first branch only")
        }
        if let first = node.clauses.first { walk(first) }
        return .skipChildren
    }

    // Bodies hold locals, not members; but an older Realm object names its primary key in
    // `override static func primaryKey() -> String? { "id" }`, and the properties it does not
    // store in `override static func ignoredProperties() -> [String] { ["draft"] }`.
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard ["primaryKey", "ignoredProperties"].contains(node.name.text),
            node.signature.parameterClause.parameters.isEmpty,
            node.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }),
            case .model(let index)? = scopes.last, let body = node.body
        else { return .skipChildren }
        let strings = body.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            if case .stringSegment(let text) = token.tokenKind { return text }
            return nil
        }
        if node.name.text == "primaryKey" {
            models[index].primaryKey = strings.first
        } else {
            models[index].ignoredProperties = strings
        }
        return .skipChildren
    }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        let refined = node.inheritanceClause.inheritedNames
        protocols[(qualifiedNames + [node.name.text]).joined(separator: ".")] = refined
        return .skipChildren
    }
    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    // MARK: Members

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        // Fluent names a model's table in `static let schema = "teams"`.
        if case .model(let index)? = scopes.last, !node.isStoredInstanceProperty, let binding = node.bindings.first,
            binding.pattern.trimmedSource == "schema", let value = binding.initializer?.value,
            value.is(StringLiteralExprSyntax.self)
        {
            models[index].tableName = value.literalText
        }
        guard let scope = scopes.last, node.isStoredInstanceProperty else { return .skipChildren }
        // SwiftData does not store @Transient properties, so they are not in the form either.
        if node.attributes.names.contains("Transient") { return .skipChildren }
        if node.isPrivateStorage { return .skipChildren }
        let fields = node.storedFields(location: { self.location(of: $0) })
        switch scope {
        case .model(let index): models[index].fields += fields
        case .extensionOf(let index): extensions[index].fields += fields
        }
        return .skipChildren
    }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let scope = scopes.last else { return .skipChildren }
        let cases = node.elements.map { element in
            EnumCase(
                // `case `private``: the backticks only let a keyword be a name; the case is `private`.
                name: element.name.text.filter { $0 != "`" },
                rawValue: element.rawValue.map { $0.value.literalText },
                hasAssociatedValues: element.parameterClause != nil)
        }
        switch scope {
        case .model(let index): models[index].cases += cases
        case .extensionOf(let index): extensions[index].cases += cases
        }
        return .skipChildren
    }
}

extension IfConfigClauseSyntax {
    /// The stored properties and enum cases this branch declares (nested `#if`s: every branch), as written.
    fileprivate var storedMembers: [String] {
        guard case .decls(let items)? = elements else { return [] }
        return items.flatMap { item -> [String] in
            if let variable = item.decl.as(VariableDeclSyntax.self), variable.isStoredInstanceProperty {
                return [variable.trimmedDescription]
            }
            if let cases = item.decl.as(EnumCaseDeclSyntax.self) { return [cases.trimmedDescription] }
            if let nested = item.decl.as(IfConfigDeclSyntax.self) { return nested.clauses.flatMap(\.storedMembers) }
            return []
        }.sorted()
    }
}

extension [EnumCase] {
    /// An integer enum's cases without `= n` count on from the one before (the first from 0), as
    /// Swift numbers them: `case a, b = 5, c` is 0, 5 and 6.
    mutating func fillImplicitIntegerRawValues(of model: Model) {
        let integers: Set = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]
        guard let rawType = model.inheritedTypes.first, integers.contains(rawType) else { return }
        var next = 0
        for index in indices where !self[index].hasAssociatedValues {
            if let written = self[index].rawValue, let value = Int(written) {
                next = value + 1
            } else if self[index].rawValue == nil {
                self[index].rawValue = String(next)
                next += 1
            }
        }
    }
}
