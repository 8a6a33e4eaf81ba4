import FormsmithCore
import Testing

@testable import Layout

/// `diff` sees languages: one added or dropped, a translation changed, a text that no longer fits.
@Suite struct FormDiffLanguagesTests {
    func form(_ translations: FormTranslations) -> FormLayout {
        let fields = [FieldLayout(id: "zip", label: "Zip", control: .text)]
        let section = SectionLayout(
            id: "main", title: "Main", description: nil, layoutStyle: .vertical, columns: 1, gap: 16,
            collapsible: false,
            collapsed: false, metadata: [], fields: fields)
        var form = FormLayout(
            name: "M", title: "M", sources: FormSources(), documentation: nil, sections: [section], hidden: [],
            unsectioned: [], defaults: [], ocrGroups: [], diagnostics: [])
        form.translations = translations
        return form
    }

    func german(label: String?, title: String? = nil) -> FormTranslations.Language {
        var language = FormTranslations.Language(code: "de", isRightToLeft: false)
        var field = FormTranslations.Field(id: "zip")
        field.label = label
        language.fields = [field]
        var section = FormTranslations.Section(id: "main")
        section.title = title
        language.sections = title == nil ? [] : [section]
        return language
    }

    @Test func languagesTranslationsAndFitWarningsAreChanges() {
        var before = FormTranslations()
        before.languages = [german(label: "PLZ"), .init(code: "fr", isRightToLeft: false)]
        var after = FormTranslations()
        after.languages = [german(label: "Postleitzahl", title: "Haupt"), .init(code: "ar", isRightToLeft: true)]
        var warning = FormTranslations.FitWarning(
            fieldID: "zip", language: "de", role: "label", text: "Postleitzahl", width: 91, room: 80)
        after.fitWarnings = [warning]
        warning.textSize = "AX2"
        after.fitWarnings.append(
            FormTranslations.FitWarning(fieldID: "zip", language: "en", role: "label", text: "Zip", width: 60, room: 80)
        )
        after.fitWarnings[1].textSize = "AX5"
        let changes = FormDiff.compare(base: [form(before)], head: [form(after)]).models.flatMap(\.changes)
        #expect(
            changes.map(\.summary) == [
                "language `ar` added", "language `fr` dropped", "de label of `zip` “PLZ” → “Postleitzahl”",
                "de title of section `main` the source text → “Haupt”",
                "`zip`: the de label “Postleitzahl” is 91 pt wide, wider than its 80 pt field (its hints' displayWidth)",
            ])
        #expect(changes.map(\.kind) == [.language, .language, .translation, .translation, .fitWarning])
        #expect(changes.last?.risk == .high)
        #expect(changes.last?.markLabel() == "too wide in de")
        #expect(changes[2].field == "zip" && changes[2].section == "main")
        // The same translations are no change.
        #expect(FormDiff.compare(base: [form(after)], head: [form(after)]).models.allSatisfy { $0.changes.isEmpty })
    }

    /// A renamed source label leaves every language without its translation: one high-risk
    /// change naming them, not one per language; a lone language's loss stays its own change.
    @Test func translationsLostInManyLanguagesAreOneChange() {
        func language(_ code: String, _ label: String?) -> FormTranslations.Language {
            var language = german(label: label)
            language.code = code
            return language
        }
        let codes = ["de", "es", "fi", "fr", "it", "ja", "nl", "pl"]
        var before = FormTranslations()
        before.languages = codes.map { language($0, "Label \($0)") }
        var after = FormTranslations()
        after.languages = codes.map { language($0, nil) }
        let changes = FormDiff.compare(base: [form(before)], head: [form(after)]).models.flatMap(\.changes)
        #expect(
            changes.map(\.summary) == [
                "label of `zip` now untranslated in 8 languages (de, es, fi, fr, it, …): they show the source text"
            ])
        #expect(changes.first?.risk == .high)
        #expect(changes.first?.field == "zip")

        after.languages = codes.map { language($0, $0 == "fr" ? nil : "Label \($0)") }
        let one = FormDiff.compare(base: [form(before)], head: [form(after)]).models.flatMap(\.changes)
        #expect(one.map(\.summary) == ["fr label of `zip` “Label fr” → the source text"])
        #expect(one.first?.risk == .high)
    }

    @Test func anAddedFieldsTranslationsAreNotChangesOfTheirOwn() {
        var was = FormTranslations()
        was.languages = [.init(code: "de", isRightToLeft: false)]
        var before = form(was)
        before.sections[0].fields = []
        var after = FormTranslations()
        after.languages = [german(label: "Postleitzahl")]
        let changes = FormDiff.compare(base: [before], head: [form(after)]).models.flatMap(\.changes)
        #expect(changes.map(\.kind) == [.fieldAdded])
    }
}
