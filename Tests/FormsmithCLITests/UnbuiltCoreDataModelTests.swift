import Foundation
import Testing
import FormsmithCore
import Pipeline

/// A Core Data model no target builds (an old `.xcdatamodeld` that no Xcode project names and no
/// package holds) adds no pages, and says why once.
@Suite struct UnbuiltCoreDataModelTests {
    static func entity(_ name: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
            <entity name="\(name)" representedClassName="\(name)" syncable="YES">
                <attribute name="title" attributeType="String"/>
            </entity>
        </model>
        """
    }

    @Test func onlyTheModelsATargetBuildsArePreviewed() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "formsmith-unbuilt-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "Notes.xcodeproj/project.pbxproj":
                "/* Notes.xcdatamodeld in Sources */ = {isa = PBXBuildFile; fileRef = A1 /* Notes.xcdatamodeld */; };",
            "Notes/Notes.xcdatamodeld/Notes.xcdatamodel/contents": Self.entity("Note"),
            "Legacy/Archive.xcdatamodeld/Archive.xcdatamodel/contents": Self.entity("OldNote"),
            // Its class is its entity's, not a model declared in code.
            "Legacy/OldNote.swift":
                "import CoreData\n@objc(OldNote) final class OldNote: NSManagedObject {\n    @NSManaged var title: String\n}\n",
            "Packages/Sync/Package.swift": "// swift-tools-version:5.9\n",
            "Packages/Sync/Sources/Sync/Sync.xcdatamodeld/Sync.xcdatamodel/contents": Self.entity("SyncRecord"),
        ]
        try TemporaryProject.write(files, in: root)
        let result = BuildPipeline(root: root, config: ProjectConfig()).run()
        #expect(result.forms.map(\.name) == ["Note", "SyncRecord"])
        let skipped = result.diagnostics.filter { $0.code == "model.skipped" }
        #expect(skipped.map(\.location.file) == ["Legacy/Archive.xcdatamodeld"])
        #expect(skipped.first?.message.contains("no Xcode project names it (Notes.xcodeproj)") == true)

        // Listed by name, it is read after all.
        var config = ProjectConfig()
        config.extraModels = ["OldNote"]
        #expect(BuildPipeline(root: root, config: config).run().forms.map(\.name).contains("OldNote"))
    }
}
