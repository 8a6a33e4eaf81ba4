import Layout
import Localization

/// SixLayer's own English strings, as its `Localizable.xcstrings` and `DynamicFormView` give them:
/// the placeholders a control shows when the hints set none, and the form's buttons.
enum SixLayerStrings {
    /// `DynamicFormConfiguration.submitButtonText`'s default, the literal "Submit"
    /// (`DynamicFormBuilder.build`): DynamicFormView does not look up `SixLayerFramework.button.submit`,
    /// so the app shows it in English in every language unless it passes its own text.
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
    /// They come from `FrameworkStrings`, which the languages translate.
    static func placeholder(for control: Control, integer: Bool) -> String? {
        FrameworkStrings.placeholder(for: control, integer: integer)?.english
    }

    /// `FormValidationSummary`'s title (hard-coded English in SixLayer).
    static func validationErrors(_ count: Int) -> String {
        count == 1 ? "1 validation error" : "\(count) validation errors"
    }
}
