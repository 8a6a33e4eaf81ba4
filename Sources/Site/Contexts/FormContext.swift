import Layout

/// The `form` partial's input: a form's name and its sections with their fields.
struct FormContext: Encodable {
    var name: String
    var sections: [SectionContext]
    /// What the form stands for, after its name in its accessible label: `form preview`, `edit preview`.
    var purpose = "form preview"
}

/// The `embed` template's keys: a form shown in a doc.
struct EmbedContext: Encodable {
    var name: String
    var sections: [SectionContext]
    /// From the doc to the model's page.
    var modelPath: String
    /// Set when the embed shows one section.
    var sectionTitle: String?
    var purpose = "form preview"
}

struct SectionContext: Encodable {
    var id: String
    var title: String
    var layoutStyle: String
    var columns: Int
    var gap: Int
    var collapsible: Bool
    var collapsed: Bool
    var headingID: String
    var fields: [FieldContext]
    var description: String?
    /// On the review page: `added`, `removed` or `changed`.
    var change: String?
}

/// The `field` partial's input: one field as its control shows it.
struct FieldContext: Encodable {
    var fieldID = "", htmlID = "", label = "", control = ""
    var editable = false, required = false, counter = false
    var isGroup = false, isToggle = false, isLabelled = false, isInput = false
    var isTextarea = false, isSelect = false, isRelationship = false, isList = false
    var inputType: String?
    var readonly = false, disabled = false, validates = false
    var valueLength = 0
    var width: Int?, maxLength: Int?, minLength: Int?, rows: Int?, maxRows: Int?
    var placeholder: String?, minimum: String?, maximum: String?, step: String?, inputMode: String?
    var helpText: String?, formula: String?, relatedModel: String?, relatedPath: String?
    var value: String?, checked: Bool?, describedBy: String?, change: String?
    /// The live validation's message, shown from the start (the edit context's invalid state).
    var errorMessage: String?
    var options: [OptionContext]?
    var children: [FieldContext]?
}

struct OptionContext: Encodable {
    var value: String
    var label: String
    var selected: Bool
}

/// Values to show in a form instead of the fields' defaults (the edit context's sample item),
/// messages to show under some fields, and which fields to keep (nil: all).
struct FormFill {
    var value: (FieldLayout) -> String?
    var errors: [String: String] = [:]
    var only: Set<String>?
}
