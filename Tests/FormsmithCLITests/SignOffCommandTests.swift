import Foundation
import FormsmithCore
import Testing
@testable import FormsmithCLI
import Pipeline
import SignOff

/// `formsmith approve` and `check --require-signoff` on a small project with a string catalog:
/// approve, change, stale, approve again; what is no change; a conflicted file.
@Suite(.serialized) struct SignOffCommandTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("formsmith-signoff-\(UUID().uuidString)")

    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ path: String) -> String? {
        try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    static let hints = """
        {
          "_sections": [{ "id": "main", "title": "Main", "fields": ["name", "email"] }],
          "name": { "displayWidth": "narrow" },
          "email": { "fieldType": "email", "isOptional": true }
        }
        """

    func catalog(german: String) -> String {
        """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "App.name.label" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "\(german)" } } } }
          },
          "version" : "1.0"
        }
        """
    }

    func makeProject() throws {
        try write("formsmith.yml", "title: Shop\nlocalization:\n  namespace: App\n")
        try write("Hints/Item.hints", Self.hints)
        try write(
            "Hints/Note.hints",
            #"{ "_sections": [{ "id": "main", "fields": ["text"] }], "text": { "displayWidth": "wide" } }"#)
        try write("App/Resources/Localizable.xcstrings", catalog(german: "Artikelname"))
    }

    func exitCode(_ arguments: [String]) -> Int32 {
        do {
            var command = try FormsmithCommand.parseAsRoot(arguments)
            try command.run()
            return 0
        } catch {
            return FormsmithCommand.exitCode(for: error).rawValue
        }
    }

    func approve(_ arguments: [String]) -> Int32 {
        exitCode(["approve", "--root", root.path, "--by", "Ann", "--date", "2026-11-27"] + arguments)
    }

    /// What `check --require-signoff` fails with: each error's code, place and message.
    func required() -> [String] {
        let (config, _) = ProjectConfig.load(projectRoot: root)
        let result = BuildPipeline(root: root, config: config).run()
        return FormsmithCommand.Check.signOffErrors(result).map {
            "\($0.location) \($0.message)" + $0.details.map { "\n" + $0 }.joined()
        }
    }

    func requireSignoff() -> Int32 {
        exitCode(["check", "--root", root.path, "--require-signoff", "--format", "json"])
    }

    @Test func approveChangeStaleApproveAgain() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try makeProject()
        #expect(requireSignoff() == 1)
        #expect(approve(["Item", "--note", "Checked on iPhone SE"]) == 0)
        let file = try #require(read(ApprovalsFile.name))
        #expect(file.contains(#""model": "Item","#) && file.contains(#""note": "Checked on iPhone SE""#))
        #expect(file.contains(#""by": "Ann""#) && file.contains(#""when": "2026-11-27""#))
        #expect(!file.contains(#""model": "Note""#))
        #expect(
            required() == [
                "Hints/Note.hints:1:1 `Note` was never signed off; sign it off with `formsmith approve Note`"
            ])
        #expect(approve(["Note"]) == 0)
        #expect(required() == [])
        #expect(requireSignoff() == 0)

        // A narrowed field, in diff's words.
        try write(
            "Hints/Item.hints",
            Self.hints.replacingOccurrences(
                of: "\"fieldType\": \"email\"", with: "\"fieldType\": \"email\", \"displayWidth\": \"narrow\""))
        let stale = required()
        #expect(stale.count == 1)
        #expect(
            stale.first?.hasPrefix(
                "Hints/Item.hints:1:1 `Item` changed since its sign-off by Ann on 2026-11-27 (1 change); sign it off with `formsmith approve Item`\n- width of `email` fill → "
            )
                == true, "\(stale)")
        #expect(requireSignoff() == 1)

        #expect(approve(["--all"]) == 0)
        #expect(required() == [])
        // The note went with the old approval; the file lists both forms, sorted.
        let again = try #require(read(ApprovalsFile.name))
        #expect(!again.contains("iPhone SE"))
        #expect(again.range(of: #""model": "Item""#)!.lowerBound < again.range(of: #""model": "Note""#)!.lowerBound)
    }

    @Test func reformattedHintsStayApprovedAndAStringsChangeGoesStale() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try makeProject()
        #expect(approve(["--all"]) == 0)
        let before = read(ApprovalsFile.name)
        // Keys reordered, one line, other spacing: the same form.
        try write(
            "Hints/Item.hints",
            #"{"email":{"isOptional":true,"fieldType":"email"},"name":{"displayWidth":"narrow"},"_sections":[{"title":"Main","id":"main","fields":["name","email"]}]}"#
        )
        #expect(required() == [])
        #expect(approve(["--all"]) == 0)
        #expect(read(ApprovalsFile.name) == before, "approving an unchanged form changes nothing")

        try write("App/Resources/Localizable.xcstrings", catalog(german: "Bezeichnung"))
        #expect(required().first?.contains("de label of `name` “Artikelname” → “Bezeichnung”") == true, "\(required())")
    }

    @Test func aMergeConflictIsAnErrorAtItsLineAndTheSiteStillBuilds() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try makeProject()
        #expect(approve(["--all"]) == 0)
        var lines = try #require(read(ApprovalsFile.name)).components(separatedBy: "\n")
        lines.insert("<<<<<<< HEAD", at: 3)
        try write(ApprovalsFile.name, lines.joined(separator: "\n"))
        let (config, _) = ProjectConfig.load(projectRoot: root)
        let result = BuildPipeline(root: root, config: config).run()
        let conflict = result.diagnostics.filter { $0.code.hasPrefix("signoff.") }
        #expect(
            conflict.map { "\($0.severity) \($0.code) \($0.location)" } == [
                "error signoff.merge-conflict formsmith-signoff.json:4:1"
            ])
        #expect(result.files.contains { $0.path == "models/Item.html" }, "the site still builds")
        #expect(
            required().first?.hasPrefix(
                "formsmith-signoff.json:1:1 cannot tell which forms are signed off: a merge conflict") == true)
        // `approve` leaves a conflicted file alone.
        #expect(approve(["--all"]) == 2)
        #expect(read(ApprovalsFile.name)?.contains("<<<<<<< HEAD") == true)

        try write(ApprovalsFile.name, "{\n  \"forms\": [\n    {\"model\": \"Item\",,}\n")
        let broken = BuildPipeline(root: root, config: config).run().diagnostics.filter {
            $0.code.hasPrefix("signoff.")
        }
        #expect(broken.map { "\($0.code) \($0.location.line):\($0.location.column)" } == ["signoff.invalid-file 3:22"])
    }

    @Test func unknownModelsAreReportedAndKept() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try makeProject()
        #expect(approve(["--all"]) == 0)
        try FileManager.default.removeItem(at: root.appendingPathComponent("Hints/Note.hints"))
        let (config, _) = ProjectConfig.load(projectRoot: root)
        let result = BuildPipeline(root: root, config: config).run()
        let unknown = result.diagnostics.filter { $0.code == "signoff.unknown-model" }
        #expect(unknown.map { "\($0.severity) \($0.location.file)" } == ["warning formsmith-signoff.json"])
        #expect(unknown.first?.message.contains("`Note`") == true)
        #expect(approve(["Item"]) == 0)
        #expect(read(ApprovalsFile.name)?.contains(#""model": "Note""#) == true, "not dropped")
    }

    @Test func fieldCommentsAreKeptWithTheApproval() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try makeProject()
        #expect(approve(["Item", "--note", "ok", "--field", "email", "--note", "Keep it wide"]) == 0)
        let file = try #require(read(ApprovalsFile.name))
        #expect(file.contains(#"{"field": "email", "note": "Keep it wide"}"#), "\(file)")
        #expect(file.contains(#""note": "ok""#))
        #expect(approve(["Item", "--field", "nowhere", "--note", "x"]) == 2)
        #expect(approve(["Item", "--field", "email"]) == 64)
    }
}

