extension DiagnosticCatalog {
    /// The codes of the app's strings and the fit check (`Localization`).
    static let stringsEntries: [Entry] = [
        Entry(
            code: "strings.deprecated-language", severity: .info,
            explanation:
                "A language code ISO 639 withdrew (`iw`, `in`, `ji`, `jw`, `mo`, `sh`), read as its current one (`he`, `id`, `yi`, `jv`, `ro`, `sr-Latn`)."
        ),
        Entry(
            code: "strings.does-not-fit", severity: .warning,
            explanation:
                "A label, placeholder, option or sample value is wider than its field in one of the app's languages (a warning at the default text size; at the accessibility sizes, info, and only for a word SwiftUI breaks inside: a one-line text cut off there is `accessibility.text-clipped`'s), measured with Inter shaped by HarfBuzz against the width it names (the hints' `displayWidth`, or for a field without one the section's width on an iPhone SE, as DynamicFormView draws it); a text shown in several languages (untranslated ones show the source text) is one warning, in the first of them."
        ),
        Entry(
            code: "strings.row-squeezed", severity: .info,
            explanation:
                "A row control that keeps one row (a compact DatePicker, a Toggle) in less room than its text needs, on the iPhones and iPads named, at the default text size in the source language: the hinted width or the column leaves its label less than its longest word, which SwiftUI then breaks letter by letter, or a date's capsules run past the section's edge. Measured with Inter shaped by HarfBuzz, the empty picker showing the build's picture date; the page shows the same note on those devices, behind Review notes."
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
                "A `.strings` table with a syntax error, or in an encoding that is neither UTF-8 nor UTF-16 with a byte-order mark; its language shows the source text."
        ),
        Entry(
            code: "strings.invalid-stringsdict", severity: .warning,
            explanation:
                "A `.stringsdict` that is not a property list, or whose plural rules are wrong (no `other`, cases that are not plural categories)."
        ),
        Entry(
            code: "strings.table-skipped", severity: .info,
            explanation:
                "A strings table that holds no form strings is not read: `InfoPlist` and `AppShortcuts` tables, Interface Builder's strings for a storyboard, or a table with no strings at all."
        ),
        Entry(
            code: "strings.unknown-language", severity: .warning,
            explanation:
                "A language code that is not well-formed (ISO 639 with an optional script, region and variants, or a legacy name such as `English.lproj`); its strings are not shown, said once per `.lproj` folder."
        ),
        Entry(code: "strings.unreadable", severity: .warning, explanation: "A strings file that cannot be read."),
        Entry(
            code: "strings.untranslated", severity: .info,
            explanation: "Strings the forms show that a language does not translate; the page marks them too."),
    ]
}
