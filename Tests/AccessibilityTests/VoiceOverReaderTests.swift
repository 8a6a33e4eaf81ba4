import FormsmithCore
import Layout
import Platform
import Testing

@testable import Accessibility

@Suite struct VoiceOverReaderTests {
    @Test func readsTheFormInSixLayersOrderWithItsModifiersText() {
        let form = FormFixture.form([
            FormFixture.field("email", "Email", .email) {
                $0.required = true
                $0.helpText = "Where we send receipts"
                $0.maxLength = 200
            },
            FormFixture.field("newsletter", "Newsletter", .toggle) { $0.defaultValue = "true" },
        ])
        let elements = VoiceOverReader().elements(of: form)
        #expect(
            elements.map(\.label) == [
                "Contact", "Details", "Email, required", "Help for Email", "Enter email", "0 of 200 characters",
                "Newsletter", "Newsletter", "Submit",
            ])
        #expect(elements.map(\.order) == Array(1...9))
        let help = elements[3]
        #expect(help.hint == "Where we send receipts")
        #expect(help.traits == ["button"])
        #expect(elements[4].traits == ["textField"])
        #expect(elements[7].value == "on")
        #expect(elements[7].traits == ["switch"])
        #expect(elements[8].traits == ["button"])
    }

    @Test func identifiersFollowSixLayersGenerator() {
        let form = FormFixture.form([FormFixture.field("postalCode", "Postal Code (ZIP)")])
        let elements = VoiceOverReader().elements(of: form)
        #expect(elements[0].identifier == "main.ui.FormTitle.View")
        #expect(elements[1].identifier == "main.ui.SectionTitle.View")
        #expect(elements[2].identifier == "main.ui.FieldLabel.View")
        #expect(elements[3].identifier == "main.ui.postal-code-zip.View")
        #expect(elements.last?.identifier == "main.ui.SubmitButton.View")
        let named = VoiceOverReader(config: IdentifierConfig(namespace: "Shop", prefix: "Checkout"))
        #expect(named.elements(of: form)[3].identifier == "Shop.Checkout.main.ui.postal-code-zip.View")
        // The app's scope from formsmith.yml, carried by the form.
        var scoped = form
        scoped.identifierScope = IdentifierScope(namespace: "Shop")
        #expect(VoiceOverReader().elements(of: scoped)[3].identifier == "Shop.main.ui.postal-code-zip.View")
    }

    @Test func sanitizesLikeSixLayer() {
        #expect(IdentifierConfig.sanitized("E-mail (work)") == "e-mail-work")
        #expect(IdentifierConfig.sanitized("  Größe ") == "gr-e")
        #expect(IdentifierConfig.sanitized("★") == "")
        // The two characters whose lowercase is ASCII: `İ` is `i` and a combining dot, `K` (Kelvin) is `k`.
        #expect(IdentifierConfig.sanitized("İl \u{212A}od") == "i-l-kod")
        #expect(IdentifierConfig.sanitized("ÉTÉ Été") == "t-t")
    }

    /// Labels VoiceOver reads alike differ only in case and in the spaces around them.
    @Test func aReadingKeyIgnoresCaseAndSurroundingSpaces() {
        #expect(AccessibilityCheck.readingKey("\u{3000}Straße\u{00A0}") == "straße")
        #expect(AccessibilityCheck.readingKey(" \tÉté ") == "été" && AccessibilityCheck.readingKey("\u{3000}") == "")
        #expect(AccessibilityCheck.readingKey(" Email\t") == "email")
    }

    @Test func aCollapsedSectionIsOneButtonAndHidesItsFields() {
        let form = FormFixture.form([FormFixture.field("email", "Email")], collapsed: true)
        let elements = VoiceOverReader().elements(of: form)
        #expect(elements.map(\.label) == ["Contact", "Details, collapsed section", "Submit"])
        #expect(elements[1].hint == "Double tap to expand this section")
    }

    @Test func readsTranslatedText() {
        var form = FormFixture.form([FormFixture.field("email", "Email") { $0.helpText = "Receipts" }])
        var german = FormTranslations.Language(code: "de", isRightToLeft: false)
        var field = FormTranslations.Field(id: "email")
        field.label = "E-Mail"
        field.help = "Belege"
        german.fields = [field]
        form.translations.languages = [german]
        let elements = VoiceOverReader().elements(of: form, language: "de")
        #expect(elements[2].label == "E-Mail")
        #expect(elements[3].label == "Help for E-Mail")
        #expect(elements[3].hint == "Belege")
        #expect(elements[4].identifier == "main.ui.e-mail.View")
    }

    @Test func contrastIsComputedOnCompositedColours() {
        // secondaryLabel at 60 % over white is rgb(138,138,142): about 3.5 : 1.
        let ratio = SystemColors.secondaryLabel(.light).contrast(on: RGBColor(255, 255, 255))
        #expect(ratio > 3.4 && ratio < 3.7)
        #expect(RGBColor(0, 0, 0).contrast(on: RGBColor(255, 255, 255)) > 20.9)
        #expect(RGBColor(hex: "#FFF") == RGBColor(255, 255, 255))
        #expect(RGBColor(hex: "blue") == nil)
    }
}
