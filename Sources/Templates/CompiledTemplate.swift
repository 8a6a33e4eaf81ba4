/// A theme template parsed once into nodes that render without re-reading the template text.
/// It reads plain Mustache (variables, sections, inverted sections, comments, partials, set
/// delimiters) and places whitespace exactly as swift-mustache does, standalone lines included,
/// so both give the same bytes; swift-mustache's extensions (transforms, inheritance, pragmas,
/// dynamic partials) are a `ParseError` at the tag, which the build reports there: the one parse
/// of each theme template, so its errors are the theme's diagnostics.
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

    /// A template that does not parse, or a tag beyond plain Mustache: where, and what.
    struct ParseError: Error {
        /// Which diagnostic the error is: a theme author fixes a typo differently from a tag the
        /// engine will never render.
        enum Kind: Sendable {
            /// Not Mustache at all: an unclosed tag or section, a mismatched close.
            case malformed
            /// swift-mustache's own syntax (transforms, inheritance, pragmas, dynamic partials).
            case swiftMustacheExtension
        }

        var kind: Kind
        var line: Int
        var column: Int
        var reason: String
    }

    init(_ text: String) throws(ParseError) {
        var parser = TemplateParser(bytes: Array(text.utf8))
        do {
            nodes = try parser.parse(section: nil, newLine: true)
        } catch {
            // The line and column of the tag's start, counted in characters as editors count them.
            let before = parser.bytes[..<min(error.tagStart, parser.bytes.count)]
            let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
            let line = before.count(where: { $0 == UInt8(ascii: "\n") }) + 1
            let column = String(decoding: before[lineStart...], as: UTF8.self).count + 1
            throw ParseError(kind: error.kind, line: line, column: column, reason: error.reason)
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
