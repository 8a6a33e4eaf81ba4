import Foundation
import Testing
import FormsmithCore
import Pipeline
import ProjectFiles

/// `serve` rebuilds after the edits that change what the site is made of rather than one page:
/// a page of its own kind coming or going (the profiles page), and a model's fields that a doc's
/// symbol link names. Each rebuild, told what changed as `serve` is or told nothing, must equal a
/// fresh build of the same tree.
@Suite(.serialized) struct SiteShapeRebuildTests {
    static let files: [String: String] = [
        "Sources/App/Order.swift": "struct Order {\n    var number: String\n    var total: Double\n}\n",
        "Hints/Order.hints": #"{ "number": { "displayWidth": "narrow" } }"#,
        "docs/index.md": "# Home\n\nOrders, and their [guide](guide.md).\n",
        "docs/guide.md": "# Guide\n\nPlace one.\n",
        "Sources/App/App.docc/Totals.md": "# Totals\n\nEvery ``Order/total`` is rounded.\n",
    ]

    let root = FileManager.default.temporaryDirectory.appendingPathComponent("formsmith-shape-\(UUID().uuidString)")

    init() throws {
        var none: [String: String] = [:]
        try RandomEditRun.write(Self.files, over: &none, at: root)
    }

    /// Applies `edit` to the project, rebuilds with `cache` (told what changed since `last`, when
    /// given) and builds afresh; returns the rebuild after expecting both to agree.
    func rebuild(
        _ step: String, cache: BuildCache, last: inout [String: FileStamp]?, files: inout [String: String],
        edit: (inout [String: String]) -> Void
    ) throws -> BuildResult {
        var next = files
        edit(&next)
        try RandomEditRun.write(next, over: &files, at: root)
        let now = ProjectChanges.snapshot(of: root.path, ignoring: [])
        let changes = last.map { ProjectChanges(from: $0, to: now) }
        if last != nil { last = now }
        let rebuilt = RandomEditRun.pipeline(root, cache: cache, changes: changes).run()
        let fresh = RandomEditRun.pipeline(root, cache: nil, changes: nil).run()
        #expect(RandomEditRun.difference(rebuilt, fresh) == nil, "\(step)")
        return rebuilt
    }

    func firstBuild(_ cache: BuildCache, told: Bool) -> [String: FileStamp]? {
        let snapshot = ProjectChanges.snapshot(of: root.path, ignoring: [])
        _ = RandomEditRun.pipeline(root, cache: cache, changes: nil).run()
        return told ? snapshot : nil
    }

