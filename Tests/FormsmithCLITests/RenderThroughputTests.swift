import Foundation
import Testing
import FormsmithCore
@testable import Pipeline

/// `--timings` gives the render stage's bytes and rate, so builds of any size compare by MB/s.
@Suite struct RenderThroughputTests {
    @Test func theRateIsTheBytesOverTheStagesTime() {
        var timer = StageTimer()
        timer.record("render", seconds: 0.5, note: "12 files")
        timer.throughput(bytes: 2_540_000)
        #expect(timer.stages.last?.counts == ["12 files", "2.5 MB, 5.1 MB/s"])
    }

    @Test func aBuildNotesTheBytesItRendered() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "Fixtures/BrokenProject")
        let result = BuildPipeline(root: root, config: ProjectConfig()).run()
        let render = try #require(result.timings.first { $0.stage == "render" })
        let megabytes = Double(result.files.reduce(0) { $0 + $1.byteCount }) / 1e6
        #expect(render.counts.last?.hasPrefix("\(StageTimer.oneDecimal(megabytes)) MB, ") == true)
        #expect(render.counts.last?.hasSuffix(" MB/s") == true)
    }
}
