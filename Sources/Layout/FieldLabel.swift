/// Labels from field ids: `postalCode` → "Postal Code", `userID` → "User ID", `url` → "URL".
public enum FieldLabel {
    /// Words always written in capitals.
    static let acronyms: Set<String> = [
        "id", "uid", "url", "uuid", "uri", "api", "html", "json", "ocr", "sku", "vat", "iban", "pin", "ip", "iso",
    ]

    public static func titleCase(_ identifier: String) -> String {
        asciiTitleCase(identifier) ?? characterTitleCase(identifier)
    }

    static func characterTitleCase(_ identifier: String) -> String {
        words(identifier).map { word in
            acronyms.contains(word.lowercased()) ? word.uppercased() : word.prefix(1).uppercased() + word.dropFirst()
        }.joined(separator: " ")
    }

    /// Splits camelCase, snake_case and kebab-case; a run of capitals is one word (`userID` → user, ID).
    static func words(_ identifier: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(identifier)
        for (index, character) in characters.enumerated() {
            if character == "_" || character == "-" || character == " " {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if let previous = current.last {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let startsWord =
                    character.isUppercase
                    && (previous.isLowercase || previous.isNumber
                        || (previous.isUppercase && (next?.isLowercase ?? false)))
                let startsNumber = character.isNumber && !previous.isNumber
                if startsWord || startsNumber {
                    words.append(current)
                    current = ""
                }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `titleCase` by byte, for the ASCII identifiers nearly every field has (one call per field
    /// of every form); the same rules as `words`, with ASCII letter and digit classes. Nil otherwise.
    static func asciiTitleCase(_ identifier: String) -> String? {
        let bytes = Array(identifier.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        func isLower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        var label: [UInt8] = []
        label.reserveCapacity(bytes.count + 4)
        var wordStart = 0, wordEnd = 0  // the current word: bytes[wordStart..<wordEnd]
        func finishWord() {
            guard wordStart < wordEnd else { return }
            if !label.isEmpty { label.append(UInt8(ascii: " ")) }
            let word = bytes[wordStart..<wordEnd]
            let isAcronym =
                word.count <= 4
                && acronyms.contains(String(decoding: word.map { isUpper($0) ? $0 + 32 : $0 }, as: UTF8.self))
            for (offset, byte) in word.enumerated() {
                label.append((isAcronym || offset == 0) && isLower(byte) ? byte - 32 : byte)
            }
        }
        for (index, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: " ") {
                finishWord()
                wordStart = index + 1
                wordEnd = index + 1
                continue
            }
            if wordStart < wordEnd {
                let previous = bytes[wordEnd - 1]
                let next = index + 1 < bytes.count ? bytes[index + 1] : 0
                let startsWord =
                    isUpper(byte) && (isLower(previous) || isDigit(previous) || (isUpper(previous) && isLower(next)))
                let startsNumber = isDigit(byte) && !isDigit(previous)
                if startsWord || startsNumber {
                    finishWord()
                    wordStart = index
                }
            }
            wordEnd = index + 1
        }
        finishWord()
        return String(decoding: label, as: UTF8.self)
    }
}
