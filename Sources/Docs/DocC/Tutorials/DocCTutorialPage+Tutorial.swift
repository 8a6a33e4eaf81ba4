import Foundation
import FormsmithCore

/// `@Tutorial { @Intro @Section… @Assessments }`: the page a reader follows step by step.
extension DocCTutorialPage {
    mutating func tutorial(_ root: Node) {
        var blocks: [MarkdownNode] = []
        var sections = 0
        for child in root.children {
            switch child.name {
            case "Intro":
                let title = child.directive.argument("title") ?? ""
                page.metadata.displayName = title.isEmpty ? nil : title
                blocks.append(Self.heading(1, title, at: child.location))
                var intro = textAndMedia(child)
                page.abstract = abstract(of: intro)
                if let minutes = root.directive.argument("time").flatMap(Int.init) {
                    intro.insert(
                        Self.paragraph([
                            MarkdownNode(kind: .strong, children: [MarkdownNode(kind: .text("Estimated time:"))]),
                            MarkdownNode(kind: .text(" \(minutes) minute\(minutes == 1 ? "" : "s")")),
                        ]), at: 0)
                }
                blocks.append(MarkdownNode(kind: .division("tutorial-intro"), children: intro))
            case "Section":
                sections += 1
                blocks += section(child, number: sections)
            case "Assessments":
                blocks += assessments(child)
            case "XcodeRequirement":
                blocks.append(requirement(child))
            default:
                unknown(child, in: root)
            }
        }
        document.children = blocks
    }

    /// `@XcodeRequirement(title: "Xcode 16", destination: "https://…")`: a line linking to it.
    private func requirement(_ node: Node) -> MarkdownNode {
        let title = MarkdownNode(kind: .text(node.directive.argument("title") ?? "Xcode"))
        let shown =
            node.directive.argument("destination").map {
                MarkdownNode(kind: .link(url: $0, title: ""), children: [title], line: node.location.line)
            } ?? title
        return Self.paragraph([MarkdownNode(kind: .text("Requires ")), shown])
    }

    /// `@Section(title:) { @ContentAndMedia { … } @Steps { @Step… } }`.
    private mutating func section(_ node: Node, number: Int) -> [MarkdownNode] {
        let title = node.directive.argument("title") ?? "Section \(number)"
        var blocks = [Self.heading(2, title, at: node.location)]
        var introduction: [MarkdownNode] = []
        for item in node.items {
            switch item {
            case .text(let firstLine, let lines): introduction += markdown(firstLine, lines)
            case .directive(let child) where child.name == "ContentAndMedia":
                introduction += textAndMedia(child)
            case .directive(let child) where child.name == "Steps":
                if !introduction.isEmpty {
                    blocks.append(MarkdownNode(kind: .division("tutorial-section-intro"), children: introduction))
                    introduction = []
                }
                blocks.append(steps(child))
            case .directive(let child):
                unknown(child, in: node)
            }
        }
        if !introduction.isEmpty {
            blocks.append(MarkdownNode(kind: .division("tutorial-section-intro"), children: introduction))
        }
        return blocks
    }

    /// `@Steps`: each `@Step` an item of one numbered list; text between steps stays with the step before it.
    private mutating func steps(_ node: Node) -> MarkdownNode {
        var items: [MarkdownNode] = []
        var before: [MarkdownNode] = []
        for item in node.items {
            switch item {
            case .text(let firstLine, let lines):
                let text = markdown(firstLine, lines)
                if items.isEmpty { before += text } else { items[items.count - 1].children += text }
            case .directive(let child) where child.name == "Step":
                items.append(MarkdownNode(kind: .item, children: before + step(child)))
                before = []
            case .directive(let child):
                unknown(child, in: node)
            }
        }
        if !before.isEmpty { items.append(MarkdownNode(kind: .item, children: before)) }
        return MarkdownNode(kind: .tutorialSteps, children: items, line: node.location.line)
    }

    /// `@Step { text @Code(…) }` or `@Step { text @Image(…) }`.
    private mutating func step(_ node: Node) -> [MarkdownNode] {
        content(of: node) { page, child in
            switch child.name {
            case "Code": return page.code(child).map { [$0] } ?? []
            case "Image": return page.image(child).map { [$0] } ?? []
            default:
                page.unknown(child, in: node)
                return []
            }
        }
    }

    /// `@Code(name: "File.swift", file: "file-02.swift")`: the file's lines, those changed since
    /// the step before that showed `name` marked (or since `previousFile:`; none after `reset: true`).
    private mutating func code(_ node: Node) -> MarkdownNode? {
        guard let name = node.directive.argument("name"), let fileName = node.directive.argument("file"),
            !fileName.isEmpty
        else {
            diagnostics.append(
                .warning(
                    "docc.invalid-directive", at: node.location,
                    "`@Code` needs `name:` (what the step shows) and `file:` (a file of the catalog); it is not shown"))
            return nil
        }
        guard let lines = codeLines(fileName, at: node.location) else { return nil }
        var previous = lastCode[name] ?? []
        if let previousFile = node.directive.argument("previousFile") {
            previous = codeLines(previousFile, at: node.location) ?? []
        }
        if node.directive.argument("reset") == "true" { previous = [] }
        lastCode[name] = lines
        let language = (fileName as NSString).pathExtension.lowercased()
        let code = TutorialCode(
            name: name, language: language, lines: lines,
            changedLines: TutorialCode.changedLines(from: previous, to: lines))
        return MarkdownNode(kind: .tutorialCode(code), line: node.location.line, column: node.location.column)
    }

    /// A code file of the catalog by its file name, wherever it is, as DocC finds it; reported when missing.
    private mutating func codeLines(_ fileName: String, at location: SourceLocation) -> [String]? {
        guard let path = catalog.resources[fileName]?.first, let data = readFile(path) else {
            diagnostics.append(
                .warning(
                    "docc.tutorial-missing-file", at: location,
                    "`@Code` names `\(fileName)`, which is no file of the catalog; the step shows no code"))
            return nil
        }
        var lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.last == "\r" ? String($0.dropLast()) : String($0) }
        if lines.count > 1, lines.last == "" { lines.removeLast() }
        return lines
    }
}
