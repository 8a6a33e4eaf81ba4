import Foundation
import Testing
import FormsmithCore
@testable import FormsmithCLI
import HintsFormat
import Pipeline

@Suite struct InitCommandTests {
    func copyOfModelsProject() throws -> URL {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("formsmith-init-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: ModelsProjectTests.root, to: copy)
        return copy
    }

    func run(_ arguments: [String]) throws {
        var command = try FormsmithCommand.parseAsRoot(arguments)
        try command.run()
    }

    @Test func writesStartingHintsThatReadCleanlyAndNeverOverwrites() throws {
        let root = try copyOfModelsProject()
        defer { try? FileManager.default.removeItem(at: root) }
        let userHints = try Data(contentsOf: root.appendingPathComponent("Hints/User.hints"))

        try run(["init", "--root", root.path, "--dry-run"])
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Hints/Book.hints").path))

        try run(["init", "--root", root.path, "User"])
        let written = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Hints").path)
            .sorted()
        // Fluent's Owner, Step and Todo are previewed by themselves now, so they get starting hints too.
        #expect(
            written == [
                "Book.hints", "Card.hints", "Note.hints", "Owner.hints", "Settings.hints", "Shelf.hints", "Step.hints",
                "Tag.hints", "Todo.hints", "Trip.hints", "User.hints",
            ])
        #expect(try Data(contentsOf: root.appendingPathComponent("Hints/User.hints")) == userHints)

        let book = try Data(contentsOf: root.appendingPathComponent("Hints/Book.hints"))
        let (hints, diagnostics) = HintsParser.parse([UInt8](book), modelName: "Book", file: "Hints/Book.hints")
        #expect(diagnostics.isEmpty)
        #expect(
            hints?.sections?.first?.fieldIDs == [
                "createdAt", "title", "pages", "price", "isbn", "cover", "link", "extra", "shelf",
            ])
        #expect(hints?.field("isbn")?.isEditable == false)
        #expect(hints?.field("title")?.displayWidth == .medium)

        let result = BuildPipeline(root: root, config: ProjectConfig()).run()
        #expect(!result.diagnostics.contains { $0.location.file == "Hints/Book.hints" && $0.severity != .info })
    }
}
