import ArgumentParser
import Foundation
import FormsmithCore
import Pipeline

extension FormsmithCommand {
    /// `formsmith check`: the build pipeline without writing anything.
    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Report problems in models, hints, docs and theme without writing the site.",
            discussion: "Exit status: 0 without errors, 1 with errors (or warnings, with --strict).")

        enum Format: String, ExpressibleByArgument, CaseIterable {
            case text, json, github
        }

        @OptionGroup var project: ProjectOptions

        @Option(name: .long, help: "Output format: text, json or github (Actions annotations).")
        var format: Format = .text

        @Flag(name: .long, help: "Count warnings as errors for the exit status.")
        var strict = false

        func run() throws {
            let (pipeline, configDiagnostics) = project.pipeline(output: nil)
            let result = pipeline.run()
            let diagnostics = (configDiagnostics + result.diagnostics).sortedForOutput()
            switch format {
            case .text:
                DiagnosticPrinter.printText(diagnostics, to: .standardOutput)
                print("\(result.forms.count) models, \(result.docs.count) doc pages: \(diagnostics.warningCount) warnings, \(diagnostics.errorCount) errors")
            case .json:
                print(DiagnosticPrinter.json(diagnostics))
            case .github:
                DiagnosticPrinter.printGitHub(diagnostics)
            }
            if diagnostics.errorCount > 0 || (strict && diagnostics.warningCount > 0) { throw ExitCode(1) }
        }
    }
}
