import Foundation
import FormsmithCore

/// Diagnostics as text in the forms the commands offer; the only place they become text.
enum DiagnosticPrinter {
    /// `::warning file=…,line=…,col=…,title=code::message`, read by GitHub Actions as annotations.
    static func github(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { diagnostic in
            let location = diagnostic.location
            let command =
                switch diagnostic.severity {
                case .error: "error"
                case .warning: "warning"
                case .info: "notice"
                }
            return "::\(command) file=\(escapeProperty(location.file)),line=\(location.line),col=\(location.column),"
                + "title=\(escapeProperty(diagnostic.code))::"
                + escapeData(([diagnostic.message] + diagnostic.details).joined(separator: "\n")) + "\n"
        }.joined()
    }

    /// `{"diagnostics":[…],"errors":N,"warnings":N}` with sorted keys.
    static func json(_ diagnostics: [Diagnostic]) -> String {
        struct Entry: Encodable {
            var severity, code, file: String
            var line, column: Int
            var message: String
            var details: [String]?
        }
        struct Report: Encodable { var diagnostics: [Entry]; var errors: Int; var warnings: Int }
        let report = Report(
            diagnostics: diagnostics.map {
                Entry(
                    severity: $0.severity.rawValue, code: $0.code, file: $0.location.file,
                    line: $0.location.line, column: $0.location.column, message: $0.message,
                    details: $0.details.isEmpty ? nil : $0.details)
            },
            errors: diagnostics.errorCount, warnings: diagnostics.warningCount)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(report)) ?? Data(), as: UTF8.self) + "\n"
    }

    static func write(_ text: String, toStandardError: Bool = false) {
        guard !text.isEmpty else { return }
        (toStandardError ? FileHandle.standardError : FileHandle.standardOutput).write(Data(text.utf8))
    }

    private static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    private static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
