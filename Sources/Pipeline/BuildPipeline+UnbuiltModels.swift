import Foundation
import FormsmithCore
import ModelReaders
import ProjectFiles

extension BuildPipeline {
    /// The Core Data models no target builds, with one `model.skipped` note each. A target builds
    /// one an Xcode project names (its `.xcdatamodeld` path, or its name where no project path
    /// holds the folder), one in a Swift package's folder (a `Package.swift` above it, which
    /// SwiftPM bundles), and any when the repository has no Xcode project to ask. An unbuilt model
    /// (an old `.xcdatamodeld` left beside the app's Realm models) is read, so its classes are
    /// known as its entities', but previews nothing by itself (`ModelCatalog.markUnbuilt`).
    static func unbuiltCoreDataModels(
        _ sources: ModelSourceScanner.Sources, root: URL, readingAll: Bool
    ) -> (unbuilt: Set<String>, notes: [Diagnostic]) {
        guard !readingAll, !sources.xcodeProjects.isEmpty, !sources.coreDataFiles.isEmpty else { return ([], []) }
        let projects = sources.xcodeProjects.compactMap { path in
            FileManager.default.contents(atPath: root.appendingPathComponent(path).path)
        }
        let packageFolders = sources.swiftFiles.filter { $0 == "Package.swift" || $0.hasSuffix("/Package.swift") }
            .map { RelativePath.folder(of: $0) }
        var unbuilt: Set<String> = []
        var notes: [Diagnostic] = []
        for file in sources.coreDataFiles {
            let bundle = Self.modelBundle(of: file)
            let name = Data(((bundle as NSString).lastPathComponent).utf8)
            let inPackage = packageFolders.contains { $0.isEmpty || file.hasPrefix($0 + "/") }
            if inPackage || projects.contains(where: { $0.range(of: name) != nil }) { continue }
            unbuilt.insert(file)
            let named = sources.xcodeProjects.map { RelativePath.folder(of: $0) }
            notes.append(
                Diagnostic(
                    .info, "model.skipped", at: SourceLocation(file: bundle),
                    "\(bundle) previews nothing: no Xcode project names it (\(named.joined(separator: ", "))) and no Swift package holds it, so no target of the app builds it; list one of its entities under models.include in \(ProjectConfig.fileName) to preview it"
                ))
        }
        return (unbuilt, notes)
    }

    /// `Old/Model.xcdatamodeld/Model 2.xcdatamodel/contents` → `Old/Model.xcdatamodeld`.
    static func modelBundle(of contents: String) -> String {
        let parts = contents.split(separator: "/", omittingEmptySubsequences: false)
        if let index = parts.firstIndex(where: { $0.hasSuffix(".xcdatamodeld") }) {
            return parts[...index].joined(separator: "/")
        }
        return parts.dropLast().joined(separator: "/")
    }
}
