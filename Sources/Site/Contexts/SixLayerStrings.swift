import Layout

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
    static func placeholder(for control: Control, integer: Bool) -> String? {
        switch control {
        case .text, .uuid, .list: "Enter text"
        case .email: "Enter email"
        case .password: "Enter password"
        case .tel: "Enter phone"
        case .url: "Enter URL"
        case .number: integer ? "Enter integer" : "Enter number"
        case .date: "Select date"
        case .time: "Select time"
        case .datetime: "Select date and time"
        case .color: "Select color"
        // A multi-line TextField shows "Enter text" too; the others show no placeholder.
        case .textarea: "Enter text"
        case .select, .relationship, .slider, .stepper, .toggle, .file, .group: nil
        }
    }

    /// `FormValidationSummary`'s title (hard-coded English in SixLayer).
    static func validationErrors(_ count: Int) -> String {
        count == 1 ? "1 validation error" : "\(count) validation errors"
    }
}
