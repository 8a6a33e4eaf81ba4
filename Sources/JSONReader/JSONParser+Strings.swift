/// Strings: escapes, surrogate pairs and UTF-8 checked as RFC 8259 and Foundation check them.
extension JSONParser {
    mutating func parseString() throws(Failure) -> String {
        // Most strings of a hints file are printable ASCII without escapes: taken in one step.
        var end = index + 1
        while end < bytes.count, bytes[end] >= 0x20, bytes[end] < 0x7F, bytes[end] != UInt8(ascii: "\""),
            bytes[end] != UInt8(ascii: "\\")
        {
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
            guard let byte = current else {
                throw Failure(message: "unterminated string", line: startLine, column: startColumn)
            }
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
                throw failure(
                    "control character in string (byte 0x\(String(byte, radix: 16, uppercase: true))); escape it")
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
            String(validating: slice, as: UTF8.self) != nil
        else {
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
                guard (0xDC00...0xDFFF).contains(second) else {
                    throw failure("unpaired UTF-16 surrogate in \\u escape")
                }
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
}
