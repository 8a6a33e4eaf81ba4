import FormsmithCore
import ModelReaders
import ProjectFiles

extension BuildPipeline {
    /// The model files to read from those listed. Test folders' (`ProjectFolders.isTestFolder`)
    /// hold fixtures, not the app's models: they are read only for a project that lists models in
    /// its config (one may be a fixture it wants to see), after the app's, so the app's
    /// declarations come first. Otherwise each test folder gets one note saying what was left unread.
    public static func modelSources(
        _ listed: ModelSourceScanner.Sources, readingTestFolders: Bool
    ) -> (ModelSourceScanner.Sources, [Diagnostic]) {
        var sources = listed
        let (swift, testSwift) = split(listed.swiftFiles)
        let (coreData, testCoreData) = split(listed.coreDataFiles)
        guard !testSwift.isEmpty || !testCoreData.isEmpty else { return (listed, []) }
        if readingTestFolders {
            sources.swiftFiles = swift + testSwift
            sources.coreDataFiles = coreData + testCoreData
            return (sources, [])
        }
        sources.swiftFiles = swift
        sources.coreDataFiles = coreData
        var notes: [Diagnostic] = []
        let swiftByFolder = Dictionary(grouping: testSwift) { ProjectFolders.testFolder(containing: $0)! }
        let coreDataByFolder = Dictionary(grouping: testCoreData) { ProjectFolders.testFolder(containing: $0)! }
        for folder in Set(swiftByFolder.keys).union(coreDataByFolder.keys).sortedNaturally() {
            var held: [String] = []
            if let files = swiftByFolder[folder] { held.append(counted(files.count, "Swift file")) }
            if let models = coreDataByFolder[folder] { held.append(counted(models.count, "Core Data model")) }
            notes.append(
                Diagnostic(
                    .info, "model.skipped", at: SourceLocation(file: folder + "/"),
                    "\(folder)/ is a test folder, whose fixtures are not the app's models: left unread (\(held.joined(separator: ", "))); list a model under models.include in \(ProjectConfig.fileName) to preview it"
                ))
        }
        return (sources, notes)
    }

    /// `files` outside test folders, and inside them, each in its order.
    private static func split(_ files: [String]) -> ([String], [String]) {
        var (app, tests): ([String], [String]) = ([], [])
        for file in files {
            if ProjectFolders.testFolder(containing: file) == nil { app.append(file) } else { tests.append(file) }
        }
        return (app, tests)
    }
}
