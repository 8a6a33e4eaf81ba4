import Foundation
import Testing
import FormsmithCore
import Pipeline
import Site

/// A fixture docs tree (nested folders, front matter, duplicate headings, fragments, broken links,
/// images, form blocks, raw HTML) built into pages compared with golden files.
@Suite struct DocsGoldenTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let project = fixtures.appendingPathComponent("DocsProject")

    func build(rawHTML: Bool) -> BuildResult {
        var pipeline = BuildPipeline(root: Self.project, config: ProjectConfig(title: "Fixture"))
        pipeline.allowRawHTML = rawHTML
        // The day the pictures show is the fixture's, not the repository's last commit's.
        pipeline.environment["SOURCE_DATE_EPOCH"] = "1795737600"
        return pipeline.run()
    }

    func text(_ result: BuildResult, _ path: String) -> String {
        result.files.first { $0.path == path }.map { String(decoding: $0.contents, as: UTF8.self) } ?? ""
    }

    @Test func pagesMatchTheirGoldenFiles() throws {
        let result = build(rawHTML: false)
        for path in ["docs/index.html", "docs/guide/index.html", "docs/guide/setup.html", "docs/guide/zeta.html"] {
            try GoldenFile.check(text(result, path), against: "docs/" + String(path.dropFirst("docs/".count)))
        }
        try GoldenFile.check(result.diagnostics.map { "\($0)\n" }.joined(), against: "docs/diagnostics.txt")
        #expect(result.files.contains { $0.path == "docs/guide/images/pic.svg" })
    }

    @Test func rawHTMLWhenAllowed() throws {
        let html = text(build(rawHTML: true), "docs/index.html")
        #expect(html.contains(#"<div class="raw">raw <em>HTML</em></div>"#))
        #expect(html.contains("<span>span</span>"))
        #expect(html.contains(#"<a href="">script link</a>"#))
        let safe = text(build(rawHTML: false), "docs/index.html")
        #expect(!safe.contains(#"<div class="raw">"#))
    }
}

@Suite struct ReadmeHomeTests {
    @Test func readmeIsTheDocsHomeWithoutDocsIndex() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "formsmith-readme-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("docs"), withIntermediateDirectories: true)
        try Data("# My App\n\nRead the [guide](docs/guide.md#usage).\n".utf8).write(
            to: root.appendingPathComponent("README.md"))
        try Data("# Guide\n\n## Usage\n\nBack [home](../README.md).\n".utf8).write(
            to: root.appendingPathComponent("docs/guide.md"))
        let result = BuildPipeline(root: root, config: ProjectConfig()).run()
        #expect(result.docs.map(\.sourcePath).sorted() == ["README.md", "docs/guide.md"])
        let home = result.docs.first { $0.sourcePath == "README.md" }
        #expect(home?.outputPath == "docs/index.html")
        #expect(home?.html.contains(#"<a href="guide.html#usage">guide</a>"#) == true)
        #expect(result.docs.first { $0.slug == "guide" }?.html.contains(#"<a href="index.html">home</a>"#) == true)
        #expect(result.diagnostics.filter { $0.severity != .info }.isEmpty)
    }
}
