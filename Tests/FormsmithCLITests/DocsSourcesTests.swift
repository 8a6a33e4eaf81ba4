import Foundation
import Testing
import FormsmithCore
import Pipeline
import Site

/// Docs where Swift projects keep them: `Documentation/` beside `docs/`, and folders listed in
/// `formsmith.yml` (`docs.paths`), with links across sources and every link of the site walked.
@Suite struct DocsSourcesTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    func build(_ name: String) -> BuildResult {
        let root = Self.fixtures.appendingPathComponent(name)
        let (config, diagnostics) = ProjectConfig.load(projectRoot: root)
        #expect(diagnostics.isEmpty)
        return BuildPipeline(root: root, config: config).run()
    }

    func text(_ result: BuildResult, _ path: String) -> String {
        result.files.first { $0.path == path }.map { String(decoding: $0.contents, as: UTF8.self) } ?? ""
    }

    @Test func aReadmeLeftOutForTheDocsIndexSaysSo() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "formsmith-readme-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Docs"), withIntermediateDirectories: true)
        try Data("# The app\n".utf8).write(to: root.appendingPathComponent("README.md"))
        try Data("# Home\n".utf8).write(to: root.appendingPathComponent("Docs/index.md"))
        let result = BuildPipeline(root: root, config: ProjectConfig()).run()
        #expect(result.docs.map(\.sourcePath) == ["Docs/index.md"])
        let note = try #require(result.diagnostics.first { $0.code == "docs.readme-not-published" })
        #expect(note.severity == .info && note.location.file == "README.md")
        #expect(note.message.contains("`Docs/index.md` is the docs' home page"))
        // Where README.md is the home, nothing is said.
        #expect(!build("DocumentationFolder").diagnostics.contains { $0.code == "docs.readme-not-published" })
    }

    @Test func documentationFolderIsPublishedBesideDocs() {
        let result = build("DocumentationFolder")
        #expect(
            result.docs.map(\.sourcePath).sorted() == [
                "Documentation/Guides/Configuration.md", "Documentation/Usage.md", "README.md", "docs/releases.md",
            ])
        #expect(
            result.docs.map(\.outputPath).sorted() == [
                "docs/Documentation/Guides/Configuration.html", "docs/Documentation/Usage.html", "docs/index.html",
                "docs/releases.html",
            ])
        let usage = text(result, "docs/Documentation/Usage.html")
        #expect(usage.contains(#"<title>Using widgets"#))
        #expect(usage.contains(#"<a href="Guides/Configuration.html#options">Configuration</a>"#))
        #expect(usage.contains(#"<a href="../releases.html#version-2">release notes</a>"#))
        #expect(usage.contains(#"<img src="images/widget.svg" alt="A widget">"#))
        #expect(result.files.contains { $0.path == "docs/Documentation/images/widget.svg" })
        #expect(text(result, "docs/index.html").contains(#"<a href="Documentation/Usage.html">usage guide</a>"#))
        #expect(
            text(result, "docs/releases.html").contains(
                #"<a href="Documentation/Guides/Configuration.html">configuration</a>"#))
        #expect(result.diagnostics.filter { $0.severity != .info }.isEmpty, "\(result.diagnostics)")
        #expect(SiteLinkChecker.brokenLinks(in: result.files) == [])
    }

    @Test func configuredPathsReplaceTheSearch() {
        let result = build("TechnotesProject")
        #expect(
            result.docs.map(\.outputPath).sorted() == [
                "docs/Markdown/FAQ.html", "docs/Technotes/TN001.html", "docs/index.html",
            ])
        #expect(!result.files.contains { $0.path == "docs/ignored.html" })
        #expect(
            text(result, "docs/Technotes/TN001.html").contains(#"<a href="../Markdown/FAQ.html#saving">FAQ</a>"#))
        let missing = result.diagnostics.filter { $0.code == "config.invalid-docs-path" }
        #expect(missing.map(\.message) == ["docs.paths lists `Missing`, which does not exist; it is skipped"])
        #expect(missing.first?.location == FormsmithCore.SourceLocation(file: "formsmith.yml", line: 3, column: 10))
        #expect(SiteLinkChecker.brokenLinks(in: result.files) == [])
    }

    @Test func aCatalogInsideDocsIsACatalog() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "formsmith-nested-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in [
            ("docs/guide.md", "# Guide\n\nSee <doc:Kit>.\n"),
            (
                "docs/Kit.docc/Kit.md",
                "# ``Kit``\n\nThe kit.\n\n![A picture](pic)\n\nBack to the [guide](../guide.md).\n"
            ),
            ("docs/Kit.docc/Resources/pic.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>"),
        ] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let result = BuildPipeline(root: root, config: ProjectConfig()).run()
        #expect(result.docs.map(\.outputPath).sorted() == ["docs/Kit/index.html", "docs/guide.html"])
        #expect(result.files.contains { $0.path == "docs/Kit/Resources/pic.svg" })
        #expect(text(result, "docs/Kit/index.html").contains(#"<img src="Resources/pic.svg" alt="A picture">"#))
        #expect(text(result, "docs/guide.html").contains(#"<a href="Kit/index.html">Kit</a>"#))
        #expect(result.diagnostics.filter { $0.severity != .info }.isEmpty, "\(result.diagnostics)")
        #expect(SiteLinkChecker.brokenLinks(in: result.files) == [])
    }

    @Test func twoFilesForOnePageAreAnErrorNamingBoth() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("formsmith-dup-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in [
            ("Notes/a.md", "# A from Notes\n"), ("Other/Notes/a.md", "# A from Other\n"),
            ("Other/Notes/b.md", "# B\n\nSee [a](a.md).\n"),
        ] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        var config = ProjectConfig()
        config.docsPaths = ["Notes", "Other/Notes"]
        let result = BuildPipeline(root: root, config: config).run()
        let duplicate = result.diagnostics.filter { $0.code == "docs.duplicate-page" }
        #expect(
            duplicate.map(\.description) == [
                "Other/Notes/a.md:1:1: error: `Notes/a.md` and `Other/Notes/a.md` would both be published as docs/Notes/a.html; only `Notes/a.md` is [docs.duplicate-page]"
            ])
        #expect(result.docs.map(\.sourcePath).sorted() == ["Notes/a.md", "Other/Notes/b.md"])
        #expect(text(result, "docs/Notes/a.html").contains("A from Notes"))
    }
}
