/// The forwarding accessors of a type that keeps its values in a shared box (`FieldLayout`): a
/// struct declaring a nested `Values` struct and a stored `box`. Each of `Values`' properties gets
/// a property of the same name, read from the box and changed only after `makeUnique()` gives the
/// value a box of its own: the copy-on-write guard every accessor needs.
enum BoxedValuesGenerator {
    static let marker = "struct Values"

    static func generate(_ declarations: [StructDeclaration]) throws -> [GeneratedFile] {
        let byName = Dictionary(declarations.map { ($0.qualifiedName, $0) }, uniquingKeysWith: { first, _ in first })
        return try declarations.filter { owner in
            owner.nestedStructs.contains("Values") && owner.properties.contains { $0.name == "box" }
        }.compactMap { owner -> GeneratedFile? in
            guard let values = byName[owner.qualifiedName + ".Values"] else { return nil }
            return GeneratedFile(
                swift: GeneratedFile.beside(owner.file, suffix: "+Values"), from: [owner.file],
                imports: owner.imports, body: try accessors(owner, values))
        }
    }

    static func accessors(_ owner: StructDeclaration, _ values: StructDeclaration) throws -> String {
        let access = owner.accessModifier
        var lines = ["extension \(owner.qualifiedName) {"]
        for (index, property) in values.properties.enumerated() {
            if index > 0 { lines.append("") }
            lines += property.documentation.map { "    \($0)" }
            lines += [
                "    \(access)var \(property.name): \(try property.writtenType(in: values.file)) {",
                "        get { box.values.\(property.name) }",
                "        _modify {",
                "            makeUnique()",
                "            yield &box.values.\(property.name)",
                "        }",
                "    }",
            ]
        }
        lines += ["}", ""]
        return lines.joined(separator: "\n")
    }
}
