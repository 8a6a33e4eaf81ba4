import FormsmithCore
import Layout
import Localization

/// What VoiceOver says of a field's control: a `TextField`'s label is its placeholder (SixLayer
/// sets no accessibility label on it) and its value the text; a `Toggle`, `DatePicker`,
/// `Stepper` or `Slider` is labelled by the field's label; a menu `Picker` by its placeholder
/// ("Select"), with the chosen option as its value.
struct ControlSpeech {
    var label: String
    var value: String
    var traits: [String]
    /// The label is a placeholder: SixLayer's own ("Enter text") or the hints'.
    var labelIsPlaceholder = false

    init(field: FieldLayout, sample: String, texts: TranslatedTexts, path: String) {
        let placeholder = texts.placeholder(field, path: path)
        switch field.control {
        case .text, .textarea, .email, .tel, .url, .password, .number, .uuid, .list:
            label = placeholder ?? ""
            labelIsPlaceholder = true
            value = field.control == .password && !sample.isEmpty ? "secure text" : sample
            traits = SpokenElement.textField
        case .toggle:
            label = texts.label(field, path: path)
            value = ["true", "yes", "1", "on"].contains(sample.lowercased()) ? "on" : "off"
            traits = SpokenElement.toggle
        case .select:
            label = placeholder ?? "Select"
            labelIsPlaceholder = true
            value = texts.options(field, path: path).first { $0.value == sample }?.label ?? sample
            traits = SpokenElement.popUpButton
        case .slider, .stepper:
            label = texts.label(field, path: path)
            value = sample
            traits = SpokenElement.adjustable
        case .date, .time, .datetime, .color, .file, .relationship:
            label = texts.label(field, path: path)
            value = sample
            traits = SpokenElement.button
        case .group:
            label = texts.label(field, path: path)
            value = ""
            traits = SpokenElement.staticText
        }
    }
}
