/// A strict RFC 8259 parser that records the line and column of every key and value.
/// Foundation's parser gives no positions, and positions are what users need to fix a file.
public struct JSONParser {
    public struct Failure: Error, Sendable {
        public var message: String
        public var line: Int
        public var column: Int
    }

    /// Deeper nesting than any hints file needs; bounds stack use on hostile input.
    public static let maximumDepth = 256

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var column = 1
    private var depth = 0

    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Parses one JSON document; a UTF-8 byte-order mark is skipped, as Foundation does.
    public static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONNode {
        var parser = JSONParser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipWhitespace()
        let node = try parser.parseValue()
        parser.skipWhitespace()
        if parser.index < bytes.count {
            throw parser.failure("unexpected \(parser.describeCurrent()) after the end of the JSON value")
        }
        return node
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func advance() {
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1  // count characters, not UTF-8 continuation bytes
        }
    }

    private func failure(_ message: String) -> Failure {
        Failure(message: message, line: line, column: column)
    }

    private func describeCurrent() -> String {
        guard let byte = current else { return "end of file" }
        switch byte {
        case UInt8(ascii: "/"): return "'/' (JSON has no comments)"
        case 0: return "NUL byte"
        case 0x20...0x7E: return "'\(Character(UnicodeScalar(byte)))'"
        default: return "byte 0x\(String(byte, radix: 16, uppercase: true))"
        }
    }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
            advance()
        }
    }

    private mutating func parseValue() throws(Failure) -> JSONNode {
        let startLine = line, startColumn = column
        guard let byte = current else { throw failure("unexpected end of file; expected a value") }
        let value: JSONValue
        switch byte {
        case UInt8(ascii: "{"): value = try parseObject()
        case UInt8(ascii: "["): value = try parseArray()
        case UInt8(ascii: "\""): value = .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = .number(try parseNumber())
        case UInt8(ascii: "t"): try expectWord("true"); value = .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); value = .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); value = .null
        default: throw failure("unexpected \(describeCurrent()); expected a value")
        }
        return JSONNode(value: value, line: startLine, column: startColumn)
    }

    private mutating func expectWord(_ word: StaticString) throws(Failure) {
        let start = index
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for byte in expected {
            guard current == byte else {
                index = start
                throw failure("unexpected \(describeCurrent()); expected a value")
            }
            advance()
        }
    }

    private mutating func enterContainer() throws(Failure) {
        depth += 1
        if depth > Self.maximumDepth {
            throw failure("nesting deeper than \(Self.maximumDepth) levels")
        }
    }

    private mutating func parseObject() throws(Failure) -> JSONValue {
        try enterContainer()
        advance()  // {
        var members: [JSONMember] = []
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            advance()
            depth -= 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else {
                if current == UInt8(ascii: "}") { throw failure("trailing comma before '}'") }
                throw failure("unexpected \(describeCurrent()); expected a key in double quotes")
            }
            let keyLine = line, keyColumn = column
            let key = try parseString()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else {
                throw failure("unexpected \(describeCurrent()); expected ':' after key \"\(key)\"")
            }
            advance()
            skipWhitespace()
            let value = try parseValue()
            members.append(JSONMember(key: key, keyLine: keyLine, keyColumn: keyColumn, value: value))
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                advance()
                continue
            }
            if current == UInt8(ascii: "}") {
                advance()
                depth -= 1
                return .object(members)
            }
            throw failure("unexpected \(describeCurrent()); expected ',' or '}'")
        }
    }

    private mutating func parseArray() throws(Failure) -> JSONValue {
        try enterContainer()
        advance()  // [
        var elements: [JSONNode] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            advance()
            depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            if current == UInt8(ascii: "]") { throw failure("trailing comma before ']'") }
            elements.append(try parseValue())
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                advance()
                continue
            }
            if current == UInt8(ascii: "]") {
                advance()
                depth -= 1
                return .array(elements)
            }
            throw failure("unexpected \(describeCurrent()); expected ',' or ']'")
        }
    }

    private mutating func parseString() throws(Failure) -> String {
        // Most strings of a hints file are printable ASCII without escapes: taken in one step.
        var end = index + 1
        while end < bytes.count, bytes[end] >= 0x20, bytes[end] < 0x7F, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\") {
            end += 1
        }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            let text = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
            column += end + 1 - index  // one column per ASCII byte, both quotes included; no newline
            index = end + 1
            return text
        }
        let startLine = line, startColumn = column
        advance()  // opening quote
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        func flush(_ run: inout [UInt8], into scalars: inout String.UnicodeScalarView) {
            if !run.isEmpty {
                scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
                run.removeAll(keepingCapacity: true)
            }
        }
        while true {
            // An unclosed string is reported where it opens: that is where the fix goes.
            guard let byte = current else { throw Failure(message: "unterminated string", line: startLine, column: startColumn) }
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                flush(&run, into: &scalars)
                return String(scalars)
            case UInt8(ascii: "\\"):
                let escapeLine = line, escapeColumn = column
                advance()
                flush(&run, into: &scalars)
                do {
                    scalars.append(try parseEscape())
                } catch {
                    // Point at the backslash that starts the bad escape.
                    throw Failure(message: error.message, line: escapeLine, column: escapeColumn)
                }
            case 0x00...0x1F:
                throw failure("control character in string (byte 0x\(String(byte, radix: 16, uppercase: true))); escape it")
            case 0x80...0xFF:
                let length = try validUTF8SequenceLength()
                for _ in 0..<length {
                    run.append(bytes[index])
                    advance()
                }
            default:
                run.append(byte)
                advance()
            }
        }
    }

    /// The length of the UTF-8 sequence at the cursor; invalid UTF-8 is an error, not a U+FFFD.
    private func validUTF8SequenceLength() throws(Failure) -> Int {
        let lead = bytes[index]
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: throw failure("invalid UTF-8 byte 0x\(String(lead, radix: 16, uppercase: true))")
        }
        guard index + length <= bytes.count else { throw failure("truncated UTF-8 sequence") }
        let slice = bytes[index..<(index + length)]
        guard slice.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }),
              String(validating: slice, as: UTF8.self) != nil else {
            throw failure("invalid UTF-8 sequence")
        }
        return length
    }

    private mutating func parseEscape() throws(Failure) -> Unicode.Scalar {
        guard let byte = current else { throw failure("unterminated string") }
        advance()
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let first = try parseHex4()
            if (0xD800...0xDBFF).contains(first) {
                guard current == UInt8(ascii: "\\") else { throw failure("unpaired UTF-16 surrogate in \\u escape") }
                advance()
                guard current == UInt8(ascii: "u") else { throw failure("unpaired UTF-16 surrogate in \\u escape") }
                advance()
                let second = try parseHex4()
                guard (0xDC00...0xDFFF).contains(second) else { throw failure("unpaired UTF-16 surrogate in \\u escape") }
                let combined = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                return Unicode.Scalar(combined)!
            }
            guard let scalar = Unicode.Scalar(first) else { throw failure("unpaired UTF-16 surrogate in \\u escape") }
            return scalar
        default:
            throw failure("invalid escape '\\\(Character(UnicodeScalar(byte)))'")
        }
    }

    private mutating func parseHex4() throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexValue(byte) else {
                throw failure("expected four hex digits after \\u")
            }
            value = value * 16 + digit
            advance()
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private mutating func parseNumber() throws(Failure) -> JSONNumber {
        let start = index
        var isInteger = true
        if current == UInt8(ascii: "-") { advance() }
        guard let first = current, Self.isDigit(first) else { throw failure("expected a digit in number") }
        if first == UInt8(ascii: "0") {
            advance()
            if let next = current, Self.isDigit(next) { throw failure("numbers cannot have leading zeros") }
        } else {
            while let byte = current, Self.isDigit(byte) { advance() }
        }
        if current == UInt8(ascii: ".") {
            isInteger = false
            advance()
            guard let byte = current, Self.isDigit(byte) else { throw failure("expected a digit after '.'") }
            while let byte = current, Self.isDigit(byte) { advance() }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            isInteger = false
            advance()
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
            guard let byte = current, Self.isDigit(byte) else { throw failure("expected a digit in exponent") }
            while let byte = current, Self.isDigit(byte) { advance() }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        return JSONNumber(text: text, value: Double(text) ?? .nan, isInteger: isInteger)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
