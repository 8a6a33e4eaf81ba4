import ArgumentParser
import Foundation
import FormsmithCore
import Pipeline

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

        @Flag(name: .long, help: "Count warnings as errors for the exit status.")
        var strict = false

        @Flag(name: .long, help: "Also report notes: why each model is previewed, model fields without hints.")
        var info = false

        func run() throws {
            let (pipeline, configDiagnostics) = project.pipeline(output: nil)
            let result = pipeline.run()
            let diagnostics = (configDiagnostics + result.diagnostics).sortedForOutput().filter {
                info || $0.severity != .info
            }
            DiagnosticPrinter.write(
                Self.report(
                    diagnostics, format: format,
                    summary: "\(counted(result.forms.count, "model")), \(counted(result.docs.count, "doc page"))"))
            if format == .text, let guidance = result.guidance { DiagnosticPrinter.write(guidance + "\n") }
            if diagnostics.errorCount > 0 || (strict && diagnostics.warningCount > 0) { throw ExitCode(1) }
        }

        /// The whole output of `check` for these diagnostics.
        static func report(_ diagnostics: [Diagnostic], format: Format, summary: String) -> String {
            switch format {
            case .text:
                diagnostics.map { Terminal.format($0, colored: Terminal.colorsAllowed(onStandardError: false)) }
                    .joined()
                    + "\(summary): \(counted(diagnostics.warningCount, "warning")), \(counted(diagnostics.errorCount, "error"))\n"
            case .json: DiagnosticPrinter.json(diagnostics)
            case .github: DiagnosticPrinter.github(diagnostics)
            }
        }
    }
}
