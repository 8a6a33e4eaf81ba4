import ArgumentParser
import Foundation
import FormsmithCore
import Pipeline
import Site
import Parallel
import SiteOutput

extension FormsmithCommand {
    /// `formsmith build`: run the pipeline and write the site.
    struct Build: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Build the preview site.",
            discussion:
                "Errors in the input are reported and the rest of the site is still built; the exit status is 1 when there were errors."
        )

        @OptionGroup var project: ProjectOptions

        @Option(
            name: .long,
            help: ArgumentHelp(
                "Where to write the site (default: the config's output, else ROOT/_site).", valueName: "dir"))
        var output: String?

        @OptionGroup var reporting: DiagnosticOptions

        @Flag(
            name: .long,
            help: "Print the time each stage took (discover, read models, read hints, layout, docs, render, write).")
        var timings = false

        func run() throws {
            let (config, _) = ProjectConfig.load(projectRoot: project.rootURL)
            let outputURL =
                output.map {
                    URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
                }
                ?? project.rootURL.appendingPathComponent(config.output ?? "_site")
            let output = outputURL.standardizedFileURL, root = project.rootURL
            // The site never replaces the project it was built from.
            if output.path == root.path || root.path.hasPrefix(output.path + "/") {
                throw CommandFailure.exit(
                    "--output \(output.path) is the project folder or contains it; choose a folder inside or beside it, such as _site",
                    code: 2)
            }
            // The new site is started first: pages are written as they render, and a folder that
            // may not be replaced is refused before any work.
            let site: SiteWriter.NewSite
            do {
                site = try SiteWriter(output: outputURL).begin()
            } catch {
                throw CommandFailure.exit(error.description, code: 2)
            }
            var (pipeline, configDiagnostics) = project.pipeline(output: output)
            let progress = ProgressLine(enabled: Terminal.standardOutputIsTerminal && !reporting.quiet)
            pipeline.progress = { progress.update($0) }
            pipeline.site = site
            var result = pipeline.run()
            progress.update("write")
            // The pipeline's are sorted already: most builds have no configuration diagnostic to add.
            if !configDiagnostics.isEmpty {
                result.diagnostics = (configDiagnostics + result.diagnostics).sortedForOutput()
            }
            DiagnosticPrinter.write(reporting.printed(result.diagnostics), toStandardError: true)
            let writeStart = Date()
            do {
                _ = result.files.parallelMap { site.add($0) }
                try site.finish()
                result.timings.append(
                    StageTiming(
                        stage: "write", seconds: Date().timeIntervalSince(writeStart),
                        counts: ["\(site.byteCount) bytes, the pages as they rendered"],
                        peakMemoryBytes: StageTiming.peakMemoryNow))
            } catch {
                progress.finish()
                throw CommandFailure.exit(error.description, code: 2)
            }
            progress.finish()
            let errors = result.diagnostics.errorCount, warnings = result.diagnostics.warningCount
            if !reporting.quiet {
                print(
                    "Built \(counted(result.forms.count, "model")) and \(counted(result.docs.count, "doc page")) into \(Self.display(outputURL)) "
                        + "(\(counted(warnings, "warning")), \(counted(errors, "error"))) "
                        + "in \(String(format: "%.2f", result.seconds)) s")
            }
            if !reporting.quiet, let guidance = result.guidance { print(guidance) }
            if timings || reporting.verbose {
                for stage in result.timings {
                    let name = stage.stage.padding(toLength: 12, withPad: " ", startingAt: 0)
                    let peak = stage.peakMemoryBytes.map { String(format: "%6d MB peak", $0 / 1_000_000) } ?? ""
                    print(
                        "  \(name) \(String(format: "%8.1f", stage.seconds * 1000)) ms \(peak)  \(stage.counts.joined(separator: ", "))"
                    )
                }
                print("  memory: \(StageTiming.allocator)")
            }
            let failed = reporting.fail(result.diagnostics)
            leaveToProcessExit(result)
            if failed { throw ExitCode(1) }
        }

        /// The output path as the user would type it: relative to the current folder when inside it.
        static func display(_ url: URL) -> String {
            let current = FileManager.default.currentDirectoryPath
            let path = url.standardizedFileURL.path
            return path.hasPrefix(current + "/") ? String(path.dropFirst(current.count + 1)) : path
        }
    }
}
