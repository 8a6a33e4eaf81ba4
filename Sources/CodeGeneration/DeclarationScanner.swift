import Foundation
import SwiftParser
import SwiftSyntax

/// Reads the struct declarations of the package's sources: the generators' only input. It finds
/// them by scanning `Sources/`, not by file names, so a declaration keeps its generated code
/// wherever it moves.
public enum DeclarationScanner {
    /// Every struct declared in a Swift file under `root/Sources` whose text contains one of
    /// `markers` (parsing only those keeps a debug build's run short), generated files left out.
    public static func scan(root: URL, markers: [String]) throws -> [StructDeclaration] {
        try sourceFiles(root: root).flatMap { file -> [StructDeclaration] in
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            guard !GeneratedFile.isGenerated(text), markers.contains(where: text.contains) else { return [] }
            return try scan(source: text, file: file)
        }
    }

    /// The Swift files under `root/Sources`, relative to `root`, in byte order.
    public static func sourceFiles(root: URL) throws -> [String] {
        let sources = root.appendingPathComponent("Sources")
        guard let walk = FileManager.default.enumerator(atPath: sources.path) else { return [] }
        return walk.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.map { "Sources/" + $0 }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The structs declared in one file's text.
    public static func scan(source: String, file: String) throws -> [StructDeclaration] {
        let tree = Parser.parse(source: source)
        let collector = StructCollector(file: file, converter: SourceLocationConverter(fileName: file, tree: tree))
        collector.walk(tree)
        if let error = collector.error { throw error }
        let imports = tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.trimmedDescription }
        return collector.structs.map { declaration in
            var declaration = declaration
            declaration.imports = imports
            return declaration
        }
    }
}

private final class StructCollector: SyntaxVisitor {
    let file: String
    let converter: SourceLocationConverter
    var structs: [StructDeclaration] = []
    var error: GenerationError?

    init(file: String, converter: SourceLocationConverter) {
        self.file = file
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        do {
            structs.append(
                StructDeclaration(
                    qualifiedName: (enclosingNames(of: node) + [node.name.text]).joined(separator: "."), file: file,
                    inheritedTypes: node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [],
                    isPublic: node.modifiers.contains { $0.name.tokenKind == .keyword(.public) },
                    isPackage: node.modifiers.contains { $0.name.tokenKind == .keyword(.package) },
                    properties: try storedProperties(of: node.memberBlock),
                    nestedStructs: node.memberBlock.members.compactMap { $0.decl.as(StructDeclSyntax.self)?.name.text },
                    returnTypes: Self.returnTypes(node.memberBlock), textConstants: Self.textConstants(node.memberBlock)
                ))
        } catch let found as GenerationError {
            error = error ?? found
        } catch {}
        return .visitChildren
    }

    /// The names of the types and extensions around a declaration, outermost first.
    func enclosingNames(of node: some SyntaxProtocol) -> [String] {
        var names: [String] = []
        var parent = node.parent
        while let current = parent {
            if let type = current.as(StructDeclSyntax.self) {
                names.insert(type.name.text, at: 0)
            } else if let type = current.as(EnumDeclSyntax.self) {
                names.insert(type.name.text, at: 0)
            } else if let type = current.as(ClassDeclSyntax.self) {
                names.insert(type.name.text, at: 0)
            } else if let extended = current.as(ExtensionDeclSyntax.self) {
                names.insert(extended.extendedType.trimmedDescription, at: 0)
            }
            parent = current.parent
        }
        return names
    }

    func storedProperties(of members: MemberBlockSyntax) throws -> [StoredProperty] {
        var properties: [StoredProperty] = []
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: {
                    [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind)
                })
            else { continue }
            let documentation = Self.documentation(variable.leadingTrivia)
            let bindings = Array(variable.bindings)
            for (index, binding) in bindings.enumerated() {
                if let accessors = binding.accessorBlock, !Self.isObserved(accessors) { continue }
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                // `var a, b: Int`: a binding without a type or a value has the next annotated one's type.
                let annotated = bindings[index...].first { $0.typeAnnotation != nil || $0.initializer != nil }
                guard let annotated else { throw failure(binding, "\(name) has no type") }
                let type = try propertyType(annotated)
                let location = binding.startLocation(converter: converter)
                properties.append(
                    StoredProperty(
                        name: name, type: type, documentation: index == 0 ? documentation : [], line: location.line,
                        column: location.column))
            }
        }
        return properties
    }

    func propertyType(_ binding: PatternBindingSyntax) throws -> PropertyType {
        if let annotation = binding.typeAnnotation { return Self.propertyType(annotation.type) }
        let value = binding.initializer!.value
        if value.is(StringLiteralExprSyntax.self) { return .named("String") }
        if value.is(BooleanLiteralExprSyntax.self) { return .named("Bool") }
        if value.is(IntegerLiteralExprSyntax.self) { return .named("Int") }
        // An error only for a generator that needs it (`StoredProperty.writtenType`).
        return .unwritten
    }

    static func propertyType(_ type: TypeSyntax) -> PropertyType {
        if let optional = type.as(OptionalTypeSyntax.self) { return .optional(propertyType(optional.wrappedType)) }
        if let array = type.as(ArrayTypeSyntax.self) { return .array(propertyType(array.element)) }
        if let dictionary = type.as(DictionaryTypeSyntax.self) {
            return .dictionary(key: propertyType(dictionary.key), value: propertyType(dictionary.value))
        }
        if type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self) {
            return .named(type.trimmedDescription)
        }
        return .other(type.trimmedDescription)
    }

    static func returnTypes(_ members: MemberBlockSyntax) -> [String: String] {
        var types: [String: String] = [:]
        for member in members.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self),
                let returned = function.signature.returnClause?.type
            else { continue }
            types[function.name.text] = types[function.name.text] ?? returned.trimmedDescription
        }
        return types
    }

    static func textConstants(_ members: MemberBlockSyntax) -> [String: String] {
        var constants: [String: String] = [:]
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let literal = binding.initializer?.value.as(StringLiteralExprSyntax.self),
                    literal.segments.count == 1,
                    let segment = literal.segments.first?.as(StringSegmentSyntax.self)
                else { continue }
                constants[name] = segment.content.text
            }
        }
        return constants
    }

    /// `willSet`/`didSet` observe a stored property; any other accessor makes it computed.
    static func isObserved(_ block: AccessorBlockSyntax) -> Bool {
        guard case .accessors(let accessors) = block.accessors else { return false }
        return accessors.allSatisfy {
            [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind)
        }
    }

    /// The `///` lines of a declaration's leading trivia.
    static func documentation(_ trivia: Trivia) -> [String] {
        trivia.compactMap { piece in
            if case .docLineComment(let text) = piece { return text }
            return nil
        }
    }

    func failure(_ node: some SyntaxProtocol, _ message: String) -> GenerationError {
        let location = node.startLocation(converter: converter)
        return GenerationError(file: file, line: location.line, column: location.column, message: message)
    }
}
