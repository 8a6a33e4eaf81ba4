/// A JSON value that remembers where it was written, so a String Catalog's wrong shape is reported
/// at its line and column (Foundation's parser gives neither positions of values nor of errors).
indirect enum JSONDocument {
    case object([Member], offset: Int)
    case array([JSONDocument], offset: Int)
    case string(String, offset: Int)
    case number(Double, offset: Int)
    case bool(Bool, offset: Int)
    case null(offset: Int)

    var offset: Int {
        switch self {
        case .object(_, let offset), .array(_, let offset), .string(_, let offset), .number(_, let offset),
            .bool(_, let offset), .null(let offset):
            offset
        }
    }

    /// The members of an object, in the order written; nil for other values.
    var members: [Member]? {
        if case .object(let members, _) = self { members } else { nil }
    }

    struct Member {
        var key: String
        var keyOffset: Int
        var value: JSONDocument
    }

    subscript(key: String) -> JSONDocument? { members?.first { $0.key == key }?.value }

    var string: String? { if case .string(let text, _) = self { text } else { nil } }

    /// What kind of value this is, for "expected an object, found a string".
    var kind: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }

    struct SyntaxError: Error, Equatable {
        var offset: Int
        var message: String
    }

    /// Parses `bytes` as one JSON value (RFC 8259), or says where and why it is not JSON.
    static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONDocument {
        var parser = Parser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }  // a UTF-8 byte-order mark
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.index == bytes.count else { throw parser.error("unexpected text after the JSON value") }
        return value
    }
}

private struct Parser {
    let bytes: [UInt8]
    var index = 0

    func error(_ message: String) -> JSONDocument.SyntaxError { .init(offset: index, message: message) }

    mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    mutating func value(depth: Int) throws(JSONDocument.SyntaxError) -> JSONDocument {
        skipSpace()
        guard depth < 512 else { throw error("nested too deeply") }
        guard index < bytes.count else { throw error("the file ends where a value should be") }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var members: [JSONDocument.Member] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members, offset: start)
            }
            while true {
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                    throw error("expected a quoted key")
                }
                let keyOffset = index
                let key = try string()
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                    throw error("expected `:` after the key")
                }
                index += 1
                members.append(JSONDocument.Member(key: key, keyOffset: keyOffset, value: try value(depth: depth + 1)))
                skipSpace()
                guard index < bytes.count else { throw error("the file ends inside an object") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                guard bytes[index] == UInt8(ascii: "}") else { throw error("expected `,` or `}`") }
                index += 1
                return .object(members, offset: start)
            }
        case UInt8(ascii: "["):
            index += 1
            var elements: [JSONDocument] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(elements, offset: start)
            }
            while true {
                elements.append(try value(depth: depth + 1))
                skipSpace()
                guard index < bytes.count else { throw error("the file ends inside an array") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                guard bytes[index] == UInt8(ascii: "]") else { throw error("expected `,` or `]`") }
                index += 1
                return .array(elements, offset: start)
            }
        case UInt8(ascii: "\""): return .string(try string(), offset: start)
        case UInt8(ascii: "t"): try word("true"); return .bool(true, offset: start)
        case UInt8(ascii: "f"): try word("false"); return .bool(false, offset: start)
        case UInt8(ascii: "n"): try word("null"); return .null(offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            while index < bytes.count, "+-.eE0123456789".utf8.contains(bytes[index]) { index += 1 }
            guard let number = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
                index = start
                throw error("not a number")
            }
            return .number(number, offset: start)
        default: throw error("unexpected character")
        }
    }

    mutating func word(_ word: String) throws(JSONDocument.SyntaxError) {
        for byte in word.utf8 {
            guard index < bytes.count, bytes[index] == byte else { throw error("unexpected character") }
            index += 1
        }
    }

    mutating func string() throws(JSONDocument.SyntaxError) -> String {
        index += 1  // the opening quote
        var text: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { break }
                let escaped = bytes[index]
                index += 1
                switch escaped {
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "t"): text.append(0x09)
                case UInt8(ascii: "r"): text.append(0x0D)
                case UInt8(ascii: "b"): text.append(0x08)
                case UInt8(ascii: "f"): text.append(0x0C)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    // A high surrogate joins the low one after it; one alone is U+FFFD, as the
                    // escape after it is read on its own.
                    if (0xD800..<0xDC00).contains(scalar), index + 5 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                        bytes[index + 1] == UInt8(ascii: "u"),
                        let low = UInt32(String(decoding: bytes[index + 2..<index + 6], as: UTF8.self), radix: 16),
                        (0xDC00..<0xE000).contains(low)
                    {
                        index += 6
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    text += Array(String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8)
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escaped)
                default:
                    index -= 2
                    throw error("unknown escape in a string")
                }
            case 0..<0x20: throw error("a control character inside a string")
            default:
                text.append(byte)
                index += 1
            }
        }
        throw error("the file ends inside a string")
    }

    mutating func hex4() throws(JSONDocument.SyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count,
            bytes[index..<index + 4].allSatisfy({ $0 < 0x80 && Character(Unicode.Scalar($0)).isHexDigit }),
            let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else { throw error("expected four hex digits after \\u") }
        index += 4
        return value
    }
}
