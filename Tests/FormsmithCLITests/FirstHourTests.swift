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
        try TemporaryProject.write([path: text], in: root)
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

    /// The README's path on an app, the archive aside: each command it names, in its order, run
    /// as written in the app's folder, ending in a clean `check --strict`.
    @Test func theReadmesPathRunsCleanOnAnApp() throws {
        let readme = try String(
            contentsOf: DemoSiteTests.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let path = try #require(readme.components(separatedBy: "## Try it on your app").dropFirst().first)
            .components(separatedBy: "\n## ")[0].components(separatedBy: "\n1. ").dropFirst().joined()
        let commands = ["formsmith build", "formsmith init", "formsmith serve", "formsmith check --strict"]
        let places = try commands.map { try #require(path.range(of: $0), "\($0) is in the path").lowerBound }
        #expect(places == places.sorted(), "the README names them in this order")

        let root = try Self.copy()
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.run(["build", "--root", root.path, "--output", root.appendingPathComponent("_site").path])
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("_site/models/Todo.html").path))
        try Self.run(["init", "--root", root.path])
        do {
            try Self.run(["check", "--root", root.path, "--strict", "--quiet"])
        } catch {
            Issue.record("check --strict failed after init: \(error)")
        }
    }

    @Test func untranslatedTextsAreOneNoteListingTheLanguages() throws {
        let result = BuildPipeline(root: Self.app, config: ProjectConfig()).run()
        let notes = result.diagnostics.filter { $0.code == "strings.untranslated" }
        #expect(notes.count == 1)
        #expect(notes.first?.message.contains("no translation in 14 languages (ar, de, es, fi, fr, …)") == true)
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
