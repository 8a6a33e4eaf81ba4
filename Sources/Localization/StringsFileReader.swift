import FormsmithCore

/// Reads a `Localizable.strings` file (`"key" = "value";`, comments, escapes), in UTF-8 or in UTF-16
/// with its byte-order mark, as Xcode writes both.
enum StringsFileReader {
    static func read(_ data: [UInt8], file: String, language: String) -> StringsFileContents {
        var contents = StringsFileContents()
        guard let bytes = utf8(data) else {
            contents.diagnostics.append(
                .warning(
                    "strings.invalid-strings-file", at: SourceLocation(file: file),
                    "this strings file is neither UTF-8 nor UTF-16 with a byte-order mark; \(language) shows the source language's text"
                ))
            return contents
        }
        let position = TextPosition(file: file, bytes: bytes)
        var scanner = Scanner(bytes: bytes)
        var parsed: [(key: String, value: String, offset: Int)] = []
        do {
            while true {
                try scanner.skipSpaceAndComments()
                guard scanner.index < bytes.count else { break }
                let keyOffset = scanner.index
                let key = try scanner.token("a quoted key")
                try scanner.skipSpaceAndComments()
                // `"Address";` alone: the key is its own value, as Apple's parser reads it.
                if scanner.index < bytes.count, bytes[scanner.index] == UInt8(ascii: ";") {
                    parsed.append((key, key, keyOffset))
                    scanner.index += 1
                    continue
                }
                try scanner.expect(UInt8(ascii: "="), "expected `=` after the key")
                try scanner.skipSpaceAndComments()
                let valueOffset = scanner.index
                let value = try scanner.token("a quoted value")
                try scanner.skipSpaceAndComments()
                try scanner.expect(UInt8(ascii: ";"), "expected `;` after the value")
                parsed.append((key, value, valueOffset))
            }
        } catch {
            contents.diagnostics.append(
                .warning(
                    "strings.invalid-strings-file", at: position.location(error.offset),
                    "\(error.message); this strings file is not read, and \(language) shows the source language's text")
            )
            return contents
        }
        for entry in parsed {
            contents.add(entry.value, key: entry.key, language: language, at: position.location(entry.offset))
        }
        return contents
    }

    /// The file's text as UTF-8 bytes: as it is, or decoded from UTF-16 after a byte-order mark.
    static func utf8(_ data: [UInt8]) -> [UInt8]? {
        if data.starts(with: [0xEF, 0xBB, 0xBF]) {
            // What follows the mark must be UTF-8 too: it is not repaired into U+FFFD unsaid.
            return String(validating: data.dropFirst(3), as: UTF8.self) != nil ? Array(data.dropFirst(3)) : nil
        }
        if data.count >= 2, data[0] == 0xFF && data[1] == 0xFE || data[0] == 0xFE && data[1] == 0xFF {
            let littleEndian = data[0] == 0xFF
            let units = stride(from: 2, to: data.count - 1, by: 2).map { index in
                littleEndian
                    ? UInt16(data[index]) | UInt16(data[index + 1]) << 8
                    : UInt16(data[index]) << 8 | UInt16(data[index + 1])
            }
            var scalars = String.UnicodeScalarView()
            let failed = transcode(units.makeIterator(), from: UTF16.self, to: UTF32.self, stoppingOnError: true) {
                scalars.append(Unicode.Scalar($0)!)
            }
            return failed ? nil : Array(String(scalars).utf8)
        }
        return String(validating: data, as: UTF8.self) != nil ? data : nil
    }

    struct SyntaxError: Error {
        var offset: Int
        var message: String
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        mutating func skipSpaceAndComments() throws(SyntaxError) {
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                    index += 1
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                    let start = index
                    index += 2
                    while index + 1 < bytes.count,
                        !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
                    {
                        index += 1
                    }
                    guard index + 1 < bytes.count else {
                        throw SyntaxError(offset: start, message: "a comment that never ends")
                    }
                    index += 2
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                } else {
                    return
                }
            }
        }

        mutating func expect(_ byte: UInt8, _ message: String) throws(SyntaxError) {
            guard index < bytes.count, bytes[index] == byte else { throw SyntaxError(offset: index, message: message) }
            index += 1
        }

        /// A quoted string, or an unquoted word of letters, digits and `_.-` (old-style property lists allow both).
        mutating func token(_ what: String) throws(SyntaxError) -> String {
            guard index < bytes.count else {
                throw SyntaxError(offset: index, message: "the file ends where \(what) should be")
            }
            if bytes[index] != UInt8(ascii: "\"") {
                let start = index
                while index < bytes.count, isWordByte(bytes[index]) { index += 1 }
                guard index > start else { throw SyntaxError(offset: start, message: "expected \(what)") }
                return String(decoding: bytes[start..<index], as: UTF8.self)
            }
            let start = index
            index += 1
            var text: [UInt8] = []
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "\"") { return String(decoding: text, as: UTF8.self) }
                guard byte == UInt8(ascii: "\\"), index < bytes.count else {
                    text.append(byte)
                    continue
                }
                let escaped = bytes[index]
                index += 1
                switch escaped {
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "t"): text.append(0x09)
                case UInt8(ascii: "r"): text.append(0x0D)
                case UInt8(ascii: "U"), UInt8(ascii: "u"):
                    guard var value = hex4(at: index) else {
                        throw SyntaxError(offset: index - 2, message: "expected four hex digits after \\U")
                    }
                    index += 4
                    // A UTF-16 surrogate pair, written as two escapes.
                    if (0xD800..<0xDC00).contains(value), index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"),
                        bytes[index + 1] | 0x20 == UInt8(ascii: "u"), let low = hex4(at: index + 2),
                        (0xDC00..<0xE000).contains(low)
                    {
                        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                        index += 6
                    }
                    text += Array(String(Unicode.Scalar(value).map(Character.init) ?? "\u{FFFD}").utf8)
                default: text.append(escaped)
                }
            }
            throw SyntaxError(offset: start, message: "a string that never ends")
        }

        private func hex4(at start: Int) -> UInt32? {
            guard start + 4 <= bytes.count,
                bytes[start..<start + 4].allSatisfy({ $0 < 0x80 && Character(Unicode.Scalar($0)).isHexDigit })
            else { return nil }
            return UInt32(String(decoding: bytes[start..<start + 4], as: UTF8.self), radix: 16)
        }

        private func isWordByte(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || "_.-$:/".utf8.contains(byte)
        }
    }
}
