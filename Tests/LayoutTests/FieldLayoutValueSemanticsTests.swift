import FormsmithCore
import Testing
@testable import Layout

/// `FieldLayout` shares its values between copies until one changes: every accessor must give the
/// changed copy a box of its own first. Copy, change the copy through each accessor, and the
/// original must be as it was (an accessor without the guard changes both).
@Suite struct FieldLayoutValueSemanticsTests {
    /// One change per property of `FieldLayout.Values`, each to a value the fresh field does not have.
    static let changes: [String: @Sendable (inout FieldLayout) -> Void] = [
        "id": { $0.id = "other" },
        "label": { $0.label = "Other" },
        "control": { $0.control = .textarea },
        "itemControl": { $0.itemControl = .date },
        "width": { $0.width = 120 },
        "widthSource": { $0.widthSource = .displayWidth },
        "required": { $0.required = true },
        "editable": { $0.editable = false },
        "maxLength": { $0.maxLength = 40 },
        "minLength": { $0.minLength = 2 },
        "counter": { $0.counter = true },
        "options": { $0.options.append(PickerOption(value: "a", label: "A")) },
        "defaultValue": { $0.defaultValue = "x" },
        "placeholder": { $0.placeholder = "Name" },
        "helpText": { $0.helpText = "Help" },
        "rows": { $0.rows = 3 },
        "maxRows": { $0.maxRows = 6 },
        "flags": { $0.flags.append("unique") },
        "metadata": { $0.metadata.append(KeyValue(key: "gaugeStyle", value: "linear")) },
        "minimum": { $0.minimum = "0" },
        "maximum": { $0.maximum = "9" },
        "step": { $0.step = "1" },
        "inputMode": { $0.inputMode = "numeric" },
        "typeDescription": { $0.typeDescription = "String" },
        "ocrHints": { $0.ocrHints.append("name") },
        "formula": { $0.formula = "a + b" },
        "relatedModel": { $0.relatedModel = "Owner" },
        "children": { $0.children.append(FieldLayout(id: "street", label: "Street", control: .text)) },
        "location": { $0.location = SourceLocation(file: "Models/Person.swift", line: 3, column: 9) },
    ]

    static func fresh() -> FieldLayout { FieldLayout(id: "name", label: "Name", control: .text) }

    @Test(arguments: changes.keys.sorted())
    func changingACopyLeavesTheOriginal(_ property: String) throws {
        let change = try #require(Self.changes[property])
        let original = Self.fresh()
        var copy = original
        change(&copy)
        #expect(copy != Self.fresh(), "the change to \(property) changed nothing: the test would prove nothing")
        #expect(original == Self.fresh(), "changing a copy's \(property) changed the original too")
    }

    /// The same through an array of fields, as a form's sections hold them.
    @Test(arguments: changes.keys.sorted())
    func changingACopiedArraysFieldLeavesTheOriginal(_ property: String) throws {
        let change = try #require(Self.changes[property])
        let original = [Self.fresh()]
        var copy = original
        change(&copy[0])
        #expect(original == [Self.fresh()], "changing a copied array's field's \(property) changed the original")
    }

    /// A property added to `Values` needs a change here, or its accessor goes unchecked.
    @Test func everyValueHasAChange() {
        let values = Mirror(reflecting: Self.fresh().box.values).children.compactMap(\.label)
        #expect(values.count > 20)
        #expect(Set(values) == Set(Self.changes.keys))
    }
}
