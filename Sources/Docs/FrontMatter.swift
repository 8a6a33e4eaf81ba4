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
        let yaml = lines[1..<end].joined(separator: "\n")
        lineOffset = end + 1
        body = text[lineStart...]
        // Most front matter is a few plain `key: value` lines; read those directly and leave the
        // rest of YAML to Yams (a YAML parser per page costs more than rendering the page).
        if let simple = Self.plainMapping(lines[1..<end]) {
            title = simple["title"]
            description = simple["description"]
            if let order = simple["order"] {
                self.order = Int(order)
                if self.order == nil {
                    diagnostics.append(.warning("docs.invalid-order", at: SourceLocation(file: file, line: 2, column: 1),
                        "front matter `order` must be a whole number; it is ignored"))
                }
            }
            return
        }
        do {
            guard let values = try Yams.load(yaml: yaml) as? [String: Any] else {
                if !yaml.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                    diagnostics.append(.warning("docs.front-matter-not-mapping", at: SourceLocation(file: file, line: 2, column: 1),
                        "front matter must be a YAML mapping (title: …); it is ignored"))
                }
                return
            }
            title = values["title"].map { "\($0)" }
            description = values["description"].map { "\($0)" }
            if let order = values["order"] {
                if let number = order as? Int {
                    self.order = number
                } else {
                    diagnostics.append(.warning("docs.invalid-order", at: SourceLocation(file: file, line: 2, column: 1),
                        "front matter `order` must be a whole number; it is ignored"))
                }
            }
        } catch let error as YamlError {
            var line = 2, column = 1
            if case .scanner(_, _, let mark, _) = error { line = mark.line + 1; column = mark.column }
            if case .parser(_, _, let mark, _) = error { line = mark.line + 1; column = mark.column }
            diagnostics.append(.warning("docs.invalid-front-matter", at: SourceLocation(file: file, line: line, column: column),
                "front matter is not valid YAML; it is ignored"))
        } catch {
            diagnostics.append(.warning("docs.invalid-front-matter", at: SourceLocation(file: file, line: 2, column: 1),
                "front matter is not valid YAML; it is ignored"))
        }
    }

    /// `---`, with spaces or tabs around it (and a `\r` if the file ends its lines with `\r\n`).
    static func isMarker(_ line: Substring) -> Bool {
        var bytes = line.utf8[...]
        if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        return bytes.drop(while: isBlank).reversed().drop(while: isBlank).elementsEqual("---".utf8)
    }

    /// First characters that give a YAML value another meaning than its text.
    private static let indicators = Set("-?:,[]{}#&*!|>'%@`\"".utf8)
    /// Values YAML reads as booleans or null.
    private static let keywords: Set<String> = ["true", "false", "yes", "no", "on", "off", "null", "~", "y", "n"]

    private static func contains(_ text: Substring, _ pair: StaticString) -> Bool {
        let (first, second) = (pair.utf8Start[0], pair.utf8Start[1])
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if previous == first && byte == second { return true }
            previous = byte
        }
        return false
    }

    /// `key: value` lines whose values mean the same as strings in any YAML reading; nil for anything else.
    static func plainMapping(_ lines: ArraySlice<Substring>) -> [String: String]? {
        var values: [String: String] = [:]
        for line in lines {
            if line.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) { continue }
            guard let colon = line.firstIndex(of: ":") else { return nil }
            let key = line[..<colon]
            guard let first = key.first, first.isLetter || first == "_",
                  key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else { return nil }
            var value = line[line.index(after: colon)...]
            guard value.first == " " else { return nil }
            value = value.drop { $0 == " " }
            while let last = value.last, last == " " || last == "\r" { value = value.dropLast() }
            guard let valueFirst = value.first else { return nil }
            if valueFirst == "\"" {
                guard value.count >= 2, value.last == "\"" else { return nil }
                let inner = value.dropFirst().dropLast()
                guard !inner.contains("\\"), !inner.contains("\"") else { return nil }
                values[String(key)] = String(inner)
                continue
            }
            // Numbers other than plain integers (`012`, `0x1F`, `1e3`) mean something else in YAML.
            if valueFirst.isNumber || valueFirst == "+" || valueFirst == "." {
                guard value.allSatisfy(\.isASCII), value.allSatisfy(\.isNumber), !(value.count > 1 && valueFirst == "0") else { return nil }
            }
            // By byte (a match only sends the line to Yams): these run on every page's front matter.
            guard !valueFirst.isASCII || !Self.indicators.contains(valueFirst.asciiValue!), !Self.contains(value, ": "), !Self.contains(value, " #"),
                  value.utf8.count > 5 || !Self.keywords.contains(value.lowercased()) else { return nil }
            values[String(key)] = String(value)
        }
        return values
    }
}
