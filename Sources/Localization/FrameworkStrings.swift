import Layout

/// SixLayer's own strings a form shows (its `Localizable.xcstrings`), by key, with the English text
/// the pages are written with; a language's file maps each English text to its translation.
public enum FrameworkStrings {
    public static let all: [(key: String, english: String)] = [
        ("SixLayerFramework.form.placeholder.enterText", "Enter text"),
        ("SixLayerFramework.form.placeholder.enterEmail", "Enter email"),
        ("SixLayerFramework.form.placeholder.enterPassword", "Enter password"),
        ("SixLayerFramework.form.placeholder.enterPhone", "Enter phone"),
        ("SixLayerFramework.form.placeholder.enterURL", "Enter URL"),
        ("SixLayerFramework.form.placeholder.enterInteger", "Enter integer"),
        ("SixLayerFramework.form.placeholder.enterNumber", "Enter number"),
        ("SixLayerFramework.form.placeholder.select", "Select"),
        ("SixLayerFramework.form.placeholder.selectDate", "Select date"),
        ("SixLayerFramework.form.placeholder.selectTime", "Select time"),
        ("SixLayerFramework.form.placeholder.selectDateTime", "Select date and time"),
        ("SixLayerFramework.form.placeholder.selectColor", "Select color"),
        ("SixLayerFramework.button.selectFile", "Select File"),
        ("SixLayerFramework.button.selectImage", "Select Image"),
        ("SixLayerFramework.ocr.scanDocument", "Scan Document"),
        ("SixLayerFramework.button.addItem", "Add Item"),
        // IntelligentDetailView's large title and TabView's tab titles.
        ("SixLayerFramework.detail.title", "Details"),
        ("SixLayerFramework.detail.overview", "Overview"),
        ("SixLayerFramework.detail.rawData", "Raw Data"),
    ]

    /// The placeholder SixLayer's component shows for a control when the field has none
    /// (`DynamicFieldComponents.swift`: `resolvedPlaceholderDisplay(frameworkDefault:)`).
    public static func placeholder(for control: Control, integer: Bool) -> (key: String, english: String)? {
        let name: String
        switch control {
        case .text, .uuid, .list, .textarea: name = "enterText"  // a multi-line TextField shows "Enter text" too
        case .email: name = "enterEmail"
        case .password: name = "enterPassword"
        case .tel: name = "enterPhone"
        case .url: name = "enterURL"
        case .number: name = integer ? "enterInteger" : "enterNumber"
        case .date: name = "selectDate"
        case .time: name = "selectTime"
        case .datetime: name = "selectDateTime"
        case .color: name = "selectColor"
        default: return nil
        }
        return placeholders[name]
    }

    /// The placeholders by the last part of their key: asked for every field of every form, so
    /// looked up by a short name rather than searched for by a key made each time.
    private static let placeholders: [String: (key: String, english: String)] = Dictionary(
        all.compactMap { entry in
            let prefix = "SixLayerFramework.form.placeholder."
            return entry.key.hasPrefix(prefix) ? (String(entry.key.dropFirst(prefix.count)), entry) : nil
        },
        uniquingKeysWith: { first, _ in first })

    /// English text → translation in `language`, for the strings the app or SixLayer translates.
    public static func translations(in language: LanguageCode, strings: AppStrings) -> [(english: String, text: String)]
    {
        all.compactMap { entry in
            strings.lookup(entry.key, in: language).map { (entry.english, $0.text) }
        }
    }
}
