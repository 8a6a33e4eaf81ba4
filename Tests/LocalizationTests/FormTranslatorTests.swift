import FormsmithCore
import Layout
import Testing
import TextMeasure

@testable import Localization

/// A form's text in each language, resolved as SixLayer resolves it, and the fit check.
@Suite struct FormTranslatorTests {
    let de = LanguageCode("de")!
    let en = LanguageCode("en")!

    func strings(_ german: [String: String], english: [String: String] = [:], namespace: String? = "Shop") -> AppStrings
    {
        func table(_ entries: [String: String], _ file: String) -> [String: LocalizedString] {
            entries.mapValues { LocalizedString(text: $0, location: SourceLocation(file: file, line: 7, column: 3)) }
        }
        return AppStrings(
            sourceLanguage: en, languages: [en, de], namespace: namespace,
            tables: ["de": table(german, "L.xcstrings"), "en": table(english, "L.xcstrings")])
    }

    func form(_ fields: [FieldLayout], title: String = "Address") -> FormLayout {
        let section = SectionLayout(
            id: "main", title: title, description: nil, layoutStyle: .vertical, columns: 1, gap: 16, collapsible: false,
            collapsed: false, metadata: [], fields: fields)
        return FormLayout(
            name: "Customer", title: "Customer", sources: FormSources(hints: "Customer.hints"), documentation: nil,
            sections: [section], hidden: [], unsectioned: [], defaults: [], ocrGroups: [], diagnostics: [])
    }

    /// The form with its source language's strings put in, its translations and diagnostics.
    func run(_ translator: FormTranslator, _ form: FormLayout) -> (FormTranslations, [Diagnostic], FormLayout) {
        var form = form
        let diagnostics = translator.translate(&form)
        return (form.translations, diagnostics, form)
    }

    @Test func keysAreSixLayers() {
        var field = FieldLayout(id: "postalCode", label: "Postal Code", control: .text)
        #expect(LocalizationKey.key(for: field, role: .label, namespace: "Shop") == "Shop.postal-code.label")
        #expect(LocalizationKey.key(for: field, role: .placeholder, namespace: nil) == "postal-code.placeholder")
        field.metadata = [KeyValue(key: "accessibilityIdentifierName", value: "zip")]
        #expect(LocalizationKey.key(for: field, role: .help, namespace: "") == "zip.help")
        field.metadata.append(KeyValue(key: "localizationKeyBase", value: "address.zip"))
        #expect(LocalizationKey.key(for: field, role: .label, namespace: "Shop") == "Shop.address.zip.label")
        #expect(LocalizationKey.sanitize("  E-mail   Address!! ") == "e-mail-address")
        #expect(LocalizationKey.sanitize("Prénom") == "pr-nom")
        let arabic = FieldLayout(id: "name", label: "الاسم", control: .text)
        #expect(LocalizationKey.key(for: arabic, role: .label, namespace: nil) == "name.label")
    }

    @Test func labelsByKeyElseByTextSectionsAndOptionsByTextTheRestUntranslated() {
        var zip = FieldLayout(id: "zip", label: "Postal code", control: .text)
        zip.metadata = [KeyValue(key: "localizationKeyBase", value: "postcode")]
        zip.placeholder = "12345"
        var country = FieldLayout(id: "country", label: "Country", control: .select)
        country.options = [PickerOption(value: "de", label: "Germany"), PickerOption(value: "fr", label: "France")]
        country.helpText = "Where you live."
        let translator = FormTranslator(
            strings: strings([
                "Shop.postcode.label": "Postleitzahl", "Country": "Land", "Germany": "Deutschland",
                "Address": "Adresse",
            ]), fit: nil)
        let (translations, diagnostics, _) = run(translator, form([zip, country]))
        #expect(diagnostics == [])
        let german = try! #require(translations.languages.first)
        #expect(german.code == "de")
        #expect(german.fields.first { $0.id == "zip" }?.label == "Postleitzahl")
        #expect(german.fields.first { $0.id == "country" }?.label == "Land")
        #expect(german.fields.first { $0.id == "country" }?.options == [KeyValue(key: "de", value: "Deutschland")])
        #expect(german.sections.first?.title == "Adresse")
        #expect(german.untranslated == ["zip placeholder", "country help", "country option fr"])
    }

    @Test func theSourceLanguagesStringsAreWhatTheFormShowsAndWhatOthersFallBackTo() {
        var zip = FieldLayout(id: "zip", label: "Postal code", control: .text)
        zip.placeholder = "12345"
        var group = FieldLayout(id: "shipping", label: "Shipping", control: .group)
        group.children = [FieldLayout(id: "zip", label: "Zip", control: .text)]
        let translator = FormTranslator(
            strings: strings(
                ["Shop.zip.label": "PLZ der Lieferung"],
                english: ["Shop.postal-code.label": "ZIP code", "Address": "Shipping address", "Address.": "x"]),
            fit: nil)
        let (translations, _, shown) = run(translator, form([zip, group]))
        // English as the app shows it: the catalog's, not the hints'.
        #expect(shown.sections[0].fields[0].label == "ZIP code")
        #expect(shown.sections[0].title == "Shipping address")
        // German: the group's field by its path; the form's own `zip` untranslated, so it shows the English.
        let german = try! #require(translations.languages.first)
        #expect(german.fields.map(\.id) == ["shipping.zip"])
        #expect(german.fields.first?.label == "PLZ der Lieferung")
        #expect(german.untranslated.contains("zip label") && !german.untranslated.contains("shipping.zip label"))
        #expect(german.untranslated.contains("section main title"))
    }

