/// One field entry of a hints file, with SixLayer's defaults applied.
public struct FieldHints: Hashable, Sendable {
    public var id: String
    public var location: SourceLocation
    public var displayWidth: DisplayWidth?
    public var expectedLength: Int?
    public var maxLength: Int?
    public var minLength: Int?
    public var showCharacterCounter: Bool
    /// Lower-cased `fieldType`, when given.
    public var fieldType: String?
    /// Three states: nil when absent.
    public var isOptional: Bool?
    public var isArray: Bool
    public var defaultValue: HintValue?
    public var isHidden: Bool
    public var isEditable: Bool
    public var inputType: String?
    public var options: [PickerOption]
    public var expectedRange: ClosedRange<Double>?
    public var ocrHints: [String]
    public var calculationFormula: String?
    /// String-valued keys SixLayer keeps as metadata (`placeholder`, `multiLine`, `label`, …), in file order.
    public var metadata: [KeyValue]

    public init(id: String, location: SourceLocation) {
        self.id = id
        self.location = location
        self.showCharacterCounter = false
        self.isArray = false
        self.isHidden = false
        self.isEditable = true
        self.options = []
        self.ocrHints = []
        self.metadata = []
    }

    public func metadata(_ key: String) -> String? { metadata.last { $0.key == key }?.value }
}

/// A value as SixLayer keeps it for `defaultValue`.
public enum HintValue: Hashable, Sendable, CustomStringConvertible {
    case string(String)
    case bool(Bool)
    case number(Double)

    public var description: String {
        switch self {
        case .string(let text): text
        case .bool(let flag): flag ? "true" : "false"
        case .number(let value):
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        }
    }
}

/// A picker choice.
public struct PickerOption: Hashable, Sendable {
    public var value: String
    public var label: String
    public init(value: String, label: String) {
        self.value = value
        self.label = label
    }
}
