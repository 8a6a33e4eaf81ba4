import ArgumentParser
import Foundation
import FormsmithCore
import HintsFormat
import ModelReaders
import Pipeline
import ProjectFiles

extension FormsmithCommand {
    /// `formsmith init`: starting hints files for models that have none.
    struct Init: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write a starting Hints/<Model>.hints for each discovered model that has none.",
            discussion: """
                Models: SwiftData @Model classes, Core Data entities, models.include in formsmith.yml, and the MODEL \
                names given. --all adds every struct and class with stored properties. Existing files are never overwritten.
                """)

        @OptionGroup var project: ProjectOptions

        @Flag(name: .long, help: "Print what would be written, and write nothing.")
        var dryRun = false

        @Flag(name: .long, help: "Also start hints for every struct, class and actor with stored properties.")
        var all = false

        @Argument(
            help: ArgumentHelp("Models to start hints for, in addition to the discovered ones.", valueName: "model"))
        var modelNames: [String] = []

        func run() throws {
            let root = project.rootURL
            let config = project.pipeline(output: nil).0.config
            let listed = ModelSourceScanner.sources(
                in: config.modelPaths ?? ["."], root: root, exclude: config.excludedModelPaths)
            // Test folders' fixtures are read only when models are named, as the build does.
            let reading = !config.extraModels.isEmpty || !modelNames.isEmpty
            let catalog = ModelSourceScanner.read(
                BuildPipeline.modelSources(listed, readingTestFolders: reading).0, root: root)
            let search = HintsLoader.Search(configured: config.hintsPaths)
            let hints = HintsLoader.load(projectRoot: root, search: search)
            let existing = Set(hints.modelNames)
            // New files go beside the project's hints (the folder its app bundle copies), else into Hints/.
            let hintsFolder =
                HintsLoader.discover(projectRoot: root, search: search).lazy.map { RelativePath.folder(of: $0.path) }
                .first { $0 == HintsLoader.hintsFolder || $0.hasSuffix("/" + HintsLoader.hintsFolder) }
                ?? HintsLoader.hintsFolder

            // The models the build previews (the current schema's, no fixtures), under its names.
            let selection = PreviewSelection(hints: hints, catalog: catalog, config: config)
            func model(_ name: String) -> Model? { catalog[selection.modelNames[name] ?? name] }
            var names = selection.names.filter { !existing.contains($0) || model($0) != nil }.union(modelNames)
            if all {
                names.formUnion(
                    catalog.modelsByName.values.filter { $0.kind != .enum && !$0.fields.isEmpty }.map(\.name))
            }
            var written: [(path: String, model: Model)] = []
            for name in names.sortedNaturally() {
                guard let model = model(name) else {
                    FileHandle.standardError.write(
                        Data("warning: no model named \(name) was found; no hints written\n".utf8))
                    continue
                }
                let path = "\(hintsFolder)/\(name).hints"
                if existing.contains(name) {
                    print("skip   \(path) (hints already exist)")
                    continue
                }
                let text = HintsTemplate.text(for: model)
                if dryRun {
                    print(
                        "would write \(path) (widths too narrow for a translation are left out when written):\n\(text)"
                    )
                    continue
                }
                let folder = root.appendingPathComponent(hintsFolder)
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                do {
                    // withoutOverwriting: a file that appeared meanwhile is never replaced.
                    try Data(text.utf8).write(
                        to: folder.appendingPathComponent("\(name).hints"), options: .withoutOverwriting)
                    print("write  \(path)")
                    written.append((path, model))
                } catch {
                    print("skip   \(path) (\(error.localizedDescription))")
                }
            }
            guard !dryRun else { return }
            print("\(counted(written.count, "hints file")) written")
            try fitWidths(of: written, root: root)
            try ignoreOutput(root: root, output: config.output ?? "_site")
        }
    }
}
