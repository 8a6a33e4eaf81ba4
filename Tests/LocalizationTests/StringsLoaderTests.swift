import Foundation
import FormsmithCore
import Testing

@testable import Localization

/// The strings of a whole project as Xcode apps keep them: tables of any name, folders named in
/// every spelling Apple reads, and what is no form strings skipped with a note that says so.
@Suite struct StringsLoaderTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("formsmith-strings-\(UUID().uuidString)")

    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func load(_ settings: StringsLoader.Settings = .init()) -> (strings: AppStrings, diagnostics: [Diagnostic]) {
        let files = StringsLoader.discover(root: root, settings: settings, excluded: [])
        return StringsLoader.load(root: root, files: files.map(\.path), settings: settings)
    }

    func catalog(_ entries: [(key: String, language: String, value: String)]) -> String {
        let strings = entries.map { entry in
            "\"\(entry.key)\": {\"localizations\": {\"\(entry.language)\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(entry.value)\"}}}}"
        }
        return "{\"sourceLanguage\": \"en\", \"strings\": {\(strings.joined(separator: ", "))}, \"version\": \"1.0\"}"
    }

    @Test func everyLprojSpellingIsALanguageAndADeprecatedCodeIsNoted() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        for folder in [
            "fil", "haw", "yue", "ckb", "ast", "chr", "sgs", "zh-Hans", "sr-Latn", "es-419", "zh_CN", "pt_PT",
        ] {
            try write("App/\(folder).lproj/Localizable.strings", "\"Name\" = \"\(folder)\";\n")
        }
        try write("App/German.lproj/Localizable.strings", "\"Name\" = \"Name (de)\";\n")
        try write("App/iw.lproj/Localizable.strings", "\"Name\" = \"שם\";\n")
        try write("App/Base.lproj/Localizable.strings", "\"Name\" = \"Name\";\n")
        let (strings, diagnostics) = load()
        #expect(
            strings.languages.map(\.code) == [
                "en", "ast", "chr", "ckb", "de", "es-419", "fil", "haw", "he", "pt-PT", "sgs", "sr-Latn", "yue",
                "zh-CN", "zh-Hans",
            ])
        #expect(strings.lookup("Name", in: LanguageCode("he")!)?.text == "שם")
        #expect(strings.lookup("Name", in: LanguageCode("zh-CN")!)?.text == "zh_CN")
        #expect(strings.lookup("Name", in: LanguageCode("de")!)?.text == "Name (de)")
        #expect(
            diagnostics.map { "\($0.severity) \($0.code) \($0.location)" } == [
                "info strings.deprecated-language App/iw.lproj/Localizable.strings:1:1"
            ])
    }

    @Test func aFolderWithNoLanguageCodeWarnsOnceForAllItsTables() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("App/english.lproj/Localizable.strings", "\"a\" = \"b\";\n")
        try write(
            "App/english.lproj/Localizable.stringsdict",
            "<plist version=\"1.0\"><dict><key>a</key><dict></dict></dict></plist>")
        try write("App/e1.lproj/Localizable.strings", "\"a\" = \"b\";\n")
        let (strings, diagnostics) = load()
        #expect(strings.languages.map(\.code) == ["en"])
        #expect(
            diagnostics.map { "\($0.code) \($0.location)" } == [
                "strings.unknown-language App/e1.lproj/Localizable.strings:1:1",
                "strings.unknown-language App/english.lproj/Localizable.strings:1:1",
            ])
        #expect(LanguageCode.read("english") == nil)
    }

    @Test func namedTablesAreReadLocalizableFirstThenByName() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("App/de.lproj/Localizable.strings", "\"Title\" = \"Titel (Localizable)\";\n")
        try write("App/de.lproj/Checkout.strings", "\"Title\" = \"Titel (Checkout)\";\n\"Pay\" = \"Zahlen\";\n")
        try write("App/de.lproj/Accounts.strings", "\"Pay\" = \"Bezahlen (Accounts)\";\n")
        try write("App/fr.lproj/Payments.stringsdict", "<plist version=\"1.0\"><dict></dict></plist>")
        try write("App/Forms.xcstrings", catalog([("Email", "ja", "メール")]))
        let (strings, diagnostics) = load()
        #expect(strings.languages.map(\.code) == ["en", "de", "ja"])
        let german = LanguageCode("de")!
        #expect(strings.lookup("Title", in: german)?.text == "Titel (Localizable)")
        #expect(strings.lookup("Pay", in: german)?.text == "Bezahlen (Accounts)")
        #expect(strings.lookup("Email", in: LanguageCode("ja")!)?.text == "メール")
        #expect(
            diagnostics.map { "\($0.code) \($0.location) \($0.message)" } == [
                "strings.table-skipped App/fr.lproj/Payments.stringsdict:1:1 the “Payments” table holds no strings, so no language comes from it; the languages come from “Localizable”, “Accounts”, “Checkout”, “Forms”"
            ])
    }

    @Test func anEmptyLocalizableLeavesTheLanguagesToTheOtherTablesAndSaysSo() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("App/Localizable.xcstrings", "{\"sourceLanguage\": \"en\", \"strings\": {}, \"version\": \"1.0\"}")
        try write("App/Forms.xcstrings", catalog([("Email", "de", "E-Mail"), ("Name", "fr", "Nom")]))
        let (strings, diagnostics) = load()
        #expect(strings.languages.map(\.code) == ["en", "de", "fr"])
        #expect(
            diagnostics.map { "\($0.severity) \($0.code) \($0.location) \($0.message)" } == [
                "info strings.table-skipped App/Localizable.xcstrings:1:1 the “Localizable” table holds no strings, so no language comes from it; the languages come from “Forms”"
            ])
    }

    @Test func infoPlistAndStoryboardTablesAreSkippedWithOneNoteEach() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("App/Base.lproj/Main.storyboard", "<document/>")
        for language in ["de", "fr", "ja"] {
            try write("App/\(language).lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"Shop \(language)\";\n")
            try write("App/\(language).lproj/Main.strings", "\"a1B-2c-D3e.text\" = \"Main \(language)\";\n")
        }
        try write("App/de.lproj/Localizable.strings", "\"Name\" = \"Name\";\n")
        try write("App/InfoPlist.xcstrings", catalog([("CFBundleName", "es", "Tienda")]))
        let (strings, diagnostics) = load()
        #expect(strings.languages.map(\.code) == ["en", "de"])
        #expect(!strings.isKey("CFBundleDisplayName") && !strings.isKey("a1B-2c-D3e.text"))
        #expect(
            diagnostics.map { "\($0.severity) \($0.code) \($0.location) \($0.message)" } == [
                "info strings.table-skipped App/de.lproj/InfoPlist.strings:1:1 “InfoPlist.strings” (in 3 folders) is not read: it holds the Info.plist's strings (the app's name, permission prompts), not the forms'",
                "info strings.table-skipped App/InfoPlist.xcstrings:1:1 “InfoPlist.xcstrings” is not read: it holds the Info.plist's strings (the app's name, permission prompts), not the forms'",
                "info strings.table-skipped App/de.lproj/Main.strings:1:1 “Main.strings” (in 3 folders) is not read: it holds Interface Builder's strings for Main.storyboard or .xib, not the forms'",
            ])
    }

    @Test func aCatalogsLanguagesAreFiledUnderTheirCanonicalCodes() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write(
            "App/Localizable.xcstrings",
            catalog([
                ("Name", "iw", "שם"), ("Email", "iw", "דואל"), ("City", "pt_BR", "Cidade"), ("Street", "zh-hans", "街道"),
                ("Code", "sgs", "Kuods"),
            ]))
        let (strings, diagnostics) = load()
        #expect(strings.languages.map(\.code) == ["en", "he", "pt-BR", "sgs", "zh-Hans"])
        #expect(strings.lookup("Email", in: LanguageCode("he")!)?.text == "דואל")
        #expect(strings.lookup("City", in: LanguageCode("pt-BR")!)?.text == "Cidade")
        #expect(strings.lookup("Street", in: LanguageCode("zh-Hans")!)?.text == "街道")
        // One note for the withdrawn code, however many strings it holds.
        #expect(diagnostics.map { "\($0.severity) \($0.code)" } == ["info strings.deprecated-language"])
    }

    @Test func sixLayersCatalogIsFoundWhereABuildPutsItOrItsAbsenceIsSaidOnce() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("App/Localizable.xcstrings", catalog([("Name", "de", "Name (de)")]))
        try write(
            "Shop.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved",
            "{\n  \"pins\" : [\n    {\n      \"identity\" : \"sixlayer\",\n      \"location\" : \"https://github.com/schatt/sixlayer\"\n    }\n  ]\n}\n"
        )
        let missing = load().diagnostics.filter { $0.code == "strings.sixlayer-catalog-missing" }
        #expect(
            missing.map(\.location.description) == [
                "Shop.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved:4:1"
            ])
        #expect(missing.first?.message.contains("swift package resolve") == true)
        // Xcode's cloned packages, and SwiftPM's checkouts: either is read, and the note goes.
        let key = "SixLayerFramework.form.placeholder.selectDate"
        try write(
            "SourcePackages/checkouts/SixLayer/Framework/Resources/Localizable.xcstrings",
            catalog([(key, "de", "Datum auswählen")]))
        let (strings, diagnostics) = load()
        #expect(strings.lookup(key, in: LanguageCode("de")!)?.text == "Datum auswählen")
        #expect(!diagnostics.contains { $0.code == "strings.sixlayer-catalog-missing" })
        try FileManager.default.moveItem(
            at: root.appendingPathComponent("SourcePackages"), to: root.appendingPathComponent(".build"))
        #expect(load().strings.lookup(key, in: LanguageCode("de")!)?.text == "Datum auswählen")
    }
}
