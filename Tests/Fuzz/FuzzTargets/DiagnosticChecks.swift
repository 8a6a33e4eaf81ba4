import FormsmithCore

/// What every diagnostic must satisfy, whatever the input.
enum DiagnosticChecks {
    static func problems(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.compactMap { diagnostic in
            if diagnostic.location.line < 1 || diagnostic.location.column < 1 {
                return "diagnostic outside the file: \(diagnostic)"
            }
            if diagnostic.message.isEmpty || diagnostic.code.isEmpty {
                return "diagnostic without a message or code: \(diagnostic)"
            }
            return nil
        }
    }

    /// As above, and each diagnostic about `file` points at a line of `text` and a column of that
    /// line (or just past its end, where something is missing).
    static func problems(_ diagnostics: [Diagnostic], file: String, text: [UInt8]) -> [String] {
        let lines = text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        return problems(diagnostics)
            + diagnostics.compactMap { diagnostic in
                diagnostic.location.file == file
                    ? outside(diagnostic.location, lines: lines).map { "\($0): \(diagnostic)" } : nil
            }
    }

    /// Why `location` is not within `lines`, if it is not.
    static func outside(_ location: SourceLocation, lines: [ArraySlice<UInt8>]) -> String? {
        guard location.line <= lines.count else { return "line \(location.line) of a \(lines.count)-line file" }
        guard location.line >= 1 else { return "line \(location.line)" }
        // Columns count characters; however invalid bytes are counted, a line has no more columns
        // than its bytes that start a character or its decoded scalars, plus the one past its end.
        let line = lines[lines.startIndex + location.line - 1]
        let starts = line.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        let scalars = String(decoding: line, as: UTF8.self).unicodeScalars.count
        let columns = max(starts, scalars) + 1
        return location.column > columns ? "column \(location.column) of a \(columns - 1)-character line" : nil
    }
}
