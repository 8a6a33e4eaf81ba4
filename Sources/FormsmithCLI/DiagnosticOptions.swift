import ArgumentParser
import FormsmithCore

/// How every command that builds reports the project's problems: which it prints, and which fail it.
struct DiagnosticOptions: ParsableArguments {
    @Flag(
        name: .long,
        help: "Count warnings as errors: for the exit status, and in serve for keeping the last good site.")
    var strict = false

    @Flag(name: .shortAndLong, help: "Print only errors: no warnings, no summary.")
    var quiet = false

    @Flag(name: .shortAndLong, help: "Also print notes (info diagnostics); build also prints the time of each stage.")
    var verbose = false

    func validate() throws {
        if quiet && verbose { throw ValidationError("--quiet and --verbose cannot be used together") }
    }

    /// The least severe diagnostic printed.
    var shownSeverity: Diagnostic.Severity { quiet ? .error : verbose ? .info : .warning }

    /// Whether `diagnostics` fail the command: any error, or with `--strict` any warning.
    func fail(_ diagnostics: [Diagnostic]) -> Bool {
        diagnostics.errorCount > 0 || (strict && diagnostics.warningCount > 0)
    }

    /// `diagnostics` as printed on standard error, one a line, the shown ones only.
    func printed(_ diagnostics: [Diagnostic]) -> String {
        let colored = Terminal.colorsAllowed(onStandardError: true)
        return diagnostics.filter { $0.severity >= shownSeverity }.map { Terminal.format($0, colored: colored) }
            .joined()
    }
}
