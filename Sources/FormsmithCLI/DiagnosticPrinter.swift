import Foundation
import FormsmithCore

/// Prints diagnostics in the forms the commands offer; the only place they become text.
enum DiagnosticPrinter {
    enum Stream { case standardOutput, standardError }

    static func printText(_ diagnostics: [Diagnostic], to stream: Stream = .standardError) {
        let text = diagnostics.filter { $0.severity != .info }.map { "\($0)\n" }.joined()
        guard !text.isEmpty else { return }
        let handle = stream == .standardOutput ? FileHandle.standardOutput : FileHandle.standardError
        handle.write(Data(text.utf8))
    }

    /// `::warning file=…,line=…,col=…,title=code::message`, read by GitHub Actions as annotations.
    static func printGitHub(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics where diagnostic.severity != .info {
            let location = diagnostic.location
            print("::\(diagnostic.severity == .error ? "error" : "warning") file=\(escapeProperty(location.file)),line=\(location.line),col=\(location.column),title=\(escapeProperty(diagnostic.code))::\(escapeData(diagnostic.message))")
        }
    }

    static func json(_ diagnostics: [Diagnostic]) -> String {
        struct Entry: Encodable { var severity, code, file: String; var line, column: Int; var message: String }
        struct Report: Encodable { var diagnostics: [Entry]; var errors: Int; var warnings: Int }
        let report = Report(
            diagnostics: diagnostics.map {
                Entry(severity: $0.severity.rawValue, code: $0.code, file: $0.location.file,
                      line: $0.location.line, column: $0.location.column, message: $0.message)
            },
            errors: diagnostics.errorCount, warnings: diagnostics.warningCount)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(report)) ?? Data(), as: UTF8.self)
    }

    private static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    private static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
