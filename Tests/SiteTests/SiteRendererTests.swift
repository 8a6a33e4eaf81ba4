import Foundation
import Testing
import FormsmithCore
import Layout
import Docs
@testable import Site
@testable import PageContexts
@testable import Templates

@Suite struct SiteRendererTests {
    func field(_ id: String, _ control: Control, configure: (inout FieldLayout) -> Void = { _ in }) -> FieldLayout {
        var field = FieldLayout(id: id, label: FieldLabel.titleCase(id), control: control)
        configure(&field)
        return field
    }

    func form(name: String = "User", sections: [SectionLayout]) -> FormLayout {
        FormLayout(
            name: name, title: name, sources: FormSources(swift: "User.swift", hints: "Hints/User.hints"),
            documentation: nil, sections: sections, hidden: [], unsectioned: [], defaults: [], ocrGroups: [],
            diagnostics: [])
    }

    func section(
        _ id: String, collapsible: Bool = false, collapsed: Bool = false, columns: Int = 1, fields: [FieldLayout]
    ) -> SectionLayout {
        SectionLayout(
            id: id, title: id.capitalized, description: nil, layoutStyle: .vertical, columns: columns, gap: 16,
            collapsible: collapsible, collapsed: collapsed, metadata: [], fields: fields)
    }

    func render(_ forms: [FormLayout], docs: [DocPage] = []) -> [String: String] {
        let (files, diagnostics) = SiteRenderer(siteTitle: "Demo", forms: forms, docs: docs, theme: .builtIn).render()
        #expect(diagnostics.isEmpty)
        return Dictionary(uniqueKeysWithValues: files.map { ($0.path, String(decoding: $0.contents, as: UTF8.self)) })
    }

    @Test func theBuiltInThemeIsEmbedded() {
        let theme = Theme.builtIn
        #expect(theme.files.keys.contains("templates/model.mustache"))
        #expect(theme.assets.map(\.path).contains("assets/site/base.css"))
        #expect(theme.templateLibrary().diagnostics.isEmpty)
    }

    @Test func sectionsBecomeDetailsOrSectionsInOrder() {
        let pages = render([
            form(sections: [
                section("open", collapsible: true, fields: [field("a", .text)]),
                section("shut", collapsible: true, collapsed: true, fields: [field("b", .text)]),
                section("plain", columns: 2, fields: [field("c", .text), field("d", .toggle)]),
            ])
        ])
        let html = pages["models/User.html"] ?? ""
        let open = html.range(of: #"<details class="fs-section" data-section="open" open>"#)
        let shut = html.range(of: #"<details class="fs-section" data-section="shut">"#)
        let plain = html.range(of: #"<section class="fs-section" data-section="plain""#)
        #expect(open != nil && shut != nil && plain != nil)
        if let open, let shut, let plain {
            #expect(open.lowerBound < shut.lowerBound && shut.lowerBound < plain.lowerBound)
        }
        #expect(html.contains(#"data-columns="2" style="--fs-columns: 2; --fs-gap: 16px""#))
        #expect(html.contains(#"type="checkbox" role="switch""#))
    }

    @Test func controlsCarryTheirAttributes() throws {
        let pages = render([
            form(sections: [
                section(
                    "s",
                    fields: [
                        field("name", .text) {
                            $0.width = 150; $0.maxLength = 40; $0.minLength = 2; $0.required = true; $0.counter = true
                        },
                        field("count", .number) {
                            $0.minimum = "0"; $0.step = "1"; $0.inputMode = "numeric"
                        },
                        field("id", .uuid) { $0.editable = false },
                        field("kind", .select) {
                            $0.options = [PickerOption(value: "a", label: "A")]; $0.defaultValue = "a"
                        },
                    ])
            ])
        ])
        let html = pages["models/User.html"] ?? ""
        #expect(html.contains(#"style="--fs-width: 150px""#))
        #expect(
            html.contains(
                #"<input class="fs-control" type="text" id="field-name" name="name" dir="ltr" placeholder="Enter text" required maxlength="40" minlength="2" aria-describedby="field-name-counter">"#
            ))
        // Numbered where VoiceOver reads it (`data-a11y-order`).
        #expect(
            html.contains(
                try Regex(
                    #"<p class="fs-counter" data-a11y-order="\d+" id="field-name-counter" aria-live="polite">0 / 40 characters</p>"#
                )))
        #expect(
            html.contains(
                #"type="number" id="field-count" name="count" dir="ltr" placeholder="Enter integer" min="0" step="1" inputmode="numeric""#
            ))
        // Read-only, a text field all the same: SixLayer's DynamicTextField reads no `isEditable`
        // (DynamicFormView's picture draws it editable), IntelligentFormView disables it.
        #expect(html.contains(try Regex(#"data-control="uuid"[^>]* data-ignores-editable>"#)))
        #expect(html.contains(#"id="field-id" name="id" dir="ltr" placeholder="Enter text" disabled>"#))
        #expect(html.contains(#"<option value="a" selected>A</select>"#))
    }

