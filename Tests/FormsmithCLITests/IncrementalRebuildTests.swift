import Foundation
import Testing
import FormsmithCore
import Pipeline
import Site
import Incremental
import ProjectFiles

/// `serve` rebuilds with caches of forms, doc HTML and pages. After every kind of edit, a cached
/// rebuild must give exactly the files and diagnostics a fresh build of the same input gives.
@Suite(.serialized) struct IncrementalRebuildTests {
    /// A small project whose parts depend on each other: a nested type, a form embedded in a doc,
    /// a link to another doc's heading, a doc for a model.
    static let files: [String: String] = [
        "Sources/Profile.swift": """
        struct Profile {
            var name: String
            var address: Address
            var role: Role
        }
        struct Address {
            var street: String
            var city: String
        }
        enum Role: String { case admin, member }
        """,
        "Sources/Order.swift": """
        struct Order {
            var number: String
            var total: Double
        }
        """,
        "Sources/Team.swift": """
        struct Team {
            var name: String
            var owner: Account
        }
        final class Account {
            var email: String
        }
        """,
        "Hints/Team.hints": """
        { "name": { "displayWidth": "medium" } }
        """,
        "Hints/Profile.hints": """
        {
          "_sections": [
            { "id": "main", "title": "Main", "layoutStyle": "grid", "fields": ["name", "address", "role"] }
          ],
          "name": { "displayWidth": "medium" }
        }
        """,
        "Hints/Order.hints": """
        { "number": { "displayWidth": "narrow" }, "total": { "displayWidth": "narrow" } }
        """,
        "docs/index.md": """
        # Home

        See [the setup](guide/setup.md#install) and the profile form:

        ```formsmith
        Profile#main
        ```
        """,
        "docs/guide/setup.md": """
        # Setup

        ## Install

        Run it.
        """,
        "docs/models/Order.md": "# Order\n\nOrders are placed by customers.\n",
    ]

    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "formsmith-incremental-\(UUID().uuidString)")
        for (path, text) in Self.files { try write(path, text) }
        // Unchanged files must be recognised by their stamps, which are trusted only once settled.
        Thread.sleep(forTimeInterval: 1.1)
    }

    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func edit(_ path: String, _ change: (String) -> String) throws {
        let text = String(
            decoding: FileManager.default.contents(atPath: root.appendingPathComponent(path).path) ?? Data(),
            as: UTF8.self)
        let changed = change(text)
        #expect(changed != text, "the edit of \(path) changes it")
        try write(path, changed)
    }

    func pipeline(cache: BuildCache?, changes: ProjectChanges? = nil) -> BuildPipeline {
        var pipeline = BuildPipeline(root: root, config: ProjectConfig.load(projectRoot: root).config)
        pipeline.cache = cache
        pipeline.changes = changes
        return pipeline
    }

    /// What `serve`'s watcher reports: the changes between its snapshots of the project.
    final class Watch {
        let root: String
        var last: [String: FileStamp]

        init(root: URL) {
            self.root = root.path
            last = ProjectChanges.snapshot(of: root.path, ignoring: [])
        }

        func changes() -> ProjectChanges {
            let now = ProjectChanges.snapshot(of: root, ignoring: [])
            defer { last = now }
            return ProjectChanges(from: last, to: now)
        }
    }

    /// Rebuilds with the cache (told what changed when `watch` is given, as `serve` is) and builds
    /// afresh; both must agree byte for byte. `onlyEdits`: the step edited files already listed,
    /// so a rebuild told so keeps the project's listings rather than walking it again.
    func expectRebuildMatchesFreshBuild(
        _ cache: BuildCache, after step: String, watch: Watch? = nil, onlyEdits: Bool = false
    ) -> BuildResult {
        let rebuilt = pipeline(cache: cache, changes: watch?.changes()).run()
        #expect(cache.listings.reusedInLastBuild == (watch != nil && onlyEdits), "\(step): listings kept")
        let fresh = pipeline(cache: nil).run()
        #expect(rebuilt.files.map(\.path) == fresh.files.map(\.path), "\(step): same files")
        for (cached, clean) in zip(rebuilt.files, fresh.files) where cached != clean {
            Issue.record("\(step): \(cached.path) differs from a fresh build")
        }
        #expect(rebuilt.diagnostics == fresh.diagnostics, "\(step): same diagnostics")
        return rebuilt
    }

    /// The pages the last cached build rendered rather than reused.
    func rendered(_ cache: BuildCache) -> Set<String> { Set(cache.pages.pagesRenderedInLastBuild) }

    func page(_ result: BuildResult, _ path: String) -> String {
        result.files.first { $0.path == path }.map { String(decoding: $0.contents, as: UTF8.self) } ?? ""
    }

    /// Run as a one-off rebuild would (nothing told) and as `serve` does (told what changed).
    @Test(arguments: [false, true]) func everyKindOfEditRebuildsLikeAFreshBuild(toldWhatChanged: Bool) throws {
        defer { try? FileManager.default.removeItem(at: root) }
        // More models than the sidebar lists, so adding one does not re-render every page anyway.
        for number in 1...60 {
            try write("Hints/Filler\(number).hints", "{ \"title\": { \"fieldType\": \"string\" } }")
        }
        Thread.sleep(forTimeInterval: 1.1)
        let cache = BuildCache()
        let first = expectRebuildMatchesFreshBuild(cache, after: "first build")
        let watch = toldWhatChanged ? Watch(root: root) : nil
        #expect(first.diagnostics.filter { $0.severity != .info }.isEmpty)
        let allPages = Set(first.files.map(\.path).filter { $0.hasSuffix(".html") })
        #expect(rendered(cache) == allPages, "the first build renders every page")

        // A width: the model page, the doc embedding the form, the index card and the manifest change.
        try edit("Hints/Profile.hints") { $0.replacingOccurrences(of: "\"medium\"", with: "\"wide\"") }
        var result = expectRebuildMatchesFreshBuild(cache, after: "width", watch: watch, onlyEdits: true)
        #expect(page(result, "manifest.json") != page(first, "manifest.json"))
        #expect(page(result, "docs/index.html") != page(first, "docs/index.html"), "the embedded form follows")
        let showingProfile: Set = ["index.html", "models/Profile.html", "docs/index.html"]
        #expect(rendered(cache) == showingProfile, "only the pages that show Profile")
        // Told what changed, only Profile's hints are read again; otherwise every model's are, and
        // compared. Either way only Profile's form is laid out again, and only the pages that may
        // show it are looked at.
        #expect(cache.forms.modelsLaidOutInLastBuild == ["Profile"])
        #expect(cache.pages.pagesLookedAtInLastBuild < allPages.count)
        // The site's indexes and its file list are the last build's, patched, not made whole.
        #expect(cache.pages.indexesReusedInLastBuild && cache.pages.fileListReusedInLastBuild)
        #expect(cache.pages.sharedFilesReusedInLastBuild)
        // A section's title: the search index has it, patched into the last build's as the manifest is.
        try edit("Hints/Profile.hints") { $0.replacingOccurrences(of: "\"Main\"", with: "\"Essentials\"") }
        result = expectRebuildMatchesFreshBuild(cache, after: "section title", watch: watch, onlyEdits: true)
        #expect(page(result, "assets/search-index.js").contains("Essentials"))
        #expect(cache.pages.sharedFilesReusedInLastBuild && cache.pages.fileListReusedInLastBuild)
        // A cache that never hits renders everything, which the expectation above would catch.
        let missingCache = BuildCache()
        _ = pipeline(cache: missingCache).run()
        #expect(rendered(missingCache) == allPages && allPages != showingProfile)

        // A nested type's field: Profile's layout looked Address up, so Profile is laid out again.
        try edit("Sources/Profile.swift") {
            $0.replacingOccurrences(of: "var city: String", with: "var city: String\n    var postcode: String")
        }
        result = expectRebuildMatchesFreshBuild(cache, after: "nested type", watch: watch, onlyEdits: true)
        #expect(page(result, "models/Profile.html").contains("postcode"))
        #expect(rendered(cache) == showingProfile, "a nested type reaches the pages of the forms that use it")
        #expect(cache.pages.pagesLookedAtInLastBuild < allPages.count, "the forms that differ are found by comparing")

        // A heading another page links to: the linking page, untouched, now reports the broken fragment.
        try edit("docs/guide/setup.md") { $0.replacingOccurrences(of: "## Install", with: "## Installing") }
        result = expectRebuildMatchesFreshBuild(cache, after: "heading", watch: watch, onlyEdits: true)
        #expect(result.diagnostics.map(\.code).contains("docs.broken-fragment"))
        #expect(
            rendered(cache) == ["index.html", "docs/guide/setup.html", "docs/index.html"],
            "the page and the one linking to it")

        // A new page: the sidebar, the reading order and previous/next links change everywhere.
        try write("docs/guide/advanced.md", "# Advanced\n\nMore.\n")
        result = expectRebuildMatchesFreshBuild(cache, after: "new page", watch: watch)
        #expect(page(result, "docs/guide/setup.html").contains("advanced.html"))
        #expect(rendered(cache) == allPages.union(["docs/guide/advanced.html"]), "the sidebar changes on every page")
        #expect(!cache.pages.indexesReusedInLastBuild && !cache.pages.fileListReusedInLastBuild, "a page came")

        // The model doc: shown on the model page.
        try edit("docs/models/Order.md") { $0.replacingOccurrences(of: "customers", with: "shoppers") }
        result = expectRebuildMatchesFreshBuild(cache, after: "model doc", watch: watch, onlyEdits: true)
        #expect(page(result, "models/Order.html").contains("shoppers"))
        #expect(rendered(cache) == ["index.html", "models/Order.html", "docs/models/Order.html"])
        #expect(cache.forms.modelsLaidOutInLastBuild.isEmpty, "no hints changed")
        #expect(cache.pages.indexesReusedInLastBuild && cache.pages.fileListReusedInLastBuild, "a doc's text")
        #expect(cache.pages.pagesLookedAtInLastBuild < allPages.count)

        // The same bytes written again: nothing changes.
        try edit("docs/index.md") { $0 + " " }
        try edit("docs/index.md") { String($0.dropLast()) }
        _ = expectRebuildMatchesFreshBuild(cache, after: "rewrite", watch: watch, onlyEdits: true)
        #expect(rendered(cache).isEmpty, "the same bytes render no page again")

        // A deleted hints file: the model keeps a page from its Swift model alone.
        try FileManager.default.removeItem(at: root.appendingPathComponent("Hints/Order.hints"))
        _ = expectRebuildMatchesFreshBuild(cache, after: "deleted hints", watch: watch)

        // The site title, from formsmith.yml: every page changes.
        try write("formsmith.yml", "title: Renamed\n")
        result = expectRebuildMatchesFreshBuild(cache, after: "config", watch: watch)
        #expect(page(result, "index.html").contains("Renamed"))

        // A class gets a page as another model loses its own (the count stays): Team's form is
        // unchanged, but its relationship now links to that page.
        #expect(!page(result, "models/Team.html").contains("Account.html"))
        try write("Hints/Account.hints", "{ \"email\": { \"displayWidth\": \"wide\" } }")
        try FileManager.default.removeItem(at: root.appendingPathComponent("Hints/Filler60.hints"))
        result = expectRebuildMatchesFreshBuild(cache, after: "related model page", watch: watch)
        #expect(page(result, "models/Team.html").contains("Account.html"))

        // A broken hints file and its fix.
        try write("Hints/Order.hints", "{ \"number\": ")
        result = expectRebuildMatchesFreshBuild(cache, after: "broken hints", watch: watch)
        #expect(result.diagnostics.map(\.code).contains("hints.invalid-json"))
        try write("Hints/Order.hints", "{ \"number\": { \"displayWidth\": \"wide\" } }")
        _ = expectRebuildMatchesFreshBuild(cache, after: "fixed hints", watch: watch, onlyEdits: true)

        // The project's own sample items: only formsmith.yml changes, and the model page shows it.
        try write("formsmith.yml", "title: Renamed\nsamples:\n  Order:\n    - number: A-17\n")
        result = expectRebuildMatchesFreshBuild(cache, after: "samples", watch: watch)
        #expect(page(result, "models/Order.html").contains("A-17"))
        try write("formsmith.yml", "title: Renamed\nsamples:\n  Order:\n    - number: B-42\n")
        result = expectRebuildMatchesFreshBuild(cache, after: "samples changed", watch: watch)
        #expect(
            page(result, "models/Order.html").contains("B-42") && !page(result, "models/Order.html").contains("A-17"))
    }

    @Test func aFileRewrittenWithinTheSameTickIsReadAgain() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let cache = ContentCache<String>()
        let path = root.appendingPathComponent("same-size.txt").path
        try Data("aaaa".utf8).write(to: URL(fileURLWithPath: path))
        #expect(cache.value(for: "f", fileAt: path) { String(decoding: $0, as: UTF8.self) }?.value == "aaaa")
        // Same size, written at once: the stamp may not change, so a fresh stamp is never trusted.
        try Data("bbbb".utf8).write(to: URL(fileURLWithPath: path))
        #expect(cache.value(for: "f", fileAt: path) { String(decoding: $0, as: UTF8.self) }?.value == "bbbb")
        #expect(cache.value(for: "f", fileAt: root.appendingPathComponent("missing").path) { _ in "" } == nil)
    }

    /// A save the stamp cannot show (same size, times within one tick of a coarse file clock): the
    /// stamp taken before the first read is handed in again unchanged. A file read within a second
    /// of its change is read again all the same; one read long after its change is trusted.
    @Test func anUnchangedStampIsTrustedOnlyOnceTheFileHadSettledWhenRead() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let cache = ContentCache<String>()
        let text = { (data: Data) in String(decoding: data, as: UTF8.self) }
        let fresh = root.appendingPathComponent("fresh.txt").path
        try Data("aaaa".utf8).write(to: URL(fileURLWithPath: fresh))
        let freshStamp = FileStamp(path: fresh)
        #expect(cache.value(for: "fresh", fileAt: fresh, stamp: .some(freshStamp), compute: text)?.value == "aaaa")
        try Data("bbbb".utf8).write(to: URL(fileURLWithPath: fresh))
        #expect(cache.value(for: "fresh", fileAt: fresh, stamp: .some(freshStamp), compute: text)?.value == "bbbb")

        // Written by `init` more than a second before this read: its stamp alone is believed.
        let settled = root.appendingPathComponent("Hints/Order.hints").path
        let settledStamp = FileStamp(path: settled)
        let before = cache.value(for: "settled", fileAt: settled, stamp: .some(settledStamp), compute: text)?.value
        try write("Hints/Order.hints", "{}")
        let after = cache.value(for: "settled", fileAt: settled, stamp: .some(settledStamp), compute: text)?.value
        #expect(after == before)
    }
}
