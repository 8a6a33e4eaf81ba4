/// A Markdown syntax tree in plain Swift values, copied out of libcmark so no C pointer escapes.
public struct MarkdownNode: Sendable {
    public enum Kind: Sendable, Equatable {
        case document, blockQuote, item, paragraph, thematicBreak
        case list(ordered: Bool, start: Int, tight: Bool)
        case heading(level: Int)
        case codeBlock(info: String, literal: String)
        case htmlBlock(String)
        case text(String), code(String), htmlInline(String)
        case softBreak, lineBreak, emphasis, strong
        case link(url: String, title: String)
        case image(url: String, title: String)
        case custom
    }

    public var kind: Kind
    public var children: [MarkdownNode]
    /// 1-based start position in the Markdown source (after front matter, corrected by the loader).
    public var line: Int
    public var column: Int

    public init(kind: Kind, children: [MarkdownNode] = [], line: Int = 0, column: Int = 0) {
        self.kind = kind
        self.children = children
        self.line = line
        self.column = column
    }

    /// The text a reader sees, for titles and slugs.
    public var plainText: String {
        switch kind {
        case .text(let text), .code(let text): text
        case .softBreak, .lineBreak: " "
        default: children.map(\.plainText).joined()
        }
    }

    /// An image's alt text as cmark writes it: the plain text, with inline HTML kept as text.
    public var altText: String {
        switch kind {
        case .text(let text), .code(let text), .htmlInline(let text): text
        case .softBreak, .lineBreak: " "
        default: children.map(\.altText).joined()
        }
    }
}
