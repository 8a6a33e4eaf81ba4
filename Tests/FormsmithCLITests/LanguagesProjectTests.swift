import Foundation
import FormsmithCore
import Testing
import Pipeline
import Site
import ProjectFiles

/// A project's languages through the whole build: found wherever they are, each a file the pages
/// load, bad input warned about at its line with the language falling back, and `serve`'s rebuild
/// after a catalog edit equal to a fresh build.
@Suite(.serialized) struct LanguagesProjectTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("formsmith-languages-\(UUID().uuidString)")

    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func build(_ cache: BuildCache? = nil, changes: ProjectChanges? = nil) -> BuildResult {
        let (config, _) = ProjectConfig.load(projectRoot: root)
        var pipeline = BuildPipeline(root: root, config: config)
        pipeline.cache = cache
        pipeline.changes = changes
        return pipeline.run()
    }

    func text(_ result: BuildResult, _ path: String) -> String? {
        result.files.first { $0.path == path }.map { String(decoding: $0.contents, as: UTF8.self) }
    }

    func catalog(german: String) -> String {
        """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "App.name.label" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "\(german)" } } } },
            "Main" : { "localizations" : { "ar" : { "stringUnit" : { "state" : "translated", "value" : "رئيسي" } } } }
          },
          "version" : "1.0"
        }
        """
    }

    func makeProject() throws {
        try write("formsmith.yml", "title: Shop\nlocalization:\n  namespace: App\n")
        try write(
            "Hints/Item.hints",
            """
            {
              "_sections": [{ "id": "main", "title": "Main", "fields": ["name"] }],
              "name": { "displayWidth": "narrow" }
            }
            """)
        try write("App/Resources/Localizable.xcstrings", catalog(german: "Bezeichnung"))
    }

    @Test func everyLanguageIsAFileThePagesLoadAndTheSourceComesFirst() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try makeProject()
        try write("App/fr.lproj/Localizable.strings", "\"App.name.label\" = \"Nom\";\n")
        let result = build()
        #expect(result.diagnostics.filter { $0.severity != .info }.map(\.code) == [])
        let page = try #require(text(result, "models/Item.html"))
        #expect(page.contains("data-model=\"Item\" data-languages=\"en ar de fr\""))
        #expect(page.contains("assets/scripts/languages.js"))
        let german = try #require(text(result, "languages/de.js"))
        #expect(german.hasPrefix("window.formsmithLanguage({\"code\":\"de\",\"dir\":\"ltr\""))
        #expect(german.contains("\"Item\":{\"fields\":{\"name\":{\"label\":\"Bezeichnung\"}}"))
        #expect(text(result, "languages/ar.js")?.contains("\"dir\":\"rtl\"") == true)
        #expect(text(result, "languages/fr.js")?.contains("\"label\":\"Nom\"") == true)
        #expect(text(result, "languages/en.js") == nil)
    }

    @Test func aProjectWithoutStringsHasNoLanguageFilesAndNoMenuData() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try makeProject()
        try FileManager.default.removeItem(at: root.appendingPathComponent("App"))
        let result = build()
        #expect(!result.files.contains { $0.path.hasPrefix("languages/") })
        #expect(text(result, "models/Item.html")?.contains("data-languages") == false)
    }

    @Test func badInputIsWarnedAtItsPlaceAndTheLanguageFallsBack() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try makeProject()
        try write("App/Resources/Localizable.xcstrings", "{\n  \"sourceLanguage\": \"en\",\n  \"strings\": {\n")
        try write("App/de.lproj/Localizable.strings", "\"App.name.label\" = \"Name\"\n\"x\" = \"y\";\n")
        try write("App/xx-nowhere.lproj/Localizable.strings", "\"a\" = \"b\";\n")
        try write(
            "formsmith.yml", "title: Shop\nlocalization:\n  namespace: App\n  languages: [de, qq]\n  colour: blue\n")
        let result = build()
        let warnings = result.diagnostics.filter { $0.severity == .warning }.map { "\($0.code) \($0.location)" }
        #expect(
            warnings == [
                "strings.invalid-catalog App/Resources/Localizable.xcstrings:4:1",
                "strings.invalid-strings-file App/de.lproj/Localizable.strings:2:1",
                "strings.unknown-language App/xx-nowhere.lproj/Localizable.strings:1:1",
                "strings.unknown-language formsmith.yml:4:14",
            ])
        let (_, configDiagnostics) = ProjectConfig.load(projectRoot: root)
        #expect(configDiagnostics.map { "\($0.code) \($0.location)" } == ["config.unknown-key formsmith.yml:5:3"])
        // The site still builds; German shows the source text.
        #expect(text(result, "models/Item.html")?.contains("<h1>Item</h1>") == true)
        #expect(text(result, "languages/de.js")?.contains("\"fields\":{}") == true)
    }

    @Test func aCatalogEditRebuildsAsAFreshBuildWould() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try makeProject()
        let cache = BuildCache()
        _ = build(cache)
        try write("App/Resources/Localizable.xcstrings", catalog(german: "Artikelbezeichnung im Katalog"))
        let rebuilt = expectRebuild(cache, after: "catalog", edited: "App/Resources/Localizable.xcstrings")
        // The German label no longer fits its narrow field: said by `check` and on the page.
        #expect(rebuilt.diagnostics.contains { $0.code == "strings.does-not-fit" && $0.severity == .warning })
        #expect(text(rebuilt, "models/Item.html")?.contains("class=\"fs-fit-warning\" data-language=\"de\"") == true)
    }

    @Test func sixLayersOwnCatalogTranslatesItsStringsWhereTheAppDoesNot() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try makeProject()
        try write(
            ".build/checkouts/SixLayer/Framework/Resources/Localizable.xcstrings",
            """
            {"sourceLanguage": "en", "strings": {
              "SixLayerFramework.form.placeholder.enterText": {"localizations": {
                "de": {"stringUnit": {"state": "translated", "value": "Text eingeben"}},
                "fr": {"stringUnit": {"state": "translated", "value": "Saisir le texte"}}}},
              "Main": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Not the app's"}}}}
            }}
            """)
        let result = build()
        let german = try #require(text(result, "languages/de.js"))
        #expect(german.contains("\"sixlayer\":{\"Enter text\":\"Text eingeben\"}"))
        // Only SixLayer's own keys come from its catalog, and its languages are not the app's.
        #expect(!german.contains("Not the app's"))
        #expect(text(result, "languages/fr.js") == nil)
    }

    @Test func diffSeesAChangedTranslationAndANewFitWarningOnTheReviewPage() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try makeProject()
        let base = build().forms
        try write("App/Resources/Localizable.xcstrings", catalog(german: "Artikelbezeichnung im Katalog"))
        let (config, _) = ProjectConfig.load(projectRoot: root)
        var pipeline = BuildPipeline(root: root, config: config)
        pipeline.reviewBase = base
        let result = pipeline.run()
        let page = try #require(text(result, "review/index.html"))
        #expect(page.contains("de label of <code>name</code> “Bezeichnung” → “Artikelbezeichnung im Katalog”"))
        #expect(page.contains("data-change=\"changed\""))
        #expect(page.contains("too wide in de"))
        #expect(page.contains("data-model=\"Item\" data-languages=\"en ar de\""))
    }

    @Test func baseLprojIsTheSourceLanguageTheCatalogNames() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try makeProject()
        try write(
            "App/Resources/Localizable.xcstrings",
            """
            {"sourceLanguage": "de", "strings": {
              "Main": {"localizations": {"fr": {"stringUnit": {"state": "translated", "value": "Principal"}}}}}}
            """)
        try write("App/Base.lproj/Localizable.strings", "\"App.name.label\" = \"Bezeichnung\";\n")
        let result = build()
        let page = try #require(text(result, "models/Item.html"))
        // No phantom English made of Base's German; Base's label is what the source language shows.
        #expect(page.contains("data-languages=\"de fr\""))
        #expect(page.contains(">Bezeichnung</label>"))
    }

    @Test func aTooWideTextShownInSixLanguagesIsOneWarningAndOneNote() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("formsmith.yml", "title: Shop\nlocalization:\n  namespace: App\n")
        try write(
            "Hints/Item.hints",
            """
            {
              "_sections": [{ "id": "main", "title": "Main", "fields": ["name", "code"] }],
              "name": { "displayWidth": "narrow" },
              "code": { "displayWidth": "narrow" }
            }
            """)
        // Six languages; only German translates a field's label, and its translation is too wide too.
        func unit(_ language: String, _ value: String) -> String {
            "\"\(language)\": { \"stringUnit\": { \"state\": \"translated\", \"value\": \"\(value)\" } }"
        }
        let main = ["ar": "رئيسي", "de": "Haupt", "es": "Principal", "fr": "Principal", "ja": "メイン"]
        try write(
            "App/Resources/Localizable.xcstrings",
            """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "App.code.label" : { "localizations" : { \(unit("en", "Postal code of the place of residence")) } },
                "App.name.label" : { "localizations" : { \(unit("de", "Artikelbezeichnung im Katalog")) } },
                "Main" : { "localizations" : { \(main.sorted { $0.key < $1.key }.map { unit($0.key, $0.value) }.joined(separator: ", ")) } }
              },
              "version" : "1.0"
            }
            """)
        let result = build()
        let tooWide = result.diagnostics.filter { $0.code == "strings.does-not-fit" && $0.severity == .warning }
        #expect(tooWide.count == 2, "\(tooWide.map(\.message))")
        #expect(
            tooWide.contains {
                $0.message.hasPrefix("`code`: the en label “Postal code of the place of residence”")
                    && $0.message.hasSuffix("; ar, de, es and 2 more languages show it too")
            })
        #expect(tooWide.contains { $0.message.hasPrefix("`name`: the de label “Artikelbezeichnung im Katalog”") })
        let page = try #require(text(result, "models/Item.html"))
        #expect(page.components(separatedBy: "class=\"fs-fit-warning\"").count - 1 == 2)
        #expect(page.contains("class=\"fs-fit-warning\" data-language=\"en ar de es fr ja\""))
        #expect(page.contains("class=\"fs-fit-warning\" data-language=\"de\""))
    }

    @Test func aNamedTableTranslatesTheFormsAndSkippedTablesAreSaid() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try makeProject()
        try FileManager.default.removeItem(at: root.appendingPathComponent("App"))
        try write("App/Localizable.xcstrings", "{\"sourceLanguage\": \"en\", \"strings\": {}, \"version\": \"1.0\"}")
        try write("App/Forms.xcstrings", catalog(german: "Bezeichnung"))
        try write("App/Portuguese.lproj/Forms.strings", "\"App.name.label\" = \"Nome\";\n")
        try write("App/Portuguese.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"Loja\";\n")
        try write("App/iw.lproj/Forms.strings", "\"App.name.label\" = \"שם\";\n")
        let result = build()
        #expect(result.diagnostics.filter { $0.severity != .info }.map(\.code) == [])
        #expect(
            result.diagnostics.filter { ["strings.deprecated-language", "strings.table-skipped"].contains($0.code) }
                .map { "\($0.code) \($0.location)" }.sorted() == [
                    "strings.deprecated-language App/iw.lproj/Forms.strings:1:1",
                    "strings.table-skipped App/Localizable.xcstrings:1:1",
                    "strings.table-skipped App/Portuguese.lproj/InfoPlist.strings:1:1",
                ])
        let page = try #require(text(result, "models/Item.html"))
        #expect(page.contains("data-model=\"Item\" data-languages=\"en ar de he pt\""))
        #expect(text(result, "languages/pt.js")?.contains("\"label\":\"Nome\"") == true)
        #expect(text(result, "languages/he.js")?.contains("\"dir\":\"rtl\"") == true)
    }
}