    @Test func sixLayersOwnPlaceholderIsTranslatedMeasuredAndMarked() throws {
        let fit = try #require(FitCheck(), "install fonts-inter")
        var zip = FieldLayout(id: "zip", label: "Zip", control: .text)
        zip.width = 120
        let translator = FormTranslator(
            strings: strings(["SixLayerFramework.form.placeholder.enterText": "Bitte hier einen längeren Text eingeben"]
            ),
            fit: fit)
        let (translations, diagnostics, _) = run(translator, form([zip]))
        #expect(
            translations.fitWarnings.contains { $0.role == "placeholder" && $0.language == "de" && $0.textSize == nil })
        // It says which width it measured against: the hints' declared one.
        #expect(
            diagnostics.contains {
                $0.message.contains("the 104 pt its control leaves for text (of its hints' 120 pt displayWidth)")
            })
        // Where the catalog has no such string, the field's placeholder is untranslated in that language.
        let plain = FormTranslator(strings: strings([:]), fit: nil)
        #expect(run(plain, form([zip])).0.languages.first?.untranslated.contains("zip placeholder") == true)
    }

    @Test func aKeyThatIsItsOwnTextIsNotATranslation() {
        let field = FieldLayout(id: "email", label: "Email", control: .email)
        let translator = FormTranslator(strings: strings(["Shop.email.label": "Shop.email.label"]), fit: nil)
        #expect(run(translator, form([field])).0.languages.first?.untranslated.contains("email label") == true)
    }

    @Test func theLongGermanLabelDoesNotFitItsNarrowField() throws {
        let fit = try #require(FitCheck(), "install fonts-inter")
        var zip = FieldLayout(id: "zip", label: "Postal code", control: .text)
        zip.width = 120
        zip.location = SourceLocation(file: "Customer.hints", line: 9, column: 3)
        let translator = FormTranslator(
            strings: strings(["Shop.postal-code.label": "Postleitzahl des Wohnorts"]), fit: fit)
        let (translations, diagnostics, _) = run(translator, form([zip]))
        let warning = try #require(translations.fitWarnings.first)
        #expect(warning.language == "de" && warning.role == "label" && warning.textSize == nil)
        #expect(warning.width > 150 && warning.width < 230, "\(warning.width)")
        #expect(warning.room == 120)
        #expect(warning.textLocation == SourceLocation(file: "L.xcstrings", line: 7, column: 3))
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.severity == .warning && diagnostic.code == "strings.does-not-fit")
        #expect(diagnostic.location == SourceLocation(file: "Customer.hints", line: 9, column: 3))
        #expect(diagnostic.message.contains("L.xcstrings:7:3"))
        #expect(diagnostic.message.contains("wider than its 120 pt field (its hints' displayWidth)"))
        // Without a displayWidth the field fills its section, as DynamicFormView draws it: measured
        // against the section's width on an iPhone SE, and the message says so.
        zip.width = nil
        let unhinted = FormTranslator(
            strings: strings(["Shop.postal-code.label": "Postleitzahl des Wohnorts und der Zustelladresse"]), fit: fit)
        let said = try #require(run(unhinted, form([zip])).1.first { $0.severity == .warning })
        #expect(said.message.contains("wider than the 256 pt its section gives it on an iPhone SE"))
        #expect(said.message.contains("as DynamicFormView draws it"))
        // The English label fits at the default size but not at the largest accessibility sizes: info, once.
        #expect(!translations.fitWarnings.contains { $0.language == "en" && $0.textSize == nil })
    }

    @Test func atAccessibilitySizesAWordTooWideForALineIsOneNote() throws {
        let fit = try #require(FitCheck(), "install fonts-inter")
        var zip = FieldLayout(id: "zip", label: "Postal code", control: .date)
        zip.width = 120
        let (translations, diagnostics, _) = run(
            FormTranslator(strings: strings(["Shop.postal-code.label": "PLZ"]), fit: fit), form([zip]))
        #expect(translations.fitWarnings.count == 1)
        #expect(translations.fitWarnings.first?.language == "en")
        // "Postal code" wraps at AX sizes, as SwiftUI's Text does; from AX4 "Postal" alone is wider
        // than 120 pt, and SwiftUI breaks it inside the word.
        #expect(translations.fitWarnings.first?.textSize == "AX4")
        #expect(translations.fitWarnings.first?.word == "Postal")
        // (A date's row text squeezed by the 120 pt is `strings.row-squeezed`'s: RowFitTests.)
        let fits = diagnostics.filter { $0.code == "strings.does-not-fit" }
        #expect(fits.map(\.severity) == [.info])
        #expect(fits.first?.message.contains("at text size AX4 the word “Postal”") == true)
    }

    @Test func arabicAndJapaneseAreMeasuredWithFontsThatHaveThem() throws {
        let family = try #require(FontFamily.bold, "install fonts-inter")
        let latin = try #require(family.width(of: "Postal code", pointSize: 15))
        #expect(latin > 60 && latin < 110, "\(latin)")
        let arabic = try #require(family.width(of: "الرمز البريدي", pointSize: 15), "install fonts-dejavu-core")
        #expect(arabic > 40 && arabic < 150, "\(arabic)")
        do {
            let japanese = try #require(family.width(of: "郵便番号", pointSize: 15), "install fonts-ipafont-gothic")
            // Four full-width characters: four ems.
            #expect(abs(japanese - 60) < 3, "\(japanese)")
        }
        #expect(family.width(of: "\u{10FFFD}", pointSize: 15) == nil)
    }
}
