import Foundation
import Testing
import FormsmithCore
@testable import FormsmithCLI
import Layout
import Pipeline
import PageContexts

/// `formsmith diff` on copies of the demo project, by folder and by git revision.
@Suite(.serialized) struct DiffCommandTests {
    /// A copy of the demo project (hints, docs, models, config) in a fresh folder.
    static func demoCopy() throws -> URL {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("formsmith-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        for item in ["Hints", "docs", "formsmith.yml"] {
            try FileManager.default.copyItem(
                at: DemoSiteTests.repositoryRoot.appendingPathComponent(item), to: copy.appendingPathComponent(item))
        }
        return copy
    }

    /// One width changed, one field moved and one section collapsed in Hints/User.hints.
    static func editUserHints(in root: URL) throws {
        let url = root.appendingPathComponent("Hints/User.hints")
        var text = try String(contentsOf: url, encoding: .utf8)
        text = text.replacingOccurrences(
            of: #""phone": { "displayWidth": "narrow", "isOptional": true }"#,
            with: #""phone": { "displayWidth": "medium", "isOptional": true }"#)
        text = text.replacingOccurrences(
            of: #""fields": ["email", "phone", "website"]"#, with: #""fields": ["email", "website", "phone"]"#)
        text = text.replacingOccurrences(
            of: "\"isCollapsible\": true,\n      \"isCollapsed\": false,",
            with: "\"isCollapsible\": true,\n      \"isCollapsed\": true,")
        try Data(text.utf8).write(to: url)
    }

    /// The command's output and exit status, without touching the process's standard output.
    func output(_ arguments: [String]) throws -> (text: String, status: Int32) {
        let parsed = try FormsmithCommand.parseAsRoot(arguments)
        guard let diff = parsed as? FormsmithCommand.Diff else { return ("", -1) }
        do {
            let (text, report, diagnostics) = try diff.execute()
            return (text, diff.reporting.fail(diagnostics) || (diff.failOnChange && report.hasChanges) ? 1 : 0)
        } catch {
            return ("", FormsmithCommand.exitCode(for: error).rawValue)
        }
    }

    /// The move is said twice: as a move, and as what VoiceOver now reads first (`reading-order`).
    @Test func threeEditsAreExactlyTheirFourChangesInEveryFormat() throws {
        let base = try Self.demoCopy(), head = try Self.demoCopy()
        defer {
            try? FileManager.default.removeItem(at: base)
            try? FileManager.default.removeItem(at: head)
        }
        try Self.editUserHints(in: head)
        let site = head.appendingPathComponent("_site")

        let text = try output(["diff", "--root", head.path, "--base", base.path, "--output", site.path])
        #expect(text.status == 0)
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent(SitePaths.reviewPage).path))
        #expect(FormsmithCommand.Diff.reviewPageNote(output: "_site") == "Review page: _site/\(SitePaths.reviewPage)\n")
        #expect(
            text.text == """
                User: changed
                  section “About” now starts collapsed
                  `phone` moved within “Contact” from position 2 to 3
                  width of `phone` 150 pt → 200 pt
                  reading order: Website is now read before Phone
                1 model changed, 3 unchanged, 4 changes.

                """)

