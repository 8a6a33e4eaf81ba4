import Foundation
import Testing
@testable import FuzzTargets

/// Every input the fuzzers (`scripts/fuzz`) found a problem with stays fixed: each file under
/// `Fixtures/FuzzCrashes/<target>/` goes through the same checks the fuzzer runs.
@Suite struct FuzzRegressionTests {
    static let crashes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures/FuzzCrashes")

    static func inputs(_ target: String) -> [(name: String, bytes: [UInt8])] {
        let folder = crashes.appendingPathComponent(target)
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        return names.map {
            ($0, [UInt8](FileManager.default.contents(atPath: folder.appendingPathComponent($0).path) ?? Data()))
        }
    }

    @Test func foundInputsStayFixed() {
        let checks: [(String, ([UInt8]) -> [String])] = [
            ("hints", HintsInput.problems), ("swift", SwiftSourceInput.problems), ("markdown", MarkdownInput.problems),
        ]
        var count = 0
        for (target, problems) in checks {
            for input in Self.inputs(target) {
                count += 1
                #expect(problems(input.bytes).isEmpty, "\(target)/\(input.name)")
            }
        }
        #expect(count >= 1)
    }

    @Test func theMarkdownCheckCatchesMarkupThatEscaped() {
        // The checks themselves must be able to fail, or the fuzzer finds nothing.
        #expect(MarkdownInput.hasEventHandler("<img src=\"x\" onerror=\"alert(1)\""))
        #expect(!MarkdownInput.hasEventHandler("<a href=\"x\" title=\"a onclick=b\""))
        #expect(MarkdownInput.urls(in: "<a href=\"javascript:alert(1)\"") == ["javascript:alert(1)"])
        #expect(MarkdownInput.tags(in: "a <b>c</b> d").map(String.init) == ["<b", "</b"])
        // And the renderer keeps what the checks look for out of real pages.
        let hostile =
            "[x](javascript:alert(1)) ![y](JaVaScRiPt:alert(2)) <script>alert(3)</script> <img src=x onerror=alert(4)>"
        #expect(MarkdownInput.problems(Array(hostile.utf8)).isEmpty)
        // Raw HTML is sanitized, not omitted: blocks and inline, with the Markdown between them.
        let rawHTML =
            "<details>\n<summary>x</summary>\n\n<iframe src=x></iframe><div style=\"x\" onclick=\"y\">z</div>\n\n</details>\n\n"
            + "a <b onmouseover=x>b</b> <a href=\"vbscript:x\">c</a> <form><input></form>\n"
        #expect(MarkdownInput.problems(Array(rawHTML.utf8)).isEmpty)
        #expect(HintsInput.problems(Array(#"{"name": {"displayWidth": "<script>"}}"#.utf8)).isEmpty)
    }
}
