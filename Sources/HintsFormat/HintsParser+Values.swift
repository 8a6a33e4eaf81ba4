import FormsmithCore
import JSONReader

/// SixLayer reads a hints file with `JSONSerialization` and casts each value (`as? Int`,
/// `as? Bool`, `as? String`), so what it ends up with is what Foundation's `NSNumber` bridging
/// makes of the JSON: `true` is 1, `1` is true, `20.0` is 20. The readers here give that value,
/// and warn where it is not what the author plausibly meant (docs/hints-format.md, "How values are read").
extension HintsParser {
    /// A JSON value cast `as? Int` through `NSNumber`: a whole number that fits in 64 bits
    /// (`20`, `20.0`, `1e3`), or a boolean (`true` is 1). Strings are not numbers to this cast.
    static func bridgedInt(_ value: JSONValue) -> Int? {
        switch value {
        case .number(let number):
            // Integer literals keep all 64 bits (a Double would round the largest ones).
            if number.isInteger, let exact = Int(number.text) { return exact }
            return Int(exactly: number.value)
        case .bool(let flag):
            return flag ? 1 : 0
        default:
            return nil
        }
    }

    /// A JSON value cast `as? Bool` through `NSNumber`: a boolean, or a number equal to 1 or 0.
    static func bridgedBool(_ value: JSONValue) -> Bool? {
        switch value {
        case .bool(let flag): flag
        case .number(let number) where number.value == 1: true
        case .number(let number) where number.value == 0: false
        default: nil
        }
    }

    /// A JSON value cast `as? Double`: any number, or a boolean (1 or 0).
    static func bridgedDouble(_ value: JSONValue) -> Double? {
        switch value {
        case .number(let number): number.value
        case .bool(let flag): flag ? 1 : 0
        default: nil
        }
    }

    /// `maxLength`, `minLength`, `expectedLength`: a string read by `Int(_:)` (`"20"`, `"+20"`, `"-3"`),
    /// else the value cast to `Int`. Nil, with a warning, when SixLayer drops it.
    mutating func integer(_ node: JSONNode, property: String) -> Int? {
        let result: Int?
        if case .string(let text) = node.value {
            result = Int(text)
        } else {
            result = Self.bridgedInt(node.value)
        }
        guard let result else {
            report(
                .warning(
                    "hints.invalid-number", at: node,
                    "`\(property)` must be a whole number (20 or \"20\"), found \(Self.describe(node.value)); SixLayer ignores it"
                ))
            return nil
        }
        if case .bool(let flag) = node.value {
            report(
                .warning(
                    "hints.boolean-as-number", at: node,
                    "`\(property)` is the boolean \(flag), which SixLayer reads as the number \(result); write a number"
                ))
        } else if result < 0 {
            report(
                .warning(
                    "hints.negative-length", at: node,
                    "`\(property)` is \(result); SixLayer keeps it, so no text can satisfy it (the preview leaves the limit off the control)"
                ))
        }
        return result
    }

    /// A two-state flag: `true`, `false`, 1, 0, "true" and "false" mean what they say; anything else
    /// is `otherwise` (false for `isHidden` and `showCharacterCounter`, true for `isEditable`).
    mutating func flag(_ node: JSONNode, property: String, otherwise: Bool) -> Bool {
        flagValue(node, property: property, otherwise: "\(otherwise)") ?? otherwise
    }

    /// `isOptional`, `isArray`: three states; true for `true`/`1`/"true", false for `false`/`0`/"false", else absent.
    mutating func optionalFlag(_ node: JSONNode, property: String) -> Bool? {
        flagValue(node, property: property, otherwise: "not set")
    }

    /// The flag a value says, or nil with a warning saying SixLayer reads it as `otherwise`.
    private mutating func flagValue(_ node: JSONNode, property: String, otherwise: String) -> Bool? {
        switch node.value {
        case .string("true"): return true
        case .string("false"): return false
        default:
            if let flag = Self.bridgedBool(node.value) { return flag }
            report(
                .warning(
                    "hints.invalid-boolean", at: node,
                    "`\(property)` must be true or false (or 1, 0, \"true\", \"false\"); SixLayer reads \(Self.describe(node.value)) as \(otherwise)"
                ))
            return nil
        }
    }

    mutating func string(_ node: JSONNode, property: String) -> String? {
        if case .string(let text) = node.value { return text }
        report(
            .warning(
                "hints.wrong-type", at: node,
                "`\(property)` must be a string, found \(Self.describe(node.value)); SixLayer ignores it"))
        return nil
    }

    /// An array of strings, or nil when the node is anything else: like `as? [String]`, one
    /// element of another type fails the whole array.
    func stringArray(_ node: JSONNode) -> [String]? {
        guard case .array(let elements) = node.value else { return nil }
        var strings: [String] = []
        strings.reserveCapacity(elements.count)
        for element in elements {
            guard case .string(let text) = element.value else { return nil }
            strings.append(text)
        }
        return strings
    }

    /// The objects of an array, or nil: like `as? [[String: Any]]`, one element that is not an
    /// object fails the whole array.
    func objectArray(_ node: JSONNode) -> [(node: JSONNode, members: [JSONMember])]? {
        guard case .array(let elements) = node.value else { return nil }
        var objects: [(node: JSONNode, members: [JSONMember])] = []
        for element in elements {
            guard case .object(let members) = element.value else { return nil }
            objects.append((element, members))
        }
        return objects
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

extension [JSONMember] {
    /// The value of `key`, the last one written, as a dictionary cast keeps it.
    func value(_ key: String) -> JSONValue? { last { $0.key == key }?.value.value }
}
