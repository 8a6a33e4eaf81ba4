import Testing
import FormsmithCore
@testable import ModelReaders

/// GRDB records, backticked cases, closure-typed properties and decomposed names.
@Suite struct GRDBAndUnicodeTests {
    func catalog(_ sources: [String: String]) -> ModelCatalog {
        ModelCatalog(files: sources.keys.sorted().map { SwiftModelReader.read(source: sources[$0]!, file: $0) })
    }

    @Test func grdbConformanceInAnExtensionElsewhereMakesARecord() {
        let models = catalog([
            "Order.swift": "struct Order: Codable {\n    var id: Int64?\n    var total: Double\n}",
            "Order+GRDB.swift": "extension Order: GRDB.FetchableRecord, MutablePersistableRecord {}",
            "Service.swift": "struct Service {\n    var name: String\n}",
        ])
        #expect(models["Order"]?.persistence == .grdb)
        #expect(models["Service"]?.persistence == nil)
        #expect(models.modelsPreviewedByThemselves().map(\.name) == ["Order"])
    }

    @Test func backticksAreNotPartOfACaseName() {
        let models = catalog(["K.swift": "enum K: String {\n    case `private`\n    case `default`, plain\n}"])
        #expect(models["K"]?.cases.map(\.name) == ["private", "default", "plain"])
    }

    /// Callbacks are no form fields, and valid Swift is no syntax warning.
    @Test func closureTypedPropertiesAreNoFields() {
        let file = SwiftModelReader.read(
            source: """
                struct Screen {
                    var onChange: @MainActor ([Int]) -> Void = { _ in }
                    let handler: (@Sendable (Int) -> Void)?
                    var title: String
                }
                """, file: "Screen.swift")
        #expect(file.diagnostics.map(\.code) == [])
        #expect(file.models.first?.fields.map(\.name) == ["title"])
    }

    @Test func decomposedNamesAreComposed() {
        let file = SwiftModelReader.read(source: "struct Shop {\n    var cafe\u{301}: String\n}", file: "Shop.swift")
        #expect(file.models.first?.fields.map { Array($0.name.utf8) } == [Array("caf\u{E9}".utf8)])
    }
}
