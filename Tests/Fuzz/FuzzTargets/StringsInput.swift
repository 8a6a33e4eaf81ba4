import Foundation
import FormsmithCore
import Localization

/// Any bytes as `de.lproj/Localizable.strings`, read as a build reads it. Besides the diagnostics'
/// places: text that decodes (UTF-8, or UTF-16 after a byte-order mark) is read, and text that
/// does not is refused; the same text in each encoding gives the same strings; every string is
/// where the file says, with no U+FFFD the file did not write; and the strings written back out
/// as a strings file read back the same.
public enum StringsInput {
    static let path = "de.lproj/Localizable.strings"
    static let folder = ProjectFolder("strings")

    /// One read: each key with its text and where it is, and the diagnostics.
    struct Read: Equatable {
        var entries: [Entry]
        var diagnostics: [Diagnostic]
    }

    struct Entry: Equatable, CustomStringConvertible {
        var key: String
        var text: String
        var location: SourceLocation
        var description: String { "\(location) \(key.debugDescription) = \(text.debugDescription)" }
    }

    public static func problems(_ bytes: [UInt8]) -> [String] {
        let first = read(bytes)
        guard let text = decoded(bytes) else {
            return first.entries.isEmpty && !first.diagnostics.isEmpty
                ? DiagnosticChecks.problems(first.diagnostics, file: path, text: bytes)
                : ["text that is neither UTF-8 nor UTF-16 was read: \(first.entries.prefix(3))"]
        }
        let utf8 = Array(text.utf8)
        var problems =
            DiagnosticChecks.problems(first.diagnostics, file: path, text: utf8) + problems(in: first.entries, of: text)
        // Always with a byte-order mark, so the reader decodes exactly `text` (which may start with one).
        let encodings: [(String, [UInt8])] = [
            ("UTF-8", [0xEF, 0xBB, 0xBF] + utf8),
            ("UTF-16LE", [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }),
            ("UTF-16BE", [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }),
        ]
        for (name, encoded) in encodings {
            let other = read(encoded)
            if other != first {
                problems.append(
                    "in \(name) the file reads otherwise: \(other.entries.prefix(3)) \(other.diagnostics.prefix(1)), not \(first.entries.prefix(3)) \(first.diagnostics.prefix(1))"
                )
            }
        }
        if !first.entries.isEmpty {
            let written = first.entries.map { "\"\(escaped($0.key))\" = \"\(escaped($0.text))\";\n" }.joined()
            let again = read(Array(written.utf8))
            let pairs = { (read: Read) in read.entries.map { [$0.key, $0.text] } }
            if pairs(again) != pairs(first) || !again.diagnostics.isEmpty {
                problems.append(
                    "written back, the strings read otherwise: \(again.entries.prefix(3)) \(again.diagnostics.prefix(1))"
                )
            }
        }
        return problems
    }

    /// What is wrong with the strings read from `text`: each must be in it, at a line and column
    /// it has, and hold no U+FFFD it does not write (an escaped lone surrogate becomes one).
    static func problems(in entries: [Entry], of text: String) -> [String] {
        let lines = Array(text.utf8).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let writesReplacement = text.unicodeScalars.contains("\u{FFFD}") || text.contains("\\U") || text.contains("\\u")
        return entries.flatMap { entry in
            var problems: [String] = []
            if entry.location.file != path {
                problems.append("a string of another file: \(entry)")
            } else if let outside = DiagnosticChecks.outside(entry.location, lines: lines) {
                problems.append("a string outside the file (\(outside)): \(entry)")
            }
            if (entry.key + entry.text).unicodeScalars.contains("\u{FFFD}"), !writesReplacement {
                problems.append("a U+FFFD the file does not write: \(entry)")
            }
            return problems
        }
    }

    /// The file's text: UTF-8 (after a byte-order mark or not), or UTF-16 after its byte-order
    /// mark (an odd last byte is no character); nil when it is neither.
    static func decoded(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return String(validating: bytes.dropFirst(3), as: UTF8.self) }
        guard bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) else {
            return String(validating: bytes, as: UTF8.self)
        }
        let units = stride(from: 2, to: bytes.count - 1, by: 2).map {
            bytes[0] == 0xFF
                ? UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8 : UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1])
        }
        return String(validating: units, as: UTF16.self)
    }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }

    static func read(_ bytes: [UInt8]) -> Read {
        folder.with(bytes, at: path) { root in
            let (strings, diagnostics) = StringsLoader.load(root: root, files: [path], settings: .init())
            let german = LanguageCode("de")!
            let entries = strings.keys(in: german).compactMap { key in
                strings.lookup(key, in: german).map { Entry(key: key, text: $0.text, location: $0.location) }
            }
            return Read(entries: entries, diagnostics: diagnostics)
        }
    }
}
