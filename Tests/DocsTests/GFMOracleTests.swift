import Foundation
import Testing
@testable import Docs

/// GitHub's extensions held to GitHub's reference renderer: each case goes through the docs
/// pipeline and through the `cmark-gfm` CLI (Debian's, installed by `scripts/test`, never
/// linked), and the two must agree after removing what Formsmith documents adding.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["FORMSMITH_CMARK_GFM"] != nil))
struct GFMOracleTests {
    /// GitHub's HTML for `markdown`, with the options the docs are parsed with.
    static func reference(_ markdown: String, rawHTML: Bool = false, extensions: Bool = true) throws -> String {
        let path = try #require(ProcessInfo.processInfo.environment["FORMSMITH_CMARK_GFM"])
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments =
            ["--smart"]
            + (extensions
                ? ["-e", "table", "-e", "strikethrough", "-e", "tasklist", "-e", "tagfilter", "-e", "autolink"] : [])
            + (rawHTML ? ["--unsafe"] : [])
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(markdown.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// Ours, with the CommonMark additions taken out, a table's scrolling box unwrapped, alignment
    /// back as `align`, and a task's checkbox as cmark-gfm writes it (ours is named by the task's
    /// text, and is HTML5).
    static func normalized(_ html: String) -> String {
        var text = html.replacingOccurrences(
            of: #"<div class="table-scroll" role="region" tabindex="0" aria-label="[^"]*">\n?(<table>)"#,
            with: "$1", options: .regularExpression)
        text = text.replacingOccurrences(of: "</table>\n</div>", with: "</table>")
        text = CommonMarkSpecTests.normalized(text)
        text = text.replacingOccurrences(
            of: #" style="text-align: (left|center|right)""#, with: #" align="$1""#, options: .regularExpression)
        text = text.replacingOccurrences(
            of: #"<li class="task"><input type="checkbox" checked disabled aria-label="[^"]*">"#,
            with: #"<li><input type="checkbox" checked="" disabled="" />"#, options: .regularExpression)
        text = text.replacingOccurrences(
            of: #"<li class="task"><input type="checkbox" disabled aria-label="[^"]*">"#,
            with: #"<li><input type="checkbox" disabled="" />"#, options: .regularExpression)
        return text
    }

    static func ours(_ markdown: String, rawHTML: Bool = false) -> String {
        DocsLoader.render(
            data: Data(markdown.utf8), relativePath: "example.md",
            options: DocsLoader.Options(rawHTML: rawHTML ? .trusted : .omitted)
        ).html
    }

    /// One case per rule of GitHub's spec for tables, strikethrough and task lists, and the
    /// edges around them.
    static let cases: [String] = [
        // Tables: the basic shape, alignment, ragged pipes.
        "| foo | bar |\n| --- | --- |\n| baz | bim |\n",
        "| abc | defghi |\n:-: | -----------:\nbar | baz\n",
        "| a | b | c | d |\n|:--|--:|:-:|---|\n| 1 | 2 | 3 | 4 |\n",
        // Escaped pipes, also inside code and emphasis; a pipe in a code span still splits.
        "| f\\|oo  |\n| ------ |\n| b `\\|` az |\n| b **\\|** im |\n",
        "| a | b |\n| - | - |\n| `x|y` | c |\n",
        // Where a table ends: a block quote, a blank line, a line without pipes still a row.
        "| abc | def |\n| --- | --- |\n| bar | baz |\n> bar\n",
        "| abc | def |\n| --- | --- |\n| bar | baz |\nbar\n\nbar\n",
        "| abc | def |\n| --- | --- |\n| bar | baz |\n# heading\n",
        "| abc | def |\n| --- | --- |\n| bar | baz |\n```\ncode\n```\n",
        "| abc | def |\n| --- | --- |\n| bar | baz |\n2. item\nlazy\n",
        "| abc | def |\n| --- | --- |\n| bar | baz |\n- item\n",
        // The header must match the delimiter row's cell count.
        "| abc | def |\n| --- |\n| bar |\n",
        // Rows with fewer and more cells.
        "| abc | def |\n| --- | --- |\n| bar |\n| bar | baz | boo |\n",
        // No body.
        "| abc | def |\n| --- | --- |\n",
        // A paragraph before the header stays a paragraph.
        "Some text\nmore text\n| a | b |\n| - | - |\n| 1 | 2 |\n",
        // Inline Markdown in cells: links, emphasis, code, strikethrough, smart quotes.
        "| link | style |\n| --- | --- |\n| [a](https://example.com/a b) | *em* and **strong** |\n| `code` | ~~gone~~ \"quoted\" |\n",
        // Cells that would be blocks on their own line stay text.
        "| h | i |\n| - | - |\n| # not a heading | > not a quote |\n| 1. not a list | - not a list |\n",
        // Empty cells, one column, no outer pipes.
        "| a |\n| - |\n|  |\n| b |\n",
        "a | b\n--|--\nc | d\n",
        // Without any pipe: a colon makes the delimiter row (dashes alone would make a heading).
        "a\n:-\n\nb\n:-:\nc\n",
        "|a|\n|-|\n|b|\n",
        // Tables inside containers.
        "> | a | b |\n> | - | - |\n> | 1 | 2 |\n",
        "- item\n\n  | a | b |\n  | - | - |\n  | 1 | 2 |\n",
        // Not tables: no delimiter row, a bad delimiter, a setext heading.
        "| a | b |\n| c | d |\n",
        "| a | b |\n| -x- | - |\n",
        "a\n---\n",
        // Raw HTML and entities in cells.
        "| a | b |\n| - | - |\n| <b>x</b> | &amp; &#124; |\n",
        // Strikethrough: one and two tildes, three is text, flanking, escapes, nesting.
        "~~Hi~~ Hello, ~there~ world!\n",
        "This ~~has a\n\nnew paragraph~~.\n",
        "This will ~~~not~~~ strike.\n",
        "~~a~ and ~a~~ do not pair\n",
        "a~~b~~c and a ~~ b ~~ c\n",
        "\\~~not struck~~ and &#126;~no~\n",
        "*~~em and struck~~* and ~~**struck and strong**~~\n",
        "~~[a link](/x) struck~~ and [~~struck~~ link](/y)\n",
        "~~a ~b~ c~~\n",
        "~~unterminated and ~~~ runs ~ ~~\n",
        "# ~~heading~~\n",
        "`~~code~~` ~~`code`~~\n",
        "”~~quoted~~” (~~parens~~)\n",
        // Task lists: checked, unchecked, upper-case X, loose, ordered, not tasks.
        "- [ ] foo\n- [x] bar\n- [X] baz\n",
        "- [ ] foo\n\n  more\n- [x] bar\n",
        "1. [ ] one\n2. [x] two\n",
        "- [ ]\n- [x]  \n- [x]nospace\n- [y] other\n- text [ ] later\n",
        "- [ ] ~~struck task~~\n- [x] *emphasis* task\n",
        "- [ ] outer\n  - [x] inner\n",
        // Extended autolinks: www., schemes, e-mail; where they may start; what ends them.
        "www.commonmark.org\n\nVisit www.commonmark.org/help for more information.\n",
        "Visit www.commonmark.org.\n\nVisit www.commonmark.org/a.b.\n",
        "www.google.com/search?q=Markup+(business)\n\nwww.google.com/search?q=Markup+(business)))\n",
        "(www.google.com/search?q=Markup+(business))\n\n(www.google.com/search?q=Markup+(business)\n",
        "www.google.com/search?q=(business))+ok\n",
        "www.google.com/search?q=commonmark&hl=en\n\nwww.google.com/search?q=commonmark&hl;\n",
        "www.commonmark.org/he<lp\n",
        "http://commonmark.org\n\n(Visit https://encrypted.google.com/search?q=Markup+(business))\n",
        "Anonymous FTP is available at ftp://foo.bar.baz.\n",
        "foo@bar.baz\n\nhello@mail+xyz.example isn't valid, but hello+xyz@mail.example is.\n",
        "a.b-c_d@a.b\n\na.b-c_d@a.b.\n\na.b-c_d@a.b-\n\na.b-c_d@a.b_\n",
        "xwww.a.com *www.b.com* _www.c.com_ ~~www.d.com~~ (www.e.com) ahttp://f.com 1http://g.com HTTPS://H.com\n",
        "www.a_b.c_d.com www.a_b.com.x www.x.com/u_v www.y.com' www.z.com\" www.w.com?! p@q /u@a.co\n",
        "[www.inside.link](/u) and [http://inside.link](/v) and [a@b.co](/w) and ![www.img.com](/i.png)\n",
        "`www.code.com` <www.angle.com> <http://angle.com> http://e and http:// alone\n",
        "| site | mail |\n| - | - |\n| www.table.com | me@table.org |\n",
        "- [ ] see https://example.com/x?y=1.\n- [x] mail ops@example.com\n",
        "Go to www.example.com/~user/ or ~~https://old.example.com~~.\n",
    ]

    /// GitHub's tag filter, which only matters when raw HTML is rendered.
    static let rawHTMLCases: [String] = [
        "<strong> <title> <style> <em>\n\n<blockquote>\n  <xmp> is disallowed.  <XMP> is also disallowed.\n</blockquote>\n",
        "<script>alert(1)</script>\n\nText <iframe src=\"x\"></iframe> and <textarea/> and <plaintext> and <scripts>\n",
        "| a | b |\n| - | - |\n| <noembed> | <NoFrames x> |\n\n- [ ] <title>task</title>\n",
        "<style\n>x</style> <b>kept</b> </script > <script/ >\n",
    ]

    @Test func rawHTMLIsFilteredAsGitHubFiltersIt() throws {
        for markdown in Self.rawHTMLCases {
            let expected = try Self.reference(markdown, rawHTML: true)
            #expect(Self.normalized(Self.ours(markdown, rawHTML: true)) == expected, "case:\n\(markdown)")
        }
    }

    @Test func everyCaseRendersAsCmarkGFMRendersIt() throws {
        var different: [String] = []
        for markdown in Self.cases {
            let expected = try Self.reference(markdown)
            let actual = Self.normalized(Self.ours(markdown))
            if actual != expected {
                different.append(markdown)
                Issue.record("case:\n\(markdown)\nexpected:\n\(expected)\nactual:\n\(actual)")
            }
        }
        #expect(different.isEmpty, "\(different.count) of \(Self.cases.count) cases differ")
    }

    /// The extensions break no CommonMark: every spec example renders as cmark-gfm renders it with
    /// the extensions on, wherever cmark-gfm without them agrees with libcmark (the two are one
    /// spec version apart on a few examples, and libcmark is the parser here).
    @Test(
        .enabled(if: ProcessInfo.processInfo.environment["FORMSMITH_COMMONMARK_SPEC"] != nil), arguments: [false, true])
    func everyCommonMarkExampleRendersAsCmarkGFMRendersIt(rawHTML: Bool) throws {
        var compared = 0
        var different: [Int] = []
        for example in try CommonMarkSpecTests.examples() {
            let plain = CmarkParser.referenceHTML(example.markdown, unsafe: rawHTML)
            guard try Self.reference(example.markdown, rawHTML: rawHTML, extensions: false) == plain else { continue }
            compared += 1
            let expected = try Self.reference(example.markdown, rawHTML: rawHTML)
            let actual = Self.normalized(Self.ours(example.markdown, rawHTML: rawHTML))
            if actual != expected {
                different.append(example.number)
                if different.count <= 5 {
                    Issue.record(
                        "example \(example.number):\n\(example.markdown)\nexpected:\n\(expected)\nactual:\n\(actual)")
                }
            }
        }
        #expect(compared > 600)
        #expect(different.isEmpty, "\(different.count) of \(compared) examples differ: \(different)")
    }
}
