/// A theme template parsed once into nodes that render without re-reading the template text.
/// It reads plain Mustache (variables, sections, inverted sections, comments, partials, set
/// delimiters) and places whitespace exactly as swift-mustache does, standalone lines included,
/// so both give the same bytes; swift-mustache's extensions (transforms, inheritance, pragmas,
/// dynamic partials) are an `Unsupported` error at the tag, which the build reports there.
struct CompiledTemplate: Sendable {
    indirect enum Node: Sendable {
        case text([UInt8])
        /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}`; `name` split at its dots.
        case variable(TemplateName, escaped: Bool)
        case section(TemplateName, inverted: Bool, body: [Node])
        /// `indentation`: the whitespace before a standalone partial tag, put before each of its lines.
        case partial(String, indentation: [UInt8]?)
    }

    let nodes: [Node]

    /// A tag beyond plain Mustache, or a template that does not parse: where, and what.
    struct Unsupported: Error {
        var line: Int
        var column: Int
        var reason: String
    }

    init(_ text: String) throws(Unsupported) {
        var parser = TemplateParser(bytes: Array(text.utf8))
        do {
            nodes = try parser.parse(section: nil, newLine: true)
        } catch {
            // The line and column of the tag's start, counted in characters as editors count them.
            let before = parser.bytes[..<min(error.tagStart, parser.bytes.count)]
            let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
            let line = before.count(where: { $0 == UInt8(ascii: "\n") }) + 1
            let column = String(decoding: before[lineStart...], as: UTF8.self).count + 1
            throw Unsupported(line: line, column: column, reason: error.reason)
        }
    }
}

/// A variable or section name, looked up once per render: `.` is the current object, `a.b` a path.
struct TemplateName: Sendable {
    enum Start: Sendable {
        /// `.`: the innermost object.
        case current
        /// `.a.b`: only in the innermost object.
        case innermost
        /// `a.b`: the first object, innermost first, that has `a`.
        case stack
    }

    let start: Start
    let parts: [String]

    init(_ name: String) {
        parts = name.split(separator: ".").map(String.init)
        start = name == "." ? .current : name.first == "." ? .innermost : .stack
    }
}

/// Reads template bytes the way swift-mustache's parser reads characters.
private struct TemplateParser {
    struct Unsupported: Error {
        var tagStart: Int
        var reason: String
    }

    let bytes: [UInt8]
    var position = 0
    var open: [UInt8] = Array("{{".utf8)
    var close: [UInt8] = Array("}}".utf8)
    /// Where the tag being read starts, for errors.
    var tagStart = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t"), newline = UInt8(ascii: "\n"),
        carriageReturn = UInt8(ascii: "\r")

    var atEnd: Bool { position >= bytes.count }

    /// A line end as one character: `\n` or `\r\n`.
    func newlineLength(at index: Int) -> Int {
        guard index < bytes.count else { return 0 }
        if bytes[index] == Self.newline { return 1 }
        if bytes[index] == Self.carriageReturn, index + 1 < bytes.count, bytes[index + 1] == Self.newline { return 2 }
        return 0
    }

    func matches(_ sequence: [UInt8], at index: Int) -> Bool {
        index + sequence.count <= bytes.count && bytes[index..<(index + sequence.count)].elementsEqual(sequence)
    }

    mutating func readBlanks() -> ArraySlice<UInt8> {
        let start = position
        while !atEnd, bytes[position] == Self.space || bytes[position] == Self.tab { position += 1 }
        return bytes[start..<position]
    }

    /// Whitespace as Swift's `Character.isWhitespace` sees it in ASCII (names are ASCII).
    mutating func skipWhitespace() {
        while !atEnd, [Self.space, Self.tab, Self.newline, Self.carriageReturn, 0x0B, 0x0C].contains(bytes[position]) {
            position += 1
        }
    }

    /// Text up to the next open delimiter or line end; the delimiter is consumed, the line end not.
    mutating func readText() -> [UInt8] {
        var text: [UInt8] = []
        while !atEnd {
            if newlineLength(at: position) > 0 { break }
            if matches(open, at: position) {
                tagStart = position
                position += open.count
                break
            }
            text.append(bytes[position])
            position += 1
        }
        return text
    }

    /// After a tag: the rest of its line is blank, and its line end (if any) is consumed.
    mutating func lineFinished() -> Bool {
        if atEnd { return true }
        var index = position
        while index < bytes.count, bytes[index] == Self.space || bytes[index] == Self.tab { index += 1 }
        let length = newlineLength(at: index)
        guard length > 0 else { return false }
        position = index + length
        return true
    }

    static let nameBytes = Set("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?*".utf8)
    static let partialNameBytes = nameBytes.union("/".utf8)

    /// A name and the close delimiter; names with transforms (`(`) are swift-mustache's own.
    mutating func readName(allowing allowed: Set<UInt8> = nameBytes) throws(Unsupported) -> String {
        skipWhitespace()
        let start = position
        while !atEnd, allowed.contains(bytes[position]) { position += 1 }
        let name = String(decoding: bytes[start..<position], as: UTF8.self)
        skipWhitespace()
        guard matches(close, at: position) else {
            throw Unsupported(
                tagStart: tagStart,
                reason:
                    "the tag's name has characters plain Mustache names do not (a swift-mustache transform such as `first(items)`?)"
            )
        }
        position += close.count
        return name
    }

    mutating func parse(
        section: String?, startingAt sectionStart: Int = 0, newLine startsOnNewLine: Bool
    ) throws(Unsupported)
        -> [CompiledTemplate.Node]
    {
        var nodes: [CompiledTemplate.Node] = []
        var newLine = startsOnNewLine
        var blanksBefore: [UInt8] = []
        func flushBlanks() {
            if !blanksBefore.isEmpty { nodes.append(.text(blanksBefore)) }
            blanksBefore = []
        }
        while !atEnd {
            if newLine { blanksBefore = Array(readBlanks()) }
            let text = readText()
            let lineEnd = newlineLength(at: position)
            if lineEnd > 0 {
                nodes.append(.text(blanksBefore + text + bytes[position..<(position + lineEnd)]))
                newLine = true
                position += lineEnd
                continue
            }
            if !text.isEmpty {
                nodes.append(.text(blanksBefore + text))
                blanksBefore = []
                newLine = false
            }
            if atEnd { break }
            var standalone = false
            let kind = bytes[position]
            switch kind {
            case UInt8(ascii: "#"), UInt8(ascii: "^"):
                let openedAt = tagStart
                position += 1
                let name = try readName()
                if newLine && lineFinished() { standalone = true } else { flushBlanks() }
                // Delimiters set inside a section end with it, as in swift-mustache.
                let delimiters = (open, close)
                let body = try parse(section: name, startingAt: openedAt, newLine: newLine && standalone)
                (open, close) = delimiters
                nodes.append(.section(TemplateName(name), inverted: kind == UInt8(ascii: "^"), body: body))
            case UInt8(ascii: "/"):
                position += 1
                guard try readName() == section, section != nil else {
                    throw Unsupported(tagStart: tagStart, reason: "this closes a section that is not the one open")
                }
                if !(newLine && lineFinished()) { flushBlanks() }
                return nodes
            case UInt8(ascii: "!"):
                position += 1
                while !atEnd, !matches(close, at: position) { position += 1 }
                guard !atEnd else { throw Unsupported(tagStart: tagStart, reason: "the comment never ends") }
                position += close.count
                standalone = newLine && lineFinished()
            case UInt8(ascii: "{"):
                flushBlanks()
                position += 1
                let name = try readName()
                guard !atEnd, bytes[position] == UInt8(ascii: "}") else {
                    throw Unsupported(
                        tagStart: tagStart, reason: "a {{{triple mustache}}} without its third closing brace")
                }
                position += 1
                nodes.append(.variable(TemplateName(name), escaped: false))
            case UInt8(ascii: "&"):
                flushBlanks()
                position += 1
                nodes.append(.variable(TemplateName(try readName()), escaped: false))
            case UInt8(ascii: ">"):
                position += 1
                skipWhitespace()
                guard atEnd || bytes[position] != UInt8(ascii: "*") else {
                    throw Unsupported(
                        tagStart: tagStart, reason: "dynamic partials ({{>*name}}) are a swift-mustache extension")
                }
                let name = try readName(allowing: Self.partialNameBytes)
                // swift-mustache keeps the blanks before a partial tag as text, standalone or not.
                let blanks = blanksBefore
                flushBlanks()
                if newLine && lineFinished() {
                    standalone = true
                    nodes.append(.partial(name, indentation: blanks))
                } else {
                    nodes.append(.partial(name, indentation: nil))
                }
            case UInt8(ascii: "="):
                position += 1
                try readDelimiters()
                standalone = newLine && lineFinished()
            case UInt8(ascii: "<"), UInt8(ascii: "$"), UInt8(ascii: "%"):
                throw Unsupported(
                    tagStart: tagStart, reason: "inheritance and pragmas ({{<, {{$, {{%) are swift-mustache extensions")
            default:
                flushBlanks()
                nodes.append(.variable(TemplateName(try readName()), escaped: true))
            }
            newLine = standalone
        }
        guard section == nil else {
            throw Unsupported(tagStart: sectionStart, reason: "the section {{#\(section!)}} is never closed")
        }
        return nodes
    }

    /// `{{=<% %>=}}`: new open and close delimiters.
    mutating func readDelimiters() throws(Unsupported) {
        func isBlank(_ byte: UInt8) -> Bool {
            [Self.space, Self.tab, Self.newline, Self.carriageReturn].contains(byte)
        }
        skipWhitespace()
        let openStart = position
        while !atEnd, !isBlank(bytes[position]) { position += 1 }
        let newOpen = Array(bytes[openStart..<position])
        skipWhitespace()
        let closeStart = position
        while !atEnd, !isBlank(bytes[position]), bytes[position] != UInt8(ascii: "=") { position += 1 }
        let newClose = Array(bytes[closeStart..<position])
        skipWhitespace()
        guard !atEnd, bytes[position] == UInt8(ascii: "="), !newOpen.isEmpty, !newClose.isEmpty,
            matches(close, at: position + 1)
        else {
            throw Unsupported(tagStart: tagStart, reason: "a delimiter change ({{=<% %>=}}) that does not parse")
        }
        position += 1
        position += close.count
        (open, close) = (newOpen, newClose)
    }
}
