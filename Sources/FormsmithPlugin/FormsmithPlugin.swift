import Foundation
import PackagePlugin

/// `swift package formsmith build|check|diff [options]` from a package that depends on Formsmith,
/// in the manner of DocC's plugin: `--output-path DIR` for the site, `--target NAME` (repeatable) to
/// read models only from those targets' sources. Everything else is passed to `formsmith` as is.
///
///     swift package --allow-writing-to-directory _site formsmith build --output-path _site
@main
struct FormsmithPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let outputPath = extractor.extractOption(named: "output-path").last
        var remaining = extractor.remainingArguments
        let subcommand = remaining.first.map { ["build", "check", "diff", "init"].contains($0) ? $0 : nil } ?? nil
        if subcommand != nil { remaining.removeFirst() }

        var formsmithArguments = [
            subcommand ?? "build", "--root", context.package.directoryURL.path(percentEncoded: false),
        ]
        if let outputPath {
            let url = URL(fileURLWithPath: outputPath, relativeTo: context.package.directoryURL)
            formsmithArguments += ["--output", url.standardizedFileURL.path(percentEncoded: false)]
        }
        for name in targetNames {
            guard let target = try context.package.targets(named: [name]).first as? SourceModuleTarget else {
                throw PluginError("no source target named \(name) in this package")
            }
            formsmithArguments += ["--models", target.directoryURL.path(percentEncoded: false)]
        }
        formsmithArguments += remaining

        let tool = try formsmith(context: context)
        FileHandle.standardError.write(Data("formsmith plugin: \(ToolOrigin(of: tool).description)\n".utf8))
        let process = Process()
        process.executableURL = tool
        process.arguments = formsmithArguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw PluginError(
                "formsmith \(formsmithArguments.first ?? "") exited with status \(process.terminationStatus)")
        }
    }
}

extension FormsmithPlugin {
    /// The prebuilt formsmith when the package names one (`FORMSMITH_PLUGIN_BINARY`), else the
    /// `formsmith` product built by SwiftPM, as `swift build --product formsmith` builds it.
    func formsmith(context: PluginContext) throws -> URL {
        if let prebuilt = try? context.tool(named: "formsmith") { return prebuilt.url }
        let result = try packageManager.build(.product("formsmith"), parameters: .init(configuration: .debug))
        guard result.succeeded,
            let built = result.builtArtifacts.first(where: {
                $0.kind == .executable && $0.url.lastPathComponent == "formsmith"
            })
        else {
            throw PluginError("building formsmith failed:\n\(result.logText)")
        }
        return built.url
    }
}

/// Where the plugin's formsmith comes from, so a slow first run can be told from a fast one.
enum ToolOrigin: CustomStringConvertible {
    /// An artifact bundle's executable: Package.swift's `FORMSMITH_PLUGIN_BINARY`.
    case prebuilt(String)
    /// The `formsmith` executable target, built from source.
    case source(String)

    init(of url: URL) {
        let path = url.path(percentEncoded: false)
        self = path.contains(".artifactbundle/") ? .prebuilt(path) : .source(path)
    }

    var description: String {
        switch self {
        case .prebuilt(let path): "running the prebuilt binary \(path) (FORMSMITH_PLUGIN_BINARY)"
        case .source(let path):
            "running formsmith built from source, \(path) (set FORMSMITH_PLUGIN_BINARY to run a prebuilt one)"
        }
    }
}

struct PluginError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
