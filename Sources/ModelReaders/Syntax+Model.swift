import Foundation
import FormsmithCore
import SwiftSyntax

// Conversions from syntax to model values, kept here so the model types never import SwiftSyntax.

extension InheritanceClauseSyntax? {
    var inheritedNames: [String] {
        self?.inheritedTypes.map { $0.type.trimmedSource } ?? []
    }
}

extension AttributeListSyntax {
    /// Attribute names without `@` or arguments: `@Model` → `Model`.
    var names: [String] {
        compactMap { element in
            guard case .attribute(let attribute) = element else { return nil }
            return attribute.attributeName.trimmedSource
        }
    }
}

extension SyntaxProtocol {
    /// The node's source without the trivia around it: `trimmedDescription` without building a
    /// trimmed copy of the tree, which cost more than parsing the whole file.
    var trimmedSource: String {
        let bytes = syntaxTextBytes
        let start = leadingTriviaLength.utf8Length
        let end = bytes.count - trailingTriviaLength.utf8Length
        return start < end ? String(decoding: bytes[start..<end], as: UTF8.self) : ""
    }

    /// The `///` or `/** */` comment directly above a declaration, without its markers.
    var documentationComment: String? { Self.documentationComment(in: leadingTrivia) }

    /// The doc comment at the end of `trivia` (a declaration's leading trivia).
    static func documentationComment(in trivia: Trivia) -> String? {
        var lines: [String] = []
        for piece in trivia {
            switch piece {
            case .docLineComment(let text):
                lines.append(String(text.dropFirst(3).drop { $0 == " " }))
            case .docBlockComment(let text):
                let body = text.dropFirst(3).dropLast(2)
                lines += body.split(separator: "\n", omittingEmptySubsequences: false).map {
                    String($0.drop { $0 == " " || $0 == "*" || $0 == "\t" })
                }
            case .newlines, .spaces, .tabs, .carriageReturns, .carriageReturnLineFeeds:
                continue
            case .lineComment(let text) where text.dropFirst(2).drop(while: { $0 == " " }).hasPrefix("sourcery:"):
                continue  // annotations sit between a doc comment and its declaration
            default:
                lines.removeAll()  // a plain comment separates the doc comment from the declaration
            }
        }
        // Most properties have none: no joining or trimming for them.
        guard !lines.isEmpty else { return nil }
        var text = Substring(lines.joined(separator: "\n"))
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return text.isEmpty ? nil : String(text)
    }
}

