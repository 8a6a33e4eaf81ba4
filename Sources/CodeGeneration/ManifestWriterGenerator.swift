/// The manifest's writers (`ManifestEncodable.write(to:)`): for each struct that names
/// `ManifestEncodable` in its declaration, its stored properties in their keys' byte order, as
/// JSONEncoder with sorted keys writes its synthesized `Encodable` form. One file beside each
/// declaring file (`Manifest.swift` → `Manifest+Writers.generated.swift`).
enum ManifestWriterGenerator {
    static let marker = "ManifestEncodable"

    static func generate(_ declarations: [StructDeclaration]) -> [GeneratedFile] {
        let conforming = declarations.filter { $0.conforms(to: marker) }
        let byFile = Dictionary(grouping: conforming, by: \.file)
        return byFile.keys.sorted().map { file in
            GeneratedFile(
                swift: GeneratedFile.beside(file, suffix: "+Writers"), from: [file], imports: byFile[file]![0].imports,
                body: byFile[file]!.map(writer).joined(separator: "\n"))
        }
    }

    static func writer(_ type: StructDeclaration) -> String {
        let access = type.accessModifier
        let names = type.properties.map(\.name).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return
            ([
                "extension \(type.qualifiedName) {",
                "    \(access)func write(to writer: inout ManifestWriter) {",
                "        writer.object { writer in",
            ] + names.map { "            writer.member(\"\($0)\", \($0))" } + ["        }", "    }", "}", ""])
            .joined(separator: "\n")
    }
}
