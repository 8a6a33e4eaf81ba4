import FormsmithCore

/// One field as the form shows it. Its values live in one box that copies share until a copy is
/// changed: a form's fields are copied into each context a page makes of them, and copying some
/// thirty properties each time was a large part of a build.
public struct FieldLayout: Hashable, @unchecked Sendable {
    public enum WidthSource: String, Hashable, Sendable {
        case displayWidth, expectedLength, none
    }

    /// The values a field has (each forwarded by a property of `FieldLayout`).
    struct Values: Hashable, Sendable {
        var id: String
        var label: String
        var control: Control
        var itemControl: Control? = nil
        var width: Int? = nil
        var widthSource: WidthSource = .none
        var required: Bool = false
        var editable: Bool = true
        var maxLength: Int? = nil
        var minLength: Int? = nil
        var counter: Bool = false
        var options: [PickerOption] = []
        var defaultValue: String? = nil
        var placeholder: String? = nil
        var helpText: String? = nil
        var rows: Int? = nil
        var maxRows: Int? = nil
        var flags: [String] = []
        var metadata: [KeyValue] = []
        var minimum: String? = nil
        var maximum: String? = nil
        var step: String? = nil
        var inputMode: String? = nil
        var typeDescription: String? = nil
        var ocrHints: [String] = []
        var formula: String? = nil
        var relatedModel: String? = nil
        var children: [FieldLayout] = []
        var location: SourceLocation? = nil
    }

    /// Shared by copies until one is changed (`makeUnique`). The field is Sendable unchecked: a box
    /// is changed only while one field alone holds it, so no two threads ever see it change. The values are the header of
    /// a `ManagedBuffer`, reached through its address: a class's stored property is checked for
    /// exclusive access at run time on every read, and a page reads each field's values many times.
    private final class Box: ManagedBuffer<Values, Void> {
        static func make(_ values: Values) -> Box {
            unsafeDowncast(create(minimumCapacity: 0) { _ in values }, to: Box.self)
        }

        var values: Values {
            unsafeAddress { UnsafePointer(withUnsafeMutablePointerToHeader { $0 }) }
            unsafeMutableAddress { withUnsafeMutablePointerToHeader { $0 } }
        }
    }

    private var box: Box

    public init(id: String, label: String, control: Control) {
        box = Box.make(Values(id: id, label: label, control: control))
    }

    /// Gives this field a box of its own before its values change.
    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&box) { box = Box.make(box.values) }
    }

    public static func == (lhs: FieldLayout, rhs: FieldLayout) -> Bool {
        lhs.box === rhs.box || lhs.box.values == rhs.box.values
    }

    public func hash(into hasher: inout Hasher) { box.values.hash(into: &hasher) }

    public var id: String {
        get { box.values.id }
        _modify {
            makeUnique()
            yield &box.values.id
        }
    }
    public var label: String {
        get { box.values.label }
        _modify {
            makeUnique()
            yield &box.values.label
        }
    }
    public var control: Control {
        get { box.values.control }
        _modify {
            makeUnique()
            yield &box.values.control
        }
    }
    /// For `list` fields, the control of each item.
    public var itemControl: Control? {
        get { box.values.itemControl }
        _modify {
            makeUnique()
            yield &box.values.itemControl
        }
    }
    /// Width in points (= CSS px); nil fills the cell.
    public var width: Int? {
        get { box.values.width }
        _modify {
            makeUnique()
            yield &box.values.width
        }
    }
    public var widthSource: WidthSource {
        get { box.values.widthSource }
        _modify {
            makeUnique()
            yield &box.values.widthSource
        }
    }
    public var required: Bool {
        get { box.values.required }
        _modify {
            makeUnique()
            yield &box.values.required
        }
    }
    public var editable: Bool {
        get { box.values.editable }
        _modify {
            makeUnique()
            yield &box.values.editable
        }
    }
    public var maxLength: Int? {
        get { box.values.maxLength }
        _modify {
            makeUnique()
            yield &box.values.maxLength
        }
    }
    public var minLength: Int? {
        get { box.values.minLength }
        _modify {
            makeUnique()
            yield &box.values.minLength
        }
    }
    public var counter: Bool {
        get { box.values.counter }
        _modify {
            makeUnique()
            yield &box.values.counter
        }
    }
    public var options: [PickerOption] {
        get { box.values.options }
        _modify {
            makeUnique()
            yield &box.values.options
        }
    }
    public var defaultValue: String? {
        get { box.values.defaultValue }
        _modify {
            makeUnique()
            yield &box.values.defaultValue
        }
    }
    public var placeholder: String? {
        get { box.values.placeholder }
        _modify {
            makeUnique()
            yield &box.values.placeholder
        }
    }
    public var helpText: String? {
        get { box.values.helpText }
        _modify {
            makeUnique()
            yield &box.values.helpText
        }
    }
    /// Visible rows of a textarea, and the most it grows to.
    public var rows: Int? {
        get { box.values.rows }
        _modify {
            makeUnique()
            yield &box.values.rows
        }
    }
    public var maxRows: Int? {
        get { box.values.maxRows }
        _modify {
            makeUnique()
            yield &box.values.maxRows
        }
    }
    /// What the model says beyond the type (`@Attribute(.unique)`, `requiresRestart`), for the field table.
    public var flags: [String] {
        get { box.values.flags }
        _modify {
            makeUnique()
            yield &box.values.flags
        }
    }
    /// Metadata from the hints that the form itself does not use (`gaugeStyle`, custom keys), for the field table.
    public var metadata: [KeyValue] {
        get { box.values.metadata }
        _modify {
            makeUnique()
            yield &box.values.metadata
        }
    }
    public var minimum: String? {
        get { box.values.minimum }
        _modify {
            makeUnique()
            yield &box.values.minimum
        }
    }
    public var maximum: String? {
        get { box.values.maximum }
        _modify {
            makeUnique()
            yield &box.values.maximum
        }
    }
    public var step: String? {
        get { box.values.step }
        _modify {
            makeUnique()
            yield &box.values.step
        }
    }
    public var inputMode: String? {
        get { box.values.inputMode }
        _modify {
            makeUnique()
            yield &box.values.inputMode
        }
    }
    /// The model's type as written, or the hints' `fieldType`.
    public var typeDescription: String? {
        get { box.values.typeDescription }
        _modify {
            makeUnique()
            yield &box.values.typeDescription
        }
    }
    public var ocrHints: [String] {
        get { box.values.ocrHints }
        _modify {
            makeUnique()
            yield &box.values.ocrHints
        }
    }
    public var formula: String? {
        get { box.values.formula }
        _modify {
            makeUnique()
            yield &box.values.formula
        }
    }
    /// The related model's name, for `relationship` controls.
    public var relatedModel: String? {
        get { box.values.relatedModel }
        _modify {
            makeUnique()
            yield &box.values.relatedModel
        }
    }
    /// Fields of a nested struct, for `group` controls.
    public var children: [FieldLayout] {
        get { box.values.children }
        _modify {
            makeUnique()
            yield &box.values.children
        }
    }
    public var location: SourceLocation? {
        get { box.values.location }
        _modify {
            makeUnique()
            yield &box.values.location
        }
    }
}
