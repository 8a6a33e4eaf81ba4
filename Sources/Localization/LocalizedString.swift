import FormsmithCore

/// One string of one language and where it is written (the catalog entry a diagnostic cites).
public struct LocalizedString: Hashable, Sendable {
    public var text: String
    public var location: SourceLocation

    public init(text: String, location: SourceLocation) {
        self.text = text
        self.location = location
    }
}

/// What one strings file gave: its strings by language and key, the language its keys are
/// written in (a String Catalog's `sourceLanguage`), and its problems.
struct StringsFileContents {
    var sourceLanguage: String?
    var tables: [String: [String: LocalizedString]] = [:]
    var diagnostics: [Diagnostic] = []

    mutating func add(_ text: String, key: String, language: String, at location: SourceLocation) {
        if tables[language, default: [:]][key] == nil {
            tables[language, default: [:]][key] = LocalizedString(text: text, location: location)
        }
    }
}