    @Test func everyUserStringIsEscaped() {
        let hostile = #"<script>alert(1)</script>"><img src=x onerror=alert(2)>"#
        var evil = form(
            name: "Evil",
            sections: [
                section(
                    hostile,
                    fields: [
                        field(hostile, .select) {
                            $0.label = hostile
                            $0.options = [PickerOption(value: hostile, label: hostile)]
                            $0.helpText = hostile
                            $0.placeholder = hostile
                        }
                    ])
            ])
        evil.documentation = hostile
        evil.diagnostics = [.warning("x", at: FormsmithCore.SourceLocation(file: hostile), hostile)]
        evil.defaults = [KeyValue(key: "_defaultColor", value: "red;}</style><script>")]
        let pages = render([evil])
        for (path, html) in pages where path.hasSuffix(".html") {
            #expect(!html.contains("<script>alert"), "\(path)")
            #expect(!html.contains("<img src=x"), "\(path)")
            #expect(!html.contains("</style><script>"), "\(path)")
        }
        #expect(pages["models/Evil.html"]?.contains("&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img") == true)
    }

    @Test func linksAreRelativeToEachPage() {
        let doc = DocsLoader.render(data: Data("# Deep\n".utf8), relativePath: "a/b.md")
        let pages = render([form(sections: [section("s", fields: [])])], docs: [doc])
        #expect(pages["index.html"]?.contains(#"href="assets/site/base.css""#) == true)
        #expect(pages["index.html"]?.contains(#"href="models/User.html""#) == true)
        #expect(pages["models/User.html"]?.contains(#"href="../assets/site/base.css""#) == true)
        #expect(pages["docs/a/b.html"]?.contains(#"href="../../assets/site/base.css""#) == true)
        #expect(pages["docs/a/b.html"]?.contains(#"href="../../models/User.html""#) == true)
        for html in pages.values { #expect(!html.contains("href=\"/")) }
    }

    @Test func manifestIsSortedAndOmitsAbsentValues() throws {
        let pages = render([
            form(
                name: "Zed",
                sections: [
                    section(
                        "s",
                        fields: [
                            field("a", .text) {
                                $0.width = 200; $0.widthSource = .displayWidth
                            }
                        ])
                ]),
            form(name: "Alpha", sections: []),
        ])
        let manifest = try #require(pages["manifest.json"])
        let json = try JSONSerialization.jsonObject(with: Data(manifest.utf8)) as? [String: Any]
        let models = json?["models"] as? [[String: Any]]
        #expect(json?["formsmith"] as? Int == 1)
        #expect(models?.compactMap { $0["name"] as? String } == ["Alpha", "Zed"])
        let zedField = ((models?[1]["sections"] as? [[String: Any]])?.first?["fields"] as? [[String: Any]])?.first
        #expect(zedField?["width"] as? Int == 200)
        #expect(zedField?["maxLength"] == nil)
        #expect(manifest.range(of: "\"formsmith\"")!.lowerBound < manifest.range(of: "\"models\"")!.lowerBound)
    }

    @Test(arguments: [
        ("User", "User"), ("Trip.Budget", "Trip.Budget"), ("../x", "___x-"), ("a/b", "a_b-"), ("..", "__-"),
        ("Ünïcode Name", "_n_code_Name-"), ("CON", "CON-"), ("lpt1", "lpt1-"), ("", "-"),
    ])
    func modelFileNamesAreSafe(name: String, file: String) {
        let safe = SitePaths.safeFileName(name)
        #expect(safe.hasPrefix(file))
        #expect(!safe.contains("/") && !safe.contains("\\") && safe != "." && safe != "..")
        if file.hasSuffix("-") { #expect(safe.count == file.count + 8) }
    }

    @Test func unsafeNamesNeverShareAFile() {
        let names = ["a/b", "a_b", "a b", "a:b", "A/b", "../a_b"]
        let files = names.map(SitePaths.safeFileName)
        #expect(Set(files).count == names.count)
        #expect(files == names.map(SitePaths.safeFileName))  // stable
    }

    @Test func namesDifferingOnlyInCaseGetPagesThatDifferWithoutCase() {
        // `User` and `user` would be one file on macOS and Windows.
        let pages = SitePaths.modelPages(for: ["user", "User", "Order", "USER"])
        #expect(pages["USER"] == "models/USER.html")  // first in byte order keeps its plain name
        #expect(pages["User"]?.hasPrefix("models/User-") == true)
        #expect(pages["Order"] == "models/Order.html")
        #expect(Set(pages.values.map { $0.lowercased() }).count == 4)
        #expect(pages == SitePaths.modelPages(for: ["Order", "USER", "User", "user"]))  // stable

        let files = render([form(name: "User", sections: []), form(name: "user", sections: [])])
        let modelFiles = files.keys.filter { $0.hasPrefix("models/") }
        #expect(modelFiles.count == 2 && Set(modelFiles.map { $0.lowercased() }).count == 2)
        #expect(files["index.html"]?.contains("href=\"\(pages["user"]!)\"") == true)
    }

    @Test func theManifestJoinedFromPerModelPiecesEqualsOneEncoding() throws {
        let forms = [
            form(
                name: "B",
                sections: [
                    section(
                        "main",
                        fields: [
                            field("a", .text),
                            field("tags", .list) { $0.options = [PickerOption(value: "x", label: "X")] },
                        ])
                ]),
            form(name: "A", sections: []),
        ]
        // Every kind of value the writer must spell as JSONEncoder does: hostile strings, every
        // optional key, nested group fields, descriptions, diagnostics, no sources.
        let hostile = "q\"\\/\u{0}\u{1}\u{8}\t\n\u{c}\r\u{1f}\u{7f}\u{2028}é😀 </script>"
        var odd = form(
            name: "Odd\(hostile)",
            sections: [
                section(
                    "s\(hostile)", collapsible: true, collapsed: true, columns: 3,
                    fields: [
                        field("width", .textarea) {
                            $0.width = 240; $0.widthSource = .expectedLength; $0.maxLength = 12; $0.minLength = 2;
                            $0.counter = true
                            $0.defaultValue = hostile; $0.required = true; $0.editable = false; $0.itemControl = .email
                        },
                        field("group", .group) {
                            $0.children = [self.field("inner\(hostile)", .number) { $0.label = hostile }]
                        },
                    ])
            ])
        odd.sections[0].description = hostile
        odd.sources = FormSources(swift: nil, hints: nil)
        odd.diagnostics = [
            Diagnostic(.warning, "x.\(hostile)", at: SourceLocation(file: hostile, line: 3, column: 9), hostile),
            Diagnostic(.info, "x.note", at: SourceLocation(file: "a"), "left out"),
        ]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        for set in [forms, [], [odd] + forms] {
            let whole = try encoder.encode(Manifest.Root(models: set.sorted { $0.name < $1.name }.map(Manifest.entry)))
            #expect(Manifest.encode(set) == [UInt8](whole) + [0x0A])
        }
    }

    @Test func cardsComeFromTheCardPartialAndAThemeMayReplaceIt() {
        let forms = [form(name: "Alpha", sections: [section("main", fields: [field("a", .text)])])]
        var theme = Theme.builtIn
        theme.files["templates/card.mustache"] = Array("<li class=\"custom-card\">{{name}}: {{fieldCount}}</li>\n".utf8)
        let (files, diagnostics) = SiteRenderer(siteTitle: "Demo", forms: forms, docs: [], theme: theme).render()
        #expect(diagnostics.isEmpty)
        let index = files.first { $0.path == "index.html" }.map { String(decoding: $0.contents, as: UTF8.self) } ?? ""
        #expect(index.contains("<ul class=\"model-cards\">\n<li class=\"custom-card\">Alpha: 1</li>\n</ul>"))
        #expect(render(forms)["index.html"]?.contains("class=\"model-card\" data-path=\"models/Alpha.html\"") == true)
    }
}

@Suite struct ThemeTests {
    func theme(_ files: [String: String]) -> Theme {
        Theme.builtIn.overlaid(
            by: Theme(
                files: files.mapValues { Array($0.utf8) },
                origins: Dictionary(uniqueKeysWithValues: files.keys.map { ($0, "Themes/t/\($0)") })))
    }

    @Test func aBrokenTemplateIsAnErrorAtItsPlace() {
        let diagnostics = theme(["templates/index.mustache": "<h1>\n{{#models}}\n{{name}\n"]).templateLibrary()
            .diagnostics
        #expect(diagnostics.map(\.code) == ["theme.template-error"])
        #expect(diagnostics.first?.location.file == "Themes/t/templates/index.mustache")
        #expect(diagnostics.first?.location.line == 3)
    }

    @Test func aMissingPartialNamesItself() {
        let diagnostics = theme(["templates/doc.mustache": "{{>head}}\n  {{> sidebar }}\n{{>foot}}"]).templateLibrary()
            .diagnostics
        #expect(diagnostics.map(\.code) == ["theme.missing-partial"])
        #expect(diagnostics.first?.message.contains("\"sidebar\"") == true)
        #expect(
            diagnostics.first?.location
                == FormsmithCore.SourceLocation(file: "Themes/t/templates/doc.mustache", line: 2, column: 3))
    }

    @Test func aThemeStylesheetNoTemplateLinksIsAWarning() {
        let diagnostics = theme([
            "assets/form.css": ".fs-field { color: red; }", "assets/theme.css": ":root { --fs-accent: red; }",
            "assets/extra.css": ".x { }", "templates/head.mustache": "<link href=\"assets/extra.css\">",
        ]).templateLibrary().diagnostics
        #expect(diagnostics.map(\.code) == ["theme.unlinked-asset", "theme.unlinked-asset"])
        #expect(diagnostics.map(\.location.file) == ["Themes/t/assets/form.css", "Themes/t/assets/theme.css"])
        #expect(diagnostics.first?.message.contains("assets/form/") == true)
    }

    @Test func aTemplateLinkingAnAssetTheThemeLacksIsAWarningAtTheLink() {
        let head =
            "<title>x</title>\n<script src=\"{{root}}assets/search-index.js\" defer></script>\n"
            + "<link rel=\"stylesheet\" href=\"{{root}}assets/theme.css\"> <script src=\"{{root}}assets/formsmith.js\" defer></script>\n"
        let diagnostics = theme(["templates/head.mustache": head]).templateLibrary().diagnostics
        #expect(diagnostics.map(\.code) == ["theme.missing-asset"])
        #expect(diagnostics.first?.message.contains("assets/formsmith.js,") == true)
        #expect(
            diagnostics.first?.location
                == FormsmithCore.SourceLocation(file: "Themes/t/templates/head.mustache", line: 3, column: 70))
    }

    @Test func aProjectThemeOverlaysTheDefault() {
        let overlaid = theme(["assets/theme.css": ":root { --fs-accent: red; }"])
        #expect(String(decoding: overlaid.files["assets/theme.css"]!, as: UTF8.self).contains("red"))
        #expect(overlaid.files["templates/model.mustache"] == Theme.builtIn.files["templates/model.mustache"])
        #expect(overlaid.templateLibrary().diagnostics.isEmpty)
    }

}
