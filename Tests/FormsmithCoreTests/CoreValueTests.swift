import Foundation
import Testing
@testable import FormsmithCore
import ProjectFiles
import Docs

@Suite struct CoreValueTests {
    @Test(arguments: [
        ("narrow", 150), ("Narrow", 150), ("MEDIUM", 200), ("wide", 400), ("250", 250), ("0", 0),
    ])
    func namedAndNumericWidths(text: String, points: Int) {
        #expect(DisplayWidth(hintsText: text)?.points == points)
    }

    @Test(arguments: ["20.5", " 3", "1e3", "", "huge", "-5"])
    func widthsSixLayerDoesNotKnow(text: String) {
        #expect(DisplayWidth(hintsText: text) == nil)
    }

    @Test(arguments: [(1, 150), (10, 150), (11, 200), (30, 200), (31, 400)])
    func expectedLengthBands(length: Int, points: Int) {
        #expect(DisplayWidth(expectedLength: length).points == points)
    }

    @Test(arguments: [
        ("docs/a/b.html", "models/User.html", "../../models/User.html"),
        ("docs/a/b.html", "docs/a/c.html", "c.html"),
        ("docs/a/b.html", "docs/ab/c.html", "../ab/c.html"),
        ("docs/ab/b.html", "docs/a/c.html", "../a/c.html"),
        ("docs/a/b.html", "docs/a", "../a"),  // the last part of the target is never shared
        ("index.html", "docs/a/c.html", "docs/a/c.html"),
        ("docs/a/b.html", "index.html", "../../index.html"),
        ("docs/é/b.html", "docs/é/ü.html", "ü.html"),
        ("/docs//a/b.html", "docs/a//c.html", "c.html"),  // empty parts are ignored
    ])
    func linksBetweenSitePaths(page: String, target: String, link: String) {
        #expect(RelativePath.link(from: page, to: target) == link)
    }

    @Test(
        arguments: [
            ("docs/a/b.md", "docs/a/b.md"), ("docs/./a/../b.md", "docs/b.md"), ("docs/.hidden/..x", "docs/.hidden/..x"),
            ("docs//a/", "docs/a"), ("docs/../../x", nil), ("..", nil), ("a/.", "a"), ("", ""),
        ] as [(String, String?)])
    func pathsAreNormalized(path: String, normalized: String?) {
        #expect(RelativePath.normalize(path) == normalized)
    }

    @Test func editDistanceSuggestsNearMisses() {
        #expect("displayWitdh".editDistance(to: "displayWidth") == 2)
        #expect("displayWitdh".closest(in: ["displayWidth", "maxLength"]) == "displayWidth")
        #expect("colour".closest(in: ["displayWidth", "maxLength"]) == nil)
        #expect("".editDistance(to: "abc") == 3)
    }

    @Test func diagnosticsPrintLikeACompiler() {
        let diagnostic = Diagnostic.warning(
            "hints.unknown-key", at: SourceLocation(file: "Hints/User.hints", line: 3, column: 5), "unknown key")
        #expect(diagnostic.description == "Hints/User.hints:3:5: warning: unknown key [hints.unknown-key]")
    }

    @Test func diagnosticsSortByPlace() {
        let later = Diagnostic.error("b", at: SourceLocation(file: "a", line: 10, column: 1), "x")
        let earlier = Diagnostic.warning("a", at: SourceLocation(file: "a", line: 2, column: 9), "y")
        let otherFile = Diagnostic.warning("a", at: SourceLocation(file: "0", line: 99, column: 1), "z")
        #expect([later, earlier, otherFile].sortedForOutput() == [otherFile, earlier, later])
        #expect([later, earlier].errorCount == 1)
        #expect([later, earlier].warningCount == 1)
    }

    @Test func escapingCoversTextAndAttributes() {
        #expect(HTMLEscaping.escape(#"<a href="x">'&'</a>"#) == "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
        #expect(HTMLEscaping.escape("plain ü") == "plain ü")
    }

    @Test(arguments: ["javascript:alert(1)", "JavaScript:x", "vbscript:x", "data:text/html,<b>"])
    func scriptURLsAreDropped(url: String) {
        #expect(HTMLEscaping.safeURL(url) == "")
    }

    @Test(arguments: [
        "https://example.com", "guide.html#x", "../models/User.html", "mailto:a@b.c", "data:image/png;base64,AA",
    ])
    func ordinaryURLsAreKept(url: String) {
        #expect(HTMLEscaping.safeURL(url) == url)
    }

    /// The byte order paths and keys are sorted in agrees with the generic comparison of UTF-8
    /// bytes, on prefixes, equal strings, empty ones, non-ASCII and long (non-inline) ones.
    @Test func byteOrderIsTheUTF8Order() {
        let strings = [
            "", "a", "A", "ab", "a/b", "a-b", "a.b", "b", "Z", "é", "e\u{301}", "ü", "日本", "a\u{0}",
            String(repeating: "x", count: 40), String(repeating: "x", count: 40) + "y", "Sources/Model00017.swift",
            "Sources/Model00170.swift",
        ]
        for left in strings {
            for right in strings {
                #expect(
                    left.utf8Precedes(right) == left.utf8.lexicographicallyPrecedes(right.utf8), "\(left) < \(right)")
            }
        }
    }

    @Test func projectChangesTellEditsFromFilesComingAndGoing() throws {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("formsmith-changes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        func write(_ path: String, _ text: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        for path in ["a.md", "Hints/B.hints", ".git/HEAD", "node_modules/x.js", "_site/index.html"] {
            try write(path, "one")
        }
        let snapshot = { ProjectChanges.snapshot(of: root.path, ignoring: ["_site"]) }
        let start = snapshot()
        #expect(Set(start.keys) == ["a.md", "Hints/B.hints"], "hidden, vendored and ignored folders are not inputs")

        try write("a.md", "one more")
        let edited = snapshot()
        #expect(ProjectChanges(from: start, to: edited) == ProjectChanges(modified: ["a.md"]))
        #expect(ProjectChanges(from: edited, to: edited) == ProjectChanges(modified: []))

        try FileManager.default.removeItem(at: root.appendingPathComponent("Hints/B.hints"))
        try write("Hints/C.hints", "one")
        let renamed = snapshot()
        #expect(renamed.count == edited.count)
        #expect(ProjectChanges(from: edited, to: renamed) == ProjectChanges(modified: [], addedOrRemoved: true))
        #expect(ProjectChanges(from: renamed, to: start).addedOrRemoved)
        try write(".git/HEAD", "two")
        #expect(snapshot() == renamed, "a hidden folder's change is no change of the project")
    }
}
