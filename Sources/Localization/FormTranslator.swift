import FormsmithCore
import Layout

/// A form's text in each of the app's languages, resolved as SixLayer resolves it: a field's label,
/// placeholder and help by its SixLayer key (`LocalizationKey`), else by their text as key (a
/// text-keyed catalog); section titles, descriptions and option labels by their text; SixLayer's
/// own placeholders by their `SixLayerFramework.…` keys. The source language's strings are what
/// the app shows in it, so they replace the hints' text on the page; what another language does
/// not translate shows them, and is listed as untranslated.
public struct FormTranslator: Sendable {
    public let strings: AppStrings
    let fit: FitCheck?
    /// The day an empty date picker shows (`yyyy-mm-ddThh:mm`), whose capsules take room in its row.
    let pictureDate: String

    public init(strings: AppStrings, fit: FitCheck?, pictureDate: String = "2007-01-09T09:41") {
        self.strings = strings
        self.fit = fit
        self.pictureDate = pictureDate
    }

    /// Puts the source language's strings in the form, its other languages in `form.translations`,
    /// and returns the fit check's diagnostics.
    public func translate(_ form: inout FormLayout) -> [Diagnostic] {
        form.translations = FormTranslations()
        form.translations.sourceLanguage = strings.sourceLanguage.code
        guard strings.hasTranslations || fit != nil else { return [] }
        let sources = FieldSource.all(in: form, strings: strings)
        // Section texts as the hints write them: the keys of a text-keyed catalog.
        let sections = form.sections.map { (id: $0.id, title: $0.title, description: $0.description ?? "") }
        var resolved: [(language: LanguageCode, resolver: AppStrings.Resolver, texts: [ResolvedTexts])] = []
        var sourceTexts: [ResolvedTexts] = []
        for language in strings.languages {
            let isSource = language == strings.sourceLanguage
            let resolver = strings.resolver(for: language)
            var entry = FormTranslations.Language(code: language.code, isRightToLeft: language.isRightToLeft)
            var texts: [ResolvedTexts] = []
            texts.reserveCapacity(sources.count)
            for (index, source) in sources.enumerated() {
                // What the app shows where this language has nothing: the source language's text.
                let fallback = isSource ? nil : sourceTexts[index]
                var translated = FormTranslations.Field(id: source.path)
                var shown = ResolvedTexts()
                func resolve(
                    _ role: String, _ text: String?, _ keys: (Int?, Int?), _ fallback: String?
                ) -> (String?, Int?) {
                    if let found = resolver.text(id: keys.0) { return (found, keys.0) }
                    if let found = resolver.text(id: keys.1) { return (found, keys.1) }
                    if !isSource, let text, !text.isEmpty { entry.untranslated.append("\(source.path) \(role)") }
                    return (isSource ? text : fallback, nil)
                }
                (shown.label, shown.labelKey) = resolve("label", source.label, source.labelKeys, fallback?.label)
                shown.help = resolve("help", source.help, source.helpKeys, fallback?.help).0
                if let framework = source.frameworkPlaceholder {
                    // The hints set none: the field's own key if translated, else SixLayer's placeholder.
                    if let found = resolver.text(id: source.placeholderKeys.0) {
                        (shown.placeholder, shown.placeholderKey) = (found, source.placeholderKeys.0)
                    } else {
                        let own = resolver.text(id: framework.key)
                        let found = own ?? resolver.lookup(framework.name)?.text
                        if own != nil { shown.placeholderKey = framework.key }
                        if found == nil, !isSource, language.language != "en" {
                            entry.untranslated.append("\(source.path) placeholder")
                        }
                        shown.placeholder = found ?? (isSource ? framework.english : fallback?.placeholder)
                        shown.placeholderIsFramework = true
                    }
                } else {
                    (shown.placeholder, shown.placeholderKey) = resolve(
                        "placeholder", source.placeholder, source.placeholderKeys, fallback?.placeholder)
                }
                for (position, (option, key)) in zip(source.options, source.optionKeys).enumerated() {
                    let found = resolver.text(id: key)
                    if found == nil, !isSource { entry.untranslated.append("\(source.path) option \(option.value)") }
                    shown.options.append(
                        (
                            found ?? (isSource ? option.label : fallback?.options[position].text ?? option.label),
                            found == nil ? nil : key
                        ))
                }
                if let fallback {
                    if shown.label != fallback.label { translated.label = shown.label }
                    if shown.placeholder != fallback.placeholder, !shown.placeholderIsFramework {
                        translated.placeholder = shown.placeholder
                    }
                    if shown.help != fallback.help { translated.help = shown.help }
                    for (option, (shownOption, sourceOption)) in zip(
                        source.options, zip(shown.options, fallback.options))
                    where shownOption.text != sourceOption.text {
                        translated.options.append(KeyValue(key: option.value, value: shownOption.text))
                    }
                    if !translated.isEmpty { entry.fields.append(translated) }
                }
                texts.append(shown)
            }
            if isSource {
                sourceTexts = texts
                put(texts, sources: sources, resolver: resolver, in: &form)
            } else {
                for (section, shownInSource) in zip(sections, form.sections) {
                    var translated = FormTranslations.Section(id: section.id)
                    for (text, source, keyPath, role) in [
                        (section.title, shownInSource.title, \FormTranslations.Section.title, "title"),
                        (section.description, shownInSource.description ?? "", \.description, "description"),
                    ] where !text.isEmpty {
                        if let found = resolver.text(id: strings.keyID(text)) {
                            if found != source { translated[keyPath: keyPath] = found }
                        } else {
                            entry.untranslated.append("section \(section.id) \(role)")
                        }
                    }
                    if translated.title != nil || translated.description != nil { entry.sections.append(translated) }
                }
                form.translations.languages.append(entry)
            }
            resolved.append((language, resolver, texts))
        }
        guard let fit else { return [] }
        let fields = sources.map(\.field)
        let (warnings, diagnostics) = fit.check(
            form: form, fields: fields, paths: sources.map(\.path), resolved: resolved, source: strings.sourceLanguage)
        form.translations.fitWarnings = warnings
        // A row control's text in the source language: a Toggle's label, a date picker's placeholder.
        var rowTexts: [String: String] = [:]
        if let source = resolved.first(where: { $0.language == strings.sourceLanguage })?.texts {
            for (index, field) in sources.enumerated() where FitCheck.rowKind(field.field.control) != nil {
                rowTexts[field.path] = field.field.control == .toggle ? source[index].label : source[index].placeholder
            }
        }
        let (notes, rowDiagnostics) = fit.rowNotes(form: form, rowTexts: rowTexts, pictureDate: pictureDate)
        form.translations.rowNotes = notes
        return diagnostics + rowDiagnostics
    }

