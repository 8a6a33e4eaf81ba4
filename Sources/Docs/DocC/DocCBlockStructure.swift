/// A first pass over a DocC page's lines: where directives are, which `{` each `}` closes, and
/// which lines are code (fenced, or indented at the top level), where nothing is a directive.
struct DocCBlockStructure {
    struct Found {
        var directive: DocCDirective
        /// Lines the directive's arguments take (more than one when `(` closes on a later line).
        var argumentLines: Int
        /// The content of a block opened and closed on the directive's own line.
        var inlineBlock: Substring?
    }

    /// Line index → the directive that starts there.
    var directives: [Int: Found] = [:]
    /// Line of a `{` → line of its `}`.
    var blocks: [Int: Int] = [:]
    var closes: Set<Int> = []
    var strayCloses: Set<Int> = []
    var unclosed: Set<Int> = []
    var indentedCode: Set<Int> = []

    /// Arguments may run over this many lines before the directive is taken for text.
    static let maximumArgumentLines = 12

    init(_ lines: [Substring]) {
        var open: [Int] = []
        var fence: (character: Character, length: Int)?
        var previousBlank = true
        var skipThrough = -1
        for (index, line) in lines.enumerated() {
            defer { previousBlank = line.allSatisfy { $0 == " " || $0 == "\t" } }
            if index <= skipThrough { continue }
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if let current = fence {
                if Self.closesFence(trimmed, current) { fence = nil }
                continue
            }
            let indent = line.count - trimmed.count
            if open.isEmpty, !trimmed.isEmpty, indent >= 4 || line.first == "\t",
                previousBlank || indentedCode.contains(index - 1)
            {
                indentedCode.insert(index)
                continue
            }
            if let opened = Self.opensFence(trimmed) {
                fence = opened
                continue
            }
            if trimmed.trimmingTrailingSpaces == "}" {
                if let opener = open.popLast() {
                    blocks[opener] = index
                    closes.insert(index)
                } else {
                    strayCloses.insert(index)
                }
                continue
            }
            guard trimmed.first == "@", let (directive, text, lineCount) = Self.directive(at: index, in: lines)
            else { continue }
            let rest = text[directive.end...].drop { $0 == " " || $0 == "\t" }.trimmingTrailingSpaces
            if rest.isEmpty {
                directives[index] = Found(directive: directive, argumentLines: lineCount)
            } else if rest.first == "{" {
                if rest.count > 1, rest.last == "}" {
                    let inside = rest.dropFirst().dropLast().drop { $0 == " " }.trimmingTrailingSpaces
                    directives[index] = Found(directive: directive, argumentLines: lineCount, inlineBlock: inside)
                } else {
                    directives[index] = Found(directive: directive, argumentLines: lineCount)
                    open.append(index)
                }
            } else if !directive.arguments.isEmpty {
                directives[index] = Found(directive: directive, argumentLines: lineCount)
            }
            // `@State is a property wrapper`: a sentence, not a directive.
            skipThrough = index + lineCount - 1
        }
        unclosed = Set(open)
    }

    /// The directive starting on line `index`, its text (joined with the lines its arguments run
    /// over) and how many lines it takes.
    private static func directive(at index: Int, in lines: [Substring]) -> (DocCDirective, Substring, Int)? {
        let first = lines[index].drop { $0 == " " || $0 == "\t" }
        if let directive = DocCDirective.parse(first, column: 1) { return (directive, first, 1) }
        var joined = String(first)
        for extra in 1..<maximumArgumentLines where index + extra < lines.count {
            joined += "\n" + lines[index + extra]
            let text = Substring(joined)
            if let directive = DocCDirective.parse(text, column: 1) {
                // Only the directive may run on: text after its `)` belongs on the last line.
                return (directive, text, extra + 1)
            }
        }
        return nil
    }

    /// A line opening a code fence: three or more backticks or tildes (a backtick fence's info has none).
    static func opensFence(_ line: Substring) -> (character: Character, length: Int)? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard let first = trimmed.first, first == "`" || first == "~" else { return nil }
        let length = trimmed.prefix { $0 == first }.count
        guard length >= 3 else { return nil }
        if first == "`" && trimmed.dropFirst(length).contains("`") { return nil }
        return (first, length)
    }

    static func closesFence(_ line: Substring, _ fence: (character: Character, length: Int)) -> Bool {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        let length = trimmed.prefix { $0 == fence.character }.count
        return length >= fence.length && trimmed.dropFirst(length).allSatisfy { $0 == " " || $0 == "\t" }
    }
}

extension Substring {
    var trimmingTrailingSpaces: Substring {
        var text = self
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return text
    }
}
