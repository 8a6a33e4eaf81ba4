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

    /// Writes `files` under a new temporary folder.
    static func project(_ name: String, _ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "formsmith-\(name)-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    @Test func twoConfiguredFoldersOfOneNameAreBothPublished() throws {
        let root = try Self.project(
            "dup",
            [
                "Notes/a.md": "# A from Notes\n", "Other/Notes/a.md": "# A from Other\n",
                "Other/Notes/b.md": "# B\n\nSee [a](a.md).\n",
            ])
        defer { try? FileManager.default.removeItem(at: root) }
        var config = ProjectConfig()
        config.docsPaths = ["Notes", "Other/Notes"]
        let result = BuildPipeline(root: root, config: config).run()
        let duplicate = result.diagnostics.filter { $0.code == "docs.duplicate-page" }
        #expect(
            duplicate.map(\.description) == [
                "Other/Notes:1:1: info: `Notes` and `Other/Notes` would both be published under docs/Notes/; `Other/Notes` is published under docs/Other/Notes/ [docs.duplicate-page]"
            ])
        #expect(result.diagnostics.errorCount == 0)
        #expect(
            result.docs.map(\.outputPath).sorted() == [
                "docs/Notes/a.html", "docs/Other/Notes/a.html", "docs/Other/Notes/b.html",
            ])
        #expect(text(result, "docs/Notes/a.html").contains("A from Notes"))
        #expect(text(result, "docs/Other/Notes/a.html").contains("A from Other"))
        // A relative link goes to its own source's page.
        #expect(text(result, "docs/Other/Notes/b.html").contains(#"<a href="a.html">a</a>"#))
    }

    @Test func aFolderListedTwiceOrInsideAnotherIsReadOnce() throws {
        let root = try Self.project(
            "nested-paths", ["Notes/a.md": "# A\n", "Notes/guides/b.md": "# B\n\n[a](../a.md)\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        var config = ProjectConfig()
        config.docsPaths = ["Notes", "Notes", "Notes/guides"]
        let result = BuildPipeline(root: root, config: config).run()
        #expect(result.docs.map(\.outputPath).sorted() == ["docs/Notes/a.html", "docs/Notes/guides/b.html"])
        #expect(result.diagnostics.filter { $0.severity != .info }.isEmpty, "\(result.diagnostics)")
    }

    @Test func twoFilesForOnePageAreBothPublishedWithANote() throws {
        let root = try Self.project(
            "dup-page",
            [
                "docs/guide.md": "# Guide\n\nSee [the other](guide.markdown).\n",
                "docs/guide.markdown": "# Other guide\n\nBack to [the guide](guide.md).\n",
            ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = BuildPipeline(root: root, config: ProjectConfig()).run()
        #expect(
            result.diagnostics.filter { $0.code == "docs.duplicate-page" }.map(\.description) == [
                "docs/guide.md:1:1: info: `docs/guide.markdown` and `docs/guide.md` would both be published as docs/guide.html; `docs/guide.md` is published as docs/guide-2.html [docs.duplicate-page]"
            ])
        #expect(result.diagnostics.filter { $0.severity != .info }.isEmpty, "\(result.diagnostics)")
        #expect(text(result, "docs/guide.html").contains(#"<a href="guide-2.html">the guide</a>"#))
        #expect(text(result, "docs/guide-2.html").contains(#"<a href="guide.html">the other</a>"#))
        #expect(SiteLinkChecker.brokenLinks(in: result.files) == [])
    }

    /// A package whose DocC catalog is `Documentation.docc` beside a `Documentation/` folder of
    /// Markdown, as Swift packages often have: both folders would be `docs/Documentation/`.
    @Test func aDocumentationCatalogBesideADocumentationFolderAreBothPublished() throws {
        let root = try Self.project(
            "docc-and-folder",
            [
                "Package.swift":
                    "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Kit\")\n",
                "README.md": "# Kit\n\nSee the [guide](Documentation/GettingStarted.md).\n",
                "Documentation.docc/Documentation.md":
                    "# Kit\n\nA kit.\n\n## Topics\n\n### Essentials\n\n- <doc:GettingStarted>\n- <doc:Migrating>\n",
                "Documentation.docc/GettingStarted.md":
                    "# Getting Started with Kit\n\nRead <doc:Migrating> next, or the [migration guide](Migrating.md).\n",
                "Documentation.docc/Migrating.md": "# Migrating\n\nBack to <doc:GettingStarted>.\n",
                "Documentation/index.md": "# Kit guides\n\n[Getting started](GettingStarted.md), [FAQ](FAQ.md).\n",
                "Documentation/GettingStarted.md": "# Getting started (guide)\n\nThe [FAQ](FAQ.md).\n",
                "Documentation/FAQ.md": "# FAQ\n\nBack to [getting started](GettingStarted.md).\n",
            ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = BuildPipeline(root: root, config: ProjectConfig()).run()
        #expect(result.diagnostics.errorCount == 0, "\(result.diagnostics)")
        #expect(result.diagnostics.filter { $0.severity != .info }.isEmpty, "\(result.diagnostics)")
        #expect(
            result.docs.map(\.outputPath).sorted() == [
                "docs/Documentation-docc/GettingStarted.html", "docs/Documentation-docc/Migrating.html",
                "docs/Documentation-docc/index.html", "docs/Documentation/FAQ.html",
                "docs/Documentation/GettingStarted.html", "docs/Documentation/index.html", "docs/index.html",
            ])
        let notes = result.diagnostics.filter { $0.code == "docs.duplicate-page" }
        #expect(
            notes.map(\.description) == [
                "Documentation.docc:1:1: info: `Documentation` and `Documentation.docc` would both be published under docs/Documentation/; `Documentation.docc` is published under docs/Documentation-docc/ [docs.duplicate-page]"
            ])
        // Each source's links go to its own pages.
        let catalogStart = text(result, "docs/Documentation-docc/GettingStarted.html")
        #expect(catalogStart.contains(#"<a href="Migrating.html">Migrating</a>"#))
        #expect(catalogStart.contains(#"<a href="Migrating.html">migration guide</a>"#))
        #expect(text(result, "docs/Documentation-docc/index.html").contains(#"href="GettingStarted.html""#))
        #expect(
            text(result, "docs/Documentation/index.html").contains(
                #"<a href="GettingStarted.html">Getting started</a>"#))
        #expect(text(result, "docs/Documentation/GettingStarted.html").contains("Getting started (guide)"))
        #expect(
            text(result, "docs/index.html").contains(#"<a href="Documentation/GettingStarted.html">guide</a>"#))
        #expect(SiteLinkChecker.brokenLinks(in: result.files) == [])
    }
}
