extension DiagnosticCatalog {
    /// The codes of a project theme's templates (`Templates`).
    static let themeEntries: [Entry] = [
        Entry(
            code: "theme.missing-partial", severity: .error,
            explanation: "A template uses a partial no template provides."),
        Entry(
            code: "theme.missing-asset", severity: .warning,
            explanation:
                "A template links an asset the theme does not have (`{{root}}assets/formsmith.js` in a template copied from an older version of the default theme); the browser finds nothing there."
        ),
        Entry(
            code: "theme.missing-template", severity: .error,
            explanation: "The theme has no template for a kind of page; those pages are not written."),
        Entry(
            code: "theme.not-found", severity: .error,
            explanation: "The configured theme folder does not exist; the built-in theme is used."),
        Entry(
            code: "theme.template-error", severity: .error, explanation: "A template that does not parse as Mustache."),
        Entry(
            code: "theme.unlinked-asset", severity: .warning,
            explanation:
                "A project theme's stylesheet or script that no template links (an override of a file the default theme no longer has, such as `assets/form.css` or `assets/formsmith.js`): it changes no page."
        ),
        Entry(
            code: "theme.unsupported-template", severity: .error,
            explanation:
                "A template uses a swift-mustache extension (transform, inheritance, pragma, dynamic partial) the engine does not render."
        ),
    ]
}
