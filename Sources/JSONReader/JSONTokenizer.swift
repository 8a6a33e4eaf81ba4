/// The tokens of a JSON (or `.hints`) text, for colouring: never fails, so a broken file is
/// coloured as far as it reads. A string followed by `:` is a key.
public enum JSONTokenizer {
    public enum Kind: Sendable, Equatable {
        case key, string, number, literal, punctuation, other
    }

    public struct Token: Sendable, Equatable {
        public var kind: Kind
        /// Byte offsets in the text (a string's quotes included).
        public var range: Range<Int>
    }

    public static func tokens(in bytes: [UInt8]) -> [Token] {
        var tokens: [Token] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let start = index
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D:
                index += 1
                continue
            case UInt8(ascii: "\""):
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != 0x0A {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                index = min(index + 1, bytes.count)
                tokens.append(Token(kind: .string, range: start..<index))
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                index += 1
                while index < bytes.count, "0123456789.eE+-".utf8.contains(bytes[index]) { index += 1 }
                tokens.append(Token(kind: .number, range: start..<index))
            case UInt8(ascii: "a")...UInt8(ascii: "z"):
                while index < bytes.count, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[index]) { index += 1 }
                let word = bytes[start..<index]
                let isLiteral = ["true", "false", "null"].contains { word.elementsEqual($0.utf8) }
                tokens.append(Token(kind: isLiteral ? .literal : .other, range: start..<index))
            case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: ":"),
                UInt8(ascii: ","):
                index += 1
                if byte == UInt8(ascii: ":"), let last = tokens.indices.last, tokens[last].kind == .string {
                    tokens[last].kind = .key
                }
                tokens.append(Token(kind: .punctuation, range: start..<index))
            default:
                index += 1
                tokens.append(Token(kind: .other, range: start..<index))
            }
        }
        return tokens
    }
}
