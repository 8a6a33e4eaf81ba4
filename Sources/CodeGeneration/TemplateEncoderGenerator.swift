/// The fast template encoders (`FastTemplateEncodable.templateValue`): for each struct that names
/// `FastTemplateEncodable` in its declaration, its stored properties in order, as its synthesized
/// `Encodable` conformance writes them. One file beside each file that declares such contexts
/// (`FormContext.swift` → `FormContext+TemplateValues.generated.swift`), so they move together.
enum TemplateEncoderGenerator {
    static let marker = "FastTemplateEncodable"

    static func generate(_ declarations: [StructDeclaration]) throws -> [GeneratedFile] {
        let conforming = declarations.filter { $0.conforms(to: marker) }
        let byFile = Dictionary(grouping: conforming, by: \.file)
        return try byFile.keys.sorted().map { file in
            let types = byFile[file]!
            return GeneratedFile(
                swift: GeneratedFile.beside(file, suffix: "+TemplateValues"), from: [file], imports: types[0].imports,
                body: try types.map(encoder).joined(separator: "\n"))
        }
    }

    static func encoder(_ type: StructDeclaration) throws -> String {
        let access = type.accessModifier
        var lines = [
            "extension \(type.qualifiedName) {",
            "    \(access)func templateValue(omittingNil: Bool) -> TemplateValue {",
            "        var builder = TemplateObjectBuilder(omittingNil: omittingNil, capacity: \(type.properties.count))",
        ]
        for property in type.properties {
            lines.append("        builder.\(try method(property, in: type))(\"\(property.name)\", \(property.name))")
        }
        lines += ["        return builder.value", "    }", "}", ""]
        return lines.joined(separator: "\n")
    }

    /// The builder's method for a property's type.
    static func method(_ property: StoredProperty, in type: StructDeclaration) throws -> String {
        switch try property.writtenType(in: type.file).unwrapped {
        case .named("String"): return "text"
        case .named("Int"): return "number"
        case .named("Bool"): return "flag"
        case .array(.named("String")): return "texts"
        case .array(.named): return "list"
        case .dictionary(key: .named("String"), value: .named("String")): return "strings"
        case .named: return "object"
        default:
            throw GenerationError(
                file: type.file, line: property.line, column: property.column,
                message: "\(type.qualifiedName).\(property.name) is a \(property.type), which a template cannot hold")
        }
    }
}
