import Foundation
import Testing
import FormsmithCore
import Pipeline

/// The bad-input corpus (Fixtures/BadInput/cases.json): each case is one broken file in an otherwise
/// good project. Every case gives its diagnostic at the right file, line and column, never a crash,
/// and the good model beside it still builds.
@Suite struct BadInputCorpusTests {
    struct Case: Decodable, CustomTestStringConvertible, Sendable {
        var name: String
        var path: String
        var content: String?
        var bytes: [UInt8]?
        var code: String
        var line: Int
        var column: Int
        var testDescription: String { name }
    }

    static let cases: [Case] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "Fixtures/BadInput/cases.json")
        return (try? JSONDecoder().decode([Case].self, from: Data(contentsOf: url))) ?? []
    }()

    static func project(writing files: [String: [UInt8]]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("formsmith-bad-\(UUID().uuidString)")
        let all = files.merging([
            "Hints/Good.hints": Array(#"{"title": {"fieldType": "string"}, "count": {"fieldType": "number"}}"#.utf8)
        ]) { $1 }
        for (path, bytes) in all {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        return root
    }

    @Test func theCorpusHasAtLeastSixtyCases() {
        #expect(Self.cases.count >= 60)
    }

    @Test(arguments: cases)
    func reportsTheDiagnosticAndStillBuildsTheRest(testCase: Case) throws {
        let bytes = testCase.bytes ?? Array((testCase.content ?? "").utf8)
        let root = try Self.project(writing: [testCase.path: bytes])
        defer { try? FileManager.default.removeItem(at: root) }
        let (config, configDiagnostics) = ProjectConfig.load(projectRoot: root)
        let result = BuildPipeline(root: root, config: config).run()
        let all = configDiagnostics + result.diagnostics
        let match = all.first { $0.code == testCase.code && $0.location.file == testCase.path }
        #expect(match != nil, "no \(testCase.code) in \(all.map(\.description))")
        #expect(match?.location.line == testCase.line, "\(match?.description ?? "")")
        #expect(match?.location.column == testCase.column, "\(match?.description ?? "")")
        #expect(result.forms.first { $0.name == "Good" }?.renderedFields.map(\.id) == ["title", "count"])
        #expect(result.files.contains { $0.path == "models/Good.html" })
    }

    @Test func aFiftyMegabyteHintsFileIsReadWithoutTrouble() throws {
        let huge =
            Array(#"{"a": {"label": ""#.utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: 50_000_000)
            + Array(#""}, "b": {,}}"#.utf8)
        let root = try Self.project(writing: ["Hints/Huge.hints": huge])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = BuildPipeline(root: root, config: ProjectConfig()).run()
        #expect(
            result.diagnostics.contains {
                $0.code == "hints.invalid-json" && $0.location.line == 1 && $0.location.column == 50_000_028
            })
        #expect(result.forms.first { $0.name == "Good" } != nil)
    }

    @Test func symlinkLoopsInTheInputTreeEndTheWalk() throws {
        let root = try Self.project(writing: ["Sources/M.swift": Array("struct M { var a: Int }".utf8)])
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("Sources/loop").path, withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("docs").path, withDestinationPath: "docs")
        let result = BuildPipeline(root: root, config: ProjectConfig(extraModels: ["M"])).run()
        #expect(result.forms.map(\.name) == ["Good", "M"])
    }
}

@Suite struct UnreadableInputTests {
    /// Permissions cannot make a file unreadable to root (the tests' user), but a folder where a file
    /// is expected can never be read as one: the same code path, testable anywhere.
    @Test func unreadableInputsAreErrorsAndTheRestBuilds() throws {
        let root = try BadInputCorpusTests.project(writing: [:])
        defer { try? FileManager.default.removeItem(at: root) }
        for folder in ["Hints/Dir.hints", "Sources/Folder.swift/Nested", "docs/page.md"] {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let result = BuildPipeline(root: root, config: ProjectConfig()).run()
        let found = Set(result.diagnostics.map { "\($0.code) \($0.location.file)" })
        #expect(found.contains("hints.unreadable Hints/Dir.hints"))
        #expect(found.contains("swift.unreadable Sources/Folder.swift"))
        #expect(result.forms.first { $0.name == "Good" }?.renderedFields.map(\.id) == ["title", "count"])
    }
}
