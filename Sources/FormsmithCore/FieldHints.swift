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
    public var expectedRange: ValueRange?
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
    /// A whole number, all 64 bits of it.
    case integer(Int)
    case number(Double)

    public var description: String {
        switch self {
        case .string(let text): text
        case .bool(let flag): flag ? "true" : "false"
        case .integer(let value): String(value)
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

/// `expectedRange` as SixLayer keeps it: both ends, in whatever order they were written.
public struct ValueRange: Hashable, Sendable {
    public var min: Double
    public var max: Double
    public init(min: Double, max: Double) {
        self.min = min
        self.max = max
    }

    /// A bound as people write it: `5`, not `5.0`.
    public static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
