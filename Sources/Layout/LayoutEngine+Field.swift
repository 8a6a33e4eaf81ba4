import Foundation
import FormsmithCore

/// One field: its control, width, limits and flags (`docs/hints-format.md`, "Fields").
extension LayoutEngine {
    /// Nested structs show their own fields, two levels deep as AutomaticSettings does.
    static let maximumNesting = 2

    func fieldLayout(
        id: String, modelField: ModelField?, hints: FieldHints?, owner: String, depth: Int = 0
    ) -> FieldLayout {
        let type = modelField?.type
        var field = FieldLayout(id: id, label: hints?.metadata("label") ?? FieldLabel.titleCase(id), control: .text)
        field.location = hints?.location ?? modelField?.location
        field.typeDescription = type?.spelling ?? hints?.fieldType
        field.ocrHints = hints?.ocrHints ?? []
        field.formula = hints?.calculationFormula
        field.placeholder = hints?.metadata("placeholder")
        field.helpText = hints?.metadata("helpText") ?? modelField?.documentation
        field.flags =
            (modelField?.attributes.map(\.description) ?? [])
            + (modelField?.annotations.map { $0.value.isEmpty ? $0.key : "\($0.key) = \($0.value)" } ?? [])

        let referenced: Model? = type.flatMap { lookup($0.name, inside: owner) ?? model(named: $0.name) }
        let isList = hints?.isArray == true || type?.isCollection == true
        var control = chooseControl(id: id, type: type, referenced: referenced, hints: hints, depth: depth)
        // A to-many relationship lists related objects even when their type is not in the project.
        if isList, control == .text, hints?.inputType == nil, hints?.fieldType == nil,
            modelField?.isToManyRelationship == true, Self.control(swiftType: type?.name ?? "") == nil
        {
            control = .relationship
        }
        if control == .text, hints?.metadata("multiLine") == "true" { control = .textarea }
        // AutomaticSettings: `// sourcery: range = 1...4` makes a numeric setting a slider.
        let sourceryRange = modelField?.annotation("range").flatMap(Self.closedRange)
        if sourceryRange != nil, hints?.inputType == nil, control == .number { control = .slider }
        if modelField?.attribute("Timestamp") != nil { control = .datetime }
        if control == .textarea {
            field.rows = hints?.metadata("minLines").flatMap(Int.init) ?? 3
            field.maxRows = max(field.rows ?? 3, hints?.metadata("maxLines").flatMap(Int.init) ?? 6)
        }
        field.metadata = (hints?.metadata ?? []).filter { !Self.metadataUsedByTheForm.contains($0.key) }

        switch control {
        case .select:
            field.options =
                hints.map(\.options).flatMap { $0.isEmpty ? nil : $0 }
                ?? referenced.map {
                    $0.cases.map { PickerOption(value: $0.rawValue ?? $0.name, label: FieldLabel.titleCase($0.name)) }
                }
                ?? []
        case .relationship:
            field.relatedModel = referenced?.name ?? type?.name
        case .group:
            if let referenced {
                field.children = referenced.fields.map {
                    fieldLayout(id: $0.name, modelField: $0, hints: nil, owner: referenced.name, depth: depth + 1)
                }
            }
        case .number, .slider, .stepper:
            applyNumberLimits(to: &field, swiftType: type?.name, hints: hints)
            if let (low, high) = sourceryRange, hints?.expectedRange == nil {
                field.minimum = low
                field.maximum = high
            }
            if hints?.expectedRange == nil, hints?.metadata("min") == nil, let minimum = modelField?.minimum {
                field.minimum = minimum
            }
            if hints?.expectedRange == nil, hints?.metadata("max") == nil, let maximum = modelField?.maximum {
                field.maximum = maximum
            }
        default:
            break
        }

        if isList && control != .group {
            field.itemControl = control
            control = .list
        }
        field.control = control

        if let width = hints?.displayWidth {
            field.width = width.points
            field.widthSource = .displayWidth
        } else if let expected = hints?.expectedLength {
            field.width = DisplayWidth(expectedLength: expected).points
            field.widthSource = .expectedLength
        }

        if control.isTextual || field.itemControl?.isTextual == true {
            field.maxLength = hints?.maxLength ?? modelField?.maximum.flatMap(Int.init)
            field.minLength = hints?.minLength ?? modelField?.minimum.flatMap(Int.init)
            field.counter = hints?.showCharacterCounter ?? false
        }

        let isOptional = hints?.isOptional ?? type?.isOptional ?? false
        // Fluent's @ID and @Timestamp are set by the database, never typed in; so are Realm's
        // primary keys (either style), its LinkingObjects (backlinks the other side sets), and
        // Core Data's derived attributes (computed by the store from their derivation expression).
        let setByDatabase =
            modelField?.attribute("ID") != nil || modelField?.attribute("Timestamp") != nil
            || modelField?.attribute("Persisted")?.arguments?.contains("primaryKey: true") == true
            || modelField?.type.spelling.hasPrefix("LinkingObjects<") == true
            || modelField?.attribute("Derived") != nil
            || (modelField != nil && model(named: owner)?.primaryKey == id)
        // SixLayer renders a hints `fieldType: "uuid"` field as a text field that only `isEditable`
        // false disables (IntelligentFormView, `case .uuid`); a Swift `UUID` alone stays read-only.
        let isUUIDFromType = control == .uuid && hints?.fieldType != "uuid"
        field.editable =
            (hints?.isEditable ?? true) && hints?.metadata("displayOnly") != "true"
            && !isUUIDFromType && !setByDatabase
        // A required toggle would demand "on", and a slider or colour always has a value.
        field.required =
            !isOptional && field.editable && ![Control.toggle, .group, .list, .slider, .color].contains(control)
        field.defaultValue =
            hints?.defaultValue?.description
            ?? modelField?.defaultValue.flatMap {
                Self.displayedDefault($0, cases: control == .select ? referenced : nil)
            }
        return field
    }

