import FormsmithCore
import Layout

/// A form's text in each of the app's languages, resolved as SixLayer resolves it: a field's label,
/// placeholder and help by its SixLayer key (`LocalizationKey`), else by their text as key (a
/// text-keyed catalog); section titles, descriptions and option labels by their text. What no
/// table translates shows the source text, and is listed as untranslated.
public struct FormTranslator: Sendable {
    public let strings: AppStrings
    let fit: FitCheck?

    public init(strings: AppStrings, fit: FitCheck?) {
        self.strings = strings
        self.fit = fit
    }

    /// The form's translations, and its fit warnings as diagnostics.
    public func translate(_ form: FormLayout) -> (FormTranslations, [Diagnostic]) {
        var translations = FormTranslations()
        translations.sourceLanguage = strings.sourceLanguage.code
        guard strings.hasTranslations || fit != nil else { return (translations, []) }
        let fields = form.sections.flatMap { $0.fields.flatMap(\.selfAndChildren) }
        var resolved: [(language: LanguageCode, texts: [ResolvedTexts])] = []
        // Each field's keys, worked out once for all the languages.
        // Each field's keys (SixLayer's, then its texts), numbered once for all the languages.
        let keys = fields.map { field in
            let base = LocalizationKey.base(of: field)
            let id = { (role: LocalizationKey.Role) in
                strings.keyID(LocalizationKey.key(base: base, role: role, namespace: strings.namespace))
            }
            return (
                label: (id(.label), strings.keyID(field.label)),
                placeholder: (id(.placeholder), field.placeholder.flatMap(strings.keyID)),
                help: (id(.help), field.helpText.flatMap(strings.keyID)),
                options: field.options.map { strings.keyID($0.label) }
            )
        }
        for language in strings.languages {
            var entry = FormTranslations.Language(code: language.code, isRightToLeft: language.isRightToLeft)
            var texts: [ResolvedTexts] = []
            texts.reserveCapacity(fields.count)
            let isSource = language == strings.sourceLanguage
            let resolver = strings.resolver(for: language)
            for (field, keys) in zip(fields, keys) {
                var translated = FormTranslations.Field(id: field.id)
                var shown = ResolvedTexts()
                func resolve(_ role: LocalizationKey.Role, _ source: String?) -> (String?, LocalizedString?) {
                    let ids = role == .label ? keys.label : role == .placeholder ? keys.placeholder : keys.help
                    if let found = resolver.lookup(id: ids.0) ?? resolver.lookup(id: ids.1) {
                        return (found.text, found)
                    }
                    if !isSource, let source, !source.isEmpty { entry.untranslated.append("\(field.id) \(role.rawValue)") }
                    return (source, nil)
                }
                let label = resolve(.label, field.label)
                shown.label = label
                if !isSource, label.0 != field.label { translated.label = label.0 }
                let placeholder = resolve(.placeholder, field.placeholder)
                shown.placeholder = placeholder
                if !isSource, placeholder.0 != field.placeholder { translated.placeholder = placeholder.0 }
                let help = resolve(.help, field.helpText)
                if !isSource, help.0 != field.helpText { translated.help = help.0 }
                for (option, id) in zip(field.options, keys.options) {
                    let found = resolver.lookup(id: id)
                    shown.options.append((found?.text ?? option.label, found))
                    if let found, !isSource, found.text != option.label {
                        translated.options.append(KeyValue(key: option.value, value: found.text))
                    } else if found == nil, !isSource {
                        entry.untranslated.append("\(field.id) option \(option.value)")
                    }
                }
                texts.append(shown)
                if !isSource, !translated.isEmpty { entry.fields.append(translated) }
            }
            if !isSource {
                for section in form.sections {
                    var translated = FormTranslations.Section(id: section.id)
                    for (source, keyPath, role) in [
                        (section.title, \FormTranslations.Section.title, "title"), (section.description ?? "", \.description, "description"),
                    ] where !source.isEmpty {
                        if let found = resolver.lookup(id: strings.keyID(source)) {
                            if found.text != source { translated[keyPath: keyPath] = found.text }
                        } else {
                            entry.untranslated.append("section \(section.id) \(role)")
                        }
                    }
                    if translated.title != nil || translated.description != nil { entry.sections.append(translated) }
                }
                translations.languages.append(entry)
            }
            resolved.append((language, texts))
        }
        guard let fit else { return (translations, []) }
        let (warnings, diagnostics) = fit.check(form: form, fields: fields, resolved: resolved, source: strings.sourceLanguage)
        translations.fitWarnings = warnings
        return (translations, diagnostics)
    }
}

/// What one field shows in one language, and the catalog entry each text came from.
struct ResolvedTexts {
    var label: (String?, LocalizedString?) = (nil, nil)
    var placeholder: (String?, LocalizedString?) = (nil, nil)
    var options: [(String, LocalizedString?)] = []
}

extension FieldLayout {
    /// The field and, for a group, the fields in it.
    var selfAndChildren: [FieldLayout] { [self] + children.flatMap(\.selfAndChildren) }
}
