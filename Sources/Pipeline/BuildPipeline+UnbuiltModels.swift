import Foundation
import FormsmithCore
import ModelReaders
import ProjectFiles

extension BuildPipeline {
    /// The Core Data models a target builds: one an Xcode project names, one in a Swift package's
    /// folder (a `Package.swift` above it, which SwiftPM bundles), or any when the repository has
    /// no Xcode project to ask. A model nothing builds (an old `.xcdatamodeld` left beside the
    /// app's Realm models) is not read, with one `model.skipped` note each.
    static func builtCoreDataModels(
        _ sources: ModelSourceScanner.Sources, root: URL, readingAll: Bool
    ) -> (coreDataFiles: [String], notes: [Diagnostic]) {
        guard !readingAll, !sources.xcodeProjects.isEmpty, !sources.coreDataFiles.isEmpty else {
            return (sources.coreDataFiles, [])
        }
        let projects = sources.xcodeProjects.compactMap { path in
            FileManager.default.contents(atPath: root.appendingPathComponent(path).path)
        }
        let packageFolders = sources.swiftFiles.filter { $0 == "Package.swift" || $0.hasSuffix("/Package.swift") }
            .map { RelativePath.folder(of: $0) }
        var kept: [String] = []
        var notes: [Diagnostic] = []
        for file in sources.coreDataFiles {
            let bundle = Self.modelBundle(of: file)
            let name = Data(((bundle as NSString).lastPathComponent).utf8)
            let inPackage = packageFolders.contains { $0.isEmpty || file.hasPrefix($0 + "/") }
            if inPackage || projects.contains(where: { $0.range(of: name) != nil }) {
                kept.append(file)
                continue
            }
            let named = sources.xcodeProjects.map { RelativePath.folder(of: $0) }
            notes.append(
                Diagnostic(
                    .info, "model.skipped", at: SourceLocation(file: bundle),
                    "\(bundle) is not read: no Xcode project names it (\(named.joined(separator: ", "))) and no Swift package holds it, so no target of the app builds it; list one of its entities under models.include in \(ProjectConfig.fileName) to preview it"
                ))
        }
        return (kept, notes)
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