    /// The source language's strings in place of the hints' text: the app shows them.
    private func put(
        _ texts: [ResolvedTexts], sources: [FieldSource], resolver: AppStrings.Resolver, in form: inout FormLayout
    ) {
        var byPath: [String: ResolvedTexts] = [:]
        for (source, text) in zip(sources, texts) { byPath[source.path] = text }
        func rewrite(_ field: inout FieldLayout, path: String) {
            if let text = byPath[path] {
                if let label = text.label, label != field.label { field.label = label }
                if !text.placeholderIsFramework, text.placeholder != field.placeholder {
                    field.placeholder = text.placeholder
                }
                if text.help != field.helpText { field.helpText = text.help }
                if text.options.map(\.text) != field.options.map(\.label) {
                    field.options = zip(field.options, text.options).map {
                        PickerOption(value: $0.value, label: $1.text)
                    }
                }
            }
            guard !field.children.isEmpty else { return }
            for index in field.children.indices {
                rewrite(&field.children[index], path: path + "." + field.children[index].id)
            }
        }
        for section in form.sections.indices {
            if let title = resolver.text(id: strings.keyID(form.sections[section].title)) {
                form.sections[section].title = title
            }
            if let description = form.sections[section].description,
                let text = resolver.text(id: strings.keyID(description))
            {
                form.sections[section].description = text
            }
            for index in form.sections[section].fields.indices {
                rewrite(&form.sections[section].fields[index], path: form.sections[section].fields[index].id)
            }
        }
    }
}
