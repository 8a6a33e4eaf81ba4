import Foundation
import Testing
import FormsmithCore
import Pipeline

/// Docs as a repository shows them on GitHub: images beside the README or in `../assets/` are
/// copied into the site, links to folders open the folder's README, and nothing outside the
/// project is read.
@Suite struct DocsRepositoryFilesTests {
    /// A small project in a temporary folder, with a file beside it (outside the project).
    static func makeProject() throws -> (root: URL, parent: URL) {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent(
            "formsmith-repo-\(UUID().uuidString)")
        let root = parent.appendingPathComponent("App")
        let files: [String: String] = [
            "README.md":
                "# App\n\n![shot](./img/screenshot.webp)\n\n<p align=\"center\"><img src=\"img/logo.png\" width=\"80\"></p>\n\nRead the [guides](docs/guides/).\n",
            "img/screenshot.webp": "webp", "img/logo.png": "png", "assets/logo.png": "asset", "notes.txt": "text",
            "docs/guide.md":
                "# Guide\n\n![logo](../assets/logo.png) ![out](../../outside.png) ![link](../img/link.png) ![notes](../notes.txt)\n\n[Guides](guides/), [all guides](guides), [home](../).\n",
            "docs/guides/README.md": "# Guides\n",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try Data("secret".utf8).write(to: parent.appendingPathComponent("outside.png"))
        try FileManager.default.createSymbolicLink(
            at: root.appendingPathComponent("img/link.png"),
            withDestinationURL: parent.appendingPathComponent("outside.png"))
        return (root, parent)
    }

    @Test func imagesFromTheRepositoryAreCopiedAndFoldersOpenTheirReadme() throws {
        let (root, parent) = try Self.makeProject()
        defer { try? FileManager.default.removeItem(at: parent) }
        let result = BuildPipeline(root: root, config: ProjectConfig()).run()
        let files = Dictionary(result.files.map { ($0.path, String(decoding: $0.contents, as: UTF8.self)) }) { a, _ in a
        }
        #expect(files["files/img/screenshot.webp"] == "webp")
        #expect(files["files/img/logo.png"] == "png")
        #expect(files["files/assets/logo.png"] == "asset")
        // Nothing from outside the project, through `..` or a symbolic link, and no non-image file.
        #expect(!files.values.contains("secret"))
        #expect(files["files/notes.txt"] == nil)

        let home = result.docs.first { $0.sourcePath == "README.md" }?.html ?? ""
        #expect(home.contains(#"<img src="../files/img/screenshot.webp" alt="shot">"#))
        #expect(home.contains(#"<p class="align-center"><img src="../files/img/logo.png" width="80" alt=""></p>"#))
        #expect(home.contains(#"<a href="guides/README.html">guides</a>"#))
        let guide = result.docs.first { $0.sourcePath == "docs/guide.md" }?.html ?? ""
        #expect(guide.contains(#"<img src="../files/assets/logo.png" alt="logo">"#))
        #expect(guide.contains(#"<a href="guides/README.html">Guides</a>"#))
        #expect(guide.contains(#"<a href="guides/README.html">all guides</a>"#))
        #expect(guide.contains(#"<a href="index.html">home</a>"#))

        let codes = result.diagnostics.filter { $0.severity != .info }.map { "\($0.code) \($0.location.file)" }.sorted()
        #expect(
            codes == [
                "docs.image-outside-docs docs/guide.md", "docs.link-outside-site docs/guide.md",
                "docs.unreadable-asset img/link.png",
            ])
    }

    /// A repository without a docs folder, as many are: a README that links its neighbours
    /// (`BUILDING.md`, `CONTRIBUTING.md`), a module's README, and what those link to in turn.
    @Test func markdownFilesLinkedFromPublishedPagesArePublished() throws {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent(
            "formsmith-linked-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: parent) }
        let root = parent.appendingPathComponent("Kit")
        let files: [String: String] = [
            "README.md":
                "# Kit\n\n- [Building](BUILDING.md#requirements)\n- [the Core module](Sources/Core/README.md)\n\n<p><a href=\"CONTRIBUTING.md\">Contributing</a></p>\n",
            "BUILDING.md":
                "# Building\n\n## Requirements\n\nSee [releasing](Scripts/RELEASING.md), [a pod](Pods/Alamofire/README.md), [up](../NOTES.md).\n",
            "CONTRIBUTING.md": "# Contributing\n\nBack [home](README.md), or [build](./BUILDING.md).\n",
            "Sources/Core/README.md": "# Core\n\nSee [building](../../BUILDING.md).\n",
            "Scripts/RELEASING.md": "# Releasing\n",
            "Pods/Alamofire/README.md": "# Alamofire\n",
            "UNLINKED.md": "# Not linked\n",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try Data("# Outside\n".utf8).write(to: parent.appendingPathComponent("NOTES.md"))
        let result = BuildPipeline(root: root, config: ProjectConfig()).run()
        #expect(
            result.docs.map(\.outputPath).sorted() == [
                "docs/BUILDING.html", "docs/CONTRIBUTING.html", "docs/Scripts/RELEASING.html",
                "docs/Sources/Core/README.html", "docs/index.html",
            ])
        func page(_ path: String) -> String {
            result.files.first { $0.path == path }.map { String(decoding: $0.contents, as: UTF8.self) } ?? ""
        }
        #expect(page("docs/index.html").contains(#"<a href="BUILDING.html#requirements">Building</a>"#))
        #expect(page("docs/index.html").contains(#"<a href="CONTRIBUTING.html">Contributing</a>"#))
        #expect(page("docs/index.html").contains(#"<a href="Sources/Core/README.html">the Core module</a>"#))
        #expect(page("docs/BUILDING.html").contains(#"<a href="Scripts/RELEASING.html">releasing</a>"#))
        #expect(page("docs/CONTRIBUTING.html").contains(#"<a href="index.html">home</a>"#))
        #expect(page("docs/Sources/Core/README.html").contains(#"<a href="../../BUILDING.html">building</a>"#))
        // Nothing from a dependency's folder or outside the root; the broken links say so.
        let problems = result.diagnostics.filter { $0.severity != .info }.map { "\($0.code) \($0.location.file)" }
        #expect(problems == ["docs.broken-link BUILDING.md", "docs.link-outside-site BUILDING.md"])
        #expect(!result.files.contains { String(decoding: $0.contents, as: UTF8.self).contains("# Outside") })
    }
}
