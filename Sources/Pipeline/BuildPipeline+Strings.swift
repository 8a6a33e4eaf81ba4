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
        for language in strings.languages.dropFirst() {
            let missing = forms.flatMap { form in
                form.translations.languages.first { $0.code == language.code }?.untranslated.map {
                    "\(form.name) \($0)"
                } ?? []
            }
            guard !missing.isEmpty else { continue }
            let shown = missing.prefix(3).joined(separator: "; ") + (missing.count > 3 ? "; …" : "")
            notes.append(
                Diagnostic(
                    .info, "strings.untranslated",
                    at: strings.firstFile(of: language) ?? SourceLocation(file: ProjectConfig.fileName),
                    "\(missing.count) string\(missing.count == 1 ? "" : "s") the forms show \(missing.count == 1 ? "has" : "have") no \(language.code) translation and show\(missing.count == 1 ? "s" : "") the \(strings.sourceLanguage.code) text: \(shown)"
                ))
        }
        return notes
    }

    /// The languages the pages switch to, each with SixLayer's strings as the app shows them in it.
    static func siteLanguages(_ strings: AppStrings) -> [SiteLanguage] {
        strings.languages.dropFirst().map { language in
            SiteLanguage(
                code: language.code, isRightToLeft: language.isRightToLeft,
                framework: FrameworkStrings.translations(in: language, strings: strings).map {
                    KeyValue(key: $0.english, value: $0.text)
                })
        }
    }
}
