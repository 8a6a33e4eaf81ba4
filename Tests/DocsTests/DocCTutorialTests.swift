import Testing

@testable import Docs

/// A tutorial's pieces without a site: its directive tree, step diffs, and highlighted lines cut whole.
@Suite struct DocCTutorialTests {
    @Test func readerNestsBlocksAndLocatesProblems() {
        let reader = DocCTutorialReader(
            """
            @Tutorial(time: 5) {
                @Intro(title: "Hi") {
                    Text.
                }
                @Section(title: "One") {
                    @Steps {
            }
            }
            """, file: "T.tutorial")
        guard case .directive(let tutorial)? = reader.items.first else {
            Issue.record("no @Tutorial")
            return
        }
        #expect(tutorial.children.map(\.name) == ["Intro", "Section"])
        #expect(tutorial.children[0].directive.argument("title") == "Hi")
        // The two `}` close `@Steps` and `@Section`; `@Tutorial` runs to the end, and says so where it opens.
        #expect(reader.diagnostics.map(\.code) == ["docc.tutorial-unclosed-directive"])
        #expect(reader.diagnostics.first?.location.line == 1)
        #expect(tutorial.children[1].children.map(\.name) == ["Steps"])
        #expect(tutorial.children[1].location.column == 5)
    }

    @Test func changedLinesAreWhatTheStepAdds() {
        #expect(TutorialCode.changedLines(from: [], to: ["a", "b"]) == [])
        #expect(TutorialCode.changedLines(from: ["a", "}"], to: ["a", "x", "y", "}"]) == [1, 2])
        #expect(TutorialCode.changedLines(from: ["a", "b", "c"], to: ["a", "B", "c"]) == [1])
        #expect(TutorialCode.changedLines(from: ["a", "b"], to: ["a", "b"]) == [])
        // A removed line marks nothing; what remains is unchanged.
        #expect(TutorialCode.changedLines(from: ["a", "b", "c"], to: ["a", "c"]) == [])
    }

    @Test func highlightedLinesStayBalanced() {
        let lines = MarkdownHTMLRenderer.splitHighlighted(
            "<span class=\"hl-comment\">/* one\ntwo */</span> x\n<span class=\"hl-keyword\">let</span>")
        #expect(
            lines == [
                "<span class=\"hl-comment\">/* one</span>", "<span class=\"hl-comment\">two */</span> x",
                "<span class=\"hl-keyword\">let</span>",
            ])
    }
}
