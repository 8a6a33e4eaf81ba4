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

    public init(
        sourceLanguage: LanguageCode, languages: [LanguageCode], namespace: String? = nil,
        tables: [String: [String: LocalizedString]] = [:], framework: [String: [String: LocalizedString]] = [:]
    ) {
        self.sourceLanguage = sourceLanguage
        self.languages = languages
        self.namespace = namespace
        self.tables = tables
        self.framework = framework
    }

    /// No catalogs: the source language alone.
    public static let none = AppStrings(sourceLanguage: LanguageCode("en")!, languages: [LanguageCode("en")!])

    /// The app ships more than its source language.
    public var hasTranslations: Bool { languages.count > 1 }

    /// The string of `key` in `language`: the app's (that language, then its base language: `de-CH`
    /// then `de`), else SixLayer's; nil when neither translates it (the app then shows its source text).
    /// A string that is its own key is no translation: SixLayer's resolver returns the key for "not found".
    public func lookup(_ key: String, in language: LanguageCode) -> LocalizedString? {
        for code in [language.code, language.language] {
            if let found = tables[code]?[key] { return found.text == key && key.contains(".") ? nil : found }
        }
        guard key.hasPrefix("SixLayerFramework.") else { return nil }
        for code in [language.code, language.language] {
            if let found = framework[code]?[key], found.text != key { return found }
        }
        return nil
    }

    /// Every key the app's tables hold in `language`, for counting and diffs.
    public func keys(in language: LanguageCode) -> [String] { (tables[language.code] ?? [:]).keys.sorted() }

    /// Whether the app's tables know `key` in any language (a key no table has is not untranslated: it is not a key).
    public func isKey(_ key: String) -> Bool { tables.values.contains { $0[key] != nil } }
}
