import Foundation
import Testing
import FormsmithCore
@testable import FormsmithCLI
import Pipeline

/// A project of deliberately broken input: every problem is reported at its place and the rest still builds.
@Suite struct BrokenProjectTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures/BrokenProject")

    func result() -> BuildResult {
        BuildPipeline(root: Self.root, config: ProjectConfig()).run()
    }

    @Test func everyProblemIsReportedAtItsPlace() {
        let found = result().diagnostics.filter { $0.severity != .info }.map { "\($0.location) \($0.code)" }
        #expect(
            found == [
                "Hints/Broken.hints:2:36 hints.invalid-json",
                "Hints/Good.hints:3:5 hints.unknown-field",
                "Hints/Good.hints:3:53 hints.unknown-layout-style",
                "Hints/Good.hints:4:55 hints.string-boolean-ignored",
                "Hints/Good.hints:6:30 hints.unknown-display-width",
                "Hints/Good.hints:7:14 hints.unknown-key",
                "Hints/Good.hints:8:3 hints.unsectioned-fields",
                "Hints/user.hints:1:1 hints.file-name-case",
                "docs/index.md:3:5 docs.broken-link",
            ])
    }

    @Test func brokenModelsStillGetPagesAndOthersBuild() {
        let result = result()
        #expect(result.forms.map(\.name) == ["Broken", "Good", "user"])
        let broken = result.forms.first { $0.name == "Broken" }
        // The broken hints file is ignored, as in SixLayer: the form comes from the model alone.
        #expect(broken?.renderedFields.map(\.id) == ["title", "done"])
        #expect(broken?.diagnostics.filter { $0.severity != .info }.map(\.code) == ["hints.invalid-json"])
        let paths = Set(result.files.map(\.path))
        #expect(
            paths.isSuperset(of: [
                "index.html", "models/Broken.html", "models/Good.html", "models/user.html", "docs/index.html",
            ]))
        let brokenPage =
            result.files.first { $0.path == "models/Broken.html" }.map { String(decoding: $0.contents, as: UTF8.self) }
            ?? ""
        #expect(brokenPage.contains("hints.invalid-json"))
    }

    @Test func buildWritesTheSiteAndFailsWithErrors() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "formsmith-broken-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        var command = try FormsmithCommand.parseAsRoot(["build", "--root", Self.root.path, "--output", output.path])
        #expect(throws: (any Error).self) { try command.run() }
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("models/Good.html").path))
    }

    @Test func checkFormatsAreStable() throws {
        #expect(DiagnosticPrinter.json(result().diagnostics).contains(#""errors" : 1"#))
        let sample = [
            Diagnostic.warning(
                "hints.unknown-key", at: FormsmithCore.SourceLocation(file: "Hints/A,B.hints", line: 2, column: 3),
                "50% off\nnow")
        ]
        #expect(
            DiagnosticPrinter.json(sample) == """
                {
                  "diagnostics" : [
                    {
                      "code" : "hints.unknown-key",
                      "column" : 3,
                      "file" : "Hints/A,B.hints",
                      "line" : 2,
                      "message" : "50% off\\nnow",
                      "severity" : "warning"
                    }
                  ],
                  "errors" : 0,
                  "warnings" : 1
                }

                """)
    }
}
