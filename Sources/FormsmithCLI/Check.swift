import ArgumentParser
import Foundation
import FormsmithCore
import Pipeline
import SignOff

extension FormsmithCommand {
    /// `formsmith check`: the build pipeline without writing anything.
    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Report problems in models, hints, docs and theme without writing the site.",
            discussion:
                "Exit status: 0 without errors, 1 with errors (or warnings, with --strict), 64 for usage errors.")

        enum Format: String, ExpressibleByArgument, CaseIterable {
            case text, json, github
        }

        @OptionGroup var project: ProjectOptions

        @Option(name: .long, help: "Output format: text, json or github (Actions annotations).")
        var format: Format = .text

        @OptionGroup var reporting: DiagnosticOptions

        @Flag(name: .long, help: "Also report notes, as --verbose: why each model is previewed, fields without hints.")
        var info = false

        @Flag(
            name: .long,
            help: "Fail when a form is new or changed since its design sign-off (formsmith-signoff.json).")
        var requireSignoff = false

        func validate() throws {
            if info && reporting.quiet { throw ValidationError("--quiet and --info cannot be used together") }
        }

        func run() throws {
            let (pipeline, configDiagnostics) = project.pipeline(output: nil)
            let result = pipeline.run()
            let required = requireSignoff ? Self.signOffErrors(result) : []
            // With the flag, the notes on forms not signed off become its errors: said once.
            let notes = requireSignoff ? Set(["signoff.changed", "signoff.not-signed-off"]) : []
            let all = (configDiagnostics + result.diagnostics + required).sortedForOutput().filter {
                !notes.contains($0.code)
            }
            let shown = info ? Diagnostic.Severity.info : reporting.shownSeverity
            let summary =
                reporting.quiet
                ? nil : "\(counted(result.forms.count, "model")), \(counted(result.docs.count, "doc page"))"
            DiagnosticPrinter.write(Self.report(all.filter { $0.severity >= shown }, format: format, summary: summary))
            if format == .text, !reporting.quiet, let guidance = result.guidance {
                DiagnosticPrinter.write(guidance + "\n")
            }
            if reporting.fail(all) { throw ExitCode(1) }
        }

        /// `--require-signoff`: an error for each form not signed off as it is (saying what changed
        /// since), or one for the whole file when it cannot be read.
        static func signOffErrors(_ result: BuildResult) -> [Diagnostic] {
            if let unreadable = result.signOffRecord?.unreadable {
                return [
                    .error(
                        "signoff.required", at: SourceLocation(file: ApprovalsFile.name),
                        "cannot tell which forms are signed off: \(unreadable)")
                ]
            }
            return zip(result.signOff, result.forms).compactMap { state, form in
                guard state.needsSignOff else { return nil }
                var error = Diagnostic.error(
                    "signoff.required", at: SignOffStates.location(of: form),
                    state.headline + "; sign it off with `formsmith approve \(state.model)`")
                error.details = state.detailLines
                return error
            }
        }

        /// The whole output of `check` for these diagnostics.
        static func report(_ diagnostics: [Diagnostic], format: Format, summary: String?) -> String {
            switch format {
            case .text:
                diagnostics.map { Terminal.format($0, colored: Terminal.colorsAllowed(onStandardError: false)) }
                    .joined()
                    + (summary.map {
                        "\($0): \(counted(diagnostics.warningCount, "warning")), \(counted(diagnostics.errorCount, "error"))\n"
                    } ?? "")
            case .json: DiagnosticPrinter.json(diagnostics)
            case .github: DiagnosticPrinter.github(diagnostics)
            }
        }
    }
}
