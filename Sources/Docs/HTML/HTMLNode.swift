/// A node of an HTML fragment as an HTML5 parser built it (`HTMLFragmentParser`), in Swift values.
struct HTMLNode: Sendable {
    enum Kind: Sendable {
        /// `name` is lowercased; `isHTML` is false in SVG and MathML.
        case element(name: String, attributes: [HTMLAttribute], isHTML: Bool)
        case text(String)
        case comment(String)
    }

    var kind: Kind
    var children: [HTMLNode] = []
    /// Byte offset of the start tag (or text, comment) in the parsed input; nil when the parser
    /// made the node without a tag of its own (an implied `<tbody>`).
    var offset: Int?
    /// Whether a tag of the input closed the element (else the parser closed it).
    var hasEndTag = false
    /// The parser made this element from an end tag with nothing to close (`</p>`, `</br>`).
    var fromStrayEndTag = false
    /// A copy the parser made to repair misnested formatting (`<b><p></b>`); never reported.
    var isRepairCopy = false
}

struct HTMLAttribute: Sendable, Hashable {
    var name: String
    var value: String
}

/// What the parser read: the fragment's nodes, and where each end tag it used sits in the input.
struct HTMLFragment: Sendable {
    var nodes: [HTMLNode]
    /// Offsets of the end tags that closed an element or became one: an end tag elsewhere had nothing to close.
    var usedEndTags: Set<Int>
    /// Byte ranges of the input that are comments or text, where `</` is not an end tag.
    var literalRanges: [Range<Int>]
}
