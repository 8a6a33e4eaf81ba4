import Foundation
import Testing
import FormsmithCore
import Pipeline
import ProjectFiles

/// A README's links to the rest of its repository, as GitHub shows them: files and folders the
/// site does not publish go to the repository's view of them, and root-relative links are
/// relative to the repository's top.
@Suite struct DocsRepositoryLinksTests {
    static let readme = """
        # Notes

        ![shot](/images/shot.png)

        See [the licence](LICENSE), [the store](Sources/App/Store.swift#L10), the [examples](Examples/)
        and [the guide](/docs/guide.md).
        """

    /// A project with a README that links files and folders outside the docs; `remote`, when
    /// given, is its git remote.
    static func makeProject(remote: String?) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("formsmith-links-\(UUID().uuidString)")
        var files: [String: String] = [
            "README.md": readme, "LICENSE": "MIT", "Sources/App/Store.swift": "struct Store {}\n",
            "Examples/Basic/main.swift": "print(1)\n", "images/shot.png": "png", "docs/guide.md": "# Guide\n",
        ]
        if let remote { files[".git/config"] = "[core]\n\tbare = false\n[remote \"origin\"]\n\turl = \(remote)\n" }
        try TemporaryProject.write(files, in: root)
        return root
    }

    @Test func withAGitRemoteLinksGoToTheRepositorysViewOfEachFile() throws {
        let root = try Self.makeProject(remote: "git@github.com:acme/notes.git")
        defer { try? FileManager.default.removeItem(at: root) }
        let result = BuildPipeline(root: root, config: ProjectConfig()).run()
        let home = try #require(result.docs.first { $0.sourcePath == "README.md" }).html
        #expect(home.contains(#"<a href="https://github.com/acme/notes/blob/HEAD/LICENSE">the licence</a>"#))
        #expect(home.contains(#"href="https://github.com/acme/notes/blob/HEAD/Sources/App/Store.swift#L10""#))
        #expect(home.contains(#"<a href="https://github.com/acme/notes/tree/HEAD/Examples">examples</a>"#))
        #expect(home.contains(#"<img src="../files/images/shot.png" alt="shot">"#))
        #expect(home.contains(#"<a href="guide.html">the guide</a>"#))
        let docs = result.diagnostics.filter { $0.code.hasPrefix("docs.") }
        #expect(docs.isEmpty, "\(docs)")
    }

    @Test func withoutARepositoryThePageHasOneNoteAndNoWarning() throws {
        let root = try Self.makeProject(remote: nil)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = BuildPipeline(root: root, config: ProjectConfig()).run()
        let home = try #require(result.docs.first { $0.sourcePath == "README.md" }).html
        #expect(home.contains(#"<a href="LICENSE">the licence</a>"#))
        let docs = result.diagnostics.filter { $0.code.hasPrefix("docs.") }
        #expect(docs.map(\.code) == ["docs.link-outside-docs"])
        #expect(docs.first?.severity == .info)
        #expect(docs.first?.location.line == 5)
        #expect(docs.first?.message.hasPrefix("3 links to project files outside the docs (`LICENSE`, ") == true)
        #expect(docs.first?.message.contains("`repository:` in formsmith.yml") == true)
    }

    @Test func formsmithYmlNamesTheRepository() throws {
        let root = try Self.makeProject(remote: nil)
        defer { try? FileManager.default.removeItem(at: root) }
        var config = ProjectConfig()
        config.repository = "https://gitlab.com/acme/notes"
        let result = BuildPipeline(root: root, config: config).run()
        let home = try #require(result.docs.first { $0.sourcePath == "README.md" }).html
        #expect(home.contains(#"<a href="https://gitlab.com/acme/notes/-/blob/HEAD/LICENSE">the licence</a>"#))
    }

    @Test(arguments: [
        ("git@github.com:acme/notes.git", "https://github.com/acme/notes"),
        ("https://github.com/acme/notes.git", "https://github.com/acme/notes"),
        ("https://token@github.com/acme/notes", "https://github.com/acme/notes"),
        ("ssh://git@git.example.org:2222/team/notes.git", "https://git.example.org/team/notes"),
        ("/srv/git/notes.git", nil), ("file:///srv/git/notes", nil), ("../notes", nil),
    ])
    func aRemoteIsReadAsItsWebAddress(remote: String, web: String?) {
        #expect(RepositoryBrowser(url: remote)?.base == web)
    }

    @Test func aProjectBelowTheRepositorysTopLinksWithItsFolder() throws {
        let top = FileManager.default.temporaryDirectory.appendingPathComponent("formsmith-mono-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: top) }
        let project = top.appendingPathComponent("Apps/Notes")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: top.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try Data("[remote \"origin\"]\n  url = https://github.com/acme/mono.git\n".utf8).write(
            to: top.appendingPathComponent(".git/config"))
        let browser = try #require(RepositoryBrowser.find(projectRoot: project))
        #expect(
            browser.link(to: "LICENSE", isFolder: false) == "https://github.com/acme/mono/blob/HEAD/Apps/Notes/LICENSE")
    }

    /// A docsify folder: its `_sidebar.md` is navigation, not a page; its links name pages without
    /// the extension, and `/guide` is the docs folder's own page.
    @Test func aDocsifyFolderReadsAsDocsifyServesIt() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "formsmith-docsify-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "docs/index.html": "<script src=\"//cdn.jsdelivr.net/npm/docsify@4\"></script>",
            "docs/README.md": "# Kit\n\nRead the [guide](guide), then [setup](/setup#install).\n",
            "docs/_sidebar.md": "- [Guide](guide)\n- [Setup](setup)\n",
            "docs/guide.md": "# Guide\n", "docs/setup.md": "# Setup\n\n## Install\n",
        ]
        try TemporaryProject.write(files, in: root)
        let result = BuildPipeline(root: root, config: ProjectConfig()).run()
        #expect(!result.docs.contains { $0.sourcePath.hasSuffix("_sidebar.md") })
        let home = try #require(result.docs.first { $0.sourcePath == "docs/README.md" }).html
        #expect(home.contains(#"<a href="guide.html">guide</a>"#), "\(home)")
        #expect(home.contains(#"<a href="setup.html#install">setup</a>"#), "\(home)")
        #expect(result.diagnostics.filter { $0.code.hasPrefix("docs.") && $0.severity >= .warning }.isEmpty)
    }
}
