import FormsmithCore

/// `@Tutorials(name:) { @Intro @Chapter… @Resources }`: the table of contents, an overview of
/// the chapters with a card for each tutorial they reference.
extension DocCTutorialPage {
    /// Resource kinds of `@Resources`, with the heading each is shown under.
    static let resourceKinds: [String: String] = [
        "Documentation": "Documentation", "SampleCode": "Sample code", "Downloads": "Downloads",
        "Videos": "Videos", "Forums": "Forums",
    ]

    mutating func overview(_ root: Node) {
        let name = root.directive.argument("name") ?? ""
        page.metadata.displayName = name.isEmpty ? nil : name
        var blocks: [MarkdownNode] = []
        if !root.children.contains(where: { $0.name == "Intro" }) {
            blocks.append(Self.heading(1, name.isEmpty ? "Tutorials" : name, at: root.location))
        }
        for child in root.children {
            switch child.name {
            case "Intro":
                blocks.append(Self.heading(1, child.directive.argument("title") ?? name, at: child.location))
                let intro = textAndMedia(child)
                page.abstract = abstract(of: intro)
                blocks.append(MarkdownNode(kind: .division("tutorial-intro"), children: intro))
            case "Chapter":
                blocks += chapter(child, level: 2)
            case "Volume":
                blocks.append(Self.heading(2, child.directive.argument("name") ?? "Volume", at: child.location))
                blocks += content(of: child) { page, inner in
                    guard inner.name == "Chapter" else {
                        page.unknown(inner, in: child)
                        return []
                    }
                    return page.chapter(inner, level: 3)
                }
            case "Resources":
                blocks += resources(child)
            default:
                unknown(child, in: root)
            }
        }
        document.children = blocks
    }

    /// `@Chapter(name:) { text @Image @TutorialReference(tutorial: "doc:…")… }`.
    private mutating func chapter(_ node: Node, level: Int) -> [MarkdownNode] {
        var references: [MarkdownNode] = []
        let text = content(of: node) { page, child in
            switch child.name {
            case "Image": return page.image(child).map { [$0] } ?? []
            case "TutorialReference":
                guard let written = child.directive.argument("tutorial"), !written.isEmpty else {
                    page.diagnostics.append(
                        .warning(
                            "docc.invalid-directive", at: child.location,
                            "`@TutorialReference` needs `tutorial:` naming a tutorial (`doc:Name`); it is not shown"))
                    return []
                }
                let url = written.hasPrefix("doc:") ? written : "doc:" + written
                page.references.append(url)
                // Written as an autolink, so it shows its tutorial's title as `<doc:…>` links do.
                let link = MarkdownNode(
                    kind: .link(url: url, title: ""), children: [MarkdownNode(kind: .text(url))],
                    line: child.location.line, column: child.location.column)
                references.append(MarkdownNode(kind: .item, children: [Self.paragraph([link])]))
                return []
            default:
                page.unknown(child, in: node)
                return []
            }
        }
        var blocks = [Self.heading(level, node.directive.argument("name") ?? "Chapter", at: node.location)]
        if !text.isEmpty { blocks.append(MarkdownNode(kind: .division("tutorial-chapter"), children: text)) }
        if !references.isEmpty { blocks.append(MarkdownNode(kind: .topicList, children: references)) }
        return blocks
    }

    /// `@Resources { text @Documentation(destination:) { text }… }`: each a heading, its text and its link.
    private mutating func resources(_ node: Node) -> [MarkdownNode] {
        var blocks = [Self.heading(2, "Resources", at: node.location)]
        blocks += content(of: node) { page, child in
            guard let title = Self.resourceKinds[child.name] else {
                page.unknown(child, in: node)
                return []
            }
            var resource = [Self.heading(3, title, at: child.location)] + page.textAndMedia(child)
            if let destination = child.directive.argument("destination") {
                let link = MarkdownNode(
                    kind: .link(url: destination, title: ""), children: [MarkdownNode(kind: .text("Visit \(title)"))],
                    line: child.location.line, column: child.location.column)
                resource.append(Self.paragraph([link]))
            }
            return resource
        }
        return blocks
    }
}
