import Foundation
import Testing

/// Runs every `formsmith` command of the GitHub Actions workflow in docs/reviewing-changes.md, as
/// written there, in a fixture repository with a pull-request branch, so the recipe stays true.
@Suite(.serialized) struct WorkflowRecipeTests {
    static let binary = DemoSiteTests.repositoryRoot.appendingPathComponent(".build/debug/formsmith")

    /// The workflow's shell commands that call formsmith, continuation lines joined.
    static func workflowCommands() throws -> [String] {
        let text = try String(
            contentsOf: DemoSiteTests.repositoryRoot.appendingPathComponent("docs/reviewing-changes.md"),
            encoding: .utf8)
        let yaml = text.components(separatedBy: "```yaml").last!.components(separatedBy: "```").first!
        var commands: [String] = []
        var pending = ""
        for rawLine in yaml.split(separator: "\n") {
            var line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("run:") { line = line.dropFirst(4).trimmingCharacters(in: .whitespaces) }
            guard line.contains("formsmith ") || !pending.isEmpty, line != "|" else { continue }
            if line.hasSuffix("\\") {
                pending += line.dropLast() + " "
                continue
            }
            commands.append(pending + line)
            pending = ""
        }
        return commands.filter { $0.hasPrefix("formsmith ") }
    }

    static func shell(
        _ command: String, in folder: URL, environment: [String: String] = [:]
    ) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func everyWorkflowCommandRunsOnAPullRequest() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary.path), "build the formsmith binary first")
        let commands = try Self.workflowCommands()
        #expect(commands.count == 5)  // check, diff as a comment, diff as annotations, build, sign-off

        let repository = try DiffCommandTests.demoCopy()
        defer { try? FileManager.default.removeItem(at: repository) }
        let git = "git -c user.name=CI -c user.email=ci@example.com"
        // Design signed every form off on main.
        // The binary's path quoted for the shell: a clone may be in a folder whose name has spaces.
        let binary = "'" + Self.binary.path.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
        #expect(try Self.shell("\(binary) approve --all --by Design", in: repository).status == 0)
        for step in ["git init -q -b main", "git add -A", "\(git) commit -q -m base", "git checkout -q -b feature"] {
            #expect(try Self.shell(step, in: repository).status == 0, "\(step)")
        }
        try DiffCommandTests.editUserHints(in: repository)
        #expect(try Self.shell("\(git) commit -q -am edit", in: repository).status == 0)
        // What the checkout step gives: a remote-tracking ref for the base branch.
        #expect(try Self.shell("git update-ref refs/remotes/origin/main main", in: repository).status == 0)

        let summary = repository.appendingPathComponent("summary.md")
        for command in commands {
            let local =
                (binary + command.dropFirst("formsmith".count))
                .replacingOccurrences(of: "${{ github.base_ref }}", with: "main")
            let (status, output) = try Self.shell(
                local, in: repository,
                environment: [
                    "GITHUB_STEP_SUMMARY": summary.path, "REVIEW_URL": "https://example.org/pr-1/review/index.html",
                ])
            if command.contains("--require-signoff") {
                // The pull request changed a signed-off form: the required check fails, naming it.
                #expect(status == 1, "\(local)\n\(output)")
                #expect(output.contains("::error file=Hints/User.hints"), "\(output)")
                #expect(output.contains("changed since its sign-off by Design"), "\(output)")
                continue
            }
            #expect(status == 0, "\(local)\n\(output)")
            if command.contains(" diff "), command.contains("--format github") {
                #expect(output.contains("::notice file=Hints/User.hints,line="), "\(local): \(output)")
            }
            if command.contains(" diff ") {
                #expect(
                    FileManager.default.fileExists(
                        atPath: repository.appendingPathComponent("_site/review/index.html").path))
            }
        }
        // The comment's file (the workflow appends it to the summary and posts it).
        let markdown = try String(contentsOf: repository.appendingPathComponent("form-changes.md"), encoding: .utf8)
        #expect(markdown.contains("## Form changes"))
        #expect(markdown.contains("[User](https://example.org/pr-1/review/index.html#model-User)"))
        #expect(markdown.contains("width of `phone` 150 pt → 200 pt"))
        #expect(markdown.contains("### Needs sign-off\n\n- User: changed since its sign-off by Design"), "\(markdown)")
        #expect(FileManager.default.fileExists(atPath: repository.appendingPathComponent("_site/index.html").path))
    }
}
