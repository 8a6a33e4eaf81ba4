import Foundation
import Testing
import FormsmithCore
import Pipeline
import Site

/// A catalog written wrong in every way the issue names: each is a located diagnostic, and the
/// rest of the site still builds.
@Suite struct DocCBadInputTests {
    static let pages: [(String, String)] = [
        (
            "Kit.docc/Unclosed.md",
            """
            # Unclosed

            @Row {
            Text in a row that is never closed.

            ```text
            @Metadata { @DisplayName("code") }
            ```

            Empty symbols: `` `` and ```` here.

            Empty link: <doc:>.

            ![Two files](chart)

            @Mystery(value: 1)
            """
        ),
        ("Kit.docc/Stray.md", "# Stray\n\nText.\n}\n\nMore text.\n"),
        ("Kit.docc/Loop.md", "# Loop\n\n## Topics\n\n- <doc:Other>\n- <doc:Loop>\n"),
        ("Kit.docc/Other.md", "# Other\n\n## Topics\n\n- <doc:Loop>\n"),
        ("Kit.docc/Good.md", "# Good\n\nStill built: see <doc:Other>.\n"),
        ("Kit.docc/Resources/chart.png", "png"),
        ("Kit.docc/Resources/chart.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>"),
    ]

    static func build() throws -> (BuildResult, URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("formsmith-docc-\(UUID().uuidString)")
        for (path, text) in pages {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return (BuildPipeline(root: root, config: ProjectConfig()).run(), root)
    }

    @Test func eachProblemIsLocatedAndTheRestBuilds() throws {
        let (result, root) = try Self.build()
        defer { try? FileManager.default.removeItem(at: root) }
        let found = result.diagnostics.filter { $0.code.hasPrefix("docc.") || $0.code.hasPrefix("docs.") }.map {
            "\($0.location.file):\($0.location.line):\($0.location.column) \($0.code)"
        }
        #expect(
            found == [
                "Kit.docc/Loop.md:5:3 docc.curation-cycle",
                "Kit.docc/Loop.md:6:3 docc.curation-cycle",
                "Kit.docc/Other.md:5:3 docc.curation-cycle",
                "Kit.docc/Stray.md:4:1 docc.unmatched-brace",
                "Kit.docc/Unclosed.md:3:1 docc.unclosed-directive",
                "Kit.docc/Unclosed.md:10:16 docc.empty-symbol-link",
                "Kit.docc/Unclosed.md:10:26 docc.empty-symbol-link",
                "Kit.docc/Unclosed.md:12:13 docc.empty-doc-link",
                "Kit.docc/Unclosed.md:14:1 docc.ambiguous-image",
                "Kit.docc/Unclosed.md:16:1 docc.unknown-directive",
            ], "\(result.diagnostics)")
        let page = { (path: String) in
            result.files.first { $0.path == path }.map { String(decoding: $0.contents, as: UTF8.self) } ?? ""
        }
        #expect(page("docs/Kit/Good.html").contains(#"<a href="Other.html">Other</a>"#))
        let unclosed = page("docs/Kit/Unclosed.html")
        #expect(unclosed.contains("<p>Text in a row that is never closed.</p>"))
        #expect(unclosed.contains("@Metadata { @DisplayName(&quot;code&quot;) }"))
        #expect(unclosed.contains("<p>Empty link: .</p>"))
        #expect(!unclosed.contains("Mystery"))
        #expect(page("docs/Kit/Stray.html").contains("<p>More text.</p>"))
        #expect(!page("docs/Kit/Stray.html").contains("<p>}</p>"))
    }
}
