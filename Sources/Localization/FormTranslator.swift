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
        var resolved: [(language: LanguageCode, resolver: AppStrings.Resolver, texts: [ResolvedTexts])] = []
        // Each field's keys, worked out once for all the languages.
        // Each field's texts and keys (SixLayer's, then its texts), read and numbered once for all the languages.
        let sources = fields.map { field in
            let base = LocalizationKey.base(of: field)
            let id = { (role: LocalizationKey.Role) in
                strings.keyID(LocalizationKey.key(base: base, role: role, namespace: strings.namespace))
            }
            let (label, placeholder, help, options) = (field.label, field.placeholder, field.helpText, field.options)
            return FieldSource(
                id: field.id, label: label, placeholder: placeholder, help: help, options: options,
                labelKeys: (id(.label), strings.keyID(label)),
                placeholderKeys: (id(.placeholder), placeholder.flatMap(strings.keyID)),
                helpKeys: (id(.help), help.flatMap(strings.keyID)), optionKeys: options.map { strings.keyID($0.label) })
        }
        for language in strings.languages {
            var entry = FormTranslations.Language(code: language.code, isRightToLeft: language.isRightToLeft)
            var texts: [ResolvedTexts] = []
            texts.reserveCapacity(fields.count)
            let isSource = language == strings.sourceLanguage
            let resolver = strings.resolver(for: language)
            for source in sources {
                var translated = FormTranslations.Field(id: source.id)
                var shown = ResolvedTexts()
                /// The text shown and the key that gave it (nil: the source text).
                func resolve(_ role: LocalizationKey.Role, _ text: String?, _ keys: (Int?, Int?)) -> (String?, Int?) {
                    if let found = resolver.text(id: keys.0) { return (found, keys.0) }
                    if let found = resolver.text(id: keys.1) { return (found, keys.1) }
                    if !isSource, let text, !text.isEmpty { entry.untranslated.append("\(source.id) \(role.rawValue)") }
                    return (text, nil)
                }
                (shown.label, shown.labelKey) = resolve(.label, source.label, source.labelKeys)
                if !isSource, shown.label != source.label { translated.label = shown.label }
                (shown.placeholder, shown.placeholderKey) = resolve(.placeholder, source.placeholder, source.placeholderKeys)
                if !isSource, shown.placeholder != source.placeholder { translated.placeholder = shown.placeholder }
                let help = resolve(.help, source.help, source.helpKeys).0
                if !isSource, help != source.help { translated.help = help }
                for (option, key) in zip(source.options, source.optionKeys) {
                    let found = resolver.text(id: key)
                    shown.options.append((found ?? option.label, found == nil ? nil : key))
                    if let found, !isSource, found != option.label {
                        translated.options.append(KeyValue(key: option.value, value: found))
                    } else if found == nil, !isSource {
                        entry.untranslated.append("\(source.id) option \(option.value)")
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
            resolved.append((language, resolver, texts))
        }
        guard let fit else { return (translations, []) }
        let (warnings, diagnostics) = fit.check(form: form, fields: fields, resolved: resolved, source: strings.sourceLanguage)
        translations.fitWarnings = warnings
        return (translations, diagnostics)
    }
}

/// What one field shows in one language, and the key of the catalog entry each text came from.
struct ResolvedTexts {
    var label: String?
    var labelKey: Int?
    var placeholder: String?
    var placeholderKey: Int?
    var options: [(text: String, key: Int?)] = []
}

/// A field's texts in the source language and their keys, read once for every language.
struct FieldSource {
    var id: String
    var label: String
    var placeholder: String?
    var help: String?
    var options: [PickerOption]
    var labelKeys: (Int?, Int?)
    var placeholderKeys: (Int?, Int?)
    var helpKeys: (Int?, Int?)
    var optionKeys: [Int?]
}

extension FieldLayout {
    /// The field and, for a group, the fields in it.
    var selfAndChildren: [FieldLayout] { [self] + children.flatMap(\.selfAndChildren) }
}
