import Mustache

/// What the `field` template receives for one field: the keys a dictionary would hold, answered
/// by a switch instead of built into a dictionary (a model page has dozens of fields, and this
/// was a third of rendering). Both template engines ask through `MustacheParent`. Every key the
/// template tests is answered, `false` when unset, so a lookup never falls through to an outer
/// context; a key it does not know is nil, as a dictionary's would be. A class: sections push
/// and look through it dozens of times per field, and a struct this size was copied each time.
final class FieldContext: MustacheParent {
    var fieldID = "", htmlID = "", label = "", control = ""
    var editable = false, required = false, counter = false
    var isGroup = false, isToggle = false, isLabelled = false, isInput = false
    var isTextarea = false, isSelect = false, isRelationship = false, isList = false
    /// Nil leaves the key out (as assigning nil to a dictionary does).
    var inputType: String?
    var readonly = false, disabled = false, validates = false
    var valueLength = 0
    var width: Int?, maxLength: Int?, minLength: Int?, rows: Int?, maxRows: Int?
    var placeholder: String?, minimum: String?, maximum: String?, step: String?, inputMode: String?
    var helpText: String?, formula: String?, relatedModel: String?, relatedPath: String?
    var value: String?, checked: Bool?, describedBy: String?, change: String?
    var options: [[String: Any]]?
    var children: [FieldContext]?

    private enum Key {
        case fieldID, htmlID, label, control, editable, required, counter
        case isGroup, isToggle, isLabelled, isInput, isTextarea, isSelect, isRelationship, isList
        case inputType, readonly, disabled, validates, valueLength
        case width, maxLength, minLength, rows, maxRows
        case placeholder, minimum, maximum, step, inputMode, helpText, formula, relatedModel, relatedPath
        case value, checked, describedBy, change, options, children
    }

    private static let keys: [String: Key] = [
        "fieldID": .fieldID, "htmlID": .htmlID, "label": .label, "control": .control, "editable": .editable,
        "required": .required, "counter": .counter, "isGroup": .isGroup, "isToggle": .isToggle, "isLabelled": .isLabelled,
        "isInput": .isInput, "isTextarea": .isTextarea, "isSelect": .isSelect, "isRelationship": .isRelationship,
        "isList": .isList, "inputType": .inputType, "readonly": .readonly, "disabled": .disabled, "validates": .validates,
        "valueLength": .valueLength, "width": .width, "maxLength": .maxLength, "minLength": .minLength, "rows": .rows,
        "maxRows": .maxRows, "placeholder": .placeholder, "minimum": .minimum, "maximum": .maximum, "step": .step,
        "inputMode": .inputMode, "helpText": .helpText, "formula": .formula, "relatedModel": .relatedModel,
        "relatedPath": .relatedPath, "value": .value, "checked": .checked, "describedBy": .describedBy,
        "change": .change, "options": .options, "children": .children,
    ]

    func child(named name: String) -> Any? {
        guard let key = Self.keys[name] else { return nil }
        func orFalse<Value>(_ value: Value?) -> Any { value.map { $0 } ?? false }
        switch key {
        case .fieldID: return fieldID
        case .htmlID: return htmlID
        case .label: return label
        case .control: return control
        case .editable: return editable
        case .required: return required
        case .counter: return counter
        case .isGroup: return isGroup
        case .isToggle: return isToggle
        case .isLabelled: return isLabelled
        case .isInput: return isInput
        case .isTextarea: return isTextarea
        case .isSelect: return isSelect
        case .isRelationship: return isRelationship
        case .isList: return isList
        case .inputType: return inputType
        case .readonly: return readonly
        case .disabled: return disabled
        case .validates: return validates
        case .valueLength: return valueLength
        case .width: return orFalse(width)
        case .maxLength: return orFalse(maxLength)
        case .minLength: return orFalse(minLength)
        case .rows: return orFalse(rows)
        case .maxRows: return orFalse(maxRows)
        case .placeholder: return orFalse(placeholder)
        case .minimum: return orFalse(minimum)
        case .maximum: return orFalse(maximum)
        case .step: return orFalse(step)
        case .inputMode: return orFalse(inputMode)
        case .helpText: return orFalse(helpText)
        case .formula: return orFalse(formula)
        case .relatedModel: return orFalse(relatedModel)
        case .relatedPath: return orFalse(relatedPath)
        case .value: return orFalse(value)
        case .checked: return orFalse(checked)
        case .describedBy: return orFalse(describedBy)
        case .change: return orFalse(change)
        case .options: return orFalse(options)
        case .children: return orFalse(children)
        }
    }
}
