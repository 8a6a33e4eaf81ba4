import ArgumentParser
import Foundation
import Pipeline
import FormsmithCore

/// Options every command shares: which project, and which theme.
struct ProjectOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The project folder.", valueName: "dir"))
    var root: String = "."

    @Option(
        name: .long,
        help: ArgumentHelp("A theme under Themes/, or a path to one (overrides formsmith.yml).", valueName: "name|path")
    )
    var theme: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Read models only from this file or folder (repeatable; overrides formsmith.yml's models).",
            valueName: "path"))
    var models: [String] = []

    @Flag(name: .long, help: "Render raw HTML in Markdown docs (only for repositories you trust).")
    var allowRawHTML = false

    var rootURL: URL {
        URL(fileURLWithPath: root, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            .standardizedFileURL
    }

    func validate() throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: rootURL.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw ValidationError("--root \(root) is not a folder")
        }
    }

    /// The config, and the pipeline set up for this project; `output` is excluded from model scanning.
    /// With `copy`, the same for another copy of the project (`diff`'s base), with the same options.
    func pipeline(output: URL?, copy: URL? = nil) -> (BuildPipeline, [Diagnostic]) {
        let root = copy ?? rootURL
        var (config, diagnostics) = ProjectConfig.load(projectRoot: root)
        if !models.isEmpty {
            // Paths relative to the current folder, made relative to the root for the scanner.
            let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            config.modelPaths = models.map { path in
                let absolute = URL(fileURLWithPath: path, relativeTo: cwd).standardizedFileURL.path
                return absolute.hasPrefix(rootURL.path + "/")
                    ? String(absolute.dropFirst(rootURL.path.count + 1)) : absolute == rootURL.path ? "." : absolute
            }
        }
        var excluded: [String] = []
        if let output, output.path.hasPrefix(root.path + "/") {
            excluded.append(String(output.path.dropFirst(root.path.count + 1)))
        }
        var pipeline = BuildPipeline(root: root, config: config, themeOverride: theme, excludedPaths: excluded)
        if allowRawHTML { pipeline.allowRawHTML = true }
        return (pipeline, diagnostics)
    }
}
