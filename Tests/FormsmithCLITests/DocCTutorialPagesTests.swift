import Foundation
import Testing
import FormsmithCore
import Pipeline
import Site

/// A DocC catalog with tutorials: the table of contents and each tutorial are pages of the
/// catalog, with numbered steps, code whose changes are marked, images, assessments, links
/// that reach them, and located warnings for a broken one while the rest of the site builds.
@Suite struct DocCTutorialPagesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/DocCTutorials")
    static let catalog = "Sources/Garden/Garden.docc"

    static let result = BuildPipeline(root: root, config: ProjectConfig()).run()

    func text(_ path: String) -> String {
        Self.result.files.first { $0.path == path }.map { String(decoding: $0.contents, as: UTF8.self) } ?? ""
    }

    /// The page's `<article>`, where the tutorial goes.
    func article(_ path: String) -> String {
        let html = text(path)
        guard let start = html.range(of: "<article"), let end = html.range(of: "</article>") else { return "" }
        return String(html[start.lowerBound..<end.upperBound])
    }

    @Test func pagesMatchTheirGoldenFiles() throws {
        for page in ["Garden", "Plant-a-Seed", "Water-the-Beds", "Broken"] {
            try GoldenFile.check(article("docs/Garden/tutorials/\(page).html"), against: "tutorials/\(page).html")
        }
        try GoldenFile.check(Self.result.diagnostics.map { "\($0)\n" }.joined(), against: "tutorials/diagnostics.txt")
    }

    @Test func tutorialsArePagesOfTheirCatalog() {
        #expect(
            Self.result.docs.map(\.outputPath).sorted() == [
                "docs/Garden/index.html", "docs/Garden/tutorials/Broken.html", "docs/Garden/tutorials/Garden.html",
                "docs/Garden/tutorials/Plant-a-Seed.html", "docs/Garden/tutorials/Water-the-Beds.html",
            ])
        #expect(
            Self.result.docs.map(\.title).sorted() == [
                "A broken tutorial", "Garden", "Garden Basics", "Plant a seed", "Water the beds",
            ])
    }

    @Test func theTableOfContentsListsChaptersWithTheirTutorials() {
        let page = article("docs/Garden/tutorials/Garden.html")
        #expect(page.contains(">Grow a garden<"))
        #expect(page.contains(">Getting started<"))
        #expect(
            page.contains(
                "<li class=\"topic-card\">\n<p><a href=\"Plant-a-Seed.html\">Plant a seed</a></p>\n<p>Make a bed and plant the first seed in it.</p>"
            ))
        #expect(page.contains("<p><a href=\"Water-the-Beds.html\">Water the beds</a></p>"))
        #expect(page.contains(#"<img src="../Resources/chapter.png" alt="A bed of soil">"#))
        #expect(page.contains(#"<a href="https://example.com/garden">"#))
    }

    @Test func stepsAreNumberedWithTheirCodeChangesMarked() {
        let page = article("docs/Garden/tutorials/Plant-a-Seed.html")
        #expect(page.contains("<ol class=\"tutorial-steps\">"))
        #expect(page.components(separatedBy: "<li class=\"tutorial-step\">").count == 4)
        // The first step shows its file plainly; the second marks the two lines it adds.
        let steps = page.components(separatedBy: "<li class=\"tutorial-step\">")
        #expect(steps[1].contains("<figcaption>Bed.swift</figcaption>") && !steps[1].contains("<ins>"))
        #expect(steps[2].components(separatedBy: "<ins>").count == 3)
        #expect(steps[2].contains("(2 lines changed)"))
        #expect(steps[2].contains("<span class=\"hl-keyword\">struct</span>"))
        #expect(steps[3].contains(#"<img src="../Resources/seed.png" alt="The finished bed">"#))
        // `previousFile:` compares with that file, from another tutorial and another folder.
        let water = article("docs/Garden/tutorials/Water-the-Beds.html")
        #expect(water.components(separatedBy: "<ins>").count == 2)
        #expect(water.contains("watered"))
    }

    @Test func assessmentsRevealTheAnswerWithoutScript() {
        let page = article("docs/Garden/tutorials/Plant-a-Seed.html")
        #expect(page.contains("<details class=\"tutorial-answer\"><summary>Show the answer</summary>"))
        #expect(page.contains("<strong>Correct:</strong> A bed."))
        #expect(page.contains("<strong>Incorrect:</strong> A cloud."))
        #expect(page.contains("<em>That's right!</em>"))
        #expect(!text("docs/Garden/tutorials/Plant-a-Seed.html").contains("<script>"))
    }

    @Test func docLinksReachTutorials() {
        let landing = article("docs/Garden/index.html")
        #expect(landing.contains(#"<a href="tutorials/Garden.html">Garden Basics</a>"#))
        #expect(landing.contains(#"<a href="tutorials/Plant-a-Seed.html">Plant a seed</a>"#))
        #expect(landing.contains(#"<a href="tutorials/Water-the-Beds.html">Water the beds</a>"#))
        #expect(
            article("docs/Garden/tutorials/Water-the-Beds.html").contains(
                #"<a href="Plant-a-Seed.html">Plant a seed</a>"#))
        #expect(SiteLinkChecker.brokenLinks(in: Self.result.files) == [])
    }

    @Test func tutorialsAreInTheNavigationUnderTheirCatalog() {
        let html = text("docs/Garden/index.html")
        #expect(html.contains(#"href="tutorials/Plant-a-Seed.html""#))
        #expect(html.contains(#"href="tutorials/Garden.html""#))
        // The table of contents first, then its tutorials as its chapters list them, then any other.
        guard let start = html.range(of: "<nav class=\"site-nav\""), let end = html.range(of: "</nav>") else {
            Issue.record("no site navigation")
            return
        }
        let navigation = html[start.lowerBound..<end.lowerBound]
        let titles = ["Garden Basics", "Plant a seed", "Water the beds", "A broken tutorial"]
        let places = titles.compactMap { navigation.range(of: ">\($0)</a>")?.lowerBound }
        #expect(places.count == titles.count && places == places.sorted())
    }

    @Test func aBrokenTutorialIsLocatedAndTheSiteStillBuilds() {
        let file = "\(Self.catalog)/Tutorials/Broken.tutorial"
        let found = Self.result.diagnostics.filter { $0.location.file == file }
            .map { "\($0.code) \($0.location.line):\($0.location.column) \($0.severity)" }
        #expect(
            found.sorted() == [
                "docc.tutorial-missing-file 15:17 warning", "docc.tutorial-unclosed-directive 1:1 warning",
                "docc.tutorial-unknown-directive 8:13 warning",
            ])
        #expect(article("docs/Garden/tutorials/Broken.html").contains("A file that is not there."))
        #expect(!text("docs/Garden/tutorials/Plant-a-Seed.html").isEmpty)
    }

    @Test func buildsAreByteIdentical() {
        let again = BuildPipeline(root: Self.root, config: ProjectConfig()).run()
        #expect(again.files.map(\.path) == Self.result.files.map(\.path))
        #expect(again.files.map(\.contents) == Self.result.files.map(\.contents))
    }
}
