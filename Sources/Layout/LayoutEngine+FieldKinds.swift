import FormsmithCore

/// What a field's name and its Swift default say, once its type has had its say.
extension LayoutEngine {
    /// Words that name a kind of text when a field's name ends with them (`email`, `userEmail`,
    /// `newPassword`), or ends with them and one of `trailingWords` (`phoneNumber`, `emailAddress`).
    static let kindWords: [Substring: Control] = [
        "email": .email, "phone": .tel, "telephone": .tel, "url": .url, "website": .url, "password": .password,
    ]
    static let trailingWords: Set<Substring> = ["number", "address", "no", "nr"]

    /// The kind a name gives a text field: its last word (before "Number"/"Address" and digits) is a
    /// kind word. Only a name that *is* one says so: `forgotPasswordGuid` and `emailConfirmationGuid`
    /// hold a GUID, `passwordHash` a hash; none is typed into an e-mail or password input.
    static func control(fieldName: String) -> Control? {
        let words = FieldLabel.titleCase(fieldName).lowercased().split(separator: " ")
        for word in words.reversed() {
            if let control = kindWords[word] { return control }
            guard trailingWords.contains(word) || word.allSatisfy(\.isNumber) else { return nil }
        }
        return nil
    }

    /// A Swift default as a form shows it: `"Ada"` → Ada, `3`, `true`; for an enum field (`cases`, the
    /// enum) `.eur` or `Currency.eur` → that case's option value. Any other expression
    /// (`TimeZone.current.identifier`, `UUID()`, `.now`, `compute()`) is worked out when the app runs,
    /// so the form shows a sample of the type instead.
    static func displayedDefault(_ source: String, cases enumModel: Model? = nil) -> String? {
        if source.hasPrefix("\"") && source.hasSuffix("\"") && source.count >= 2 && !source.contains("\\(") {
            return String(source.dropFirst().dropLast())
        }
        if source == "true" || source == "false" || Double(source) != nil { return source }
        guard let enumModel, let dot = source.lastIndex(of: ".") else { return nil }
        let caseName = source[source.index(after: dot)...]
        let base = source[..<dot]
        let isTypePath = base.isEmpty || base.split(separator: ".").allSatisfy { $0.first?.isUppercase == true }
        guard isTypePath, let match = enumModel.cases.first(where: { $0.name == caseName }) else { return nil }
        return match.rawValue ?? match.name
    }
}
