import FormsmithCore
import SwiftParser
import SwiftSyntax

/// Reads the types of one Swift source file with swift-syntax: their stored properties,
/// enum cases, conformances and doc comments. The app is never built.
public enum SwiftModelReader {
    /// Models declared in `source`, and members that `extension`s in it add to types declared anywhere.
    public static func read(source: String, file: String) -> FileModels {
        if let (line, column) = NestingGuard.tooDeep(source) {
            return FileModels(
                models: [], extensions: [],
                diagnostics: [
                    .error(
                        "swift.too-deeply-nested",
                        at: FormsmithCore.SourceLocation(file: file, line: line, column: column),
                        "`[` nests more than \(NestingGuard.maximumBracketDepth) deep here; no model needs that, and swift-syntax would take minutes, so this file is not read"
                    )
                ])
        }
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: file, tree: tree)
        let collector = ModelCollector(file: file, converter: converter)
        collector.walk(tree)
        var diagnostics = collector.diagnostics
        if tree.hasError {
            let firstError = FirstErrorFinder.find(in: tree)
            let location = firstError.map { collector.location(of: $0) } ?? FormsmithCore.SourceLocation(file: file)
            diagnostics.append(
                .warning(
                    "swift.syntax-error", at: location,
                    "this Swift file does not parse cleanly; the models read from it may be incomplete"))
        }
        return FileModels(
            models: collector.models, extensions: collector.extensions, diagnostics: diagnostics,
            conditionalFields: collector.conditionalFields, schemaFacts: SchemaFacts.read(tree, source: source),
            formViewCalls: FormViewCall.read(tree, source: source, converter: converter, file: file),
            protocols: collector.protocols, path: file)
    }
}

/// What one Swift file contributes to the project's models.
public struct FileModels: Equatable, Sendable {
    public var models: [Model]
    /// Extended type name → members declared in `extension Name { }`.
    public var extensions: [ModelExtension]
    public var diagnostics: [Diagnostic]
    /// Type name → `swift.conditional-compilation`, shown only when that type is previewed.
    public var conditionalFields: [String: Diagnostic] = [:]
    /// What the file says about SwiftData schema versions.
    public var schemaFacts = SchemaFacts()
    /// The calls that present a form with one of SixLayer's views, in source order.
    public var formViewCalls: [FormViewCall] = []
    /// Every protocol the file declares → the protocols it refines (`AppRecord` → `FetchableRecord`,
    /// `PersistableRecord`): a type adopting it adopts those too.
    public var protocols: [String: [String]] = [:]
    /// The file read, relative to the root (nil for a Core Data model).
    public var path: String?
}

/// Stored properties and cases added to a type in an extension.
public struct ModelExtension: Equatable, Sendable {
    public var typeName: String
    public var fields: [ModelField]
    public var cases: [EnumCase]
    public var inheritedTypes: [String]
}

/// Finds the first node that is missing or unexpected, to point a diagnostic at it.
private final class FirstErrorFinder: SyntaxVisitor {
    var found: Syntax?

    static func find(in tree: SourceFileSyntax) -> Syntax? {
        let finder = FirstErrorFinder(viewMode: .all)
        finder.walk(tree)
        return finder.found
    }

    override func visit(_ node: TokenSyntax) -> SyntaxVisitorContinueKind {
        if found == nil, node.presence == .missing || node.tokenKind.isUnexpected { found = Syntax(node) }
        return .skipChildren
    }

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        if found == nil { found = Syntax(node) }
        return .skipChildren
    }
}

private extension TokenKind {
    var isUnexpected: Bool {
        if case .unknown = self { return true }
        return false
    }
}

extension SwiftModelReader {
    /// Parses `source` and nothing more: the benchmark's baseline for the model stage.
    public static func parseOnly(source: String) -> Int {
        Parser.parse(source: source).statements.count
    }
}
