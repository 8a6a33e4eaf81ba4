import Foundation
import Testing
import FormsmithCore
import Pipeline
import Layout

/// Shapes of models in real repositories: GRDB records, closure types, backticked cases, Unicode
/// names, Core Data enums and models named through a typealias.
@Suite struct RepositoryShapesTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    func build(_ fixture: String) -> BuildResult {
        BuildPipeline(root: Self.fixtures.appendingPathComponent(fixture), config: ProjectConfig()).run()
    }

    func fields(_ form: FormLayout?) -> [String] {
        (form?.renderedFields ?? []).map { "\($0.id):\($0.control.rawValue)" }
    }

    /// GRDB records, conforming inline, in an extension or module-qualified, are the app's models;
    /// the database type beside them is not, and no `formsmith init` is suggested.
    @Test func grdbRecordsArePreviewed() {
        let result = build("GRDBApp")
        #expect(result.forms.map(\.name) == ["Customer", "Order", "Player"])
        #expect(result.guidance == nil)
        let customer = result.forms.first { $0.name == "Customer" }
        // No table name, association, computed property or closure; `TimeInterval` and `CGFloat` are numbers.
        #expect(
            fields(customer) == [
                "id:number", "name:text", "café:text", "status:select", "visitLength:number", "score:number",
            ])
        #expect(fields(result.forms.first { $0.name == "Player" }) == ["id:number", "name:text", "score:number"])
    }

    /// A closure-typed property is valid Swift: no syntax warning for the file.
    @Test func closureTypesAreNoSyntaxError() {
        let codes = build("GRDBApp").diagnostics.filter { $0.location.file.hasSuffix("Customer.swift") }.map(\.code)
        #expect(!codes.contains("swift.syntax-error"))
    }

    /// `case `private``: the option is labelled "Private" and its value is `private`.
    @Test func backtickedCasesAreLabelledWithoutBackticks() {
        let customer = build("GRDBApp").forms.first { $0.name == "Customer" }
        let status = customer?.renderedFields.first { $0.id == "status" }
        #expect(status?.options.map(\.value) == ["private", "default", "public"])
        #expect(status?.options.map(\.label) == ["Private", "Default", "Public"])
    }

    /// The hints say `café` decomposed (e + U+0301), the model precomposed: one field, hinted.
    @Test func hintsKeysMatchPropertiesByCanonicalEquivalence() {
        let result = build("GRDBApp")
        let customer = result.forms.first { $0.name == "Customer" }
        let cafe = customer?.renderedFields.filter { $0.id == "café" } ?? []
        #expect(cafe.count == 1)
        #expect(cafe.first?.maxLength == 40)
        #expect(cafe.first.map { Array($0.id.utf8) } == Array("caf\u{E9}".utf8))
    }

    /// `@NSManaged var kind: Kind` over an `Integer 16` attribute is a picker of `Kind`'s cases,
    /// and no type mismatch; a real mismatch still is one, and the entity's type is shown.
    @Test func coreDataIntegerEnumIsAPicker() {
        let result = build("CoreDataEnumApp")
        let task = result.forms.first { $0.name == "Task" }
        #expect(fields(task) == ["title:text", "kind:select", "priority:number"])
        let kind = task?.renderedFields.first { $0.id == "kind" }
        #expect(kind?.options.map(\.label) == ["Chore", "Errand", "Default"])
        let mismatches = result.diagnostics.filter { $0.code == "coredata.type-mismatch" }
        #expect(mismatches.count == 1)
        #expect(mismatches.first?.message.contains("`TaskObject.priority`") == true)
        #expect(mismatches.first?.message.hasSuffix("the entity's type is shown") == true)
    }

    /// A hints key and a property that differ only in Unicode normalisation (`café` composed, or
    /// `e` and a combining accent) are one name, as they are to Swift; both ways round.
    @Test func hintsKeysMatchPropertiesWhateverTheirNormalisation() {
        let result = build("UnicodeKeysApp")
        let dish = result.forms.first { $0.name == "Dish" }
        #expect(dish?.renderedFields.count == 2)
        #expect(dish?.renderedFields.first?.placeholder == "Which café")
        #expect(dish?.renderedFields.last?.control == .toggle)  // the model's `Bool`: the key found its property
        let drink = result.forms.first { $0.name == "Drink" }
        #expect(drink?.renderedFields.count == 2)
        #expect(drink?.renderedFields.first?.placeholder == "With crème")
        #expect(drink?.renderedFields.last?.control == .number)
        #expect(result.diagnostics.filter { $0.severity != .info }.isEmpty)
    }

    /// `typealias Habit = SchemaV11.Habit`: the model is `Habit` on its page, in its title, in the
    /// manifest and in the navigation, never `SchemaV11.Habit`.
    @Test func aModelNamedThroughATypealiasIsNamedSoEverywhere() {
        let result = build("AliasedSchemaApp")
        #expect(result.forms.map(\.name) == ["Habit"])
        let text = { (path: String) in
            result.files.first { $0.path == path }.map { String(decoding: $0.contents, as: UTF8.self) } ?? ""
        }
        #expect(text("models/Habit.html").contains("<title>Habit"))
        #expect(text("manifest.json").contains("\"Habit\""))
        #expect(text("index.html").contains("Habit.html"))
        for file in result.files where file.path.hasSuffix(".html") || file.path.hasSuffix(".json") {
            #expect(!String(decoding: file.contents, as: UTF8.self).contains("SchemaV11.Habit"), "\(file.path)")
        }
    }
}
