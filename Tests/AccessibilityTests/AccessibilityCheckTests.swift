import FormsmithCore
import Layout
import Testing

@testable import Accessibility

/// One planted defect per finding; each test also checks a sound form has none of its kind.
@Suite struct AccessibilityCheckTests {
    func codes(_ form: FormLayout, _ code: String) -> [Diagnostic] {
        AccessibilityCheck().diagnostics(for: form).filter { $0.code == code }
    }

    @Test func anEmptyOrSymbolLabelIsReportedAtTheFieldsLine() {
        let form = FormFixture.form([
            FormFixture.field("rating", "★★", .stepper, line: 7), FormFixture.field("name", "Name", line: 9),
        ])
        let found = codes(form, "accessibility.empty-label")
        #expect(found.map(\.location.description) == ["Hints/Contact.hints:7:5"])
        #expect(found.first?.message.contains("only symbols (“★★”)") == true)
    }

    @Test func aPlaceholderStandingInForALabel() {
        let form = FormFixture.form([
            FormFixture.field("email", "", .email, line: 4) { $0.placeholder = "Your email" },
            FormFixture.field("name", "Name") { $0.placeholder = "Jane" },
        ])
        let found = codes(form, "accessibility.placeholder-as-label")
        #expect(found.map(\.location.line) == [4])
        #expect(found.first?.message.contains("“Your email”") == true)
        #expect(codes(form, "accessibility.empty-label").isEmpty)
    }

    @Test func twoFieldsReadAlikeOncePerFieldWithTheLanguages() {
        var form = FormFixture.form([
            FormFixture.field("email", "Email", line: 3), FormFixture.field("workEmail", "Work Email", line: 5),
        ])
        for code in ["de", "fr"] {
            var language = FormTranslations.Language(code: code, isRightToLeft: false)
            var field = FormTranslations.Field(id: "workEmail")
            field.label = "E-Mail"
            var first = FormTranslations.Field(id: "email")
            first.label = "E-Mail"
            language.fields = [first, field]
            form.translations.languages.append(language)
        }
        let found = codes(form, "accessibility.duplicate-label")
        #expect(found.count == 1)
        #expect(found.first?.location.line == 5)
        #expect(found.first?.message.contains("(in de, fr)") == true)
        #expect(found.first?.message.contains("“E-Mail” like `email`'s") == true)
    }

