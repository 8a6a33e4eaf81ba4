import FormsmithCore

/// One field as the form shows it. Its values live in one box that copies share until a copy is
/// changed: a form's fields are copied into each context a page makes of them, and copying some
/// thirty properties each time was a large part of a build.
public struct FieldLayout: Hashable, @unchecked Sendable {
    public enum WidthSource: String, Hashable, Sendable {
        case displayWidth, expectedLength, none
    }

    /// The values a field has. Each is forwarded by a property of `FieldLayout` of the same name,
    /// generated from this declaration (`FieldLayout+Values.generated.swift`, by `scripts/generate`)
    /// with its doc comment, so no accessor can miss the copy-on-write guard.
    struct Values: Hashable, Sendable {
        var id: String
        var label: String
        var control: Control
        /// For `list` fields, the control of each item.
        var itemControl: Control? = nil
        /// Width in points (= CSS px); nil fills the cell.
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
        /// Visible rows of a textarea, and the most it grows to.
        var rows: Int? = nil
        var maxRows: Int? = nil
        /// What the model says beyond the type (`@Attribute(.unique)`, `requiresRestart`), for the field table.
        var flags: [String] = []
        /// Metadata from the hints that the form itself does not use (`gaugeStyle`, custom keys), for the field table.
        var metadata: [KeyValue] = []
        var minimum: String? = nil
        var maximum: String? = nil
        var step: String? = nil
        var inputMode: String? = nil
        /// The model's type as written, or the hints' `fieldType`.
        var typeDescription: String? = nil
        var ocrHints: [String] = []
        var formula: String? = nil
        /// The related model's name, for `relationship` controls.
        var relatedModel: String? = nil
        /// Fields of a nested struct, for `group` controls.
        var children: [FieldLayout] = []
        var location: SourceLocation? = nil
    }

    /// Shared by copies until one is changed (`makeUnique`). The field is Sendable unchecked: a box
    /// is changed only while one field alone holds it, so no two threads ever see it change. The values are the header of
    /// a `ManagedBuffer`, reached through its address: a class's stored property is checked for
    /// exclusive access at run time on every read, and a page reads each field's values many times.
    final class Box: ManagedBuffer<Values, Void> {
        static func make(_ values: Values) -> Box {
            unsafeDowncast(create(minimumCapacity: 0) { _ in values }, to: Box.self)
        }

        var values: Values {
            unsafeAddress { UnsafePointer(withUnsafeMutablePointerToHeader { $0 }) }
            unsafeMutableAddress { withUnsafeMutablePointerToHeader { $0 } }
        }
    }

    /// Internal, not private: the generated accessors (another file) read and change it.
    var box: Box

    public init(id: String, label: String, control: Control) {
        box = Box.make(Values(id: id, label: label, control: control))
    }

    /// Gives this field a box of its own before its values change.
    mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&box) { box = Box.make(box.values) }
    }

    public static func == (lhs: FieldLayout, rhs: FieldLayout) -> Bool {
        lhs.box === rhs.box || lhs.box.values == rhs.box.values
    }

    public func hash(into hasher: inout Hasher) { box.values.hash(into: &hasher) }
}
