import JSONReader

/// Reading the approvals file's values: a member by key, and a value as the text it stands for.
extension JSONNode {
    subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.last { $0.key == key }?.value
    }

    var string: String? { if case .string(let text) = value { text } else { nil } }
    var int: Int? { if case .number(let number) = value, number.isInteger { Int(number.text) } else { nil } }
    var bool: Bool? { if case .bool(let flag) = value { flag } else { nil } }
    var isObject: Bool { if case .object = value { true } else { false } }

    /// `[[key, value], …]` as pairs; none for anything else.
    var pairs: [(String, String)] {
        arrayElements.compactMap { pair in
            let parts = pair.arrayElements.compactMap(\.string)
            return parts.count == 2 ? (parts[0], parts[1]) : nil
        }
    }

    /// The value as canonical JSON (so a line read back is the same text as one written).
    var canonical: CanonicalJSON {
        switch value {
        case .object(let members): .object(members.map { ($0.key, $0.value.canonical) })
        case .array(let elements): .array(elements.map(\.canonical))
        case .string(let text): .string(text)
        case .number(let number): number.isInteger ? .int(Int(number.text) ?? 0) : .string(number.text)
        case .bool(let flag): .bool(flag)
        case .null: .string("")
        }
    }
}
