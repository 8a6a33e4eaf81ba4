import ArgumentParser
import Foundation
import FormsmithCore
import ModelReaders
import Parallel

extension FormsmithCommand {
    /// `formsmith parse-benchmark DIR`: swift-syntax parse-only over every `.swift` file, on every
    /// core, as the benchmark's floor for the model stage. Hidden: a tool for `scripts/bench`.
    struct ParseBenchmark: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "parse-benchmark", abstract: "Parse Swift files with swift-syntax only (benchmark baseline).",
            shouldDisplay: false)

        @Argument(help: "A folder of Swift files.")
        var folder: String

        func run() throws {
            let root = URL(fileURLWithPath: folder)
            let files = ModelSourceScanner.sources(in: ["."], root: root).swiftFiles
            let start = Date()
            let sources = files.parallelMap {
                String(
                    decoding: FileManager.default.contents(atPath: root.appendingPathComponent($0).path) ?? Data(),
                    as: UTF8.self)
            }
            let statements = sources.parallelMap(SwiftModelReader.parseOnly).reduce(0, +)
            print(
                "parsed \(files.count) files (\(statements) top-level statements) in \(String(format: "%.3f", Date().timeIntervalSince(start))) s"
            )
        }
    }
}
