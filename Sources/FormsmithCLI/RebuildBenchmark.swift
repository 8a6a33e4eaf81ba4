import ArgumentParser
import Foundation
import FormsmithCore
import Pipeline
import ProjectFiles
import SiteOutput

extension FormsmithCommand {
    /// `formsmith rebuild-benchmark --root DIR --file F`: what `serve` does after a save. Builds once
    /// with a cache, then changes one file back and forth and rebuilds, printing the median time
    /// per stage. Hidden: a tool for `scripts/bench`; the file is restored at the end.
    struct RebuildBenchmark: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "rebuild-benchmark", abstract: "Time serve's rebuild after a one-file change (benchmark).",
            shouldDisplay: false)

        @OptionGroup var project: ProjectOptions

        @Option(help: "The file to change, relative to the root.")
        var file: String

        @Option(help: "Text in the file to replace; without it a space is appended.")
        var replace: String?

        @Option(name: .customLong("with"), help: "The replacement text.")
        var replacement: String = ""

        @Option(help: "Rebuilds to time.")
        var runs: Int = 10

        func run() throws {
            let url = project.rootURL.appendingPathComponent(file)
            let original = try String(contentsOf: url, encoding: .utf8)
            let changed = replace.map { original.replacingOccurrences(of: $0, with: replacement) } ?? original + " "
            guard changed != original else { throw ValidationError("--replace text not found in \(file)") }
            defer { try? original.write(to: url, atomically: false, encoding: .utf8) }

            var (pipeline, _) = project.pipeline(output: nil)
            pipeline.cache = BuildCache()
            let first = pipeline.run()
            let (fileCount, stages) = (first.files.count, first.timings.map(\.stage))
            print("first build: \(counted(fileCount, "file")) in \(milliseconds(first.seconds))")
            // The site served while the next build runs, by path, as serve holds it: a file the
            // build changes in place is then copied, as in serve.
            var served = Self.served(consume first)

            var runsByStage: [String: [Double]] = [:]
            var totals: [Double] = []
            var rendered: [Int] = []
            for run in 0..<runs {
                try (run.isMultiple(of: 2) ? changed : original).write(to: url, atomically: false, encoding: .utf8)
                // What serve's watcher reports after this save.
                pipeline.changes = ProjectChanges(modified: [RelativePath.projectPath(file)])
                let result = pipeline.run()
                rendered.append(pipeline.cache!.pages.renderedInLastBuild)
                for stage in result.timings { runsByStage[stage.stage, default: []].append(stage.seconds) }
                // Served from now on, as serve publishes it, the last site let go: part of the time.
                let publishing = Date()
                served = Self.served(result)
                totals.append(result.seconds + Date().timeIntervalSince(publishing))
            }
            withExtendedLifetime(served) {}
            for stage in stages {
                print(
                    "  \(stage.padding(toLength: 12, withPad: " ", startingAt: 0)) \(milliseconds(median(runsByStage[stage] ?? [])))"
                )
            }
            print(
                "  pages rendered again per rebuild: \(rendered.min() ?? 0)–\(rendered.max() ?? 0) of \(fileCount) files"
            )
            print(
                "rebuild after changing \(file): median \(milliseconds(median(totals))) of \(runs) (min \(milliseconds(totals.min() ?? 0)), max \(milliseconds(totals.max() ?? 0)))"
            )
        }

        /// A build's files by path, as serve serves them (`SiteState.publish`).
        private static func served(_ result: BuildResult) -> FilesByPath { FilesByPath(result.files) }

        private func median(_ values: [Double]) -> Double {
            let sorted = values.sorted()
            return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
        }

        private func milliseconds(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1000) }
    }
}
