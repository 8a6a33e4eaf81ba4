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
}
