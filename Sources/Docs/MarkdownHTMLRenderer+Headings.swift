/// Heading ids known before a page renders: what links into a page are checked against.
extension MarkdownHTMLRenderer {
    /// The ids the renderer will give `document`'s headings, in order, without rendering it.
    public static func headingIDs(in document: MarkdownNode) -> [String] {
        var slugs = SlugGenerator()
        var ids: [String] = []
        // Headings sit among blocks: only containers of blocks are entered, never inline content.
        func walk(_ node: MarkdownNode) {
            switch node.kind {
            case .heading: ids.append(slugs.slug(for: node.plainText))
            case .document, .blockQuote, .list, .topicList, .item, .taskItem, .division, .tutorialSteps, .disclosure:
                node.children.withUnsafeBufferPointer { children in
                    for index in children.indices { walk(children[index]) }
                }
            default: break
            }
        }
        walk(document)
        return ids
    }
}
