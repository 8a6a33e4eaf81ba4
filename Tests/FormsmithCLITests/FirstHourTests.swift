import Foundation
import Testing
import FormsmithCore
@testable import FormsmithCLI
import Pipeline

/// A new user's first hour on a SwiftData app with a fourteen-language String Catalog and no
/// hints: `init` writes hints that pass `check --strict`, ignores the site in git, and every
/// message on the way says one thing once and what to do.
@Suite(.serialized) struct FirstHourTests {
    static let app = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/FirstHourApp")

    /// A copy of the app, a git repository as a real one is.
    static func copy() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("formsmith-first-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: app, to: root)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        return root
    }

    static func run(_ arguments: [String]) throws {
        var command = try FormsmithCommand.parseAsRoot(arguments)
        try command.run()
    }

    static func write(_ text: String, to path: String, in root: URL) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    @Test func initsHintsPassCheckStrictInEveryLanguageAndTheSiteIsIgnored() throws {
        let root = try Self.copy()
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.run(["init", "--root", root.path])
        let todo = try String(contentsOf: root.appendingPathComponent("Hints/Todo.hints"), encoding: .utf8)
        // German's “QR-Code-ID zum Entsperren” is wider than `medium`: the field fills its row.
        #expect(todo.contains(#""physicalUnblockQRCodeID": { "isOptional": true }"#))
        #expect(todo.contains(#""title": { "displayWidth": "medium" }"#))
        let result = BuildPipeline(root: root, config: ProjectConfig()).run()
        let problems = result.diagnostics.filter { $0.severity >= .warning }
        #expect(problems.isEmpty, "\(problems)")
        #expect(try String(contentsOf: root.appendingPathComponent(".gitignore"), encoding: .utf8) == "_site/\n")
        // Run again: nothing more is written, and `.gitignore` keeps one entry.
        try Self.run(["init", "--root", root.path])
        #expect(try String(contentsOf: root.appendingPathComponent(".gitignore"), encoding: .utf8) == "_site/\n")
    }

    @Test func untranslatedTextsAreOneNoteListingTheLanguages() throws {
        let result = BuildPipeline(root: Self.app, config: ProjectConfig()).run()
        let notes = result.diagnostics.filter { $0.code == "strings.untranslated" }
        #expect(notes.count == 1)
        #expect(notes.first?.message.contains("no translation in 14 languages (ar, de, es, fi, fr, it, ja, ") == true)
    }

    @Test func aMisnamedHintsFileSaysWhichModelItMeant() throws {
        let root = try Self.copy()
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.write(#"{ "name": { "displayWidth": "wide" } }"#, to: "Hints/Projects.hints", in: root)
        try Self.write(#"{ "title": { "displayWidth": "wide" "#, to: "Hints/todo.hints", in: root)
        let result = BuildPipeline(root: root, config: ProjectConfig()).run()
        let unknown = result.diagnostics.filter { $0.code == "hints.unknown-model" }
        #expect(unknown.map(\.location.file) == ["Hints/Projects.hints"])
        #expect(unknown.first?.severity == .warning)
        #expect(unknown.first?.message.contains("Did you mean `Project`? Rename it to Project.hints") == true)
        // Broken JSON and the wrong case: both said, at the file itself.
        let cased = result.diagnostics.filter { $0.code == "hints.file-name-case" }
        #expect(cased.map(\.location.file) == ["Hints/todo.hints"])
        #expect(
            !result.diagnostics.contains { $0.location.file == ProjectConfig.fileName && $0.code != "model.picture" })
    }

    @Test func misspeltFieldNamesGetASuggestion() throws {
        let root = try Self.copy()
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.write(
            """
            {
              "_sections": [{ "id": "main", "title": "Todo", "fields": ["title", "dueDat", "customRepeatTyp"] }],
              "dueDat": { "displayWidth": "narrow" }
            }
            """, to: "Hints/Todo.hints", in: root)
        let result = BuildPipeline(root: root, config: ProjectConfig()).run()
        let key = try #require(result.diagnostics.first { $0.code == "hints.field-not-in-model" })
        #expect(key.message.hasSuffix("the app has no value for it. Did you mean `dueDate`?"))
        let section = try #require(result.diagnostics.first { $0.code == "hints.unknown-field" })
        #expect(section.message.hasSuffix("Did you mean `customRepeatType`?"), "\(section)")
    }
}
