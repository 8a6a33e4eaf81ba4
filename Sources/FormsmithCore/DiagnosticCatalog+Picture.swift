extension DiagnosticCatalog {
    /// The codes of the picture a designer signs: what the page needs to draw the app's own words.
    static let pictureEntries: [Entry] = [
        Entry(
            code: "strings.sixlayer-catalog-missing", severity: .info,
            explanation:
                "The app depends on SixLayer and has more than one language, but SixLayer's own catalog (its placeholders and buttons in every language) is not checked out where a build puts it (`.build/checkouts`, `SourcePackages/checkouts`, Xcode's DerivedData): those strings show in English. Said once, with the command that fixes it."
        )
    ]
}
