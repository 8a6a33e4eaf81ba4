import ArgumentParser
import CBuildInfo

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
            Build.self, Check.self, Diff.self, Approve.self, Serve.self, Init.self, ParseBenchmark.self,
            RebuildBenchmark.self,
        ],
        defaultSubcommand: Build.self
    )

    public init() {}
}

/// The version printed by `formsmith --version`: the release number and the commit it was built from.
///
/// `0.1.0 (commit <full hash>)`, `… modified)` when the checkout had uncommitted changes, and
/// `0.1.0 (unknown commit)` when built outside a git checkout. The same sources give the same text.
public enum FormsmithVersion {
    /// The release number; `scripts/release` names the archive after it.
    public static let number = "0.1.0"

    /// The full commit hash Package.swift read from git, or nil outside a git checkout.
    public static let commit: String? = {
        let commit = String(cString: formsmith_build_commit())
        return commit.isEmpty ? nil : commit
    }()

    /// What `--version` prints.
    public static let current: String = {
        guard let commit else { return "\(number) (unknown commit)" }
        return "\(number) (commit \(commit)\(formsmith_build_modified() != 0 ? ", modified" : ""))"
    }()
}