        let json = try output(["diff", "--root", head.path, "--base", base.path, "--format", "json"])
        let decoded = try JSONSerialization.jsonObject(with: Data(json.text.utf8)) as? [String: Any]
        let user = (decoded?["models"] as? [[String: Any]])?.first
        #expect(
            (user?["changes"] as? [[String: Any]])?.compactMap { $0["kind"] as? String } == [
                "section-collapsed", "field-moved", "field-width", "reading-order",
            ])

        let markdown = try output(["diff", "--root", head.path, "--base", base.path, "--format", "markdown"]).text
        try GoldenFile.check(markdown, against: "diff.md")
        // With the review page's address, each form links to its own heading there.
        let hosted = try output([
            "diff", "--root", head.path, "--base", base.path, "--format", "markdown",
            "--review-url", "https://example.org/pr-7/review/index.html",
        ]).text
        #expect(hosted.contains("| [User](https://example.org/pr-7/review/index.html#model-User) (changed) | low |"))

        // Annotations on the hints lines: the moved and the widened field on their own lines.
        let github = try output(["diff", "--root", head.path, "--base", base.path, "--format", "github"]).text
        let hintsLines = try String(contentsOf: head.appendingPathComponent("Hints/User.hints"), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        let phoneLine = try #require(hintsLines.firstIndex { $0.contains(#""phone": {"#) }) + 1
        let websiteLine = try #require(hintsLines.firstIndex { $0.contains(#""website": {"#) }) + 1
        #expect(
            github.split(separator: "\n") == [
                "::notice file=Hints/User.hints,title=User%3A section-collapsed::section “About” now starts collapsed",
                "::notice file=Hints/User.hints,line=\(phoneLine),title=User%3A field-moved::`phone` moved within “Contact” from position 2 to 3",
                "::notice file=Hints/User.hints,line=\(phoneLine),title=User%3A field-width::width of `phone` 150 pt → 200 pt",
                "::notice file=Hints/User.hints,line=\(websiteLine),title=User%3A reading-order::reading order: Website is now read before Phone",
            ])

        let review = try String(contentsOf: site.appendingPathComponent("review/index.html"), encoding: .utf8)
        #expect(review.contains(#"data-section="about" id="change-m0-after-section-about" data-change="changed""#))
        #expect(
            review.contains(#"data-field="phone" data-control="tel" data-width="200" style="--fs-width: 200px""#)
                == false)
        #expect(
            review.contains(
                #"data-field="phone" data-control="tel" id="change-m0-after-field-phone" data-change="moved" data-width="200""#
            ))
        // Each mark says what changed in words, and each change line links to its mark.
        #expect(review.contains(#"<span class="fs-change-label">moved from position 2; width 150 pt → 200 pt</span>"#))
        #expect(review.contains(#"<span class="fs-change-label">moved to position 3; width 150 pt → 200 pt</span>"#))
        #expect(
            review.contains(
                ##"<a href="#change-m0-after-field-phone">width of <code>phone</code> 150 pt → 200 pt</a>"##))
        #expect(
            review.contains(##"<a href="#change-m0-after-section-about">section “About” now starts collapsed</a>"##))
        #expect(review.contains("3 unchanged"))
        // Change lines name fields and widths in code, not in Markdown backticks.
        #expect(review.contains("<code>phone</code>"))
        #expect(!review.contains("`phone`"))
        let index = try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains(#"<a href="review/index.html">Review: 1 model changed</a>"#))

        #expect(
            try output(["diff", "--root", head.path, "--base", base.path, "--fail-on-change", "--format", "json"])
                .status == 1)
    }

    /// The browser tests' review base (Tests/browser/Fixtures/ReviewBase): one change of each kind,
    /// each in the pull-request comment, the riskiest first.
    @Test func everyKindOfChangeIsInTheComment() throws {
        let base = try Self.demoCopy(), head = try Self.demoCopy()
        defer {
            try? FileManager.default.removeItem(at: base)
            try? FileManager.default.removeItem(at: head)
        }
        let fixtures = DemoSiteTests.repositoryRoot.appendingPathComponent("Tests/browser/Fixtures/ReviewBase")
        for (fixture, place) in [("User.hints", "Hints/User.hints"), ("User.swift", "docs/examples/User.swift")] {
            try FileManager.default.removeItem(at: base.appendingPathComponent(place))
            try FileManager.default.copyItem(
                at: fixtures.appendingPathComponent(fixture), to: base.appendingPathComponent(place))
        }
        let markdown = try output(["diff", "--root", head.path, "--base", base.path, "--format", "markdown"]).text
        let needsALook = try #require(markdown.components(separatedBy: "### Needs a look").last)
        #expect(needsALook.hasPrefix("\n\n- **high**: User: `fax` removed\n"))
        for line in [
            "- `website` added to “Contact”", "- `fax` removed", "- width of `phone` 200 pt → 150 pt",
            "- requirement of `firstName` optional → required",
            "- `birthDate` moved within “About” from position 1 to 2",
            "- `mail` renamed `email` (label “Mail” → “Email”)", "- collection preference `cards` → `list`",
        ] {
            #expect(markdown.contains(line + "\n"), "\(line)")
        }
    }

    @Test func reformattingHintsIsNoChange() throws {
        let base = try Self.demoCopy(), head = try Self.demoCopy()
        defer {
            try? FileManager.default.removeItem(at: base)
            try? FileManager.default.removeItem(at: head)
        }
        let url = head.appendingPathComponent("Hints/Product.hints")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        // One line, another key order.
        try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]).write(to: url)
        let result = try output(["diff", "--root", head.path, "--base", base.path, "--fail-on-change"])
        #expect(result.status == 0)
        #expect(result.text == "No form changes in 4 models.\n")
    }

    /// `--models` reads the same models on both sides: a base read whole would have every other
    /// model's fields differ (their types unknown in the working tree).
    @Test func bothSidesReadTheModelsNamed() throws {
        let base = try Self.demoCopy(), head = try Self.demoCopy()
        defer {
            try? FileManager.default.removeItem(at: base)
            try? FileManager.default.removeItem(at: head)
        }
        let order = head.appendingPathComponent("docs/examples/Order.swift").path
        let same = try output(["diff", "--root", head.path, "--base", base.path, "--models", order, "--fail-on-change"])
        #expect(same.status == 0)
        #expect(same.text == "No form changes in 4 models.\n")

        try Self.editUserHints(in: head)
        let edited = try output(["diff", "--root", head.path, "--base", base.path, "--models", order])
        #expect(edited.text.hasPrefix("User: changed\n"))
        #expect(edited.text.hasSuffix("1 model changed, 3 unchanged, 4 changes.\n"))
    }

    @Test func baseCanBeAGitRevision() throws {
        let repository = try Self.demoCopy()
        defer { try? FileManager.default.removeItem(at: repository) }
        func git(_ arguments: [String]) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments =
                ["git", "-C", repository.path, "-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "git \(arguments)")
        }
        try git(["init", "-q"])
        try git(["add", "-A"])
        try git(["commit", "-q", "-m", "base"])
        try Self.editUserHints(in: repository)
        try git(["commit", "-q", "-am", "edit"])
        let result = try output(["diff", "--root", repository.path, "--base", "HEAD~1", "--format", "json"])
        let decoded = try JSONSerialization.jsonObject(with: Data(result.text.utf8)) as? [String: Any]
        #expect(decoded?["changed"] as? Int == 1)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path)
            .filter { $0.hasPrefix("formsmith-base-") }
        #expect(leftovers.isEmpty)
        #expect(try output(["diff", "--root", repository.path, "--base", "no-such-revision"]).status == 2)
    }
}
