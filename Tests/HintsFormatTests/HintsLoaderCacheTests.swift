import Foundation
import Testing
import FormsmithCore
@testable import HintsFormat

/// Told which files were edited (`serve`), the loader reads their models alone and says which
/// models changed; the catalog is the one a whole read gives.
@Suite struct HintsLoaderCacheTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("formsmith-hints-\(UUID().uuidString)")

    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func expectSameAsAWholeRead(_ catalog: HintsCatalog) {
        let whole = HintsLoader.load(projectRoot: root)
        #expect(catalog.hintsByModel == whole.hintsByModel)
        #expect(catalog.brokenModels == whole.brokenModels)
        #expect(catalog.diagnostics == whole.diagnostics)
        #expect(catalog.modelNames == whole.modelNames)
    }

    @Test func anEditedFileIsReadAloneAndNamesItsModel() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("Hints/User.hints", #"{"name": {}}"#)
        try write("Hints/Order.hints", #"{"total": {}}"#)
        try write("Hints/PresentationProfiles.hints", "{}")
        let cache = HintsLoader.Cache()
        let files = HintsLoader.discover(projectRoot: root)
        let first = HintsLoader.load(projectRoot: root, files: files, cache: cache)
        #expect(first.changes == nil && first.revision != 0)

        try write("Hints/User.hints", #"{"name": {}, "email": {}}"#)
        let edited = HintsLoader.load(projectRoot: root, files: files, cache: cache, edited: ["Hints/User.hints"])
        #expect(edited.changes?.since == first.revision)
        #expect(edited.changes?.keys == ["User"])
        #expect(edited.hintsByModel["User"]?.fields.map(\.id) == ["name", "email"])
        expectSameAsAWholeRead(edited)

        // Broken, then the same bytes again: an error that changes the model, then nothing changed.
        try write("Hints/Order.hints", "{ broken")
        let broken = HintsLoader.load(projectRoot: root, files: files, cache: cache, edited: ["Hints/Order.hints"])
        #expect(broken.changes?.keys == ["Order"] && broken.brokenModels == ["Order"])
        expectSameAsAWholeRead(broken)
        let again = HintsLoader.load(projectRoot: root, files: files, cache: cache, edited: ["Hints/Order.hints"])
        #expect(again.changes == .init(since: broken.revision, keys: []))

        // The profiles, or a listing that is not the last one, are read whole.
        let profiles = HintsLoader.load(
            projectRoot: root, files: files, cache: cache, edited: ["Hints/PresentationProfiles.hints"])
        #expect(profiles.changes == nil)
        let fewer = HintsLoader.load(
            projectRoot: root, files: files.filter { $0.path != "Hints/Order.hints" }, cache: cache,
            edited: ["Hints/User.hints"])
        #expect(fewer.changes == nil && fewer.brokenModels.isEmpty)
    }
}
