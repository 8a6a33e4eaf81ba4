import Foundation
import FormsmithCore
import Yams

/// YAML between `---` lines at the top of a Markdown file: `title`, `order`, `description`.
struct FrontMatter {
    var title: String?
    var order: Int?
    var description: String?
    /// The Markdown after the front matter.
    var body: Substring
    /// Lines taken by the front matter, to correct Markdown line numbers.
    var lineOffset: Int
    var diagnostics: [Diagnostic] = []

    init(splitting text: String, file: String) {
        body = text[...]
        lineOffset = 0
        guard text.hasPrefix("---\n") || text.hasPrefix("---\r\n") else { return }
        // Line by line in bytes up to the closing `---`, never through the body: a page's front
        // matter is a few lines, its body thousands of bytes (and `\r\n` is one Character).
        var lines: [Substring] = []
        var lineStart = text.utf8.startIndex
        var end: Int?
        while lineStart < text.utf8.endIndex {
            let newline = text.utf8[lineStart...].firstIndex(of: UInt8(ascii: "\n"))
            let line = text[lineStart..<(newline ?? text.utf8.endIndex)]
            lineStart = newline.map(text.utf8.index(after:)) ?? text.utf8.endIndex
            if !lines.isEmpty, Self.isMarker(line) {
                end = lines.count
                break
            }
            lines.append(line)
        }
        guard let end else { return }
        // Front matter only when it is a YAML mapping; anything else between `---` lines is
        // Markdown (thematic breaks, a setext heading), as cmark reads it: no page loses its text.
        let (afterMarker, endLine) = (lineStart, end)
        func accept() {
            lineOffset = endLine + 1
            body = text[afterMarker...]
        }
        // Most front matter is a few plain `key: value` lines; read those directly and leave the
        // rest of YAML to Yams (a YAML parser per page costs more than rendering the page).
        if let simple = Self.plainMapping(lines[1..<end]) {
            guard !simple.isEmpty else { return }  // only blank lines: YAML's null, not a mapping
            accept()
            title = simple["title"]
            description = simple["description"]
            if let order = simple["order"] {
                self.order = Int(order)
                if self.order == nil {
                    diagnostics.append(
                        .warning(
                            "docs.invalid-order", at: SourceLocation(file: file, line: 2, column: 1),
                            "front matter `order` must be a whole number; it is ignored"))
                }
            }
            return
        }
        let yaml = lines[1..<end].joined(separator: "\n")
        do {
            guard let values = try Yams.load(yaml: yaml) as? [String: Any] else { return }
            accept()
            title = values["title"].map { "\($0)" }
            description = values["description"].map { "\($0)" }
            if let order = values["order"] {
                if let number = order as? Int {
                    self.order = number
                } else {
                    diagnostics.append(
                        .warning(
                            "docs.invalid-order", at: SourceLocation(file: file, line: 2, column: 1),
                            "front matter `order` must be a whole number; it is ignored"))
                }
            }
        } catch let error as YamlError {
            var line = 2, column = 1
            if case .scanner(_, _, let mark, _) = error { line = mark.line + 1; column = mark.column }
            if case .parser(_, _, let mark, _) = error { line = mark.line + 1; column = mark.column }
            diagnostics.append(
                .warning(
                    "docs.invalid-front-matter", at: SourceLocation(file: file, line: line, column: column),
                    "the lines between the first two `---` are not valid YAML, so they are read as Markdown, not as front matter"
                ))
        } catch {
            diagnostics.append(
                .warning(
                    "docs.invalid-front-matter", at: SourceLocation(file: file, line: 2, column: 1),
                    "the lines between the first two `---` are not valid YAML, so they are read as Markdown, not as front matter"
                ))
        }
    }

    /// `---`, with spaces or tabs around it (and a `\r` if the file ends its lines with `\r\n`).
    static func isMarker(_ line: Substring) -> Bool {
        var bytes = line.utf8[...]
        if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        return bytes.drop(while: isBlank).reversed().drop(while: isBlank).elementsEqual("---".utf8)
    }

    /// First bytes that give a YAML value another meaning than its text.
    private static let indicators = Set("-?:,[]{}#&*!|>'%@`\"".utf8)
    /// Values YAML reads as booleans or null.
    private static let keywords: Set<[UInt8]> = Set(
        ["true", "false", "yes", "no", "on", "off", "null", "~", "y", "n"].map { Array($0.utf8) })

    /// `key: value` lines whose values mean the same as strings in any YAML reading; nil for
    /// anything else, which Yams then reads. By byte, as YAML reads them: a space or quote is one
    /// whatever mark follows it. Keys are ASCII (`title`, `order`); values may be any text.
    static func plainMapping(_ lines: ArraySlice<Substring>) -> [String: String]? {
        func isLetter(_ byte: UInt8) -> Bool {
            (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
        }
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        let (space, quote, colon) = (UInt8(ascii: " "), UInt8(ascii: "\""), UInt8(ascii: ":"))
        var values: [String: String] = [:]
        for line in lines {
            let bytes = Array(line.utf8)
            if bytes.allSatisfy({ $0 == space || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }) { continue }
            guard let colonIndex = bytes.firstIndex(of: colon) else { return nil }
            let key = bytes[..<colonIndex]
            guard let first = key.first, isLetter(first) || first == UInt8(ascii: "_"),
                key.allSatisfy({ isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") })
            else { return nil }
            var value = bytes[(colonIndex + 1)...]
            guard value.first == space else { return nil }
            value = value.drop { $0 == space }
            while let last = value.last, last == space || last == UInt8(ascii: "\r") { value = value.dropLast() }
            guard let valueFirst = value.first else { return nil }
            if valueFirst == quote {
                guard value.count >= 2, value.last == quote else { return nil }
                let inner = value.dropFirst().dropLast()
                guard !inner.contains(UInt8(ascii: "\\")), !inner.contains(quote) else { return nil }
                values[String(decoding: key, as: UTF8.self)] = String(decoding: inner, as: UTF8.self)
                continue
            }
            // Numbers other than plain integers (`012`, `0x1F`, `1e3`) mean something else in YAML.
            if isDigit(valueFirst) || valueFirst == UInt8(ascii: "+") || valueFirst == UInt8(ascii: ".") {
                guard value.allSatisfy(isDigit), !(value.count > 1 && valueFirst == UInt8(ascii: "0")) else {
                    return nil
                }
            }
            // `: ` and ` #` (with a tab as well as a space) start a mapping or a comment: Yams decides.
            guard !indicators.contains(valueFirst), !value.contains(UInt8(ascii: "\t")),
                !Self.contains(value, colon, space), !Self.contains(value, space, UInt8(ascii: "#")),
                value.count > 5 || !keywords.contains(value.map { isLetter($0) ? $0 | 0x20 : $0 })
            else { return nil }
            values[String(decoding: key, as: UTF8.self)] = String(decoding: value, as: UTF8.self)
        }
        return values
    }

    private static func contains(_ bytes: ArraySlice<UInt8>, _ first: UInt8, _ second: UInt8) -> Bool {
        zip(bytes, bytes.dropFirst()).contains { $0 == first && $1 == second }
    }
}
