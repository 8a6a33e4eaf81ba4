import Layout
import Localization

/// SixLayer's own English strings, as its `Localizable.xcstrings` and `DynamicFormView` give them:
/// the placeholders a control shows when the hints set none, and the form's buttons.
enum SixLayerStrings {
    /// `DynamicFormConfiguration.submitButtonText`'s default (not localized by SixLayer).
    static let submit = "Submit"
    /// `SixLayerFramework.ocr.scanDocument`.
    static let scanDocument = "Scan Document"
    /// `SixLayerFramework.form.placeholder.select`: a menu picker's label.
    static let select = "Select"
    /// `SixLayerFramework.button.addItem`, under an array's items.
    static let addItem = "Add Item"
    static let selectFile = "Select File"
    static let selectImage = "Select Image"

    /// The placeholder SixLayer's component shows for a control when the field has none
    /// (`DynamicFieldComponents.swift`: `resolvedPlaceholderDisplay(frameworkDefault:)`).
    /// The text controls' come from `FrameworkStrings`, which the languages translate; the
    /// pickers' are here.
    static func placeholder(for control: Control, integer: Bool) -> String? {
        if let text = FrameworkStrings.placeholder(for: control, integer: integer) { return text.english }
        switch control {
        case .date: return "Select date"
        case .time: return "Select time"
        case .datetime: return "Select date and time"
        case .color: return "Select color"
        default: return nil
        }
    }

    /// `FormValidationSummary`'s title (hard-coded English in SixLayer).
    static func validationErrors(_ count: Int) -> String {
        count == 1 ? "1 validation error" : "\(count) validation errors"
    }
}
