/// A JSON value written one way only: keys in the order given, no key for an absent value, one
/// space after each colon and comma. The same structure is always the same text, so its text can
/// be hashed and a line of the approvals file changes only when what it describes does.
enum CanonicalJSON: Equatable, Sendable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case array([CanonicalJSON])
    case object([(String, CanonicalJSON)])

    static func == (lhs: CanonicalJSON, rhs: CanonicalJSON) -> Bool { lhs.text == rhs.text }

    /// An object of the present members only.
    static func members(_ members: [(String, CanonicalJSON?)]) -> CanonicalJSON {
        .object(members.compactMap { key, value in value.map { (key, $0) } })
    }

    var text: String {
        var out = ""
        write(into: &out)
        return out
    }

    func write(into out: inout String) {
        switch self {
        case .string(let value): Self.quote(value, into: &out)
        case .int(let value): out += String(value)
        case .bool(let value): out += value ? "true" : "false"
        case .array(let elements):
            out += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { out += ", " }
                element.write(into: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { out += ", " }
                Self.quote(key, into: &out)
                out += ": "
                value.write(into: &out)
            }
            out += "}"
        }
    }

    /// A JSON string: quotes, backslashes and control characters escaped, everything else as is.
    static func quote(_ text: String, into out: inout String) {
        out += "\""
        // Most texts need no escape: appended whole (every form's snapshot is made on every check).
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            out += text
            out += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}

/// FNV-1a, 64 bits, of the UTF-8 bytes: the same on every machine and run, and cheap enough to take
/// of every form on every `check`. It tells changed from unchanged, it is no protection against tampering.
enum Fingerprint {
    static func of(_ lines: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for (index, line) in lines.enumerated() {
            if index > 0 { hash = (hash ^ 0x0A) &* 0x0000_0100_0000_01B3 }
            for byte in line.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        }
        let hex = String(hash, radix: 16)
        return "fnv1a64:" + String(repeating: "0", count: 16 - hex.count) + hex
    }
}
