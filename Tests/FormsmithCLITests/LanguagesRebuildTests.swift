import Foundation
import FormsmithCore
import Testing
import Pipeline
import Site
import ProjectFiles

/// `serve`'s rebuilds of a project with languages: a hints save keeps the app's strings and puts
/// the saved form's entry in place in each language's file; a catalog save reads the strings again.
/// Each rebuild must equal a fresh build.
extension LanguagesProjectTests {
    /// Three forms, so the one saved (Widget) is not the first in each language's file.
    func makeProjectOfThree() throws {
        try makeProject()
        try write("Hints/Accessory.hints", "{ \"title\": { \"displayWidth\": \"narrow\" } }")
        try write("Hints/Widget.hints", "{ \"name\": { \"displayWidth\": \"narrow\" } }")
    }

    func expectRebuild(
        _ cache: BuildCache, after step: String, edited path: String
    ) -> BuildResult {
        let rebuilt = build(cache, changes: ProjectChanges(modified: [path]))
        let fresh = build()
        #expect(rebuilt.files.map(\.path) == fresh.files.map(\.path), "\(step): same files")
        for file in fresh.files where text(rebuilt, file.path) != text(fresh, file.path) {
            Issue.record("\(step): \(file.path) differs from a fresh build")
        }
        #expect(rebuilt.diagnostics == fresh.diagnostics, "\(step): same diagnostics")
        return rebuilt
    }

    @Test func aHintsSaveKeepsTheStringsAndPutsTheFormInPlaceInEachLanguage() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try makeProjectOfThree()
        let cache = BuildCache()
        let first = build(cache)
        #expect(cache.stringsReadInLastBuild)
        let german = try #require(text(first, "languages/de.js"))
        #expect(german.contains("\"Accessory\":") && german.contains("\"Widget\":"))

        // Widget's own entry changes (VoiceOver reads its placeholder), found at its place.
        try write("Hints/Widget.hints", "{ \"name\": { \"placeholder\": \"Your name\" } }")
        let edited = expectRebuild(cache, after: "Widget's placeholder", edited: "Hints/Widget.hints")
        #expect(text(edited, "languages/de.js")?.contains("Your name, text field") == true)
        #expect(!cache.stringsReadInLastBuild, "no strings file was saved")
        #expect(cache.pages.sharedFilesReusedInLastBuild, "patched in place, not joined again")

        // A catalog save is read, whatever else is kept.
        try write("App/Resources/Localizable.xcstrings", catalog(german: "Name des Artikels"))
        let retranslated = expectRebuild(
            cache, after: "catalog", edited: "App/Resources/Localizable.xcstrings")
        #expect(cache.stringsReadInLastBuild)
        #expect(text(retranslated, "languages/de.js")?.contains("Name des Artikels") == true)
    }

    /// The note on each language's untranslated texts counts them all and names the first three,
    /// form by form in the site's order.
    @Test func theUntranslatedNoteCountsEveryTextAndNamesTheFirstThree() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try makeProjectOfThree()
        try write(
            "Hints/Item.hints",
            """
            {
              "_sections": [{ "id": "main", "title": "Main", "fields": ["name", "code"] }],
              "name": { "displayWidth": "narrow" },
              "code": { "placeholder": "A-1" }
            }
            """)
        try write("Hints/Aardvark.hints", "{ \"name\": { \"displayWidth\": \"narrow\" } }")
        let result = build()
        let notes = result.diagnostics.filter { $0.code == "strings.untranslated" }.map(\.message)
        let german = try #require(notes.first { $0.contains(" no de translation") })
        // Aardvark: name placeholder, section default title; Accessory: title label and placeholder,
        // section default title; Item: name placeholder, code label and placeholder, section main
        // title; Widget: name placeholder, section default title.
        #expect(
            german
                == "11 strings the forms show have no de translation and show the en text: Aardvark name placeholder; Aardvark section default title; Accessory title label; …"
        )
    }
}
