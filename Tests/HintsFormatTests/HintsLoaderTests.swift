import Foundation
import Testing
import FormsmithCore
@testable import HintsFormat

@Suite struct HintsLoaderTests {
    func project(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("formsmith-hints-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    @Test func hintsFolderWinsOverRoot() throws {
        let root = try project(["Hints/User.hints": #"{"a": {}}"#, "User.hints": #"{"b": {}}"#])
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = HintsLoader.load(projectRoot: root)
        #expect(catalog.hintsByModel["User"]?.fields.map(\.id) == ["a"])
        #expect(catalog.hintsByModel["User"]?.file == "Hints/User.hints")
    }

    @Test func brokenFileFallsThroughToTheRootWithAnError() throws {
        let root = try project(["Hints/User.hints": "{broken", "User.hints": #"{"b": {}}"#])
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = HintsLoader.load(projectRoot: root)
        #expect(catalog.hintsByModel["User"]?.file == "User.hints")
        // The broken file is an error, and a warning names both files.
        #expect(catalog.diagnostics.map(\.code) == ["hints.invalid-json", "hints.duplicate-file"])
        #expect(catalog.diagnostics.first?.location.file == "Hints/User.hints")
        #expect(catalog.brokenModels.isEmpty)
    }

    @Test func brokenFileWithNoFallbackIsABrokenModel() throws {
        let root = try project(["Hints/Order.hints": "[", "Hints/User.hints": "{}"])
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = HintsLoader.load(projectRoot: root)
        #expect(catalog.brokenModels == ["Order"])
        #expect(catalog.modelNames == ["Order", "User"])
    }

    @Test func presentationProfilesIsACatalogNotAModel() throws {
        let root = try project(["Hints/PresentationProfiles.hints": #"{"profiles": {}}"#])
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = HintsLoader.load(projectRoot: root)
        #expect(catalog.modelNames.isEmpty)
        #expect(catalog.catalogFiles == ["Hints/PresentationProfiles.hints"])
    }
}
