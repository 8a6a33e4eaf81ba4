import Foundation
import Testing
import FormsmithCore
import Layout
import Pipeline

/// Models whose persistence comes from what they inherit, each base in another file: a Realm
/// object through an app base class, a Core Data stack declared in code (with a base entity
/// class), a GRDB record through a protocol that refines GRDB's, a SwiftData subclass.
@Suite struct InheritedModelsTests {
    static let app = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/InheritedModels")

    @Test func eachModelIsPreviewedWithItsInheritedFieldsAndTheRuleThatFoundIt() throws {
        let result = BuildPipeline(root: Self.app, config: ProjectConfig()).run()
        #expect(
            result.forms.map(\.name) == [
                "BaseModel", "Car", "Folder", "Note", "Player", "RealmTask", "TimestampedEntity", "Vehicle",
            ])
        func fields(_ name: String) -> [String] {
            result.forms.first { $0.name == name }?.renderedFields.map(\.id) ?? []
        }
        // The base class's stored properties first, as Swift lays the object out; view state is no field.
        #expect(fields("RealmTask") == ["id", "createdAt", "title", "isDone"])
        #expect(fields("Folder") == ["createdAt", "name"])
        #expect(fields("Note") == ["title", "body", "pinned"])
        #expect(fields("Player") == ["id", "name", "score"])
        #expect(fields("Car") == ["make", "doors"])
        let reasons = Dictionary(
            result.diagnostics.filter { $0.code == "model.previewed" }.map { ($0.location.file, $0.message) },
            uniquingKeysWith: { first, _ in first })
        #expect(reasons["App/Realm/RealmTask.swift"]?.hasSuffix("(a subclass of BaseModel)") == true)
        #expect(reasons["App/CoreData/Note.swift"]?.contains("its entity declared in code") == true)
        #expect(result.diagnostics.filter { $0.severity >= .warning }.isEmpty)
    }

    /// A database library's own types adopting its record protocols are not an app's rows; a demo
    /// app's record beside it is.
    @Test func aLibrarysOwnRecordTypesAreNotPreviewed() throws {
        let library = Self.app.deletingLastPathComponent().appendingPathComponent("DatabaseLibrary")
        let result = BuildPipeline(root: library, config: ProjectConfig()).run()
        #expect(result.forms.map(\.name) == ["Player"])
        let note = try #require(result.diagnostics.first { $0.code == "model.skipped" })
        #expect(note.location.file == "Sources/GRDB/Core/ColumnInfo.swift")
        #expect(note.message.hasPrefix("1 type adopting GRDB's record protocols not previewed"))
    }

    /// A to-many relationship to an abstract entity is a list of rows, and an `@objc` enum the
    /// abstract entity's class declares is a picker in each child entity, as in the parent.
    @Test func abstractEntitiesAreRowsAndTheirEnumsPickers() throws {
        let app = Self.app.deletingLastPathComponent().appendingPathComponent("AbstractEntityApp")
        let result = BuildPipeline(root: app, config: ProjectConfig()).run()
        #expect(result.forms.map(\.name) == ["Entry", "Journal", "Photo"])
        func field(_ model: String, _ id: String) -> FieldLayout? {
            result.forms.first { $0.name == model }?.renderedFields.first { $0.id == id }
        }
        #expect(field("Journal", "records")?.control == .list)
        #expect(field("Journal", "records")?.itemControl == .relationship)
        for child in ["Entry", "Photo"] {
            #expect(field(child, "kind")?.control == .select)
            #expect(field(child, "kind")?.options.map(\.label) == ["Note", "Reminder", "Memory"])
        }
    }
}