    /// The first rule that applies: inputType, fieldType, the model's type, the field's name, else text.
    private func chooseControl(
        id: String, type: TypeReference?, referenced: Model?, hints: FieldHints?, depth: Int
    ) -> Control {
        if let control = Self.control(inputType: hints?.inputType, hasOptions: !(hints?.options.isEmpty ?? true)) {
            return control
        }
        if let control = Self.control(fieldType: hints?.fieldType) { return refined(control, byName: id) }
        if let referenced, let control = control(forReferenced: referenced, depth: depth) { return control }
        if let type, referenced == nil, isPreviewed(type.name) { return .relationship }
        if let type, let control = Self.control(swiftType: type.name) { return refined(control, byName: id) }
        return Self.control(fieldName: id) ?? .text
    }

    /// A string's name says what kind of string it is: `email: String` gets an email input
    /// (but `forgotPasswordGuid: String` stays text; see `control(fieldName:)`).
    private func refined(_ control: Control, byName id: String) -> Control {
        control == .text ? Self.control(fieldName: id) ?? .text : control
    }

    /// Metadata keys that shape the control itself, so they need no mention in the field table.
    static let metadataUsedByTheForm: Set<String> = [
        "placeholder", "multiLine", "minLines", "maxLines", "displayOnly", "min", "max", "step", "label", "helpText",
    ]

    /// `name` as written inside the type `owner`: `Trip.Leg.Stop`, then `Trip.Stop`, out to the top.
    private func lookup(_ name: String, inside owner: String) -> Model? {
        var scope = owner[...]
        while !scope.isEmpty {
            if let model = model(named: "\(scope).\(name)") { return model }
            scope = scope[..<(scope.utf8.lastIndex(of: UInt8(ascii: ".")) ?? scope.startIndex)]
        }
        return nil
    }

    private func control(forReferenced model: Model, depth: Int) -> Control? {
        if model.kind == .enum { return model.isPickable ? .select : nil }
        // An entity is always another row, an abstract one too (a to-many relationship to it is a list).
        if isPreviewed(model.name) || model.kind == .class || model.kind == .coreDataEntity || model.isSwiftDataModel {
            return .relationship
        }
        return depth < Self.maximumNesting ? .group : nil
    }

    static func control(inputType: String?, hasOptions: Bool) -> Control? {
        switch inputType?.lowercased() {
        case "picker": hasOptions ? .select : nil
        case "email": .email
        case "phone", "tel": .tel
        case "url": .url
        case "password": .password
        case "textarea": .textarea
        case "slider": .slider
        case "stepper": .stepper
        case "date": .date
        case "time": .time
        case "datetime": .datetime
        case "color": .color
        default: nil
        }
    }

    static func control(fieldType: String?) -> Control? {
        switch fieldType {
        case "string": .text
        case "number": .number
        case "boolean": .toggle
        case "date": .date
        case "url": .url
        case "uuid": .uuid
        case "document", "image": .file
        case .some: .text  // a custom type: SixLayer shows a text field
        case nil: nil
        }
    }

    // Standard typealiases count as the numbers they stand for: `TimeInterval` is a `Double`.
    static let integerTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "NSInteger", "NSUInteger", "CFIndex",
    ]
    static let floatingTypes: Set<String> = [
        "Double", "Float", "Float16", "Float32", "Float64", "Float80", "CGFloat", "Decimal", "NSDecimalNumber",
        "TimeInterval", "CFTimeInterval", "NSTimeInterval", "CLLocationDegrees", "CLLocationDistance",
        "CLLocationSpeed", "CLLocationDirection",
    ]

    static func control(swiftType name: String) -> Control? {
        switch name {
        case "String", "Substring", "Character", "NSString": .text
        case _ where integerTypes.contains(name) || floatingTypes.contains(name): .number
        case "Bool": .toggle
        case "Date": .date
        case "URL": .url
        case "UUID": .uuid
        case "Data": .file
        default: nil
        }
    }

    private func applyNumberLimits(to field: inout FieldLayout, swiftType: String?, hints: FieldHints?) {
        let isInteger = swiftType.map { Self.integerTypes.contains($0) } ?? false
        if isInteger {
            field.step = "1"
            field.inputMode = "numeric"
            if swiftType?.hasPrefix("UInt") == true { field.minimum = "0" }
        } else {
            field.step = "any"
            field.inputMode = "decimal"
        }
        if let range = hints?.expectedRange {
            field.minimum = Self.number(range.min)
            field.maximum = Self.number(range.max)
        }
        if let minimum = hints?.metadata("min") { field.minimum = minimum }
        if let maximum = hints?.metadata("max") { field.maximum = maximum }
        if let step = hints?.metadata("step") { field.step = step }
    }

    /// `1...4` → ("1", "4").
    static func closedRange(_ text: String) -> (String, String)? {
        let parts = text.components(separatedBy: "...")
        guard parts.count == 2, let low = Double(parts[0].trimmingCharacters(in: .whitespaces)),
            let high = Double(parts[1].trimmingCharacters(in: .whitespaces)), low <= high
        else { return nil }
        return (number(low), number(high))
    }

    static func number(_ value: Double) -> String { ValueRange.text(value) }
}
