import CCmark
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one place that touches libcmark: parse, copy the tree into Swift values, free everything.
public enum CmarkParser {
    /// Parses CommonMark with smart punctuation; invalid UTF-8 is replaced, never trusted.
    public static func parse(_ markdown: String) -> MarkdownNode {
        parse(markdown[...])
    }

    /// libcmark's own HTML for `markdown`, with the options Formsmith parses with (raw HTML kept
    /// when `unsafe`): the reference the docs renderer is tested against, never used to build a site.
    public static func referenceHTML(_ markdown: String, unsafe: Bool) -> String {
        let options = CMARK_OPT_SMART | CMARK_OPT_VALIDATE_UTF8 | (unsafe ? CMARK_OPT_UNSAFE : 0)
        let bytes = Array(markdown.utf8)
        guard
            let html = bytes.withUnsafeBufferPointer({ buffer in
                buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(buffer.count, 1)) {
                    cmark_markdown_to_html($0, buffer.count, options)
                }
            })
        else { return "" }
        defer { free(html) }
        return String(cString: html)
    }

    /// As `parse`, reading the text in place (a page's body after its front matter).
    public static func parse(_ markdown: Substring) -> MarkdownNode {
        let options = CMARK_OPT_SMART | CMARK_OPT_VALIDATE_UTF8
        var markdown = markdown
        let document: OpaquePointer? = markdown.withUTF8 { buffer in
            guard let base = buffer.baseAddress, !buffer.isEmpty else { return cmark_parse_document("", 0, options) }
            return base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                cmark_parse_document($0, buffer.count, options)
            }
        }
        guard let document else { return MarkdownNode(kind: .document) }
        defer { cmark_node_free(document) }
        guard let iterator = cmark_iter_new(document) else { return MarkdownNode(kind: .document) }
        defer { cmark_iter_free(iterator) }

        // A stack of open containers; leaves are appended to the innermost.
        var stack: [MarkdownNode] = []
        var root = MarkdownNode(kind: .document)
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            if event == CMARK_EVENT_ENTER {
                let value = copy(node)
                if isLeaf(node) {
                    if stack.isEmpty {
                        root.children.append(value)
                    } else {
                        stack[stack.count - 1].children.append(value)
                    }
                } else {
                    stack.append(value)
                }
            } else if event == CMARK_EVENT_EXIT {
                let finished = stack.removeLast()
                if stack.isEmpty { root = finished } else { stack[stack.count - 1].children.append(finished) }
            }
        }
        return root
    }

    private static func isLeaf(_ node: OpaquePointer) -> Bool {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE, CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK,
            CMARK_NODE_CODE_BLOCK, CMARK_NODE_HTML_BLOCK, CMARK_NODE_THEMATIC_BREAK:
            true
        default:
            false
        }
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }

    private static func copy(_ node: OpaquePointer) -> MarkdownNode {
        let kind: MarkdownNode.Kind
        switch cmark_node_get_type(node) {
        case CMARK_NODE_DOCUMENT: kind = .document
        case CMARK_NODE_BLOCK_QUOTE: kind = .blockQuote
        case CMARK_NODE_LIST:
            kind = .list(
                ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
                start: Int(cmark_node_get_list_start(node)), tight: cmark_node_get_list_tight(node) != 0)
        case CMARK_NODE_ITEM: kind = .item
        case CMARK_NODE_CODE_BLOCK:
            kind = .codeBlock(
                info: string(cmark_node_get_fence_info(node)), literal: string(cmark_node_get_literal(node)))
        case CMARK_NODE_HTML_BLOCK: kind = .htmlBlock(string(cmark_node_get_literal(node)))
        case CMARK_NODE_PARAGRAPH: kind = .paragraph
        case CMARK_NODE_HEADING: kind = .heading(level: Int(cmark_node_get_heading_level(node)))
        case CMARK_NODE_THEMATIC_BREAK: kind = .thematicBreak
        case CMARK_NODE_TEXT: kind = .text(string(cmark_node_get_literal(node)))
        case CMARK_NODE_SOFTBREAK: kind = .softBreak
        case CMARK_NODE_LINEBREAK: kind = .lineBreak
        case CMARK_NODE_CODE: kind = .code(string(cmark_node_get_literal(node)))
        case CMARK_NODE_HTML_INLINE: kind = .htmlInline(string(cmark_node_get_literal(node)))
        case CMARK_NODE_EMPH: kind = .emphasis
        case CMARK_NODE_STRONG: kind = .strong
        case CMARK_NODE_LINK:
            kind = .link(url: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        case CMARK_NODE_IMAGE:
            kind = .image(url: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        default: kind = .custom
        }
        return MarkdownNode(
            kind: kind, line: Int(cmark_node_get_start_line(node)), column: Int(cmark_node_get_start_column(node)),
            endLine: Int(cmark_node_get_end_line(node)))
    }
}
