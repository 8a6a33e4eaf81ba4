import FormsmithCore

/// The app's strings in every language it ships, merged from its String Catalogs and `.lproj`
/// tables, and SixLayer's own (`SixLayerFramework.…` keys) where the project has SixLayer checked out.
public struct AppStrings: Sendable, Equatable {
    /// The language the keys and the hints are written in; first in every menu.
    public var sourceLanguage: LanguageCode
    /// Every language shown, the source language first, then by code.
    public var languages: [LanguageCode]
    /// `localization.namespace`: the `localizationNamespace` the app gives SixLayer, before each field key.
    public var namespace: String?
    /// Language code → key → string, the app's.
    var tables: [String: [String: LocalizedString]]
    /// Language code → key → string, SixLayer's own catalog.
    var framework: [String: [String: LocalizedString]]
    /// Every key of the app's tables, numbered, and each language's strings by number: a form's
    /// keys are looked up once, not once per language.
    let keyIDs: [String: Int]
    let rows: [String: [LocalizedString?]]

    public init(
        sourceLanguage: LanguageCode, languages: [LanguageCode], namespace: String? = nil,
        tables: [String: [String: LocalizedString]] = [:], framework: [String: [String: LocalizedString]] = [:]
    ) {
        self.sourceLanguage = sourceLanguage
        self.languages = languages
        self.namespace = namespace
        self.tables = tables
        self.framework = framework
        var keyIDs: [String: Int] = [:]
        // Numbers in no particular order: they never reach the output.
        for table in tables.values { for key in table.keys where keyIDs[key] == nil { keyIDs[key] = keyIDs.count } }
        self.keyIDs = keyIDs
        rows = tables.mapValues { table in
            var row = [LocalizedString?](repeating: nil, count: keyIDs.count)
            for (key, string) in table where !(string.text == key && Self.isSymbolic(key)) {
                row[keyIDs[key]!] = string
            }
            return row
        }
    }

    /// A key that names a string rather than being its text (SixLayer's `….label`, `….placeholder`,
    /// `….help`, `SixLayerFramework.…`): a string equal to such a key is no translation, as
    /// SixLayer's resolver returns the key for "not found"; a text key may equal its translation.
    static func isSymbolic(_ key: String) -> Bool {
        key.hasPrefix("SixLayerFramework.") || key.hasSuffix(".label") || key.hasSuffix(".placeholder")
            || key.hasSuffix(".help")
    }

    /// The number of `key` among the app's keys; nil when no table has it.
    public func keyID(_ key: String) -> Int? { keyIDs[key] }

    /// Equal strings: the numbered keys and rows follow from the tables.
    public static func == (lhs: AppStrings, rhs: AppStrings) -> Bool {
        (lhs.sourceLanguage, lhs.languages, lhs.namespace) == (rhs.sourceLanguage, rhs.languages, rhs.namespace)
            && lhs.tables == rhs.tables && lhs.framework == rhs.framework
    }

    /// No catalogs: the source language alone.
    public static let none = AppStrings(sourceLanguage: LanguageCode("en")!, languages: [LanguageCode("en")!])

    /// The app ships more than its source language.
    public var hasTranslations: Bool { languages.count > 1 }
    /// Whether SixLayer's own catalog was read (its package is checked out here).
    public var hasFrameworkCatalog: Bool { !framework.isEmpty }

    /// The string of `key` in `language`: the app's (that language, then its base language: `de-CH`
    /// then `de`), else SixLayer's; nil when neither translates it (the app then shows its source text).
    /// A string that is its own key is no translation: SixLayer's resolver returns the key for "not found".
    public func lookup(_ key: String, in language: LanguageCode) -> LocalizedString? {
        resolver(for: language).lookup(key)
    }

    /// `lookup` for one language, its tables found once (a form's every string is looked up in it).
    public struct Resolver {
        let tables: [[String: LocalizedString]]
        let framework: [[String: LocalizedString]]
        let rows: [[LocalizedString?]]

        /// The text of the key numbered `id` (`keyID`).
        public func text(id: Int?) -> String? {
            guard let id else { return nil }
            for row in rows { if let found = row[id] { return found.text } }
            return nil
        }

        /// The string of the key numbered `id` (`keyID`).
        public func lookup(id: Int?) -> LocalizedString? {
            guard let id else { return nil }
            for row in rows { if let found = row[id] { return found } }
            return nil
        }

        public func lookup(_ key: String) -> LocalizedString? {
            for table in tables {
                if let found = table[key] { return found.text == key && AppStrings.isSymbolic(key) ? nil : found }
            }
            guard key.hasPrefix("SixLayerFramework.") else { return nil }
            for table in framework {
                if let found = table[key], found.text != key { return found }
            }
            return nil
        }
    }

    public func resolver(for language: LanguageCode) -> Resolver {
        let codes = language.code == language.language ? [language.code] : [language.code, language.language]
        return Resolver(
            tables: codes.compactMap { tables[$0] }, framework: codes.compactMap { framework[$0] },
            rows: codes.compactMap { rows[$0] })
    }

    /// The first file (by path) holding `language`'s strings, where notes about that language point.
    public func firstFile(of language: LanguageCode) -> SourceLocation? {
        (tables[language.code]?.values.map(\.location.file).min()).map { SourceLocation(file: $0) }
    }

    /// Every key the app's tables hold in `language`, for counting and diffs.
    public func keys(in language: LanguageCode) -> [String] { (tables[language.code] ?? [:]).keys.sorted() }

    /// Whether the app's tables know `key` in any language (a key no table has is not untranslated: it is not a key).
    public func isKey(_ key: String) -> Bool { tables.values.contains { $0[key] != nil } }
}
