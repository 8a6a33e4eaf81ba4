extension DiagnosticCatalog {
    /// The codes of the app's strings and the fit check (`Localization`).
    static let stringsEntries: [Entry] = [
        Entry(
            code: "strings.does-not-fit", severity: .warning,
            explanation:
                "A label, placeholder, option or sample value is wider than its field in one of the app's languages (a warning at the default text size, info at the accessibility sizes), measured with Inter shaped by HarfBuzz."
        ),
        Entry(
            code: "strings.fit-check-skipped", severity: .info,
            explanation:
                "The fonts the fit check measures with are not installed, so it is skipped rather than guessed."),
        Entry(
            code: "strings.invalid-catalog", severity: .warning,
            explanation:
                "A String Catalog (.xcstrings) that is not JSON or not shaped as Xcode writes it; what it does not give shows the source language's text."
        ),
        Entry(
            code: "strings.invalid-strings-file", severity: .warning,
            explanation:
                "A Localizable.strings file with a syntax error, or in an encoding that is neither UTF-8 nor UTF-16 with a byte-order mark; its language shows the source text."
        ),
        Entry(
            code: "strings.invalid-stringsdict", severity: .warning,
            explanation:
                "A Localizable.stringsdict that is not a property list, or whose plural rules are wrong (no `other`, cases that are not plural categories)."
        ),
        Entry(
            code: "strings.unknown-language", severity: .warning,
            explanation:
                "A language code that is not ISO 639 with an optional script and region; its strings are not shown."),
        Entry(code: "strings.unreadable", severity: .warning, explanation: "A strings file that cannot be read."),
        Entry(
            code: "strings.untranslated", severity: .info,
            explanation: "Strings the forms show that a language does not translate; the page marks them too."),
    ]
}
