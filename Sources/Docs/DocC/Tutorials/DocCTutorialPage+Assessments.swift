import FormsmithCore

/// `@Assessments { @MultipleChoice { question @Choice(isCorrect:) { text @Justification } } }`:
/// each question with its choices, and the answer behind a disclosure a reader opens when ready.
extension DocCTutorialPage {
    mutating func assessments(_ node: Node) -> [MarkdownNode] {
        var blocks = [Self.heading(2, "Check your understanding", at: node.location)]
        var number = 0
        for item in node.items {
            switch item {
            case .text(let firstLine, let lines): blocks += markdown(firstLine, lines)
            case .directive(let child) where child.name == "MultipleChoice":
                number += 1
                blocks.append(multipleChoice(child, number: number))
            case .directive(let child): unknown(child, in: node)
            }
        }
        return blocks
    }

    private mutating func multipleChoice(_ node: Node, number: Int) -> MarkdownNode {
        var question = [Self.heading(3, "Question \(number)", at: node.location)]
        var choices: [MarkdownNode] = []
        var answers: [MarkdownNode] = []
        for item in node.items {
            switch item {
            case .text(let firstLine, let lines): question += markdown(firstLine, lines)
            case .directive(let child) where child.name == "Image":
                if let image = image(child) { question.append(image) }
            case .directive(let child) where child.name == "Choice":
                let (choice, answer) = self.choice(child)
                choices.append(choice)
                answers.append(answer)
            case .directive(let child): unknown(child, in: node)
            }
        }
        if !node.children.contains(where: { $0.name == "Choice" && $0.directive.argument("isCorrect") == "true" }) {
            diagnostics.append(
                .warning(
                    "docc.invalid-directive", at: node.location,
                    "`@MultipleChoice` has no `@Choice(isCorrect: true)`; no answer is shown as correct"))
        }
        let list = MarkdownNode.Kind.list(ordered: false, start: 1, tight: false)
        return MarkdownNode(
            kind: .division("tutorial-assessment"),
            children: question + [
                MarkdownNode(kind: list, children: choices),
                MarkdownNode(
                    kind: .disclosure("Show the answer"), children: [MarkdownNode(kind: list, children: answers)]),
            ])
    }

    /// A choice as the question lists it, and as the answer explains it: correct or not, the
    /// reaction DocC shows when it is picked, and why.
    private mutating func choice(_ node: Node) -> (choice: MarkdownNode, answer: MarkdownNode) {
        let isCorrect = node.directive.argument("isCorrect") == "true"
        var text: [MarkdownNode] = []
        var why: [MarkdownNode] = []
        var reaction: String?
        for item in node.items {
            switch item {
            case .text(let firstLine, let lines): text += markdown(firstLine, lines)
            case .directive(let child) where child.name == "Justification":
                reaction = child.directive.argument("reaction")
                why += textAndMedia(child)
            case .directive(let child) where child.name == "Image":
                if let image = image(child) { text.append(image) }
            case .directive(let child): unknown(child, in: node)
            }
        }
        let verdict = MarkdownNode(
            kind: .strong, children: [MarkdownNode(kind: .text(isCorrect ? "Correct:" : "Incorrect:"))])
        var summary = [verdict, MarkdownNode(kind: .text(" "))]
        if let first = text.first, first.kind == .paragraph {
            summary += first.children
        } else {
            summary.append(MarkdownNode(kind: .text(text.first.map(page.plainText) ?? "")))
        }
        var answer = [Self.paragraph(summary)]
        if let reaction, !reaction.isEmpty {
            answer.append(
                Self.paragraph([MarkdownNode(kind: .emphasis, children: [MarkdownNode(kind: .text(reaction))])]))
        }
        return (MarkdownNode(kind: .item, children: text), MarkdownNode(kind: .item, children: answer + why))
    }
}