    /// The profiles page is a page kind of its own: adding `PresentationProfiles.hints` while
    /// `serve` runs adds `profiles.html` (and the index's link to it); removing it removes both.
    @Test(arguments: [false, true]) func aProfilesFileAddsAndRemovesItsPage(told: Bool) throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let cache = BuildCache()
        var last = firstBuild(cache, told: told)
        var files = Self.files
        var result = try rebuild("profiles added", cache: cache, last: &last, files: &files) {
            $0["Hints/PresentationProfiles.hints"] =
                #"{ "profiles": { "compact": { "_presentationPreference": "Grid" } } }"#
        }
        #expect(result.files.contains { $0.path == "profiles.html" })
        result = try rebuild("a profile added", cache: cache, last: &last, files: &files) {
            $0["Hints/PresentationProfiles.hints"] =
                #"{ "profiles": { "compact": { "_presentationPreference": "Grid" }, "media": { "_dataType": "media" } } }"#
        }
        #expect(result.files.contains { $0.path == "profiles.html" })
        result = try rebuild("profiles removed", cache: cache, last: &last, files: &files) {
            $0["Hints/PresentationProfiles.hints"] = nil
        }
        #expect(!result.files.contains { $0.path == "profiles.html" })
    }

    /// A DocC symbol link to a model's field (``` ``Order/total`` ```) is checked against the form's
    /// fields as they are now: a field removed from the model leaves a note and a link to the page
    /// alone; put back, the link reaches the field's row again.
    @Test(arguments: [false, true]) func aMemberLinkFollowsTheModelsFields(told: Bool) throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let cache = BuildCache()
        var last = firstBuild(cache, told: told)
        var files = Self.files
        let page = { (result: BuildResult) in
            result.files.first { $0.path == "docs/App/Totals.html" }.map {
                String(decoding: $0.contents, as: UTF8.self)
            }
                ?? ""
        }
        var result = try rebuild("field removed", cache: cache, last: &last, files: &files) {
            $0["Sources/App/Order.swift"] = "struct Order {\n    var number: String\n}\n"
        }
        #expect(result.diagnostics.map(\.code).contains("docc.unknown-member"))
        #expect(!page(result).contains("#field-total"))
        result = try rebuild("field back", cache: cache, last: &last, files: &files) {
            $0["Sources/App/Order.swift"] = Self.files["Sources/App/Order.swift"]
        }
        #expect(!result.diagnostics.map(\.code).contains("docc.unknown-member"))
        #expect(page(result).contains("models/Order.html#field-total"))
    }

    /// A Markdown file outside the docs is published while a page links to it: the link's file
    /// created after the link is published by the next rebuild, kept through an edit elsewhere
    /// (which keeps the listed pages' links), gone with the link and back with it (the edited
    /// page's links put in place of its old ones), kept while another page still links to it,
    /// and gone with the file.
    @Test(arguments: [false, true]) func aLinkedFileComesAndGoes(told: Bool) throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let cache = BuildCache()
        var last = firstBuild(cache, told: told)
        var files = Self.files
        let linking = "# Guide\n\nPlace one. See [the changes](../CHANGES.md).\n"
        // Each step: what it does, the files it writes (nil: removes) and whether the page is there after.
        let steps: [(step: String, writes: [String: String?], published: Bool)] = [
            ("link to a missing file", ["docs/guide.md": linking], false),
            ("the linked file created", ["CHANGES.md": "# Changes\n\nBack to [the guide](docs/guide.md).\n"], true),
            ("an edit elsewhere", ["Hints/Order.hints": #"{ "number": { "displayWidth": "wide" } }"#], true),
            ("the linked file edited", ["CHANGES.md": "# Changes\n\nNone yet.\n"], true),
            ("the link removed", ["docs/guide.md": Self.files["docs/guide.md"]], false),
            ("the link back", ["docs/guide.md": linking], true),
            // Two pages link to it: taking one link away leaves the other's.
            (
                "a second page links to it",
                ["docs/index.md": Self.files["docs/index.md"]! + "[Changes](../CHANGES.md)\n"], true
            ),
            ("the first link removed", ["docs/guide.md": Self.files["docs/guide.md"]], true),
            ("the linked file removed", ["CHANGES.md": nil], false),
        ]
        for (step, writes, published) in steps {
            let result = try rebuild(step, cache: cache, last: &last, files: &files) { files in
                for (path, text) in writes { files[path] = text }
            }
            // Said as a flag: a failed expectation prints the values it was given, and a site is long.
            let shown = result.files.contains { $0.path == "docs/CHANGES.html" }
            #expect(shown == published, "\(step)")
        }
    }

    /// A folder skipped by name is noted in every build, though the watcher does not see
    /// `node_modules` come: a rebuild told only of a hints edit has the note a fresh build has.
    @Test(arguments: [false, true]) func aSkippedFolderIsNotedWhenItComes(told: Bool) throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let cache = BuildCache()
        var last = firstBuild(cache, told: told)
        var files = Self.files
        let result = try rebuild("npm install, then a hints edit", cache: cache, last: &last, files: &files) {
            $0["node_modules/left-pad/index.js"] = "module.exports = pad;\n"
            $0["Hints/Order.hints"] = #"{ "number": { "displayWidth": "wide" } }"#
        }
        let noted = result.diagnostics.contains {
            $0.code == "model.skipped-folder" && $0.location.file == "node_modules/"
        }
        #expect(noted)
    }
}
