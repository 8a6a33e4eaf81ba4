import Foundation
import PackagePlugin

/// Compiles `Themes/default/` into the `Templates` target as Swift source, so a
/// `formsmith` binary copied on its own still carries its default theme.
@main
struct ThemeEmbedderPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let themeDirectory = context.package.directoryURL.appending(path: "Themes/default")
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedThemeFiles.swift")
        return [
            .buildCommand(
                displayName: "Embedding the default theme",
                executable: try context.tool(named: "theme-embedder").url,
                arguments: [themeDirectory.path(percentEncoded: false), output.path(percentEncoded: false)],
                inputFiles: Self.files(under: themeDirectory),
                outputFiles: [output]
            )
        ]
    }

    /// Every file of the theme, so editing any of them re-runs the embedder.
    private static func files(under directory: URL) -> [URL] {
        guard
            let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey])
        else {
            return []
        }
        var found: [URL] = []
        for case let url as URL in walker
        where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            found.append(url)
        }
        return found.sorted { $0.path < $1.path }
    }
}
