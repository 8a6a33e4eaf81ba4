import FormsmithCore

/// Field entries (HINTS.md §3).
extension HintsParser {
    mutating func readField(_ member: JSONMember, properties: [JSONMember]) -> FieldHints {
        var field = FieldHints(id: member.key, location: SourceLocation(file: file, line: member.keyLine, column: member.keyColumn))
        // `fieldType` first: how `defaultValue` is judged depends on it, wherever it is written.
        let unique = uniqueMembers(properties)
        for property in unique.filter({ $0.key == "fieldType" }) + unique.filter({ $0.key != "fieldType" }) {
            readProperty(property, into: &field)
        }
        if let minimum = field.minLength, let maximum = field.maxLength, minimum > maximum {
            report(.warning("hints.min-exceeds-max", at: member,
                "`\(field.id)` has minLength \(minimum) greater than maxLength \(maximum); no value can be valid"))
        }
        if field.inputType == "picker" && field.options.isEmpty {
            report(.warning("hints.picker-without-options", at: member,
                "`\(field.id)` has inputType \"picker\" but no `options`; it is shown as a plain control"))
        }
        return field
    }

    private mutating func readProperty(_ property: JSONMember, into field: inout FieldHints) {
        let node = property.value
        switch property.key {
        case "displayWidth":
            field.displayWidth = displayWidth(node)
        case "expectedLength":
            field.expectedLength = integer(node, property: property.key)
        case "maxLength":
            field.maxLength = integer(node, property: property.key)
        case "minLength":
            field.minLength = integer(node, property: property.key)
        case "showCharacterCounter":
            field.showCharacterCounter = boolean(node, property: property.key) ?? false
        case "fieldType":
            field.fieldType = string(node, property: property.key)?.lowercased()
        case "isOptional":
            field.isOptional = boolean(node, property: property.key)
        case "isArray":
            field.isArray = boolean(node, property: property.key) ?? false
        case "isHidden":
            field.isHidden = boolean(node, property: property.key) ?? false
        case "isEditable":
            field.isEditable = editable(node)
        case "defaultValue":
            field.defaultValue = defaultValue(node, fieldType: field.fieldType)
        case "inputType":
            field.inputType = string(node, property: property.key)
        case "options":
            field.options = options(node)
        case "pickerOptions":
            report(.warning("hints.picker-options-ignored", at: property,
                "SixLayer never reads `pickerOptions` (its template writes it, its loader does not); rename it to `options`"))
        case "expectedRange":
            field.expectedRange = expectedRange(node)
        case "calculationGroups":
            field.calculationFormula = calculationFormula(node)
        case let key where key == "ocrHints" || key.hasPrefix("ocrHints."):
            field.ocrHints += ocrHints(node, property: key)
        default:
            readMetadata(property, into: &field)
        }
    }

    /// Unknown keys: a string is metadata; anything else SixLayer drops.
    private mutating func readMetadata(_ property: JSONMember, into field: inout FieldHints) {
        let suggestion = Self.metadataKeys.contains(property.key)
            ? nil : property.key.closest(in: Self.fieldProperties + Self.metadataKeys)
        if case .string(let text) = property.value.value {
            field.metadata.append(KeyValue(key: property.key, value: text))
            if let suggestion {
                report(.warning("hints.unknown-key", at: property,
                    "unknown key `\(property.key)` is kept as metadata and has no effect. Did you mean `\(suggestion)`?"))
            }
            return
        }
        var message: String
        if Self.metadataKeys.contains(property.key) {
            message = "`\(property.key)` is metadata and must be a string; SixLayer drops \(Self.describe(property.value.value)). Write it in quotes"
        } else {
            message = "unknown key `\(property.key)` with \(property.value.value.typeName) value; SixLayer drops it"
            if let suggestion { message += ". Did you mean `\(suggestion)`?" }
        }
        report(.warning("hints.unknown-key", at: property, message))
    }

    private mutating func displayWidth(_ node: JSONNode) -> DisplayWidth? {
        switch node.value {
        case .string(let text):
            if let width = DisplayWidth(hintsText: text) { return width }
            let suggestion = text.lowercased().closest(in: ["narrow", "medium", "wide"]).map { " Did you mean \"\($0)\"?" } ?? ""
            report(.warning("hints.unknown-display-width", at: node,
                "unknown displayWidth \"\(text)\"; SixLayer treats it as medium (200 pt). Use narrow, medium, wide or a number of points in quotes.\(suggestion)"))
            return .medium
        case .number(let number) where number.isInteger && number.value >= 0 && number.value < 10_000:
            report(.warning("hints.numeric-display-width", at: node,
                "displayWidth \(number.text) is a JSON number, which SixLayer drops; the preview uses \(number.text) pt but the app gives no width. Write \"\(number.text)\""))
            return .points(Int(number.value))
        default:
            report(.warning("hints.wrong-type", at: node,
                "`displayWidth` must be a string (narrow, medium, wide or \"250\"), found \(Self.describe(node.value)); SixLayer ignores it"))
            return nil
        }
    }

