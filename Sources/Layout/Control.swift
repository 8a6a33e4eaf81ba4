/// The kind of control a field gets in the form (the `control` values of `manifest.json`).
public enum Control: String, Hashable, Sendable, CaseIterable {
    case text, textarea, email, tel, url, password, number, toggle, date, time, datetime
    case select, slider, stepper, color, file, uuid, list, group, relationship

    /// The `<input type>` for controls that are plain inputs.
    public var inputType: String? {
        switch self {
        case .text, .uuid: "text"
        case .email: "email"
        case .tel: "tel"
        case .url: "url"
        case .password: "password"
        case .number, .stepper: "number"
        case .date: "date"
        case .time: "time"
        case .datetime: "datetime-local"
        case .slider: "range"
        case .color: "color"
        case .toggle: "checkbox"
        case .file: "file"
        case .textarea, .select, .list, .group, .relationship: nil
        }
    }

    /// Controls whose value is text, where lengths and counters apply.
    public var isTextual: Bool {
        [.text, .textarea, .email, .tel, .url, .password].contains(self)
    }
}
