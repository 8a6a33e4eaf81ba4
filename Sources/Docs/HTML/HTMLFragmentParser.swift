import CGumbo

/// Parses HTML as the inside of a `<div>`, with gumbo's HTML5 tree construction: the tree a browser
/// builds, repairs included. The only file that touches gumbo: the tree is copied into Swift values
/// and gumbo's output freed before returning.
enum HTMLFragmentParser {
    /// Deeper elements are dropped: the copy is recursive, and no page needs a thousand levels.
    static let maximumDepth = 512

    static func parse(_ bytes: [UInt8]) -> HTMLFragment {
        var options = kGumboDefaultOptions
        options.fragment_context = GUMBO_TAG_DIV
        options.fragment_namespace = GUMBO_NAMESPACE_HTML
        // Errors are found from the tree (`usedEndTags`, `hasEndTag`); gumbo's list of them is private API.
        options.max_errors = 0
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, buffer.count > 0 else {
                return HTMLFragment(nodes: [], usedEndTags: [], literalRanges: [])
            }
            let start = UnsafeRawPointer(base)
            let output = base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                gumbo_parse_with_options(&options, $0, buffer.count)
            }
            guard let output else { return HTMLFragment(nodes: [], usedEndTags: [], literalRanges: []) }
            defer { gumbo_destroy_output(&options, output) }
            var copier = Copier(start: start)
            let nodes = copier.children(of: output.pointee.root, depth: 0)
            return HTMLFragment(nodes: nodes, usedEndTags: copier.usedEndTags, literalRanges: copier.literalRanges)
        }
    }

    private struct Copier {
        /// Elements whose text is read as text to their end tag: a `</b>` inside `<script>` is no tag.
        static let rawTextTags: Set<GumboTag.RawValue> = Set(
            [
                GUMBO_TAG_SCRIPT, GUMBO_TAG_STYLE, GUMBO_TAG_TEXTAREA, GUMBO_TAG_TITLE, GUMBO_TAG_XMP, GUMBO_TAG_IFRAME,
                GUMBO_TAG_NOEMBED, GUMBO_TAG_NOFRAMES, GUMBO_TAG_NOSCRIPT, GUMBO_TAG_PLAINTEXT,
            ].map(\.rawValue))

        let start: UnsafeRawPointer
        var usedEndTags: Set<Int> = []
        var literalRanges: [Range<Int>] = []

        func offset(of piece: GumboStringPiece) -> Int? {
            guard let data = piece.data, piece.length > 0 else { return nil }
            return UnsafeRawPointer(data) - start
        }

        mutating func children(of node: UnsafeMutablePointer<GumboNode>, depth: Int) -> [HTMLNode] {
            guard depth < HTMLFragmentParser.maximumDepth else { return [] }
            let vector: GumboVector
            switch node.pointee.type {
            case GUMBO_NODE_ELEMENT, GUMBO_NODE_TEMPLATE: vector = node.pointee.v.element.children
            case GUMBO_NODE_DOCUMENT: vector = node.pointee.v.document.children
            default: return []
            }
            var result: [HTMLNode] = []
            result.reserveCapacity(Int(vector.length))
            for index in 0..<Int(vector.length) {
                guard let child = vector.data[index]?.assumingMemoryBound(to: GumboNode.self) else { continue }
                if let copied = copy(child, depth: depth + 1) { result.append(copied) }
            }
            return result
        }

        mutating func copy(_ node: UnsafeMutablePointer<GumboNode>, depth: Int) -> HTMLNode? {
            switch node.pointee.type {
            case GUMBO_NODE_TEXT, GUMBO_NODE_WHITESPACE, GUMBO_NODE_CDATA, GUMBO_NODE_COMMENT:
                let text = node.pointee.v.text
                let offset = self.offset(of: text.original_text)
                // A comment's or raw text's `</…` is no tag; elsewhere a text's source may span an
                // end tag the parser ignored, which is what `reportStrayEndTags` looks for.
                let parent = node.pointee.parent.map { $0.pointee.v.element.tag } ?? GUMBO_TAG_UNKNOWN
                if let offset, node.pointee.type == GUMBO_NODE_COMMENT || Self.rawTextTags.contains(parent.rawValue) {
                    literalRanges.append(offset..<(offset + text.original_text.length))
                }
                let value = text.text.map { String(cString: $0) } ?? ""
                let kind: HTMLNode.Kind = node.pointee.type == GUMBO_NODE_COMMENT ? .comment(value) : .text(value)
                return HTMLNode(kind: kind, offset: offset)
            case GUMBO_NODE_ELEMENT, GUMBO_NODE_TEMPLATE:
                let element = node.pointee.v.element
                let flags = node.pointee.parse_flags.rawValue
                var copied = HTMLNode(
                    kind: .element(
                        name: name(of: element), attributes: attributes(of: element),
                        isHTML: element.tag_namespace == GUMBO_NAMESPACE_HTML),
                    offset: offset(of: element.original_tag))
                let endTag = offset(of: element.original_end_tag)
                if let endTag { usedEndTags.insert(endTag) }
                // gumbo records the end tag that popped an element, which may be another's (`</p>` after `<span>`).
                var endName = element.original_end_tag
                if endTag != nil { gumbo_tag_from_original_text(&endName) }
                copied.hasEndTag =
                    endTag != nil
                    && endName.data.map { data in
                        let bytes = UnsafeRawBufferPointer(start: data, count: endName.length)
                        return String(decoding: bytes, as: UTF8.self).lowercased() == name(of: element)
                    } == true
                copied.fromStrayEndTag = flags & GUMBO_INSERTION_CONVERTED_FROM_END_TAG.rawValue != 0
                if copied.fromStrayEndTag, let offset = copied.offset { usedEndTags.insert(offset) }
                let repairs =
                    GUMBO_INSERTION_RECONSTRUCTED_FORMATTING_ELEMENT.rawValue
                    | GUMBO_INSERTION_ADOPTION_AGENCY_CLONED.rawValue | GUMBO_INSERTION_ADOPTION_AGENCY_MOVED.rawValue
                copied.isRepairCopy = flags & repairs != 0
                copied.children = children(of: node, depth: depth)
                return copied
            default:
                return nil
            }
        }

        func name(of element: GumboElement) -> String {
            if element.tag != GUMBO_TAG_UNKNOWN, let known = gumbo_normalized_tagname(element.tag) {
                return String(cString: known)
            }
            // An unknown tag's name is read from its source text (`<my-widget …>`).
            var piece = element.original_tag
            guard piece.data != nil, piece.length > 0 else { return "" }
            gumbo_tag_from_original_text(&piece)
            guard let data = piece.data else { return "" }
            let bytes = UnsafeRawBufferPointer(start: data, count: piece.length)
            return String(decoding: bytes, as: UTF8.self).lowercased()
        }

        func attributes(of element: GumboElement) -> [HTMLAttribute] {
            let vector = element.attributes
            var result: [HTMLAttribute] = []
            for index in 0..<Int(vector.length) {
                guard let attribute = vector.data[index]?.assumingMemoryBound(to: GumboAttribute.self) else {
                    continue
                }
                let name = attribute.pointee.name.map { String(cString: $0) } ?? ""
                let value = attribute.pointee.value.map { String(cString: $0) } ?? ""
                result.append(HTMLAttribute(name: name, value: value))
            }
            return result
        }
    }
}
