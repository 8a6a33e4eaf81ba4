import Foundation
import FormsmithCore

/// The double-backtick spans of a DocC page (```` ``Order`` ````, ```` ``Order/total`` ````):
/// libcmark reads them as code like any other, so they are found in the page's lines, with
/// where each is first written; an empty one is a warning.
struct DocCSymbolSpans: Sendable {
    /// A span's text → its first line and column.
    var positions: [String: SourceLocation] = [:]
    var diagnostics: [Diagnostic] = []

    init() {}

    init(_ lines: [Substring], file: String, lineOffset: Int) {
        var fence: (character: Character, length: Int)?
        var previousBlank = true
        for (index, line) in lines.enumerated() {
            defer { previousBlank = line.allSatisfy { $0 == " " || $0 == "\t" } }
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if let current = fence {
                if DocCBlockStructure.closesFence(trimmed, current) { fence = nil }
                continue
            }
            if line.count - trimmed.count >= 4 && previousBlank { continue }  // indented code
            if let opened = DocCBlockStructure.opensFence(trimmed) {
                fence = opened
                continue
            }
            scan(Array(line.utf8), line: index + 1 + lineOffset, file: file)
        }
    }

    /// Backtick runs pair with the next run of the same length, as code spans do.
    private mutating func scan(_ bytes: [UInt8], line: Int, file: String) {
        let backtick = UInt8(ascii: "`")
        var index = 0
        func run(at start: Int) -> Int {
            var end = start
            while end < bytes.count, bytes[end] == backtick { end += 1 }
            return end - start
        }
        while index < bytes.count {
            guard bytes[index] == backtick, index == 0 || bytes[index - 1] != UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            let length = run(at: index)
            var close = index + length
            while close < bytes.count, !(bytes[close] == backtick && run(at: close) == length) {
                close += bytes[close] == backtick ? run(at: close) : 1
            }
            let location = SourceLocation(file: file, line: line, column: index + 1)
            guard close < bytes.count else {
                if length == 4 {
                    diagnostics.append(
                        .warning(
                            "docc.empty-symbol-link", at: location,
                            "```` `` `` ```` names no symbol; write the symbol between the backticks"))
                }
                index += length
                continue
            }
            if length == 2 {
                let inside = String(decoding: bytes[(index + length)..<close], as: UTF8.self)
                let symbol = inside.trimmingCharacters(in: .whitespaces)
                if symbol.isEmpty {
                    diagnostics.append(
                        .warning(
                            "docc.empty-symbol-link", at: location,
                            "```` `` `` ```` names no symbol; write the symbol between the backticks"))
                } else if positions[symbol] == nil {
                    positions[symbol] = location
                }
            }
            index = close + length
        }
    }
}
