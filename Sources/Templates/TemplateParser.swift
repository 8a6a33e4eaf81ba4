/// Reads template bytes the way swift-mustache's parser reads characters.
struct TemplateParser {
    /// Where the template stops parsing (the start of the tag at fault), and why.
    struct Failure: Error {
        var kind: CompiledTemplate.ParseError.Kind
        var tagStart: Int
        var reason: String

        init(_ kind: CompiledTemplate.ParseError.Kind, tagStart: Int, reason: String) {
            (self.kind, self.tagStart, self.reason) = (kind, tagStart, reason)
        }
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
    mutating func readName(allowing allowed: Set<UInt8> = nameBytes) throws(Failure) -> String {
        skipWhitespace()
        let start = position
        while !atEnd, allowed.contains(bytes[position]) { position += 1 }
        let name = String(decoding: bytes[start..<position], as: UTF8.self)
        skipWhitespace()
        guard matches(close, at: position) else {
            // `first(items)`: a swift-mustache transform; anything else is a tag left open.
            guard !atEnd, bytes[position] == UInt8(ascii: "(") else {
                throw Failure(
                    .malformed, tagStart: tagStart,
                    reason: "the tag is not closed by \"\(String(decoding: close, as: UTF8.self))\" after its name")
            }
            throw Failure(
                .swiftMustacheExtension, tagStart: tagStart,
                reason: "a swift-mustache transform such as `first(items)`, which plain Mustache does not have")
        }
        position += close.count
        return name
    }

    mutating func parse(
        section: String?, startingAt sectionStart: Int = 0, newLine startsOnNewLine: Bool
    ) throws(Failure)
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
                    throw Failure(
                        .malformed, tagStart: tagStart, reason: "this closes a section that is not the one open")
                }
                if !(newLine && lineFinished()) { flushBlanks() }
                return nodes
            case UInt8(ascii: "!"):
                position += 1
                while !atEnd, !matches(close, at: position) { position += 1 }
                guard !atEnd else { throw Failure(.malformed, tagStart: tagStart, reason: "the comment never ends") }
                position += close.count
                standalone = newLine && lineFinished()
            case UInt8(ascii: "{"):
                flushBlanks()
                position += 1
                let name = try readName()
                guard !atEnd, bytes[position] == UInt8(ascii: "}") else {
                    throw Failure(
                        .malformed, tagStart: tagStart,
                        reason: "a {{{triple mustache}}} without its third closing brace")
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
                    throw Failure(
                        .swiftMustacheExtension, tagStart: tagStart,
                        reason: "dynamic partials ({{>*name}}) are a swift-mustache extension")
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
                throw Failure(
                    .swiftMustacheExtension, tagStart: tagStart,
                    reason: "inheritance and pragmas ({{<, {{$, {{%) are swift-mustache extensions")
            default:
                flushBlanks()
                nodes.append(.variable(TemplateName(try readName()), escaped: true))
            }
            newLine = standalone
        }
        guard section == nil else {
            throw Failure(.malformed, tagStart: sectionStart, reason: "the section {{#\(section!)}} is never closed")
        }
        return nodes
    }

    /// `{{=<% %>=}}`: new open and close delimiters.
    mutating func readDelimiters() throws(Failure) {
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
            throw Failure(
                .malformed, tagStart: tagStart, reason: "a delimiter change ({{=<% %>=}}) that does not parse")
        }
        position += 1
        position += close.count
        (open, close) = (newOpen, newClose)
    }
}
