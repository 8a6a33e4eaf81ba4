import FormsmithCore
import JSONReader

/// Field entries (`docs/hints-format.md`, "Fields" and "How values are read").
extension HintsParser {
    mutating func readField(_ member: JSONMember, properties: [JSONMember]) -> FieldHints {
        var field = FieldHints(
            id: member.key.canonicalKey,
            location: SourceLocation(file: file, line: member.keyLine, column: member.keyColumn))
        // `fieldType` first: how `defaultValue` is judged depends on it, wherever it is written.
        let unique = uniqueMembers(properties)
        for property in unique.filter({ $0.key == "fieldType" }) + unique.filter({ $0.key != "fieldType" }) {
            readProperty(property, into: &field)
        }
        if let minimum = field.minLength, let maximum = field.maxLength, minimum > maximum {
            report(
                .warning(
                    "hints.min-exceeds-max", at: member,
                    "`\(field.id)` has minLength \(minimum) greater than maxLength \(maximum); no value can be valid"))
        }
        if field.calculationFormula != nil && !field.isEditable {
            report(
                .warning(
                    "hints.calculated-read-only", at: member,
                    "`\(field.id)` has calculation groups and isEditable false: SixLayer shows it read-only, so its value can be neither typed nor changed; drop isEditable to let the user override the calculation"
                ))
        }
        if field.inputType == "picker" && field.options.isEmpty {
            report(
                .warning(
                    "hints.picker-without-options", at: member,
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
            field.showCharacterCounter = flag(node, property: property.key, otherwise: false)
        case "fieldType":
            field.fieldType = string(node, property: property.key)?.lowercased()
        case "isOptional":
            field.isOptional = optionalFlag(node, property: property.key)
        case "isArray":
            field.isArray = optionalFlag(node, property: property.key) ?? false
        case "isHidden":
            field.isHidden = flag(node, property: property.key, otherwise: false)
        case "isEditable":
            field.isEditable = flag(node, property: property.key, otherwise: true)
        case "defaultValue":
            field.defaultValue = defaultValue(node, fieldType: field.fieldType)
        case "inputType":
            field.inputType = string(node, property: property.key)
        case "options":
            field.options = options(node)
        case "pickerOptions":
            report(
                .warning(
                    "hints.picker-options-ignored", at: property,
                    "SixLayer never reads `pickerOptions` (its template writes it, its loader does not); rename it to `options`"
                ))
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
        let suggestion =
            Self.metadataKeys.contains(property.key)
            ? nil : property.key.closest(in: Self.fieldProperties + Self.metadataKeys)
        if case .string(let text) = property.value.value {
            field.metadata.append(KeyValue(key: property.key, value: text))
            if let suggestion {
                report(
                    .warning(
                        "hints.unknown-key", at: property,
                        "unknown key `\(property.key)` is kept as metadata and has no effect. Did you mean `\(suggestion)`?"
                    ))
            }
            return
        }
        var message: String
        if Self.metadataKeys.contains(property.key) {
            message =
                "`\(property.key)` is metadata and must be a string; SixLayer drops \(Self.describe(property.value.value)). Write it in quotes"
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
            let suggestion =
                text.lowercased().closest(in: ["narrow", "medium", "wide"]).map { " Did you mean \"\($0)\"?" } ?? ""
            report(
                .warning(
                    "hints.unknown-display-width", at: node,
                    "unknown displayWidth \"\(text)\"; SixLayer treats it as medium (200 pt). Use narrow, medium, wide or a number of points in quotes.\(suggestion)"
                ))
            return .medium
        case .number(let number) where number.isInteger && number.value >= 0 && number.value < 10_000:
            report(
                .warning(
                    "hints.numeric-display-width", at: node,
                    "displayWidth \(number.text) is a JSON number, which SixLayer drops; the preview uses \(number.text) pt but the app gives no width. Write \"\(number.text)\""
                ))
            return .points(Int(number.value))
        default:
            report(
                .warning(
                    "hints.wrong-type", at: node,
                    "`displayWidth` must be a string (narrow, medium, wide or \"250\"), found \(Self.describe(node.value)); SixLayer ignores it"
                ))
            return nil
        }
    }

    /// A string stays a string; a value `as? Bool` accepts (`true`, `0`, `1`) is a Boolean; other
    /// numbers are whole or fractional. Anything else SixLayer drops.
    private mutating func defaultValue(_ node: JSONNode, fieldType: String?) -> HintValue? {
        switch node.value {
        case .string(let text):
            return .string(text)
        case .bool(let flag):
            return .bool(flag)
        case .number(let number):
            if let flag = Self.bridgedBool(node.value) {
                if fieldType != "boolean" {
                    report(
                        .warning(
                            "hints.numeric-default-as-boolean", at: node,
                            "SixLayer reads defaultValue \(number.text) as the boolean \(flag); write \"\(number.text)\" for a number"
                        ))
                }
                return .bool(flag)
            }
            if let whole = Self.bridgedInt(node.value) { return .integer(whole) }
            return .number(number.value)
        default:
            report(
                .warning(
                    "hints.wrong-type", at: node,
                    "`defaultValue` must be a string, boolean or number, found \(node.value.typeName); SixLayer ignores it"
                ))
            return nil
        }
    }

    /// Options as SixLayer's parse takes them: an array of objects (one element of another kind
    /// drops them all), each with a string `value` and a string `label` (others are skipped).
    private mutating func options(_ node: JSONNode) -> [PickerOption] {
        guard let objects = objectArray(node) else {
            let found =
                if case .array = node.value { "an element that is not an object" } else { Self.describe(node.value) }
            report(
                .warning(
                    "hints.wrong-type", at: node,
                    "`options` must be an array of {\"value\", \"label\"} objects, found \(found); SixLayer drops every option"
                ))
            return []
        }
        var options: [PickerOption] = []
        for (element, members) in objects {
            guard case .string(let value)? = members.value("value"), case .string(let label)? = members.value("label")
            else {
                report(
                    .warning(
                        "hints.invalid-option", at: element,
                        "an option needs a string \"value\" and a string \"label\"; SixLayer skips this one"))
                continue
            }
            options.append(PickerOption(value: value, label: label))
        }
        return options
    }

    /// `{"min": n, "max": n}`, each a number (a boolean is 1 or 0) or a string `Double(_:)` reads.
    /// SixLayer needs both, and keeps them even when min is above max.
    private mutating func expectedRange(_ node: JSONNode) -> ValueRange? {
        guard case .object(let members) = node.value else {
            report(
                .warning(
                    "hints.wrong-type", at: node, "`expectedRange` must be {\"min\": n, \"max\": n}; it is ignored"))
            return nil
        }
        func number(_ key: String) -> Double? {
            guard let value = members.value(key) else { return nil }
            if case .string(let text) = value { return Double(text) }
            return Self.bridgedDouble(value)
        }
        guard let minimum = number("min"), let maximum = number("max"), minimum.isFinite, maximum.isFinite else {
            report(
                .warning(
                    "hints.incomplete-range", at: node,
                    "`expectedRange` needs both \"min\" and \"max\" as numbers; SixLayer ignores it"))
            return nil
        }
        if minimum > maximum {
            report(
                .warning(
                    "hints.min-exceeds-max", at: node,
                    "`expectedRange` min \(ValueRange.text(minimum)) is greater than max \(ValueRange.text(maximum)); SixLayer keeps it, so no value is in range"
                ))
        }
        return ValueRange(min: minimum, max: maximum)
    }

    /// The formulas of the groups SixLayer keeps: each needs a string `id` and `formula`, an array of
    /// strings `dependentFields` and a whole-number `priority`; one element that is not an object drops them all.
    private mutating func calculationFormula(_ node: JSONNode) -> String? {
        guard let groups = objectArray(node) else {
            report(
                .warning(
                    "hints.wrong-type", at: node,
                    "`calculationGroups` must be an array of group objects; SixLayer ignores it"))
            return nil
        }
        var formulas: [String] = []
        for (group, members) in groups {
            let dependents = members.last { $0.key == "dependentFields" }.flatMap { stringArray($0.value) }
            guard case .string? = members.value("id"), case .string(let formula)? = members.value("formula"),
                dependents != nil, let priority = members.value("priority"), Self.bridgedInt(priority) != nil
            else {
                report(
                    .warning(
                        "hints.invalid-calculation-group", at: group,
                        "a calculation group needs a string \"id\" and \"formula\", \"dependentFields\" (strings) and a whole-number \"priority\"; SixLayer skips this one"
                    ))
                continue
            }
            formulas.append(formula)
        }
        return formulas.isEmpty ? nil : formulas.joined(separator: "; ")
    }

    /// An array of strings, or a string split at commas (empty runs skipped) with each piece
    /// trimmed of spaces and tabs, as SixLayer splits it: `"a, ,b"` keeps an empty keyword.
    private mutating func ocrHints(_ node: JSONNode, property: String) -> [String] {
        if let strings = stringArray(node) { return strings }
        if case .string(let text) = node.value {
            let keywords = text.split(separator: ",").map(\.trimmingSpaces)
            if keywords.contains("") {
                report(
                    .warning(
                        "hints.empty-ocr-keyword", at: node,
                        "`\(property)` has a keyword that is only spaces; SixLayer keeps it as an empty keyword"))
            }
            return keywords
        }
        report(
            .warning(
                "hints.wrong-type", at: node,
                "`\(property)` must be an array of strings or a comma-separated string; it is ignored"))
        return []
    }
}

extension Substring {
    /// Trimmed of what `CharacterSet.whitespaces` holds: tabs and Unicode space separators.
    var trimmingSpaces: String {
        func isSpace(_ character: Character) -> Bool {
            character.unicodeScalars.allSatisfy { $0 == "\t" || $0.properties.generalCategory == .spaceSeparator }
        }
        var slice = self[...]
        while let first = slice.first, isSpace(first) { slice = slice.dropFirst() }
        while let last = slice.last, isSpace(last) { slice = slice.dropLast() }
        return String(slice)
    }
}
