import Foundation
import Testing

@testable import FormsmithCLI

/// `docs/command-line.md` and the README's Usage open with every command's synopsis: each line is the
/// command's own usage, as `formsmith COMMAND --help` prints it.
@Suite struct CommandLineDocsTests {
    /// The lines of the first `text` block of `page` (a path in the repository).
    static func synopsis(in page: String) throws -> [String] {
        let page = try String(
            contentsOf: DemoSiteTests.repositoryRoot.appendingPathComponent(page), encoding: .utf8)
        let block = try #require(page.components(separatedBy: "```text\n").dropFirst().first)
        return block.components(separatedBy: "\n```")[0].components(separatedBy: "\n")
    }

    /// What `--help` gives as the usage of each command people see, on one line.
    static func usages() -> [String] {
        FormsmithCommand.configuration.subcommands.filter { $0.configuration.shouldDisplay }.map { command in
            let help = FormsmithCommand.helpMessage(for: command, columns: 10_000)
            let usage = help.components(separatedBy: "\n").first { $0.hasPrefix("USAGE: ") } ?? ""
            return String(usage.dropFirst("USAGE: ".count))
        }
    }

    @Test(arguments: ["docs/command-line.md", "README.md"])
    func theSynopsisIsEveryCommandsUsage(page: String) throws {
        let usages = Self.usages() + ["formsmith --version"]
        let synopsis = try Self.synopsis(in: page)
        #expect(usages.count == 7)
        #expect(synopsis.count == usages.count)
        for (documented, usage) in zip(synopsis, usages) { #expect(documented == usage) }
    }

    @Test func everyCommandThatBuildsTakesTheSameProjectAndReportingOptions() {
        let shared = ["--models <path> ...", "--allow-raw-html", "--strict", "--quiet", "--verbose"]
        for usage in Self.usages().filter({ ["build", "serve", "check", "diff"].contains($0.split(separator: " ")[1]) })
        {
            for option in shared { #expect(usage.contains("[\(option)]"), "\(usage)") }
        }
    }
}
