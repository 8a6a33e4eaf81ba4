import Foundation
import Testing
@testable import Docs

/// Every example of the CommonMark spec through the docs pipeline, compared with libcmark's own
/// HTML renderer on the same input and options, after removing only what Formsmith documents
/// adding (heading ids and anchors, focusable code blocks, HTML5 void tags). The spec comes from a
/// maintained package: `scripts/test` downloads it and sets FORMSMITH_COMMONMARK_SPEC.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["FORMSMITH_COMMONMARK_SPEC"] != nil))
struct CommonMarkSpecTests {
    struct Example {
        var number: Int
        var markdown: String
    }

    /// The examples of `spec.txt`: the text between the example fences, before the `.` line (`→` is a tab).
    static func examples() throws -> [Example] {
        let path = try #require(ProcessInfo.processInfo.environment["FORMSMITH_COMMONMARK_SPEC"])
        let lines = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
        let fence = String(repeating: "`", count: 32)
        var examples: [Example] = []
        var index = 0
        while index < lines.count {
            guard lines[index].hasPrefix(fence + " example") else {
                index += 1
                continue
            }
            var markdown: [String] = []
            index += 1
            while index < lines.count, lines[index] != "." {
                markdown.append(lines[index])
                index += 1
            }
            while index < lines.count, lines[index] != fence { index += 1 }
            examples.append(
                Example(
                    number: examples.count + 1,
                    markdown: markdown.map { $0 + "\n" }.joined().replacingOccurrences(of: "→", with: "\t")))
            index += 1
        }
        return examples
    }

    /// Formsmith's documented additions taken out: heading ids and anchor links, `tabindex` on code
    /// blocks, and HTML5's `<br>`, `<hr>`, `<img …>` for XHTML's `<br />`, `<hr />`, `<img … />`.
    static func normalized(_ html: String) -> String {
        var text = html
        text = text.replacingOccurrences(
            of: ##"<a class="heading-anchor" href="#[^"]*" aria-label="Link to this section">#</a>"##,
            with: "", options: .regularExpression)
        text = text.replacingOccurrences(of: #"<h([1-6]) id="[^"]*">"#, with: "<h$1>", options: .regularExpression)
        text = text.replacingOccurrences(of: #"<pre tabindex="0">"#, with: "<pre>")
        text = text.replacingOccurrences(of: "<br>", with: "<br />").replacingOccurrences(of: "<hr>", with: "<hr />")
        text = text.replacingOccurrences(of: #"(<img [^>]*?[^/])>"#, with: "$1 />", options: .regularExpression)
        return text
    }

    static func ours(_ markdown: String, rawHTML: Bool) -> String {
        DocsLoader.render(
            data: Data(markdown.utf8), relativePath: "example.md",
            options: DocsLoader.Options(rawHTML: rawHTML ? .trusted : .omitted, githubMarkdown: false)
        ).html
    }

    @Test(arguments: [false, true])
    func everyExampleRendersAsLibcmarkRendersIt(rawHTML: Bool) throws {
        let examples = try Self.examples()
        #expect(examples.count > 600)
        var different: [Int] = []
        for example in examples {
            let expected = CmarkParser.referenceHTML(example.markdown, unsafe: rawHTML)
            let actual = Self.normalized(Self.ours(example.markdown, rawHTML: rawHTML))
            if actual != expected {
                different.append(example.number)
                if different.count <= 5 {
                    Issue.record(
                        "example \(example.number):\n\(example.markdown)\nexpected:\n\(expected)\nactual:\n\(actual)")
                }
            }
        }
        #expect(different.isEmpty, "\(different.count) of \(examples.count) examples differ: \(different)")
    }
}