/// The sign-off on the pages: the review page's headings, the index, the model page.
extension SignOffCommandTests {
    @Test func theReviewIndexAndModelPagesShowTheState() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try makeProject()
        let base = root.appendingPathComponent("base")
        #expect(approve(["Item", "--note", "Good", "--field", "email", "--note", "Keep it wide"]) == 0)
        for item in ["formsmith.yml", "Hints", "App", ApprovalsFile.name] {
            try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: root.appendingPathComponent(item), to: base.appendingPathComponent(item))
        }
        try write(
            "Hints/Note.hints",
            #"{ "_sections": [{ "id": "main", "fields": ["text"] }], "text": { "displayWidth": "narrow" } }"#)
        let site = root.appendingPathComponent("_site")
        let diff = try #require(
            try FormsmithCommand.parseAsRoot([
                "diff", "--root", root.path, "--base", base.path, "--output", site.path, "--format", "markdown",
            ]) as? FormsmithCommand.Diff)
        let (markdown, _, _) = try diff.execute()
        #expect(markdown.contains("### Needs sign-off\n\n- Note: never signed off\n"), "\(markdown)")
        let page = { (path: String) in
            (try? String(contentsOf: site.appendingPathComponent(path), encoding: .utf8)) ?? ""
        }
        let review = page("review/index.html")
        #expect(review.contains(#"<h2 id="model-Note" data-signoff="never">Note"#), "\(review)")
        #expect(page("index.html").contains("Design sign-off: 1 of 2 forms signed off."))
        #expect(page("index.html").contains(#"<li data-signoff="never"><a href="models/Note.html">Note</a>"#))
        let item = page("models/Item.html")
        #expect(item.contains(#"<h1 data-signoff="approved">Item</h1>"#))
        #expect(item.contains("Signed off by Ann on 2026-11-27: “Good”."))
        #expect(item.contains(#"<li data-field="email"><code>email</code>: Keep it wide</li>"#))
        #expect(item.contains(#"<p class="fs-signoff-note" lang="en" dir="ltr">Design: Keep it wide</p>"#))
        #expect(!item.contains("data-token"), "a built site carries no serve token")
    }
}
