import FormsmithCore

/// SixLayer's tolerance for value types: numbers as integers or digit strings,
/// booleans as JSON booleans or exactly "true"/"false".
extension HintsParser {
    /// An integer as SixLayer reads it, or nil (with a warning) when SixLayer drops the value.
    mutating func integer(_ node: JSONNode, property: String) -> Int? {
        switch node.value {
        case .number(let number) where number.value == number.value.rounded() && abs(number.value) < 1e9:
            return Int(number.value)
        case .string(let text) where !text.isEmpty && text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) && text.count < 10:
            return Int(text)
        default:
            report(.warning("hints.invalid-number", at: node,
                "`\(property)` must be a whole number (20 or \"20\"), found \(Self.describe(node.value)); SixLayer ignores it"))
            return nil
        }
    }

    /// A boolean as SixLayer reads it, or nil (with a warning) when SixLayer drops the value.
    mutating func boolean(_ node: JSONNode, property: String) -> Bool? {
        switch node.value {
        case .bool(let flag): return flag
        case .string("true"): return true
        case .string("false"): return false
        default:
            report(.warning("hints.invalid-boolean", at: node,
                "`\(property)` must be true or false (or exactly \"true\"/\"false\"), found \(Self.describe(node.value)); SixLayer ignores it"))
            return nil
        }
    }

    mutating func string(_ node: JSONNode, property: String) -> String? {
        if case .string(let text) = node.value { return text }
        report(.warning("hints.wrong-type", at: node,
            "`\(property)` must be a string, found \(Self.describe(node.value)); SixLayer ignores it"))
        return nil
    }

    /// An array of strings, or nil when the node is anything else.
    func stringArray(_ node: JSONNode) -> [String]? {
        guard case .array(let elements) = node.value else { return nil }
        var strings: [String] = []
        for element in elements {
            guard case .string(let text) = element.value else { return nil }
            strings.append(text)
        }
        return strings
    }

    /// A value and its type for messages: `the number 20.5`, `the string " 3"`.
    static func describe(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): "the string \"\(text.count > 40 ? String(text.prefix(40)) + "…" : text)\""
        case .number(let number): "the number \(number.text)"
        case .bool(let flag): "the boolean \(flag)"
        default: value.typeName
        }
    }
}