    /// Only `false`/"false" make a field read-only; anything else leaves it editable.
    private mutating func editable(_ node: JSONNode) -> Bool {
        switch node.value {
        case .bool(let flag): return flag
        case .string("false"): return false
        case .string("true"): return true
        default:
            report(.warning("hints.invalid-boolean", at: node,
                "`isEditable` is only false for false or \"false\"; \(Self.describe(node.value)) leaves the field editable"))
            return true
        }
    }

    private mutating func defaultValue(_ node: JSONNode, fieldType: String?) -> HintValue? {
        switch node.value {
        case .string(let text): return .string(text)
        case .bool(let flag): return .bool(flag)
        case .number(let number):
            // SixLayer reads JSON 0 and 1 as booleans; copy the quirk so the preview matches the app.
            if number.isInteger && (number.value == 0 || number.value == 1) {
                if fieldType != "boolean" {
                    report(.warning("hints.numeric-default-as-boolean", at: node,
                        "SixLayer reads defaultValue \(number.text) as the boolean \(number.value == 1); write \"\(number.text)\" for a number"))
                }
                return .bool(number.value == 1)
            }
            return .number(number.value)
        default:
            report(.warning("hints.wrong-type", at: node,
                "`defaultValue` must be a string, boolean or number, found \(node.value.typeName); SixLayer ignores it"))
            return nil
        }
    }

    private mutating func options(_ node: JSONNode) -> [PickerOption] {
        guard case .array(let elements) = node.value else {
            report(.warning("hints.wrong-type", at: node, "`options` must be an array of {\"value\", \"label\"} objects; it is ignored"))
            return []
        }
        var options: [PickerOption] = []
        for element in elements {
            guard case .object(let members) = element.value,
                  case .string(let value)? = members.last(where: { $0.key == "value" })?.value.value else {
                report(.warning("hints.invalid-option", at: element, "each option must be an object with a string \"value\" (and a \"label\"); this one is skipped"))
                continue
            }
            var label = value
            if case .string(let text)? = members.last(where: { $0.key == "label" })?.value.value { label = text }
            options.append(PickerOption(value: value, label: label))
        }
        return options
    }

    private mutating func expectedRange(_ node: JSONNode) -> ClosedRange<Double>? {
        guard case .object(let members) = node.value else {
            report(.warning("hints.wrong-type", at: node, "`expectedRange` must be {\"min\": n, \"max\": n}; it is ignored"))
            return nil
        }
        func number(_ key: String) -> Double? {
            switch members.last(where: { $0.key == key })?.value.value {
            case .number(let number)?: number.value
            case .string(let text)?: Double(text)
            default: nil
            }
        }
        guard let minimum = number("min"), let maximum = number("max") else {
            report(.warning("hints.incomplete-range", at: node, "`expectedRange` needs both \"min\" and \"max\" numbers; it is ignored"))
            return nil
        }
        guard minimum <= maximum else {
            report(.warning("hints.min-exceeds-max", at: node, "`expectedRange` min \(minimum) is greater than max \(maximum); it is ignored"))
            return nil
        }
        return minimum...maximum
    }

    private mutating func calculationFormula(_ node: JSONNode) -> String? {
        guard case .array(let groups) = node.value else {
            report(.warning("hints.wrong-type", at: node, "`calculationGroups` must be an array of groups; it is ignored"))
            return nil
        }
        let formulas = groups.compactMap { group -> String? in
            guard case .object(let members) = group.value,
                  case .string(let formula)? = members.last(where: { $0.key == "formula" })?.value.value else {
                report(.warning("hints.invalid-calculation-group", at: group, "a calculation group needs a string \"formula\"; this one is skipped"))
                return nil
            }
            return formula
        }
        return formulas.isEmpty ? nil : formulas.joined(separator: "; ")
    }

    private mutating func ocrHints(_ node: JSONNode, property: String) -> [String] {
        if let strings = stringArray(node) { return strings }
        if case .string(let text) = node.value {
            return text.split(separator: ",").map { $0.trimmingCharacters(in: [" ", "\t"]) }.filter { !$0.isEmpty }
        }
        report(.warning("hints.wrong-type", at: node, "`\(property)` must be an array of strings or a comma-separated string; it is ignored"))
        return []
    }
}

extension Substring {
    func trimmingCharacters(in set: Set<Character>) -> String {
        var slice = self[...]
        while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
        return String(slice)
    }
}
