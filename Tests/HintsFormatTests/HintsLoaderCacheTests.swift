import Foundation
import Testing
import FormsmithCore
import Incremental
import ProjectFiles
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

    /// Loads as a build through `cache` does: told the `edited` files since the last load (nil: not told).
    final class Loads {
        var snapshot: Revision?

        func load(
            _ root: URL, _ files: [(path: String, stamp: FileStamp?)], cache: HintsLoader.Cache,
            edited: Set<String>? = nil
        ) -> HintsCatalog {
            let next = Revision.next()
            defer { snapshot = next }
            let changes: Changes = edited.flatMap { edited in snapshot.map { .only(edited, since: $0) } } ?? .everything
            return HintsLoader.load(projectRoot: root, files: files, cache: cache, snapshot: next, changes: changes)
        }
    }

    @Test func anEditedFileIsReadAloneAndNamesItsModel() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("Hints/User.hints", #"{"name": {}}"#)
        try write("Hints/Order.hints", #"{"total": {}}"#)
        try write("Hints/PresentationProfiles.hints", "{}")
        let cache = HintsLoader.Cache()
        let loads = Loads()
        let files = HintsLoader.discover(projectRoot: root)
        let first = loads.load(root, files, cache: cache)
        #expect(first.changes == .everything && first.revision != nil)

        try write("Hints/User.hints", #"{"name": {}, "email": {}}"#)
        let edited = loads.load(
            root, HintsLoader.discover(projectRoot: root), cache: cache, edited: ["Hints/User.hints"])
        #expect(edited.changes == .only(["User"], since: first.revision!))
        #expect(edited.hintsByModel["User"]?.fields.map(\.id) == ["name", "email"])
        expectSameAsAWholeRead(edited)

        // Broken, then the same bytes again: an error that changes the model, then nothing changed.
        try write("Hints/Order.hints", "{ broken")
        let broken = loads.load(
            root, HintsLoader.discover(projectRoot: root), cache: cache, edited: ["Hints/Order.hints"])
        #expect(broken.changes == .only(["Order"], since: edited.revision!) && broken.brokenModels == ["Order"])
        expectSameAsAWholeRead(broken)
        let again = loads.load(
            root, HintsLoader.discover(projectRoot: root), cache: cache, edited: ["Hints/Order.hints"])
        #expect(again.changes == .only([], since: broken.revision!) && again.revision == broken.revision)

        // The profiles are read whole, and an edit that changes none changes nothing.
        let profiles = loads.load(
            root, HintsLoader.discover(projectRoot: root), cache: cache, edited: ["Hints/PresentationProfiles.hints"])
        #expect(profiles.changes == .only([], since: again.revision!))
        // A listing that is not the last one: every model may have changed.
        let fewer = loads.load(
            root, files.filter { $0.path != "Hints/Order.hints" }, cache: cache, edited: ["Hints/User.hints"])
        #expect(fewer.changes == .everything && fewer.brokenModels.isEmpty)
        expectSameAsAWholeRead(loads.load(root, HintsLoader.discover(projectRoot: root), cache: cache))
    }

    @Test func notToldItReadsEveryModelAndStillSaysWhichChanged() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("Hints/User.hints", #"{"name": {}}"#)
        try write("Hints/Order.hints", #"{"total": {}}"#)
        let cache = HintsLoader.Cache()
        let loads = Loads()
        let first = loads.load(root, HintsLoader.discover(projectRoot: root), cache: cache)
        try write("Hints/Order.hints", #"{"total": {}, "date": {}}"#)
        let whole = loads.load(root, HintsLoader.discover(projectRoot: root), cache: cache)
        #expect(whole.changes == .only(["Order"], since: first.revision!))
        expectSameAsAWholeRead(whole)
    }
}
