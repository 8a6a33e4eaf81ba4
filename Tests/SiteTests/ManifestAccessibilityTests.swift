import FormsmithCore
import Foundation
import Layout
import Testing

@testable import Site

/// `manifest.json`'s `"accessibility"` of each rendered field: where VoiceOver reads it and what
/// it says, in the source language; none for fields the form does not render.
@Suite struct ManifestAccessibilityTests {
    func form() -> FormLayout {
        var email = FieldLayout(id: "email", label: "Email", control: .email)
        email.required = true
        email.helpText = "Where receipts go"
        var news = FieldLayout(id: "news", label: "News", control: .toggle)
        news.defaultValue = "true"
        let section = SectionLayout(
            id: "main", title: "Main", description: nil, layoutStyle: .vertical, columns: 1, gap: 16,
            collapsible: false, collapsed: false, metadata: [], fields: [email, news])
        return FormLayout(
            name: "Contact", title: "Contact", sources: FormSources(hints: "Hints/Contact.hints"), documentation: nil,
            sections: [section], hidden: [FieldLayout(id: "secret", label: "Secret", control: .text)], unsectioned: [],
            defaults: [], ocrGroups: [], diagnostics: [])
    }

    @Test func eachRenderedFieldSaysWhatVoiceOverReads() throws {
        let entry = Manifest.entry(form())
        let fields = try #require(entry.sections.first?.fields)
        let email = try #require(fields.first?.accessibility)
        #expect(email.order == 3)  // the form's title, the section's, then the label row
        #expect(email.label == "Email, required")
        #expect(email.hint == "Where receipts go")
        #expect(email.traits == ["textField"])
        #expect(email.identifier == "main.ui.email.View")
        #expect(email.value == nil)
        let news = try #require(fields.last?.accessibility)
        #expect(news.value == "on")
        #expect(news.traits == ["switch"])
        #expect(entry.hidden.first?.accessibility == nil)
    }

    @Test func itIsWrittenInTheManifest() throws {
        let json = String(decoding: Manifest.encode([form()]), as: UTF8.self)
        #expect(json.contains(#""accessibility" : {"#))
        #expect(json.contains(#""identifier" : "main.ui.email.View""#))
    }
}
