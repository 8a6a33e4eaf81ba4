/// One element VoiceOver stops on, as SixLayer's `DynamicFormView` gives it: what it says (label,
/// value, hint, traits, in that order), where it is in the reading order, and the accessibility
/// identifier a UI test finds it by.
public struct SpokenElement: Hashable, Sendable {
    /// The part of the form the element is.
    public enum Role: String, Hashable, Sendable {
        case formTitle, sectionTitle, sectionDescription, fieldLabel, control, counter, helpButton, submit
    }

    /// 1-based position in the reading order.
    public var order: Int
    public var role: Role
    /// The field's id (a group's fields as `shipping.city`); nil for the form's own elements.
    public var fieldID: String?
    /// The section's id, for a section's title and description.
    public var sectionID: String?
    public var label: String
    public var value: String = ""
    public var hint: String = ""
    /// VoiceOver's trait names: "button", "header", "staticText", "textField", "switch", "adjustable"…
    public var traits: [String]
    public var identifier: String

    public init(
        order: Int, role: Role, fieldID: String?, label: String, traits: [String], identifier: String
    ) {
        self.order = order
        self.role = role
        self.fieldID = fieldID
        self.label = label
        self.traits = traits
        self.identifier = identifier
    }

    /// Trait lists made once: a reader gives every element one, thousands per build.
    public static let staticText = ["staticText"]
    public static let button = ["button"]
    public static let textField = ["textField"]
    public static let toggle = ["switch"]
    public static let popUpButton = ["popUpButton"]
    public static let adjustable = ["adjustable"]

    /// What VoiceOver says on reaching it: "Email, required" · "Enter email, text field" ·
    /// "Help for Email, button, Where we send receipts".
    public var spoken: String {
        var parts = [label]
        if !value.isEmpty { parts.append(value) }
        parts += traits.filter { $0 != "staticText" }.map(Self.spokenTrait)
        if !hint.isEmpty { parts.append(hint) }
        return parts.filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// How VoiceOver says a trait: "textField" → "text field".
    public static func spokenTrait(_ trait: String) -> String {
        switch trait {
        case "textField": "text field"
        case "adjustable": "adjustable"
        case "popUpButton": "pop up button"
        default: trait
        }
    }
}
