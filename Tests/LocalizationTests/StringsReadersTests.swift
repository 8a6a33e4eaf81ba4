import FormsmithCore
import Testing

@testable import Localization

/// String Catalogs, `.strings` and `.stringsdict` read as Xcode writes them, and every way they
/// can be wrong reported at its line and column (the language then shows the source text).
@Suite struct StringsReadersTests {
    func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func aCatalogGivesEachLanguagesStringAndTheKeyAsItsOwnSourceText() {
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Address" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Adresse" } } } },
                "Shop.email.label" : {
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Email" } },
                    "ja" : { "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "メール" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "メール（複数）" } } } } }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let contents = StringCatalogReader.read(bytes(catalog), file: "L.xcstrings")
        #expect(contents.diagnostics == [])
        #expect(contents.sourceLanguage == "en")
        #expect(contents.tables["de"]?["Address"]?.text == "Adresse")
        #expect(contents.tables["de"]?["Address"]?.location == SourceLocation(file: "L.xcstrings", line: 4, column: 99))
        #expect(contents.tables["en"]?["Address"]?.text == "Address")
        #expect(contents.tables["en"]?["Shop.email.label"]?.text == "Email")
        #expect(contents.tables["ja"]?["Shop.email.label"]?.text == "メール（複数）")
    }

    @Test func aCatalogThatIsNotJSONIsReportedWhereItBreaks() {
        let contents = StringCatalogReader.read(
            bytes("{\n  \"sourceLanguage\": \"en\",\n  \"strings\": { \"a\" ]\n}"), file: "L.xcstrings")
        #expect(contents.tables.isEmpty)
        #expect(contents.diagnostics.map(\.code) == ["strings.invalid-catalog"])
        #expect(contents.diagnostics.first?.location == SourceLocation(file: "L.xcstrings", line: 3, column: 20))
        #expect(contents.diagnostics.first?.message.contains("expected ':' after key \"a\"") == true)
    }

    @Test func wrongShapesAndUnknownLanguagesAreSkippedAtTheirPlace() {
        let catalog = """
            {"sourceLanguage": "en", "strings": {
              "A": {"localizations": {"de": {"stringUnit": {"value": 3}}}},
              "B": {"localizations": {"klingon": {"stringUnit": {"value": "x"}}, "fr": {"stringUnit": {"value": "Bé"}}}},
              "C": "not an object"
            }}
            """
        let contents = StringCatalogReader.read(bytes(catalog), file: "L.xcstrings")
        #expect(
            contents.diagnostics.map { "\($0.code) \($0.location.line):\($0.location.column)" } == [
                "strings.invalid-catalog 2:48", "strings.unknown-language 3:27", "strings.invalid-catalog 4:8",
            ])
        #expect(contents.tables["de"]?["A"] == nil)
        #expect(contents.tables["fr"]?["B"]?.text == "Bé")
        #expect(
            StringCatalogReader.read(bytes("[1]"), file: "L.xcstrings").diagnostics.first?.message.contains(
                "not an array") == true)
    }

    @Test func stringsFilesReadQuotedAndBareKeysCommentsAndEscapes() {
        let text = """
            /* A comment */
            "first" = "Vorname"; // trailing
            bare_key = "Say \\"hi\\"\\n\\U00e9";
            """
        let contents = StringsFileReader.read(bytes(text), file: "de.lproj/Localizable.strings", language: "de")
        #expect(contents.diagnostics == [])
        #expect(contents.tables["de"]?["first"]?.text == "Vorname")
        #expect(contents.tables["de"]?["first"]?.location.line == 2)
        #expect(contents.tables["de"]?["bare_key"]?.text == "Say \"hi\"\né")
    }

    @Test func stringsFilesInUTF16AreRead() {
        var data: [UInt8] = [0xFF, 0xFE]
        for unit in "\"a\" = \"Ä\";".utf16 { data += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let contents = StringsFileReader.read(data, file: "x.strings", language: "de")
        #expect(contents.diagnostics == [])
        #expect(contents.tables["de"]?["a"]?.text == "Ä")
    }

    @Test func aStringsSyntaxErrorIsReportedAtItsLineAndColumn() {
        let contents = StringsFileReader.read(
            bytes("\"a\" = \"b\";\n\"c\" \"d\";\n"), file: "x.strings", language: "de")
        #expect(contents.tables.isEmpty)
        #expect(contents.diagnostics.first?.location == SourceLocation(file: "x.strings", line: 2, column: 5))
        #expect(contents.diagnostics.first?.message.contains("expected `=`") == true)
        let binary = StringsFileReader.read([0xC3, 0x28, 0x00], file: "x.strings", language: "de")
        #expect(binary.diagnostics.first?.message.contains("neither UTF-8 nor UTF-16") == true)
    }

    @Test func aStringsdictGivesItsOtherCaseAndRejectsBadPluralRules() {
        func plist(_ body: String) -> [UInt8] {
            bytes(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict>
                \(body)
                </dict></plist>
                """)
        }
        let good = plist(
            """
            <key>items</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@ im Korb</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>one</key><string>%d Artikel</string><key>other</key><string>%d Artikel</string></dict></dict>
            """)
        let read = StringsDictReader.read(good, file: "de.lproj/Localizable.stringsdict", language: "de")
        #expect(read.diagnostics == [])
        #expect(read.tables["de"]?["items"]?.text == "%d Artikel im Korb")
        let noOther = plist(
            """
            <key>items</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>one</key><string>one</string><key>several</key><string>x</string></dict></dict>
            """)
        let bad = StringsDictReader.read(noOther, file: "s.stringsdict", language: "de")
        #expect(bad.tables["de"]?["items"] == nil)
        #expect(bad.diagnostics.map(\.code) == ["strings.invalid-stringsdict"])
        #expect(bad.diagnostics.first?.location.line == 3)
        #expect(bad.diagnostics.first?.message.contains("several") == true)
        let broken = StringsDictReader.read(
            bytes("<plist><dict>\n<key>a</key>\n<strin>x</string></dict></plist>"), file: "s.stringsdict",
            language: "de")
        #expect(broken.diagnostics.first?.location.line == 3)
    }

    @Test func languageCodes() {
        #expect(LanguageCode("pt_BR")?.code == "pt-BR")
        #expect(LanguageCode("zh-Hans")?.language == "zh")
        #expect(LanguageCode("sr-Latn-RS") != nil)
        #expect(LanguageCode("klingon") == nil)
        #expect(LanguageCode("de-XYZW1") == nil)
        #expect(LanguageCode("ar")?.isRightToLeft == true)
        #expect(LanguageCode("he")?.isRightToLeft == true)
        #expect(LanguageCode("de")?.isRightToLeft == false)
    }

    @Test func surrogatesSubstitutionsAByteOrderMarkAndCharacterColumns() {
        let catalog =
            "\u{FEFF}" + """
                {"sourceLanguage": "en", "strings": {
                  "a": {"localizations": {"de": {"stringUnit": {"value": "Notes \\uD83D\\uDE00"}}}},
                  "items": {"localizations": {"de": {
                    "stringUnit": {"value": "%#@count@ im Korb"},
                    "substitutions": {"count": {"variations": {"plural": {
                      "one": {"stringUnit": {"value": "%arg Artikel"}}, "other": {"stringUnit": {"value": "%arg Artikel"}}}}}}}}},
                  "住所": {"localizations": {"xx-bad": {"stringUnit": {"value": "x"}}}}
                }}
                """
        let contents = StringCatalogReader.read(bytes(catalog), file: "L.xcstrings")
        // An escaped surrogate pair is one character.
        #expect(contents.tables["de"]?["a"]?.text == "Notes 😀")
        #expect(contents.tables["de"]?["items"]?.text == "%arg Artikel im Korb")
        // Columns count characters, not bytes: `"xx-bad"` is the 28th character of its line.
        #expect(
            contents.diagnostics.map { "\($0.code) \($0.location.line):\($0.location.column)" } == [
                "strings.unknown-language 7:28"
            ])
    }

    @Test func aLoneSurrogateIsNoJSONAndSaidWhere() {
        let catalog = "{\"sourceLanguage\": \"en\", \"strings\": {\n  \"a\": {\"value\": \"x \\uD83D\\u0041\"}}}"
        let contents = StringCatalogReader.read(bytes(catalog), file: "L.xcstrings")
        #expect(contents.tables.isEmpty)
        #expect(contents.diagnostics.map(\.location.line) == [2])
        #expect(contents.diagnostics.first?.message.contains("unpaired UTF-16 surrogate") == true)
    }

    @Test func stringsShortcutsAndEscapedSurrogatePairs() {
        let contents = StringsFileReader.read(
            bytes("\"Address\";\n\"smile\" = \"\\UD83D\\UDE00\";\n"), file: "x.strings", language: "de")
        #expect(contents.diagnostics == [])
        #expect(contents.tables["de"]?["Address"]?.text == "Address")
        #expect(contents.tables["de"]?["smile"]?.text == "😀")
    }

    @Test func numberedVariablesAndWidthRulesInAStringsdict() {
        let plist = bytes(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>items</key><dict><key>NSStringLocalizedFormatKey</key><string>%1$#@n@ gesamt</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>other</key><string>%d Artikel</string></dict></dict>
            <key>title</key><dict><key>NSStringVariableWidthRuleType</key><dict>
            <key>20</key><string>Kurz</string><key>50</key><string>Ein langer Titel</string></dict></dict>
            </dict></plist>
            """)
        let read = StringsDictReader.read(plist, file: "s.stringsdict", language: "de")
        #expect(read.diagnostics == [])
        #expect(read.tables["de"]?["items"]?.text == "%d Artikel gesamt")
        #expect(read.tables["de"]?["title"]?.text == "Ein langer Titel")
    }

    @Test func aStringEqualToItsKeyIsATranslationUnlessTheKeyNamesAString() {
        let en = LanguageCode("en")!, gb = LanguageCode("en-GB")!
        let place = SourceLocation(file: "L.xcstrings")
        let strings = AppStrings(
            sourceLanguage: en, languages: [en, gb],
            tables: [
                "en-GB": [
                    "Where we send your order.": LocalizedString(text: "Where we send your order.", location: place),
                    "Shop.zip.label": LocalizedString(text: "Shop.zip.label", location: place),
                ]
            ])
        #expect(strings.lookup("Where we send your order.", in: gb)?.text == "Where we send your order.")
        #expect(strings.lookup("Shop.zip.label", in: gb) == nil)
    }
}
