import FormsmithCore
import HintsFormat
import Layout
import JSONReader

/// A snapshot read back into a form, to compare with the form as it is now in `diff`'s words.
/// Both sides of that comparison are read back from snapshots, so what a snapshot leaves out
/// (positions, flags…) never counts as a change.
extension SignOffSnapshot {
    /// The form these lines describe; unreadable lines are skipped (the file's reader reports them).
    static func form(named name: String, from nodes: [JSONNode]) -> FormLayout {
        var form = FormLayout(
            name: name, title: name, sources: FormSources(), documentation: nil, sections: [], hidden: [],
            unsectioned: [], defaults: [], ocrGroups: [], diagnostics: [])
        for node in nodes {
            if let presentation = node["presentation"] {
                form.presentation = Self.presentation(presentation)
            } else if let id = node["section"]?.string, let code = node["translation"]?.string {
                var section = FormTranslations.Section(id: id)
                section.title = node["title"]?.string
                section.description = node["description"]?.string
                form.translations.languages.indices.last { form.translations.languages[$0].code == code }.map {
                    form.translations.languages[$0].sections.append(section)
                }
            } else if let id = node["field"]?.string, let code = node["translation"]?.string {
                var field = FormTranslations.Field(id: id)
                field.label = node["label"]?.string
                field.placeholder = node["placeholder"]?.string
                field.help = node["help"]?.string
                field.options = (node["options"]?.pairs ?? []).map { KeyValue(key: $0.0, value: $0.1) }
                form.translations.languages.indices.last { form.translations.languages[$0].code == code }.map {
                    form.translations.languages[$0].fields.append(field)
                }
            } else if let id = node["section"]?.string {
                form.sections.append(
                    SectionLayout(
                        id: id, title: node["title"]?.string ?? id, description: node["description"]?.string,
                        layoutStyle: node["style"]?.string.flatMap(LayoutStyle.init(rawValue:)) ?? .vertical,
                        columns: node["columns"]?.int ?? 1, gap: node["gap"]?.int ?? 0,
                        collapsible: node["collapsible"]?.bool ?? false, collapsed: node["collapsed"]?.bool ?? false,
                        metadata: [], fields: []))
            } else if let field = Self.field(node) {
                switch (node["in"]?.string, node["off"]?.string) {
                case (let section?, _):
                    form.sections.indices.last { form.sections[$0].id == section }.map {
                        form.sections[$0].fields.append(field)
                    }
                case (nil, "hidden"): form.hidden.append(field)
                default: form.unsectioned.append(field)
                }
            } else if let code = node["sourceLanguage"]?.string {
                form.translations.sourceLanguage = code
            } else if let code = node["language"]?.string {
                form.translations.languages.append(
                    FormTranslations.Language(code: code, isRightToLeft: node["rightToLeft"]?.bool ?? false))
            }
        }
        return form
    }

    static func field(_ node: JSONNode) -> FieldLayout? {
        guard let id = node["field"]?.string, node["translation"] == nil,
            let control = node["control"]?.string.flatMap(Control.init(rawValue:))
        else { return nil }
        var field = FieldLayout(id: id, label: node["label"]?.string ?? id, control: control)
        field.itemControl = node["itemControl"]?.string.flatMap(Control.init(rawValue:))
        field.width = node["width"]?.int
        field.required = node["required"]?.bool ?? false
        field.editable = node["editable"]?.bool ?? true
        field.minLength = node["minLength"]?.int
        field.maxLength = node["maxLength"]?.int
        field.counter = node["counter"]?.bool ?? false
        field.minimum = node["minimum"]?.string
        field.maximum = node["maximum"]?.string
        field.step = node["step"]?.string
        field.options = (node["options"]?.pairs ?? []).map { PickerOption(value: $0.0, label: $0.1) }
        field.defaultValue = node["default"]?.string
        field.placeholder = node["placeholder"]?.string
        field.helpText = node["help"]?.string
        field.rows = node["rows"]?.int
        field.maxRows = node["maxRows"]?.int
        field.inputMode = node["inputMode"]?.string
        field.children = (node["fields"]?.arrayElements ?? []).compactMap(Self.field)
        return field
    }

    static func presentation(_ node: JSONNode) -> PresentationHints {
        var hints = PresentationHints()
        hints.dataType = node["dataType"]?.string ?? hints.dataType
        hints.context = node["context"]?.string ?? hints.context
        hints.complexity = node["complexity"]?.string ?? hints.complexity
        if let name = node["preference"]?.string {
            hints.preference = .single(name)
        } else if let count = node["preference"] {
            hints.preference = .countBased(
                low: count["low"]?.string ?? "", high: count["high"]?.string ?? "",
                threshold: count["threshold"]?.int ?? 0)
        }
        let keyValues = { (node: JSONNode?) in (node?.pairs ?? []).map { KeyValue(key: $0.0, value: $0.1) } }
        hints.customPreferences = keyValues(node["preferences"])
        hints.defaultColor = node["defaultColor"]?.string
        hints.colorMapping = keyValues(node["colorMapping"])
        if let provider = node["colorProvider"] {
            hints.colorProvider = ItemColorProvider(
                property: provider["property"]?.string, mapping: keyValues(provider["mapping"]),
                statusMapping: provider["statusMapping"].map { keyValues($0) })
        }
        return hints
    }
}
