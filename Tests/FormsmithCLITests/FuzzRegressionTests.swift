import FormsmithCore
import Foundation
import Localization
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

    /// Inputs whose problem is known and not yet fixed, with why.
    static let openProblems: [String: String] = {
        let continuation =
            "cmark places an inline on a paragraph's continuation line without the line's leading spaces "
            + "(`cmark-gfm --sourcepos`), so a link's diagnostic column may be past its line's end"
        let bytes =
            "the docs' columns are cmark's, in UTF-8 bytes of the decoded text, where an invalid byte is "
            + "the three bytes of U+FFFD: a ``symbol``'s column is past its line's end in characters"
        return [
            "tutorial/link-on-a-continuation-line-column-past-the-end.tutorial": continuation,
            "tutorial/link-on-a-continuation-line-column-past-the-end-2.tutorial": continuation,
            "tutorial/invalid-utf8-symbol-column-in-bytes.tutorial": bytes,
            "tutorial/invalid-utf8-symbol-column-in-bytes-2.tutorial": bytes,
        ]
    }()

    @Test func foundInputsStayFixed() {
        let checks: [(String, ([UInt8]) -> [String])] = [
            ("hints", HintsInput.problems), ("swift", SwiftSourceInput.problems), ("markdown", MarkdownInput.problems),
            ("strings", StringsInput.problems), ("stringsdict", StringsDictInput.problems),
            ("tutorial", TutorialInput.problems),
        ]
        var count = 0
        for (target, problems) in checks {
            for input in Self.inputs(target) {
                count += 1
                let name = "\(target)/\(input.name)"
                guard let issue = Self.openProblems[name] else {
                    #expect(problems(input.bytes) == [], "\(name)")
                    continue
                }
                withKnownIssue("\(name): \(issue)") { #expect(problems(input.bytes) == [], "\(name)") }
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

    @Test func theStringsChecksCatchMisplacedAndMisdecodedStrings() {
        // A place past the text's lines or past a line's characters (columns count characters).
        let lines = Array("ab\nçd".utf8).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        #expect(DiagnosticChecks.outside(SourceLocation(file: "f", line: 2, column: 3), lines: lines) == nil)
        #expect(DiagnosticChecks.outside(SourceLocation(file: "f", line: 2, column: 4), lines: lines) != nil)
        #expect(DiagnosticChecks.outside(SourceLocation(file: "f", line: 3), lines: lines) != nil)
        // Text is UTF-8 (a byte-order mark or not) or UTF-16 after one; the rest must be refused.
        #expect(StringsInput.decoded([0xEF, 0xBB, 0xBF, 0x61]) == "a")
        #expect(StringsInput.decoded([0xEF, 0xBB, 0xBF, 0xC3, 0x28]) == nil)
        #expect(StringsInput.decoded([0xFF, 0xFE, 0x3D, 0xD8, 0x61, 0x00]) == nil)
        #expect(StringsInput.decoded([0xFE, 0xFF, 0x00, 0xC4]) == "Ä")
        let text = "\"a\" = \"b\";\n"
        func entry(_ line: Int, _ column: Int, _ value: String = "b") -> StringsInput.Entry {
            .init(key: "a", text: value, location: SourceLocation(file: StringsInput.path, line: line, column: column))
        }
        #expect(StringsInput.problems(in: [entry(1, 7)], of: text).isEmpty)
        #expect(StringsInput.problems(in: [entry(3, 1)], of: text).count == 1)
        #expect(StringsInput.problems(in: [entry(1, 7, "b\u{FFFD}")], of: text).count == 1)
        let dictEntry = LocalizedString(
            text: "x\u{FFFD}", location: SourceLocation(file: StringsDictInput.path, line: 9))
        #expect(StringsDictInput.problems(in: [("k", dictEntry)], of: Array("<plist/>\n".utf8)).count == 2)
        // And the readers pass their checks on hard cases: escapes, a lone surrogate, the shortcut
        // form, both UTF-16s, an error at the end, a binary and a broken property list.
        for input in [
            "/* c */ \"k\" = \"\\\"\\U00e9\\UD83D\\UDE00\\UD800x\";\nbare.key-1 = b;\n\"Address\";",
            "\"a\" = \"b\"", "\"a\" = \"b\" /* never ends", "\u{FEFF}\u{FEFF}\"a\" = \"\u{FEFF}\";",
        ] {
            #expect(StringsInput.problems(Array(input.utf8)).isEmpty, "\(input)")
        }
        #expect(StringsInput.problems([0xFF, 0xFE, 0x22, 0x00, 0x61, 0x00, 0x22, 0x00, 0x3B, 0x00, 0x0A]).isEmpty)
        #expect(StringsInput.problems([0xEF, 0xBB, 0xBF, 0x22, 0xC3, 0x22, 0x3B]).isEmpty)
        for input in [
            "<plist><dict>\n<key>a</key>\n<strin>x</string></dict></plist>", "bplist00\u{1}", "<plist>&#xD800;",
        ] {
            #expect(StringsDictInput.problems(Array(input.utf8)).isEmpty, "\(input)")
        }
    }

    @Test func theTutorialCheckCatchesMarkupThatEscapedAndPlacesOutsideTheFile() {
        let outside = Diagnostic.warning(
            "docc.x", at: SourceLocation(file: TutorialInput.path, line: 4, column: 1), "past the end")
        #expect(DiagnosticChecks.problems([outside], file: TutorialInput.path, text: Array("a\nb".utf8)).count == 1)
        #expect(DiagnosticChecks.problems([outside], file: "other", text: Array("a\nb".utf8)).isEmpty)
        // A hostile tutorial: script and handlers in its titles, text, links, images and code.
        let hostile = #"""
            @Tutorial(time: 1, projectFiles: "<script>x</script>") {
                @Intro(title: "<script>alert(1)</script>\" onmouseover=\"x") {
                    <img src=x onerror=alert(2)> [a](javascript:alert(3))
                    @Image(source: "javascript:alert(4)", alt: "\" onerror=\"alert(5)")
                }
                @Section(title: "<iframe src=x>") {
                    @ContentAndMedia {
                        <script>alert(6)</script>
                    }
                    @Steps {
                        @Step {
                            <b onclick=x>b</b>
                            @Code(name: "<svg onload=x>.swift", file: "kit-02.swift", previousFile: "kit-01.swift")
                        }
                    }
                }
                @Assessments {
                    @MultipleChoice {
                        <style>x</style>?
                        @Choice(isCorrect: true) {
                            <form>y</form>
                            @Justification(reaction: "<script>z</script>") { <a href="vbscript:x">w</a> }
                        }
                    }
                }
            }
            """#
        #expect(TutorialInput.problems(Array(hostile.utf8)) == [])
        let contents = #"""
            @Tutorials(name: "<script>x</script>") {
                @Intro(title: "\" onload=\"x") { <iframe src=x></iframe> }
                @Chapter(name: "<img src=x onerror=y>") {
                    @TutorialReference(tutorial: "doc:Other")
                    @TutorialReference(tutorial: "javascript:alert(1)")
                }
                @Resources {
                    @Documentation(destination: "javascript:alert(2)") { x }
            """#
        #expect(TutorialInput.problems(Array(contents.utf8)) == [])
    }
}
