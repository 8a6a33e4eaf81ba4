import FormsmithCore
import Layout
import Localization
import Site

extension BuildPipeline {
    /// What the whole build says about the app's languages, once: how many shown strings each
    /// language leaves untranslated, and that the fit check is skipped where its fonts are missing.
    static func stringsNotes(_ strings: AppStrings, forms: [FormLayout]) -> [Diagnostic] {
        var notes: [Diagnostic] = []
        if fitCheck == nil {
            notes.append(
                Diagnostic(
                    .info, "strings.fit-check-skipped", at: SourceLocation(file: ProjectConfig.fileName),
                    "the fit check is skipped: it measures text with the Inter font (Debian `fonts-inter`), which is not installed"
                ))
        }
        guard strings.hasTranslations else { return notes }
        // Counted in one pass, each form's languages looked at in place, and only the three shown
        // per language spelled out: a serve rebuild of 10,000 forms spent most of its time making a
        // string for every untranslated text and copying each form's translations.
        let languages = Array(strings.languages.dropFirst())
        var counts = [Int](repeating: 0, count: languages.count)
        var shownTexts = [[String]](repeating: [], count: languages.count)
        for form in forms.indices {
            for translated in forms[form].translations.languages.indices {
                let untranslated = forms[form].translations.languages[translated].untranslated.count
                guard untranslated > 0,
                    let slot = languages.firstIndex(where: {
                        $0.code == forms[form].translations.languages[translated].code
                    })
                else { continue }
                counts[slot] += untranslated
                for text in forms[form].translations.languages[translated].untranslated.prefix(
                    3 - shownTexts[slot].count)
                {
                    shownTexts[slot].append("\(forms[form].name) \(text)")
                }
            }
        }
        // One note per cause, not per language: languages missing the same strings share a note.
        var groups: [(count: Int, shown: [String], languages: [LanguageCode])] = []
        for (slot, language) in languages.enumerated() where counts[slot] > 0 {
            if let group = groups.firstIndex(where: { $0.count == counts[slot] && $0.shown == shownTexts[slot] }) {
                groups[group].languages.append(language)
            } else {
                groups.append((counts[slot], shownTexts[slot], [language]))
            }
        }
        for group in groups {
            let count = group.count
            let shown = group.shown.joined(separator: "; ") + (count > 3 ? "; …" : "")
            let codes = group.languages.map(\.code)
            let listed =
                codes.count > 6 ? codes.prefix(5).joined(separator: ", ") + ", …" : codes.joined(separator: ", ")
            let named =
                codes.count == 1
                ? "no \(codes[0]) translation" : "no translation in \(codes.count) languages (\(listed))"
            notes.append(
                Diagnostic(
                    .info, "strings.untranslated",
                    at: strings.firstFile(of: group.languages[0]) ?? SourceLocation(file: ProjectConfig.fileName),
                    "\(count) string\(count == 1 ? "" : "s") the forms show \(count == 1 ? "has" : "have") \(named) and show\(count == 1 ? "s" : "") the \(strings.sourceLanguage.code) text: \(shown)"
                ))
        }
        return notes
    }

    /// The languages the pages switch to, each with SixLayer's strings as the app shows them in it.
    static func siteLanguages(_ strings: AppStrings) -> [SiteLanguage] {
        let catalogFound = strings.hasFrameworkCatalog
        return strings.languages.dropFirst().map { language in
            let translated = FrameworkStrings.translations(in: language, strings: strings)
            let english = Set(translated.map(\.english))
            return SiteLanguage(
                code: language.code, isRightToLeft: language.isRightToLeft,
                framework: translated.map { KeyValue(key: $0.english, value: $0.text) },
                frameworkUntranslated: FrameworkStrings.all.map(\.english).filter { !english.contains($0) },
                frameworkCatalogFound: catalogFound)
        }
    }
}
