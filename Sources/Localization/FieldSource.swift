import FormsmithCore
import Layout

/// A field's texts as the hints write them and their keys (SixLayer's, then the texts
/// themselves), read and numbered once for every language; `path` names a group's fields apart
/// from the form's (`shipping.city`), as the page's language script finds them.
struct FieldSource {
    var field: FieldLayout
    var path: String
    var label: String
    var placeholder: String?
    var help: String?
    var options: [PickerOption]
    var labelKeys: (Int?, Int?)
    var placeholderKeys: (Int?, Int?)
    var helpKeys: (Int?, Int?)
    var optionKeys: [Int?]
    /// SixLayer's placeholder for the field's control where the hints set none.
    var frameworkPlaceholder: (name: String, key: Int?, english: String)?

    static func all(in form: FormLayout, strings: AppStrings) -> [FieldSource] {
        var sources: [FieldSource] = []
        func add(_ field: FieldLayout, path: String) {
            sources.append(FieldSource(field, path: path, strings: strings))
            for child in field.children { add(child, path: path + "." + child.id) }
        }
        for section in form.sections { for field in section.fields { add(field, path: field.id) } }
        return sources
    }

    init(_ field: FieldLayout, path: String, strings: AppStrings) {
        let base = LocalizationKey.base(of: field)
        let id = { (role: LocalizationKey.Role) in
            strings.keyID(LocalizationKey.key(base: base, role: role, namespace: strings.namespace))
        }
        self.field = field
        self.path = path
        (label, placeholder, help, options) = (field.label, field.placeholder, field.helpText, field.options)
        labelKeys = (id(.label), strings.keyID(label))
        placeholderKeys = (id(.placeholder), placeholder.flatMap(strings.keyID))
        helpKeys = (id(.help), help.flatMap(strings.keyID))
        optionKeys = options.map { strings.keyID($0.label) }
        if placeholder == nil,
            let framework = FrameworkStrings.placeholder(for: field.control, integer: field.inputMode == "numeric")
        {
            frameworkPlaceholder = (framework.key, strings.keyID(framework.key), framework.english)
        }
    }
}

/// What one field shows in one language, and the key of the catalog entry each text came from.
struct ResolvedTexts {
    var label: String?
    var labelKey: Int?
    var placeholder: String?
    var placeholderKey: Int?
    /// The placeholder is SixLayer's own (the field sets none).
    var placeholderIsFramework = false
    var help: String?
    var options: [(text: String, key: Int?)] = []
}
