import FormsmithCore
import Layout
import Localization

/// A form's texts in one language: the translation where the language has one, else the form's
/// own (the source language's, which the translator already put in the form), and SixLayer's
/// English placeholder where the hints set none.
struct TranslatedTexts {
    var fields: [String: FormTranslations.Field] = [:]
    var sections: [String: FormTranslations.Section] = [:]

    init(form: FormLayout, language: String?) {
        guard let language, let entry = form.translations.languages.first(where: { $0.code == language }) else {
            return
        }
        for field in entry.fields { fields[field.id] = field }
        for section in entry.sections { sections[section.id] = section }
    }

    func label(_ field: FieldLayout, path: String) -> String { fields[path]?.label ?? field.label }

    func help(_ field: FieldLayout, path: String) -> String? { fields[path]?.help ?? field.helpText }

    func placeholder(_ field: FieldLayout, path: String) -> String? {
        if let translated = fields[path]?.placeholder { return translated }
        if let own = field.placeholder { return own }
        return FrameworkStrings.placeholder(for: field.control, integer: field.inputMode == "numeric")?.english
    }

    func options(_ field: FieldLayout, path: String) -> [PickerOption] {
        guard let translated = fields[path]?.options, !translated.isEmpty else { return field.options }
        return field.options.map { option in
            PickerOption(value: option.value, label: translated.first { $0.key == option.value }?.value ?? option.label)
        }
    }

    func sectionTitle(_ section: SectionLayout) -> String { sections[section.id]?.title ?? section.title }

    func sectionDescription(_ section: SectionLayout) -> String? {
        sections[section.id]?.description ?? section.description
    }
}
