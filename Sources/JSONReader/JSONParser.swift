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

    let bytes: [UInt8]
    var index = 0
    var line = 1
    var column = 1
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

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func advance() {
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1  // count characters, not UTF-8 continuation bytes
        }
    }

    func failure(_ message: String) -> Failure {
        Failure(message: message, line: line, column: column)
    }

    func describeCurrent() -> String {
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

    private mutating func parseNumber() throws(Failure) -> JSONNumber {
        let (start, startLine, startColumn) = (index, line, column)
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
        let value = Double(text) ?? .nan
        // Foundation's JSONSerialization, which SixLayer reads hints with, rejects the whole file.
        guard value.isFinite else {
            throw Failure(
                message:
                    "the number \(text) is too large for a Double; JSON readers such as SixLayer's reject the file",
                line: startLine, column: startColumn)
        }
        return JSONNumber(text: text, value: value, isInteger: isInteger)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
