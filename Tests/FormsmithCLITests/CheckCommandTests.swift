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

    /// `check --info` says once what it left unread and why: a Core Data model's older versions, a
    /// SwiftData app's older schemas, test folders' fixtures, dependency folders.
    @Test func infoNamesWhatWasSkippedOnce() throws {
        let models = BuildPipeline(root: Self.fixtures.appendingPathComponent("ModelsProject"), config: ProjectConfig())
            .run()
        let versions = models.diagnostics.filter { $0.code == "model.skipped-version" }
        #expect(
            versions.map(\.description) == [
                "Store.xcdatamodeld:1:1: info: older Core Data model version `Store` not read: `Store 2` is the current one (named by .xccurrentversion) [model.skipped-version]"
            ])
        #expect(models.diagnostics.filter { $0.code == "model.skipped" }.map(\.location.file) == ["Tests/"])

        let app = BuildPipeline(
            root: Self.fixtures.appendingPathComponent("RealRepositories/VersionedSchemaApp"), config: ProjectConfig()
        ).run()
        let schemas = app.diagnostics.filter { $0.code == "model.skipped-version" }
        // One for the eleven older schemas, not one for each schema or model.
        #expect(schemas.count == 1)
        #expect(schemas.first?.message.hasPrefix("older schema versions SchemaV1, SchemaV2,") == true)

        let root = FileManager.default.temporaryDirectory.appendingPathComponent("formsmith-pods-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for path in [
            "Pods/Alamofire/Source/Session.swift", "Pods/Alamofire/Source/Request.swift",
            "App/Carthage/Checkouts/Kit/Model.swift", "App/Item.swift", "vendor/bundle/README.md",
        ] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("import Foundation\n".utf8).write(to: url)
        }
        let vendored = BuildPipeline(root: root, config: ProjectConfig()).run()
        let folders = vendored.diagnostics.filter { $0.code == "model.skipped-folder" }
        #expect(
            folders.map(\.description) == [
                "App/Carthage/:1:1: info: App/Carthage/ is skipped: it holds Carthage's dependencies, not the app's models, hints or docs [model.skipped-folder]",
                "Pods/:1:1: info: Pods/ is skipped: it holds CocoaPods' dependencies, not the app's models, hints or docs [model.skipped-folder]",
                "vendor/:1:1: info: vendor/ is skipped: it holds vendored code, not the app's models, hints or docs [model.skipped-folder]",
            ])
        // Shown by `check --info` alone.
        let text = FormsmithCommand.Check.report(vendored.diagnostics, format: .text, summary: "0 models")
        #expect(text.contains("Pods/ is skipped"))
    }
}
