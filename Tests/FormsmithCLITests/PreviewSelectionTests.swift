import Foundation
import Testing
import FormsmithCore
import Layout
import ProjectFiles
@testable import ModelReaders
@testable import Pipeline

/// What a real repository previews by default: the current SwiftData schema's models (named as
/// the app names them), never test fixtures, sample code or docs' Swift; names in the order
/// people read them; `#if` warnings only where they change a previewed model.
@Suite struct PreviewSelectionTests {
    static let app = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/RealRepositories/VersionedSchemaApp")

    func build(_ config: ProjectConfig = ProjectConfig()) -> BuildResult {
        BuildPipeline(root: Self.app, config: config).run()
    }

    func skipped(_ result: BuildResult) -> [Diagnostic] { result.diagnostics.filter { $0.code == "model.skipped" } }

    @Test func onlyTheCurrentSchemaIsPreviewedUnderTheAppsNames() throws {
        let result = build()
        // Natural order: Level2 before Level10; the current schema's Habit is `Habit`, as the typealias names it.
        #expect(result.forms.map(\.name) == ["Habit", "Level2", "Level10"])
        let habit = try #require(result.forms.first { $0.name == "Habit" })
        #expect(
            habit.sources
                == FormSources(
                    swift: "Habits/Models/Schemas/SchemaV12.swift", hints: "Habits/Resources/Hints/Habit.hints")
        )
        #expect(habit.renderedFields.first { $0.id == "streak" }?.width == 150)
        #expect(habit.renderedFields.map(\.id) == ["name", "createdAt", "note", "streak", "reminderToken"])
        #expect(result.files.contains { $0.path == "models/Habit.html" })
        let manifest = try #require(result.files.first { $0.path == "manifest.json" }).contents
        let text = String(decoding: manifest, as: UTF8.self)
        #expect(
            try #require(text.range(of: "\"Level2\"")).lowerBound < #require(text.range(of: "\"Level10\"")).lowerBound)
        let older = result.diagnostics.filter { $0.code == "model.skipped-version" }
        // One note for the eleven older schemas, at the first, naming them in the order people read them.
        #expect(older.map(\.location.file) == ["Habits/Models/Schemas/SchemaV1.swift"])
        let versions = (1...11).map { "SchemaV\($0)" }.joined(separator: ", ")
        #expect(
            older.first?.message
                == "older schema versions \(versions) are not previewed (11 models): SchemaV12 is the current one (the last of the migration plan's schemas); list a model such as `SchemaV1.Habit` under models.include in formsmith.yml to preview it"
        )
    }

    @Test func testFoldersAreNotReadUnlessAModelIsListed() throws {
        let result = build()
        // Not even through a hints file in the test folder.
        #expect(!result.forms.contains { ["FixtureHabit", "SampleEntry"].contains($0.name) })
        let hinted = try #require(skipped(result).first { $0.message.hasPrefix("`FixtureHabit`") })
        #expect(hinted.location.file == "HabitsTests/Hints/FixtureHabit.hints")
        let notes = skipped(result).filter { $0.message.contains("test folder") }
        #expect(
            notes.map(\.location.file) == ["HabitsTests/", "HabitsTests/Hints/FixtureHabit.hints", "HabitsUITests/"])
        #expect(notes.first?.message.contains("left unread (1 Swift file, 1 Core Data model)") == true)
        // Listed, a fixture is previewed; the folder's other models are skipped, each with why.
        let listed = build(ProjectConfig(extraModels: ["FixtureHabit"]))
        #expect(listed.forms.map(\.name) == ["FixtureHabit", "Habit", "Level2", "Level10"])
        let entry = try #require(skipped(listed).first { $0.message.hasPrefix("`SampleEntry`") })
        #expect(entry.message.contains("HabitsTests/ is a test folder"))
    }

    @Test func testFolderNames() {
        let tests = ["Tests", "MyAppTests", "MyAppUITests", "UITests", "Fixtures", "TestUtils", "tests", "TestSupport"]
        #expect(tests.allSatisfy { ProjectFolders.isTestFolder($0) })
        #expect(
            !["Contests", "Models", "Testimonials", "Sources", "Latest"].contains { ProjectFolders.isTestFolder($0) })
        #expect(ProjectFolders.testFolder(containing: "Packages/Core/Tests/CoreTests/A.swift") == "Packages/Core/Tests")
        #expect(ProjectFolders.testFolder(containing: "App/Tests.swift") == nil)
    }

    @Test func conditionalCompilationIsReportedOnlyWhereItChangesAPreviewedModel() throws {
        let result = build()
        let warnings = result.diagnostics.filter { $0.code == "swift.conditional-compilation" }
        // Not the view's #if, not the older SchemaV3's, not Level10's (same fields in both branches,
        // and a method alone in a #if). Habit's field exists on iOS only: a #if without #else.
        #expect(
            warnings.map(\.location.file) == ["Habits/Models/Levels.swift", "Habits/Models/Schemas/SchemaV12.swift"])
        #expect(warnings.first?.message.contains("`Level2`") == true)
        #expect(warnings.last?.message.contains("`SchemaV12.Habit`") == true, "\(warnings)")
        let level2 = try #require(result.forms.first { $0.name == "Level2" })
        #expect(level2.diagnostics.contains { $0.code == "swift.conditional-compilation" })
    }

    @Test func sampleCodeInCatalogsAndSnippetsIsNeverRead() {
        let result = build()
        #expect(!result.diagnostics.contains { $0.code == "swift.syntax-error" })
        #expect(!result.forms.contains { $0.name == "TutorialHabit" })
        let sources = ModelSourceScanner.sources(in: ["."], root: Self.app)
        #expect(!sources.swiftFiles.contains { $0.hasPrefix("Snippets/") || $0.contains(".docc/") })
    }

    @Test func capitalisedDocsIsTheDocsFolder() {
        let result = build()
        #expect(result.docs.map(\.outputPath).contains("docs/Guide.html"))
    }

    /// Each way of naming the current schema, with the others absent.
    @Test(arguments: [
        ("typealias Item = SchemaV2.Item", "SchemaV2", "named by a typealias"),
        ("let container = try ModelContainer(for: SchemaV2.Item.self)", "SchemaV2", "named by ModelContainer(for:)"),
        ("", "SchemaV10", "the highest versionIdentifier"),
    ])
    func currentSchema(extra: String, current: String, why: String) {
        let files = ["SchemaV1": 1, "SchemaV2": 2, "SchemaV10": 10].sorted { $0.key < $1.key }.map { name, version in
            SwiftModelReader.read(
                source: """
                    enum \(name): VersionedSchema {
                        static var versionIdentifier = Schema.Version(\(version), 0, 0)
                        @Model final class Item { var name = "" }
                    }
                    """, file: "\(name).swift")
        }
        let catalog = ModelCatalog(files: files + [SwiftModelReader.read(source: extra, file: "App.swift")])
        let versions = SchemaVersions(catalog)
        #expect(versions.all == ["SchemaV1", "SchemaV2", "SchemaV10"])
        #expect(versions.current == current)
        #expect(versions.why == why)
        #expect(versions.nameInCurrentSchema("\(current).Item") == "Item")
        #expect(versions.nameInCurrentSchema("SchemaV1.Item") == nil || current == "SchemaV1")
    }
}
