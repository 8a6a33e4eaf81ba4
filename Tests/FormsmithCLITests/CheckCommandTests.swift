import Foundation
import Testing
import FormsmithCore
@testable import FormsmithCLI
import Pipeline

/// `formsmith check`: exit status, and its three output formats against golden files
/// (re-record with FORMSMITH_RECORD_GOLDEN=1 swift test).
@Suite struct CheckCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let brokenProject = fixtures.appendingPathComponent("BrokenProject")

    func exitCode(_ arguments: [String]) -> Int32 {
        do {
            var command = try FormsmithCommand.parseAsRoot(arguments)
            try command.run()
            return 0
        } catch {
            return FormsmithCommand.exitCode(for: error).rawValue
        }
    }

    @Test func exitStatusFollowsErrorsAndStrict() {
        #expect(exitCode(["check", "--root", DemoSiteTests.repositoryRoot.path, "--format", "json"]) == 0)
        #expect(exitCode(["check", "--root", DemoSiteTests.repositoryRoot.path, "--strict", "--format", "json"]) == 0)
        #expect(exitCode(["check", "--root", Self.brokenProject.path, "--format", "json"]) == 1)
        #expect(exitCode(["check", "--format", "yaml"]) == 64)
        #expect(exitCode(["check", "--root", "/no/such/folder"]) == 64)
    }

    @Test(arguments: [("text", "check.txt"), ("json", "check.json"), ("github", "check-github.txt")])
    func outputMatchesTheGoldenFile(format: String, golden: String) throws {
        let result = BuildPipeline(root: Self.brokenProject, config: ProjectConfig()).run()
        let diagnostics = result.diagnostics.filter { $0.severity != .info }
        let output = FormsmithCommand.Check.report(
            diagnostics, format: FormsmithCommand.Check.Format(rawValue: format)!,
            summary: "\(counted(result.forms.count, "model")), \(counted(result.docs.count, "doc page"))")
        try GoldenFile.check(output, against: golden)
    }

    @Test func configuredLayoutWinsOverHintsSections() throws {
        let (config, diagnostics) = ProjectConfig.parse(
            """
            layouts:
              Good:
                - id: only
                  title: Only
                  layoutStyle: grid
                  isCollapsible: true
                  isCollapsed: true
                  fields: [count, title, note]
                - id: bad
                  layoutStyle: Grid
            """)
        #expect(diagnostics.map(\.code) == ["config.invalid-section"])
        let result = BuildPipeline(root: Self.brokenProject, config: config).run()
        let good = try #require(result.forms.first { $0.name == "Good" })
        #expect(good.sections.map(\.id) == ["only"])
        #expect(good.sections.first?.fields.map(\.id) == ["count", "title", "note"])
        #expect(good.sections.first?.collapsed == true)
        #expect(good.unsectioned.isEmpty)
    }

    @Test func configProblemsPointAtTheirLines() {
        let (config, diagnostics) = ProjectConfig.parse("title: Demo\nmodel: [Sources]\noutput: [a, b]\n")
        #expect(config.title == "Demo")
        #expect(diagnostics.map(\.code) == ["config.unknown-key", "config.wrong-type"])
        #expect(diagnostics.map(\.location.line) == [2, 3])
        #expect(diagnostics.first?.message.contains("Did you mean `models`?") == true)
        #expect(ProjectConfig.parse("title: [unclosed\n").diagnostics.map(\.code) == ["config.invalid-yaml"])
    }
}
