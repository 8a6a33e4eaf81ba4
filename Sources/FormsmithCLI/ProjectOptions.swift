import ArgumentParser
import Foundation
import Pipeline
import FormsmithCore

/// Options every command shares: which project, and which theme.
struct ProjectOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The project folder.", valueName: "dir"))
    var root: String = "."

    @Option(name: .long, help: ArgumentHelp("A theme under Themes/, or a path to one (overrides formsmith.yml).", valueName: "name|path"))
    var theme: String?

    @Flag(name: .long, help: "Render raw HTML in Markdown docs (only for repositories you trust).")
    var allowRawHTML = false

    var rootURL: URL {
        URL(fileURLWithPath: root, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
    }

    func validate() throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: rootURL.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("--root \(root) is not a folder")
        }
    }

    /// The config, and the pipeline set up for this project; `output` is excluded from model scanning.
    func pipeline(output: URL?) -> (BuildPipeline, [Diagnostic]) {
        let (config, diagnostics) = ProjectConfig.load(projectRoot: rootURL)
        var excluded: [String] = []
        if let output, output.path.hasPrefix(rootURL.path + "/") {
            excluded.append(String(output.path.dropFirst(rootURL.path.count + 1)))
        }
        var pipeline = BuildPipeline(root: rootURL, config: config, themeOverride: theme, excludedPaths: excluded)
        if allowRawHTML { pipeline.allowRawHTML = true }
        return (pipeline, diagnostics)
    }
}


