import ArgumentParser
import Foundation
import FormsmithCore
import Layout
import Pipeline
import Site
import PageContexts
import SignOff
import SiteOutput

extension FormsmithCommand {
    /// `formsmith diff`: what changed in every form between a base revision and the working tree.
    struct Diff: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Show what changed in every form since a base revision or folder.",
            discussion: """
                Both sides go through the same pipeline and their resolved layouts are compared, so reformatting \
                a hints file is no change. With --output, the site is written with a review page at review/index.html.
                """)

        enum Format: String, ExpressibleByArgument, CaseIterable {
            case text, markdown, github, json
        }

        @OptionGroup var project: ProjectOptions

        @OptionGroup var reporting: DiagnosticOptions

        @Option(
            name: .long,
            help: ArgumentHelp(
                "A git revision of the project, or a folder with another copy of it.", valueName: "ref|dir"))
        var base: String

        @Option(
            name: .long,
            help: ArgumentHelp("Also write the site, with the review page, into this folder.", valueName: "dir"))
        var output: String?

        @Option(
            name: .long,
            help:
                "Output format: text, markdown (a pull-request comment), github (annotations on the hints lines) or json."
        )
        var format: Format = .text

        @Option(
            name: .long,
            help: ArgumentHelp("Where reviewers will find the review page (for the Markdown link).", valueName: "url"))
        var reviewURL: String?

        @Flag(name: .long, help: "Exit with status 1 when any form changed.")
        var failOnChange = false

        func run() throws {
            let (text, report, diagnostics) = try execute()
            DiagnosticPrinter.write(text)
            if reporting.fail(diagnostics) || (failOnChange && report.hasChanges) { throw ExitCode(1) }
        }

        /// Compares, writes the site when asked, prints the working tree's problems as `build` does,
        /// and returns the report in the chosen format with those problems.
        func execute() throws -> (text: String, report: ReviewReport, diagnostics: [Diagnostic]) {
            let checkout: BaseCheckout
            do {
                checkout = try BaseCheckout(base: base, projectRoot: project.rootURL)
            } catch {
                throw CommandFailure.exit("\(error)", code: 2)
            }
            defer { checkout.cleanUp() }

            // Both sides with the same options: the same models, theme and raw HTML.
            let baseResult = project.pipeline(output: nil, copy: checkout.root).0.run()
            let outputURL = output.map {
                URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
                    .standardizedFileURL
            }
            var (headPipeline, configDiagnostics) = project.pipeline(output: outputURL)
            headPipeline.reviewBase = baseResult.forms
            let head = headPipeline.run()
            let diagnostics = (configDiagnostics + head.diagnostics).sortedForOutput()
            DiagnosticPrinter.write(reporting.printed(diagnostics), toStandardError: true)
            let report = FormDiff.compare(
                base: baseResult.forms, head: head.forms, labelWidth: LabelWidths.measure,
                also: BuildPipeline.accessibilityChanges)
            if LabelWidths.measure == nil, !reporting.quiet {
                DiagnosticPrinter.write(
                    "note: label widths are not checked: the Inter font (Debian fonts-inter) is not installed\n",
                    toStandardError: true)
            }

            if let outputURL {
                do {
                    try SiteWriter(output: outputURL).write(head.files)
                } catch {
                    throw CommandFailure.exit(error.description, code: 2)
                }
                // On standard error, so a Markdown or JSON report on standard output stays whole.
                if !reporting.quiet, let output, head.files.contains(where: { $0.path == SitePaths.reviewPage }) {
                    DiagnosticPrinter.write(Self.reviewPageNote(output: output), toStandardError: true)
                }
            }
            let reviewLink = reviewURL ?? output.map { "\($0)/\(SitePaths.reviewPage)" }
            let text: String
            switch format {
            case .text: text = ReviewFormatter.text(report)
            case .markdown:
                let signOff = head.signOffRecord == nil ? nil : head.signOff
                text = ReviewFormatter.markdown(report, reviewLink: reviewLink, signOff: signOff)
            case .github: text = ReviewFormatter.github(report, pathPrefix: Self.repositoryPrefix(of: project.rootURL))
            case .json: text = ReviewFormatter.json(report)
            }
            return (text, report, diagnostics)
        }

        /// Where the review page went, as the user named the output folder.
        static func reviewPageNote(output: String) -> String {
            "Review page: " + (output.hasSuffix("/") ? output : output + "/") + SitePaths.reviewPage + "\n"
        }

        /// The project's folder relative to the current one (where a workflow runs: the
        /// repository's root), with a slash; empty when it is the current folder or outside it.
        static func repositoryPrefix(of root: URL) -> String {
            let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
            let path = root.standardizedFileURL.path
            return path.hasPrefix(current + "/") ? String(path.dropFirst(current.count + 1)) + "/" : ""
        }
    }
}
