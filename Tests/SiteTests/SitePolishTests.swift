import Foundation
import Testing
import FormsmithCore
import Layout
@testable import Docs
@testable import Site
@testable import PageContexts

/// The site around the forms: the doc tree lists each page once, search entries carry what a
/// result shows, counts agree with their nouns and diagnostics show their code.
@Suite struct SitePolishTests {
    func doc(_ slug: String, title: String, html: String = "", description: String? = nil) -> DocPage {
        DocPage(
            sourcePath: "docs/\(slug).md", slug: slug, title: title, description: description, html: html,
            headings: [DocHeading(level: 1, text: title, id: "t"), DocHeading(level: 2, text: "Setup", id: "setup")],
            diagnostics: [])
    }

    @Test func aPageNamedLikeItsFolderIsThatFolderNotASecondEntry() {
        let docs = [doc("guide/b", title: "B"), doc("guide", title: "Guide"), doc("guide/a", title: "A")]
        let tree = DocNavigation.tree(docs)
        #expect(tree.map(\.title) == ["Guide"])
        #expect(tree.first?.path == "docs/guide.html")
        #expect(tree.first?.children.map(\.title) == ["A", "B"])
        #expect(DocNavigation.ordered(docs) == [1, 2, 0])
        let crumbs = DocNavigation.breadcrumbs(for: docs[2]) { slug in docs.first { $0.slug == slug } }
        #expect(crumbs.map(\.title) == ["Guide", "A"])
        // A folder with an index keeps it; the page beside the folder stays a page of its own.
        let indexed = [doc("guide/index", title: "Guide home"), doc("guide", title: "Guide page")]
        #expect(DocNavigation.tree(indexed).map(\.title) == ["Guide home", "Guide page"])
    }

    @Test func searchEntriesKeepTheirCaseAndAnExcerpt() {
        let withDescription = SearchIndex.entry(doc("a", title: "Alpha", description: "Says   what\nit is."))
        #expect(withDescription.excerpt == "Says what it is.")
        #expect(withDescription.text == "Setup")
        let html =
            "<h1 id=\"x\">X</h1>\n<p>Use <code>&lt;doc:&gt;</code> links &amp; <a href=\"b.html\">more</a>.</p>\n<p>Later.</p>"
        #expect(SearchIndex.entry(doc("b", title: "B", html: html)).excerpt == "Use <doc:> links & more.")
        let long = String(repeating: "word ", count: 100)
        let cut = SearchIndex.excerpt(plain: long) ?? ""
        #expect(cut.count <= SearchIndex.excerptLength + 1 && cut.hasSuffix("word…"))
        var field = FieldLayout(id: "firstName", label: "First name", control: .text)
        let form = FormLayout(
            name: "User", title: "User", sources: FormSources(swift: "User.swift"), documentation: "A `User`.",
            sections: [
                SectionLayout(
                    id: "s", title: "Name", description: nil, layoutStyle: .vertical, columns: 1, gap: 16,
                    collapsible: false, collapsed: false, metadata: [], fields: [field])
            ], hidden: [], unsectioned: [], defaults: [], ocrGroups: [], diagnostics: [])
        #expect(SearchIndex.entry(form, path: "models/User.html").text == "Name\nFirst name")
        #expect(SearchIndex.entry(form, path: "models/User.html").excerpt == "A User.")
        field.label = "Given name"
        var renamed = form
        renamed.sections[0].fields = [field]
        #expect(SearchIndex.entry(renamed, path: "models/User.html").text == "Name\nGiven name (firstName)")
    }

    func form(_ name: String, fields: Int, diagnostics: [Diagnostic] = []) -> FormLayout {
        let fields = (0..<fields).map { FieldLayout(id: "f\($0)", label: "F\($0)", control: .text) }
        return FormLayout(
            name: name, title: name, sources: FormSources(swift: "\(name).swift"), documentation: nil,
            sections: [
                SectionLayout(
                    id: "s", title: "S", description: nil, layoutStyle: .vertical, columns: 1, gap: 16,
                    collapsible: false, collapsed: false, metadata: [], fields: fields)
            ], hidden: [], unsectioned: [], defaults: [], ocrGroups: [], diagnostics: diagnostics)
    }

    func render(_ forms: [FormLayout]) -> [String: String] {
        let (files, _) = SiteRenderer(siteTitle: "Demo", forms: forms, docs: [], theme: .builtIn).render()
        return Dictionary(uniqueKeysWithValues: files.map { ($0.path, String(decoding: $0.contents, as: UTF8.self)) })
    }

    @Test func countsAgreeWithTheirNouns() {
        let at = SourceLocation(file: "Hints/A.hints", line: 2, column: 3)
        let one = render([form("A", fields: 1, diagnostics: [Diagnostic(.warning, "hints.x", at: at, "w")])])
        let index = one["index.html"] ?? ""
        #expect(index.contains("1 form previewed"))
        #expect(index.contains("1 field · 1 section · <span class=\"model-card-warnings\">1 warning</span>"))
        let two = render([
            form(
                "A", fields: 2,
                diagnostics: [Diagnostic(.error, "x", at: at, "e"), Diagnostic(.error, "y", at: at, "e")]),
            form("B", fields: 0),
        ])
        #expect(two["index.html"]?.contains("2 forms previewed") == true)
        #expect(
            two["index.html"]?.contains("2 fields · 1 section · <span class=\"model-card-errors\">2 errors</span>")
                == true)
        #expect(two["index.html"]?.contains("0 fields") == true)
    }

    @Test func aDiagnosticShowsItsCodeSpansAsCode() {
        let at = SourceLocation(file: "Hints/A.hints", line: 2, column: 3)
        let page = render([
            form(
                "A", fields: 1, diagnostics: [Diagnostic(.warning, "hints.unknown-key", at: at, "unknown key `<foo>`")])
        ])
        #expect(page["models/A.html"]?.contains("unknown key <code>&lt;foo&gt;</code>") == true)
        #expect(page["models/A.html"]?.contains("`") == false)
    }

    /// A renamed field's other changes are marked on its old name before and its new name after.
    @Test func aRenamedFieldsChangesAreMarkedOnBothSides() {
        let changes = [
            FormChange(.fieldRenamed, section: "s", field: "mail", before: "email", after: "mail", summary: "renamed"),
            FormChange(.fieldControl, section: "s", field: "mail", before: "email", after: "text", summary: "control"),
        ]
        let (before, after) = SiteRenderer.marks(for: changes)
        #expect(before["field:email"]?.label == "renamed to mail; control email → text")
        #expect(after["field:mail"]?.label == "renamed from email; control email → text")
        #expect(before["field:mail"] == nil)
    }
}
