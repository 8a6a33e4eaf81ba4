import Testing
@testable import Site

/// `FieldContext`'s direct `TemplateValue` must be exactly what its `Encodable` conformance
/// gives: a property added to one and not the other fails here.
@Suite struct FieldContextEncodingTests {
    /// Encodes through `Encoder`, never the direct path, for the field itself.
    struct ThroughEncoder: Encodable {
        let field: FieldContext
        func encode(to encoder: any Encoder) throws { try field.encode(to: encoder) }
    }

    static var everyPropertySet: FieldContext {
        var field = FieldContext()
        field.fieldID = "email"
        field.htmlID = "field-email"
        field.label = "Email"
        field.control = "email"
        (field.editable, field.required, field.counter) = (true, true, true)
        (field.isGroup, field.isToggle, field.isLabelled, field.isInput) = (true, true, true, true)
        (field.isTextarea, field.isSelect, field.isRelationship, field.isList) = (true, true, true, true)
        field.inputType = "email"
        (field.readonly, field.disabled, field.validates) = (true, true, true)
        field.valueLength = 3
        (field.width, field.maxLength, field.minLength, field.rows, field.maxRows) = (200, 40, 2, 3, 6)
        (field.placeholder, field.minimum, field.maximum, field.step) = ("you@example.com", "1", "9", "1")
        (field.inputMode, field.helpText, field.formula) = ("email", "Help", "a + b")
        (field.relatedModel, field.relatedPath, field.value, field.checked) = ("User", "User.html", "ada", true)
        (field.describedBy, field.change, field.errorMessage) = (
            "field-email-error", "changed", "Please fill out this field."
        )
        field.options = [OptionContext(value: "a", label: "A", selected: true)]
        field.children = [FieldContext()]
        return field
    }

    @Test(arguments: [FieldContext(), everyPropertySet])
    func theDirectValueIsTheEncodersValue(field: FieldContext) {
        for omittingNil in [false, true] {
            let direct = TemplateEncoder.encode(field, omittingNil: omittingNil)
            let encoded = TemplateEncoder.encode(ThroughEncoder(field: field), omittingNil: omittingNil)
            #expect(direct == encoded)
            guard case .object(let directObject) = direct, case .object(let encodedObject) = encoded else {
                Issue.record("a field encodes as an object")
                return
            }
            #expect(directObject.entries.map(\.key) == encodedObject.entries.map(\.key))
        }
    }
}
