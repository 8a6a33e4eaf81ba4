import Foundation
import Testing
import FormsmithCore
@testable import ModelReaders

@Suite struct CoreDataAndScannerTests {
    @Test func notXMLIsAnErrorWithItsPlace() {
        let result = CoreDataModelReader.read(
            data: Data("<model>\n  <entity name=\"A\">\n</model>".utf8), file: "M.xcdatamodel/contents")
        #expect(result.models.isEmpty)
        #expect(result.diagnostics.map(\.code) == ["coredata.invalid-xml"])
        #expect(result.diagnostics.first?.location.line == 3)
    }

    @Test func binaryGarbageDoesNotCrash() {
        let result = CoreDataModelReader.read(data: Data([0xFF, 0x00, 0x13, 0x37]), file: "x/contents")
        #expect(result.diagnostics.map(\.code) == ["coredata.invalid-xml"])
    }

    @Test func abstractEntitiesAreNotPreviewedButLendTheirFields() {
        let xml = """
            <model>
              <entity name="Base" isAbstract="YES"><attribute name="id" attributeType="UUID"/></entity>
              <entity name="Leaf" parentEntity="Base"><attribute name="n" attributeType="Integer 64" optional="YES"/></entity>
            </model>
            """
        let models = CoreDataModelReader.read(data: Data(xml.utf8), file: "c").models
        #expect(models.map(\.name) == ["Base", "Leaf"])
        #expect(models.map { $0.persistence != nil } == [false, true])
        #expect(models[1].fields.map(\.name) == ["id", "n"])
        #expect(models[1].fields.map(\.type.name) == ["UUID", "Int64"])
        #expect(models[1].fields[1].type.isOptional)
    }

    @Test(arguments: [
        ("Sources/Generated/**", "Sources/Generated/a/b.swift", true),
        ("Sources/Generated/**", "Sources/Other.swift", false),
        ("**/*.generated.swift", "a/b/c.generated.swift", true),
        ("**/*.generated.swift", "c.generated.swift", true),
        ("*.swift", "a/b.swift", false),
        ("Models/?.swift", "Models/A.swift", true),
    ])
    func globs(pattern: String, path: String, matches: Bool) {
        #expect(Glob.matches(pattern, path) == matches)
    }

    @Test func sourceryAnnotationsAndDocComments() {
        let source = """
            struct S {
                /// Volume.
                // sourcery: range = 1...4, requiresRestart
                var volume: Int = 2
            }
            """
        let field = SwiftModelReader.read(source: source, file: "S.swift").models.first?.fields.first
        #expect(field?.documentation == "Volume.")
        #expect(
            field?.annotations == [KeyValue(key: "range", value: "1...4"), KeyValue(key: "requiresRestart", value: "")])
    }

    @Test func aThreeThousandLineFileReadsQuickly() {
        // Debug swift-syntax is slow; this keeps a large-ish input bounded without timing it.
        let body = (0..<3000).map { "    var field\($0): String = \"\"" }.joined(separator: "\n")
        let models = SwiftModelReader.read(source: "struct Big {\n\(body)\n}\n", file: "Big.swift").models
        #expect(models.first?.fields.count == 3000)
    }
}
