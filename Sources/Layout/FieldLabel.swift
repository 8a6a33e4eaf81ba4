/// Labels from field ids: `postalCode` → "Postal Code", `userID` → "User ID", `url` → "URL".
public enum FieldLabel {
    /// Words always written in capitals.
    static let acronyms: Set<String> = ["id", "url", "uuid", "uri", "api", "html", "json", "ocr", "sku", "vat", "iban", "pin", "ip", "iso"]

    public static func titleCase(_ identifier: String) -> String {
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
                let startsWord = character.isUppercase && (previous.isLowercase || previous.isNumber
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
}