    /// A nested type's field (`items.id`) reads like the form's own `id`: the fix names the key
    /// that works, the form's own field's label in its hints file.
    @Test func aNestedFieldReadAlikeSaysWhichKeyToWrite() {
        let nested = FormFixture.field("items", "Items", .group, line: 8) {
            $0.children = [FormFixture.field("id", "ID")]
        }
        let form = FormFixture.form([FormFixture.field("id", "ID", line: 3), nested])
        let found = codes(form, "accessibility.duplicate-label")
        #expect(found.count == 1)
        #expect(
            found.first?.message.hasSuffix(
                "`items.id` is a nested type's field, labelled by its property's name, which no key of `Hints/Contact.hints` reaches: give `id` a label there instead (`\"id\": { \"label\": \"…\" }`)"
            ) == true, "\(found)")
    }

    @Test func theInfoButtonIsBelowTheTouchTargetOneNoteForTheForm() {
        let form = FormFixture.form([
            FormFixture.field("email", "Email", line: 2) { $0.helpText = "Receipts go here" },
            FormFixture.field("name", "Name", line: 6),
            FormFixture.field("phone", "Phone", line: 9) { $0.helpText = "For the courier" },
        ])
        // SixLayer's info button is the same on every field: one note, at the first, naming each.
        let found = codes(form, "accessibility.touch-target")
        #expect(found.map(\.location.line) == [2])
        #expect(found.first?.severity == .info)
        #expect(found.first?.message.contains("about 16 × 16 pt") == true)
        #expect(found.first?.message.hasSuffix("`email`, `phone`") == true)
    }

    @Test func aPaleItemColourFailsContrastInLightMode() {
        var form = FormFixture.form([FormFixture.field("name", "Name", .toggle)])
        #expect(codes(form, "accessibility.contrast").isEmpty)
        form.presentation.colorProvider = ItemColorProvider(
            property: "status",
            mapping: [KeyValue(key: "open", value: "#FFEE00"), KeyValue(key: "done", value: "blue")],
            statusMapping: nil)
        form.presentation.defaultColor = "orange"
        let found = codes(form, "accessibility.contrast")
        #expect(found.count == 2)
        let provider = found.first { $0.message.contains("_itemColorProvider.mapping.open") }
        #expect(provider?.severity == .warning)
        #expect(provider?.message.contains("in light") == true)
        #expect(provider?.message.contains("in dark") == false)
        #expect(provider?.message.contains("needs 3 : 1") == true)
        // The decorative accent: info.
        #expect(found.first { $0.message.contains("_defaultColor") }?.severity == .info)
    }

    @Test func sixLayersPlaceholderAndErrorStylesAreInfo() {
        let form = FormFixture.form([FormFixture.field("email", "Email", .email) { $0.required = true }])
        let found = codes(form, "accessibility.contrast")
        #expect(found.count == 1)
        #expect(found.first?.severity == .info)
        let message = found.first?.message ?? ""
        #expect(message.contains("placeholder (body 17 pt)"))
        #expect(message.contains("validation error (caption 12 pt)"))
        // The bold asterisk is large text: systemRed passes 3 : 1 on the section's grey.
        #expect(!message.contains("required asterisk"))
    }

    @Test func sixLayersOwnStylesAreOneNotePerFormNamingItsFields() {
        let form = FormFixture.form([
            FormFixture.field("email", "Email", .email) { $0.required = true },
            FormFixture.field("bio", "Bio", .textarea) { $0.maxLength = 200 },
            FormFixture.field("name", "Name"),
        ])
        let found = codes(form, "accessibility.contrast")
        #expect(found.count == 1)
        let message = found.first?.message ?? ""
        #expect(message.contains("`bio`, `email`, `name`"))
        // Each failing style once, however many fields show it.
        #expect(message.components(separatedBy: "placeholder (body 17 pt)").count == 2)
        #expect(message.contains("character counter"))
    }

    @Test func textCutOffAtAnAccessibilitySize() {
        var form = FormFixture.form([FormFixture.field("country", "Country", .select, line: 8)])
        #expect(codes(form, "accessibility.text-clipped").isEmpty)
        var warning = FormTranslations.FitWarning(
            fieldID: "country", language: "de", role: "option", text: "Vereinigtes Königreich", width: 300, room: 240)
        warning.textSize = "AX2"
        warning.alsoIn = ["fr"]
        form.translations.fitWarnings = [warning]
        let found = codes(form, "accessibility.text-clipped")
        #expect(found.map(\.location.line) == [8])
        #expect(found.first?.message.contains("from text size AX2") == true)
        #expect(found.first?.message.contains("(in de, fr)") == true)
    }

    @Test func theCountersWarningIsColourAlone() {
        let form = FormFixture.form([
            FormFixture.field("bio", "Bio", .textarea, line: 11) { $0.maxLength = 200 },
            FormFixture.field("name", "Name"),
            FormFixture.field("nick", "Nickname", line: 14) { $0.maxLength = 20 },
        ])
        let found = codes(form, "accessibility.colour-only")
        #expect(found.map(\.location.line) == [11])
        #expect(found.first?.message.contains("`bio` past 160 of 200, `nick` past 16 of 20") == true)
    }

    @Test func aSoundFormHasNoWarnings() {
        let form = FormFixture.form([
            FormFixture.field("name", "Name", .toggle), FormFixture.field("when", "When", .date),
        ])
        #expect(AccessibilityCheck().diagnostics(for: form).filter { $0.severity != .info }.isEmpty)
    }
}