extension VariableDeclSyntax {
    /// Instance storage: not `static`/`class`, and not computed (a getter); observers and `lazy` still store.
    var isStoredInstanceProperty: Bool {
        if modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) { return false }
        return bindings.allSatisfy { binding in
            guard let accessors = binding.accessorBlock?.accessors else { return true }
            switch accessors {
            case .getter: return false
            case .accessors(let list):
                return list.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
            }
        }
    }

    /// Attributes and property wrappers with their arguments as written, and the `dynamic` modifier
    /// (Realm stores the older `@objc dynamic var`).
    var fieldAttributes: [FieldAttribute] {
        let written: [FieldAttribute] = attributes.compactMap { element in
            guard case .attribute(let attribute) = element else { return nil }
            return FieldAttribute(
                name: attribute.attributeName.trimmedSource,
                arguments: attribute.arguments.map { $0.trimmedSource })
        }
        let isDynamic = modifiers.contains { $0.name.text == "dynamic" }
        return written + (isDynamic ? [FieldAttribute(name: "dynamic", isModifier: true)] : [])
    }

    /// `private` or `fileprivate` storage (not `private(set)`, which others still read): the type's
    /// own bookkeeping, such as Core Data's `@NSManaged private var primitiveName`, never a form field.
    var isPrivateStorage: Bool {
        modifiers.contains { ["private", "fileprivate"].contains($0.name.text) && $0.detail == nil }
    }

    /// `// sourcery: key = value, flag` comments in a declaration's leading trivia, as AutomaticSettings writes them.
    static func sourceryAnnotations(in trivia: Trivia) -> [KeyValue] {
        var annotations: [KeyValue] = []
        for piece in trivia {
            guard case .lineComment(let text) = piece else { continue }
            let body = text.dropFirst(2).drop { $0 == " " }
            guard body.hasPrefix("sourcery:") else { continue }
            for entry in body.dropFirst("sourcery:".count).split(separator: ",") {
                let parts = entry.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                guard let key = parts.first, !key.isEmpty else { continue }
                annotations.append(KeyValue(key: key, value: parts.count > 1 ? parts[1] : ""))
            }
        }
        return annotations
    }

    /// One field per binding; in `var a, b: Double` the type written last applies to the ones before it.
    func storedFields(location: (Syntax) -> FormsmithCore.SourceLocation) -> [ModelField] {
        var fields: [ModelField] = []
        var pendingWithoutType: [Int] = []
        // Shared by every binding of `var a, b: Int`; the trivia is formed once for both readings.
        let trivia = leadingTrivia
        let (attributes, documentation, annotations) = (
            fieldAttributes, Self.documentationComment(in: trivia), Self.sourceryAnnotations(in: trivia)
        )
        for binding in bindings {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            // `var onChange: @MainActor ([Item]) -> Void`: a callback, not a value anyone types in.
            if let written = binding.typeAnnotation?.type, written.isFunctionType { continue }
            let initializer = binding.initializer?.value
            var type =
                binding.typeAnnotation.map { TypeReference(syntax: $0.type) }
                ?? initializer.flatMap(TypeReference.init(inferredFrom:))
            if binding.typeAnnotation != nil {
                for index in pendingWithoutType where fields[index].defaultValue == nil {
                    fields[index].type = type!
                }
                pendingWithoutType.removeAll()
            }
            if type == nil {
                type = TypeReference(name: "Unknown")
                pendingWithoutType.append(fields.count)
            }
            fields.append(
                ModelField(
                    // Composed (NFC), as hints keys are: Swift identifiers compare by canonical equivalence.
                    name: pattern.identifier.text.filter { $0 != "`" }.composed,
                    type: type!, defaultValue: initializer?.trimmedSource,
                    location: location(Syntax(pattern)), attributes: attributes,
                    documentation: documentation, annotations: annotations))
        }
        return fields
    }
}

extension String {
    /// The name in Unicode's composed form (NFC); ASCII, nearly every name, as it is.
    var composed: String { utf8.allSatisfy { $0 < 0x80 } ? self : precomposedStringWithCanonicalMapping }
}

extension TypeSyntax {
    /// A closure type, however wrapped: `@Sendable (Int) -> Void`, `((Int) -> Void)?`.
    var isFunctionType: Bool {
        if self.is(FunctionTypeSyntax.self) { return true }
        if let attributed = self.as(AttributedTypeSyntax.self) { return attributed.baseType.isFunctionType }
        if let optional = self.as(OptionalTypeSyntax.self) { return optional.wrappedType.isFunctionType }
        if let unwrapped = self.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return unwrapped.wrappedType.isFunctionType
        }
        if let tuple = self.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return only.type.isFunctionType
        }
        return false
    }
}

extension ExprSyntax {
    /// A literal's value as text: `"usd"` → `usd`, `3` → `3`.
    var literalText: String {
        if let string = self.as(StringLiteralExprSyntax.self) {
            return string.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
        }
        return trimmedSource
    }
}

