import FormsmithCore

/// A `.tutorial` file read into its directives: each with its arguments, where it is, and what its
/// `{ … }` block holds, in order: more directives, and runs of Markdown text between them.
struct DocCTutorialReader {
    /// One directive of the file, with its block's content.
    struct Node {
        var directive: DocCDirective
        var location: SourceLocation
        var items: [Item]

        var name: String { directive.name }
        /// The directives of the block, without its text.
        var children: [Node] {
            items.compactMap { if case .directive(let node) = $0 { node } else { nil } }
        }
    }

    /// What a block holds, in the order it is written.
    enum Item {
        case directive(Node)
        /// Lines of Markdown, with the 0-based index of the first.
        case text(firstLine: Int, lines: [Substring])
    }

    var items: [Item] = []
    var diagnostics: [Diagnostic] = []

    private let lines: [Substring]
    private let structure: DocCBlockStructure
    private let file: String

    init(_ text: String, file: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.last == "\r" ? $0.dropLast() : $0
        }
        structure = DocCBlockStructure(lines)
        self.file = file
        items = read(0..<lines.count)
    }

    func location(_ index: Int, column: Int = 1) -> SourceLocation {
        SourceLocation(file: file, line: index + 1, column: column)
    }

    /// The items of `range` (a block's lines, without its braces).
    private mutating func read(_ range: Range<Int>) -> [Item] {
        var items: [Item] = []
        var text: [Substring] = []
        var textStart = range.lowerBound
        func flush() {
            // Blank lines around a run say nothing; a run of only blanks is no text.
            if text.contains(where: { !$0.allSatisfy(\.isWhitespace) }) {
                items.append(.text(firstLine: textStart, lines: text))
            }
            text = []
        }
        var index = range.lowerBound
        while index < range.upperBound {
            let line = lines[index]
            let indent = line.prefix { $0 == " " || $0 == "\t" }.count
            if structure.strayCloses.contains(index) {
                diagnostics.append(
                    .warning(
                        "docc.unmatched-brace", at: location(index, column: indent + 1),
                        "this `}` closes no directive; it is not shown"))
                flush()
                index += 1
                continue
            }
            guard let found = structure.directives[index] else {
                if text.isEmpty { textStart = index }
                text.append(line)
                index += 1
                continue
            }
            flush()
            var directive = found.directive
            directive.column = indent + 1
            let at = location(index, column: indent + 1)
            let contentStart = index + found.argumentLines
            var node = Node(directive: directive, location: at, items: [])
            if let inline = found.inlineBlock, !inline.isEmpty {
                node.items = [.text(firstLine: index, lines: [inline])]
                index = contentStart
            } else if let close = structure.blocks[index] {
                node.items = read(contentStart..<min(close, range.upperBound))
                index = close + 1
            } else if structure.unclosed.contains(index) {
                diagnostics.append(
                    .warning(
                        "docc.tutorial-unclosed-directive", at: at,
                        "`@\(directive.name) {` is never closed by a `}` line; its block runs to the end of the file"))
                node.items = read(contentStart..<range.upperBound)
                index = range.upperBound
            } else {
                index = contentStart
            }
            items.append(.directive(node))
        }
        flush()
        return items
    }
}
