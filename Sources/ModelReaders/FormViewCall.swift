import FormsmithCore
import SwiftSyntax

/// A call in the app's sources that presents a form with one of SixLayer's views
/// (`DynamicFormView(…)`, `IntelligentFormView.generateForm(…)`, `platformPresentFormData_L1(…)`):
/// what decides the picture a model page opens on (`FormPictures`).
public struct FormViewCall: Equatable, Sendable {
    public var view: FormView
    /// What is called, as written: `DynamicFormView`, `IntelligentFormView.generateForm`.
    public var callee: String
    public var location: FormsmithCore.SourceLocation
    /// The type names the call's arguments name (`User.self`, `User(…)`) and the names of the
    /// types and functions around it (`UserEditor`, `editUser`), to match the call to a model.
    public var names: [String]

    public init(view: FormView, callee: String, location: FormsmithCore.SourceLocation, names: [String]) {
        self.view = view
        self.callee = callee
        self.location = location
        self.names = names
    }

    /// Whether the call names `model` (its short name) as a word: an argument names the type, or a
    /// type or function around the call is named for it (`UserForm`, `UserEditorView`, `editUser`;
    /// not `Username`).
    public func names(_ model: String) -> Bool {
        let short = model.split(separator: ".").last.map(String.init) ?? model
        return names.contains { name in
            var start = name.startIndex
            while let range = name.range(of: short, range: start..<name.endIndex) {
                let before = range.lowerBound == name.startIndex ? nil : name[name.index(before: range.lowerBound)]
                let after = range.upperBound == name.endIndex ? nil : name[range.upperBound]
                if before?.isUppercase != true, after.map({ $0.isUppercase || !$0.isLetter }) ?? true { return true }
                start = name.index(after: range.lowerBound)
            }
            return false
        }
    }

    /// Whether `source` may hold such a call, by bytes: most files never mention SixLayer's views.
    static func mayHoldCalls(_ source: String) -> Bool {
        var source = source
        return source.withUTF8 { text in
            ["DynamicFormView", "IntelligentFormView", "platformPresent"].contains { word in
                ByteSearch.firstOffset(of: Array(word.utf8), in: text) != nil
            }
        }
    }

    /// The calls of a parsed file, in source order; files that mention none of the views are not walked.
    static func read(
        _ tree: SourceFileSyntax, source: String, converter: SourceLocationConverter, file: String
    )
        -> [FormViewCall]
    {
        guard mayHoldCalls(source) else { return [] }
        let collector = FormViewCallCollector(file: file, converter: converter)
        collector.walk(tree)
        return collector.calls
    }

    /// The view a callee presents a form with, or nil: `DynamicFormView`, any of
    /// `IntelligentFormView`'s functions, and the Layer-1 functions that present a form.
    static func view(calling callee: String) -> FormView? {
        let parts = callee.split(separator: ".").map(String.init)
        if parts.first == "DynamicFormView" || parts.last == "DynamicFormView" { return .dynamicFormView }
        if parts.contains("IntelligentFormView") { return .intelligentFormView }
        if let name = parts.last, name.hasPrefix("platformPresent"), name.hasSuffix("_L1"), name.contains("Form") {
            return .layerOne
        }
        return nil
    }
}

/// Walks a whole file, bodies included: forms are presented in views' bodies and in functions.
private final class FormViewCallCollector: SyntaxVisitor {
    let file: String
    let converter: SourceLocationConverter
    var calls: [FormViewCall] = []
    /// The types and functions around the node being walked.
    private var scopes: [String] = []

    init(file: String, converter: SourceLocationConverter) {
        self.file = file
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.extendedType.trimmedDescription)
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: FunctionDeclSyntax) { scopes.removeLast() }

    private func enter(_ name: String) -> SyntaxVisitorContinueKind {
        scopes.append(name)
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression.trimmedDescription
        if let view = FormViewCall.view(calling: callee) {
            let position = converter.location(for: node.positionAfterSkippingLeadingTrivia)
            calls.append(
                FormViewCall(
                    view: view, callee: callee,
                    location: FormsmithCore.SourceLocation(file: file, line: position.line, column: position.column),
                    names: scopes.reversed() + Self.typeNames(in: node.arguments)))
        }
        return .visitChildren
    }

    /// The capitalised names the arguments refer to (`User.self`, `User(…)`, `.init(model: User.self)`).
    private static func typeNames(in arguments: LabeledExprListSyntax) -> [String] {
        let finder = TypeNameFinder(viewMode: .sourceAccurate)
        finder.walk(arguments)
        return finder.names
    }
}

/// Capitalised references and string literals that are a type's name (`modelName: "Task"`).
private final class TypeNameFinder: SyntaxVisitor {
    var names: [String] = []

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        add(node.baseName.text)
        return .visitChildren
    }

    override func visit(_ node: StringSegmentSyntax) -> SyntaxVisitorContinueKind {
        let text = node.content.text
        if text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { add(text) }
        return .skipChildren
    }

    private func add(_ name: String) {
        if name.first?.isUppercase == true, !names.contains(name) { names.append(name) }
    }
}