extension TypeReference {
    init(syntax: TypeSyntax) {
        let spelling = syntax.trimmedSource
        if let optional = syntax.as(OptionalTypeSyntax.self) {
            self = TypeReference(syntax: optional.wrappedType)
            isOptional = true
        } else if let unwrapped = syntax.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            self = TypeReference(syntax: unwrapped.wrappedType)
            isOptional = true
        } else if let array = syntax.as(ArrayTypeSyntax.self) {
            self = TypeReference(syntax: array.element)
            isCollection = true
        } else if syntax.is(DictionaryTypeSyntax.self) {
            self = TypeReference(name: "Dictionary")
        } else if let attributed = syntax.as(AttributedTypeSyntax.self) {
            self = TypeReference(syntax: attributed.baseType)
        } else if let identifier = syntax.as(IdentifierTypeSyntax.self),
            let argument = identifier.genericArgumentClause?.arguments.first?.argument.as(TypeSyntax.self),
            let wrapped = TypeReference(generic: identifier.name.text, argument: argument)
        {
            self = wrapped
        } else if let identifier = syntax.as(IdentifierTypeSyntax.self), identifier.name.text == "Dictionary" {
            self = TypeReference(name: "Dictionary")
        } else if let identifier = syntax.as(IdentifierTypeSyntax.self) {
            self = TypeReference(name: identifier.name.text)
        } else {
            self = TypeReference(name: spelling)
        }
        self.spelling = spelling
    }

    /// `Optional<T>`, a collection of `T`, or a Realm wrapper of `T`: Realm's `List`, `MutableSet` and
    /// `LinkingObjects` hold objects as Swift's collections hold values; `RealmOptional<T>` and
    /// `RealmProperty<T?>` (older Realm's optional numbers) hold an optional `T`.
    init?(generic name: String, argument: TypeSyntax) {
        switch name {
        case "Optional", "RealmOptional":
            self = TypeReference(syntax: argument)
            isOptional = true
        case "RealmProperty":
            self = TypeReference(syntax: argument)
        case "Array", "Set", "ContiguousArray", "List", "MutableSet", "LinkingObjects":
            self = TypeReference(syntax: argument)
            isCollection = true
        default:
            return nil
        }
    }

    /// The type Swift infers from a literal default (`= 0` → Int); nil when it needs the type checker.
    init?(inferredFrom expression: ExprSyntax) {
        switch expression.kind {
        case .integerLiteralExpr: self = TypeReference(name: "Int")
        case .floatLiteralExpr: self = TypeReference(name: "Double")
        case .stringLiteralExpr: self = TypeReference(name: "String")
        case .booleanLiteralExpr: self = TypeReference(name: "Bool")
        case .memberAccessExpr:
            let access = expression.cast(MemberAccessExprSyntax.self)
            // `UUID().uuidString`, the usual Realm key.
            if access.declName.baseName.text == "uuidString" {
                self = TypeReference(name: "String")
                return
            }
            // `Currency.eur`, `Trip.Currency.eur`: the base type, when it is written. Not
            // `TimeZone.current.identifier`, whose type only the type checker knows.
            guard let base = access.base?.trimmedSource,
                base.split(separator: ".").allSatisfy({ $0.first?.isUppercase == true })
            else { return nil }
            self = TypeReference(name: base)
        case .functionCallExpr:
            let call = expression.cast(FunctionCallExprSyntax.self)
            let callee = call.calledExpression
            // Realm's older style: `let tags = List<Tag>()`, `let age = RealmOptional<Int>()`.
            if let generic = callee.as(GenericSpecializationExprSyntax.self),
                let argument = generic.genericArgumentClause.arguments.first?.argument.as(TypeSyntax.self),
                let wrapped = TypeReference(generic: generic.expression.trimmedSource, argument: argument)
            {
                self = wrapped
                spelling = callee.trimmedSource
                return
            }
            // `LinkingObjects(fromType: Person.self, property: "dogs")`: backlinks from `Person`.
            if callee.trimmedSource == "LinkingObjects", let from = call.arguments.first,
                from.label?.text == "fromType", let access = from.expression.as(MemberAccessExprSyntax.self),
                access.declName.baseName.text == "self", let base = access.base?.trimmedSource
            {
                self = TypeReference(name: base, isCollection: true, spelling: "LinkingObjects<\(base)>")
                return
            }
            // `Date()`, `UUID()`, `Budget(amount: 0)`: the called type.
            guard callee.is(DeclReferenceExprSyntax.self) || callee.is(MemberAccessExprSyntax.self) else { return nil }
            let name = callee.trimmedSource
            guard let first = name.split(separator: ".").last?.first, first.isUppercase else { return nil }
            self = TypeReference(name: name)
        default:
            return nil
        }
    }
}
