import Foundation
import Testing
import FormsmithCore
import Layout
import Pipeline
@testable import Site
@testable import PageContexts
@testable import Templates

/// `docs/template-keys.md` is the theme contract: every key a template can receive has a row there.
@Suite struct ThemeContractTests {
    /// Every key of `value`, at any depth.
    static func keys(of value: TemplateValue, into keys: inout Set<String>) {
        switch value {
        case .object(let values):
            for (key, child) in values.entries {
                keys.insert(key)
                Self.keys(of: child, into: &keys)
            }
        case .list(let elements):
            for element in elements { Self.keys(of: element, into: &keys) }
        case .text, .number, .flag:
            return
        }
    }

    @Test func everyKeyATemplateReceivesIsInTheThemesGuide() throws {
        let root = DemoSiteTests.repositoryRoot
        let built = BuildPipeline(root: root, config: ProjectConfig.load(projectRoot: root).config).run()
        var renderer = SiteRenderer(siteTitle: "Demo", forms: built.forms, docs: built.docs, theme: .builtIn)
        // A review in which one model is new and the others changed, so both sides and marks are there.
        renderer.review = FormDiff.compare(
            base: built.forms.dropFirst().map { form in
                var form = form
                form.sections = form.sections.reversed()
                return form
            }, head: built.forms)
        // Every form signed off, every other one changed since, so the sign-off keys are there.
        renderer.signOff = Dictionary(
            built.forms.enumerated().map { index, form in
                (
                    form.name,
                    SiteSignOff(
                        status: index % 2 == 0 ? "approved" : "changed", by: "Ann", when: "2026-11-27", note: "ok",
                        changes: ["width of `email` 200 pt → 120 pt"],
                        fieldNotes: [KeyValue(key: "email", value: "wide")])
                )
            }, uniquingKeysWith: { first, _ in first })
        let library = Theme.builtIn.templateLibrary().library
        let pieces = (
            forms: built.forms.map { FormPieces(form: $0, page: renderer.modelPage($0.name), library: library) },
            docs: built.docs.map { DocPieces(doc: $0, library: library) }
        )
        var contexts: [TemplateValue] = [
            TemplateEncoder.encode(renderer.indexContext(pieces: pieces)),
            TemplateEncoder.encode(renderer.reviewContext(renderer.review!)),
        ]
        contexts += built.forms.map {
            TemplateEncoder.encode(
                renderer.modelContext($0, path: "models/x.html", modelDoc: ModelDoc(html: "", title: "", path: "")))
        }
        contexts += built.docs.indices.map {
            TemplateEncoder.encode(renderer.docContext(built.docs[$0], index: $0, body: ""))
        }
        var errorForm = FormContext(name: "", sections: [])
        errorForm.errors = [FormErrorContext(label: "", message: "", target: "")]
        contexts.append(
            TemplateEncoder.encode(EmbedContext(form: errorForm, modelPath: "", sectionTitle: "")))
        contexts.append(
            TemplateEncoder.encode(
                NavTreeContext(
                    root: "",
                    nodes: renderer.navNodes(
                        DocNavigation.tree(built.docs),
                        current: "", currentSlug: ""))))
        var keys = Set<String>()
        for context in contexts { Self.keys(of: context, into: &keys) }
        // The demo must show every kind of value, or this test would miss their keys.
        for key in [
            "options", "children", "modelDoc", "before", "after", "changes", "breadcrumbs", "tableOfContents", "nodes",
            "cardHTML", "itemHTML", "fieldNotes", "pending",
        ] {
            #expect(keys.contains(key), "the demo gives no \(key)")
        }
        // The generated list of keys (`scripts/generate`) has a row for each.
        let page = try String(contentsOf: root.appendingPathComponent("docs/template-keys.md"), encoding: .utf8)
        let rows = Set(
            page.split(separator: "\n").filter { $0.hasPrefix("| `") }.compactMap {
                $0.split(separator: "`").dropFirst().first.map(String.init)
            })
        for key in keys.sorted() where !rows.contains(key) {
            Issue.record("docs/template-keys.md has no row for the template key `\(key)`")
        }
    }
}
