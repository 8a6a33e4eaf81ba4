import Foundation
import Testing
import Pipeline
import Site
import ProjectFiles

/// `serve` rebuilds a tutorial when only a step's code file changes: the page depends on that
/// file as much as on its own bytes, and must match a fresh build.
@Suite(.serialized) struct TutorialRebuildTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
        "formsmith-tutorial-\(UUID().uuidString)")
    static let tutorial = "Kit.docc/Tutorials/Start.tutorial"
    static let code = "Kit.docc/Resources/start-01.swift"

    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func build(_ cache: BuildCache?, changes: ProjectChanges? = nil) -> BuildResult {
        var pipeline = BuildPipeline(root: root, config: ProjectConfig())
        pipeline.cache = cache
        pipeline.changes = changes
        return pipeline.run()
    }

    func page(_ result: BuildResult) -> String {
        result.files.first { $0.path == "docs/Kit/tutorials/Start.html" }
            .map { String(decoding: $0.contents, as: UTF8.self) } ?? ""
    }

    @Test(arguments: [false, true]) func anEditedCodeFileRendersItsTutorialAgain(toldWhatChanged: Bool) throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write(
            Self.tutorial,
            """
            @Tutorial {
                @Intro(title: "Start") {
                    Begin.
                }
                @Section(title: "One") {
                    @Steps {
                        @Step {
                            Write it.
                            @Code(name: "Start.swift", file: "start-01.swift")
                        }
                    }
                }
            }
            """)
        try write(Self.code, "let first = 1\n")
        Thread.sleep(forTimeInterval: 1.1)
        let cache = BuildCache()
        #expect(page(build(cache)).contains("first"))
        let watch = toldWhatChanged ? IncrementalRebuildTests.Watch(root: root) : nil

        try write(Self.code, "let second = 2\n")
        let rebuilt = build(cache, changes: watch?.changes())
        #expect(page(rebuilt).contains("second") && !page(rebuilt).contains("first"))
        let fresh = build(nil)
        #expect(rebuilt.files.map(\.path) == fresh.files.map(\.path))
        #expect(zip(rebuilt.files, fresh.files).allSatisfy { $0 == $1 }, "the same site as a fresh build")
    }
}
