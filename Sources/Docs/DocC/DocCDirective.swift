import Foundation

/// One `@Name(arguments)` of a DocC page, with or without a `{` block, as written on its line.
struct DocCDirective {
    var name: String
    /// Arguments in order: `label: value` or a bare value (label empty); quotes removed.
    var arguments: [(label: String, value: String)]
    /// Where the directive's text ends in its line: after `)`, or after the name.
    var end: String.Index
    /// 1-based column of the `@`.
    var column: Int

    func argument(_ label: String) -> String? { arguments.first { $0.label == label }?.value }
    /// The first unlabelled argument: `@DisplayName("Name")`, `@Tab("Swift")`.
    var firstValue: String? { arguments.first { $0.label.isEmpty }?.value }

    /// A directive starting at `start` of `text` (which must be `@`): `@Name`, then `(…)` with
    /// quoted strings kept whole. Nil when `@` is not followed by a name, or `(` is not closed.
    static func parse(_ text: Substring, column: Int) -> DocCDirective? {
        guard text.first == "@" else { return nil }
        var index = text.index(after: text.startIndex)
        guard index < text.endIndex, text[index].isASCII, text[index].isLetter else { return nil }
        while index < text.endIndex, text[index].isASCII, text[index].isLetter || text[index].isNumber {
            index = text.index(after: index)
        }
        let name = String(text[text.index(after: text.startIndex)..<index])
        var afterName = index
        while afterName < text.endIndex, text[afterName] == " " || text[afterName] == "\t" {
            afterName = text.index(after: afterName)
        }
        guard afterName < text.endIndex, text[afterName] == "(" else {
            return DocCDirective(name: name, arguments: [], end: index, column: column)
        }
        var inQuotes = false
        var escaped = false
        var depth = 0
        var cursor = afterName
        while cursor < text.endIndex {
            let character = text[cursor]
            if escaped {
                escaped = false
            } else if character == "\\" && inQuotes {
                escaped = true
            } else if character == "\"" {
                inQuotes.toggle()
            } else if !inQuotes && character == "(" {
                depth += 1
            } else if !inQuotes && character == ")" {
                depth -= 1
                if depth == 0 {
                    let inside = text[text.index(after: afterName)..<cursor]
                    return DocCDirective(
                        name: name, arguments: arguments(inside), end: text.index(after: cursor), column: column)
                }
            }
            cursor = text.index(after: cursor)
        }
        return nil
    }

    /// `source: "flow", alt: "A \"flow\""` → [("source", "flow"), ("alt", "A \"flow\"")].
    static func arguments(_ text: Substring) -> [(label: String, value: String)] {
        var parts: [String] = []
        var current = ""
        var inQuotes = false
        var escaped = false
        var depth = 0
        for character in text {
            if escaped {
                current.append(character)
                escaped = false
                continue
            }
            switch character {
            case "\\" where inQuotes: escaped = true
            case "\"": inQuotes.toggle()
            case "(" where !inQuotes: depth += 1; current.append(character)
            case ")" where !inQuotes: depth -= 1; current.append(character)
            case "," where !inQuotes && depth == 0:
                parts.append(current)
                current = ""
            default: current.append(character)
            }
        }
        parts.append(current)
        return parts.compactMap { part in
            let trimmed = part.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { return nil }
            // A label is an identifier before the first `:` (a URL value keeps its own colons: it was quoted).
            if let colon = trimmed.firstIndex(of: ":"),
                trimmed[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
                !trimmed[..<colon].isEmpty
            {
                return (
                    String(trimmed[..<colon]),
                    String(trimmed[trimmed.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
                )
            }
            return ("", trimmed)
        }
    }
}
