import ArgumentParser

/// The `formsmith` command tree.
public struct FormsmithCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "formsmith",
        abstract: "Preview an app's SixLayer forms and publish its docs as a static site.",
        discussion: """
            Reads the project's Swift models, its Hints/*.hints files and docs/**/*.md, and writes \
            one page per model showing its form as the hints lay it out.
            """,
        version: FormsmithVersion.current,
        subcommands: [
            Build.self, Check.self, Diff.self, Serve.self, Init.self, ParseBenchmark.self, RebuildBenchmark.self,
        ],
        defaultSubcommand: Build.self
    )

    public init() {}
}

/// The version printed by `formsmith --version`.
public enum FormsmithVersion {
    public static let current = "0.1.0"
}
