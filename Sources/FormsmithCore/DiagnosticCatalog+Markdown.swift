extension DiagnosticCatalog {
    /// `docs/diagnostics.md`: every code, its severity and its meaning, by stage.
    public static var markdown: String {
        var text = """
            # Diagnostics

            Every problem Formsmith reports has a code, printed after the message
            (`Hints/User.hints:4:7: warning: … [hints.unknown-key]`) and written to
            `manifest.json`. Errors fail `check` and `build`; warnings fail them with
            `--strict`; notes (info) show with `--info` or `--verbose`. This page is
            generated from the catalog in the source (`DiagnosticCatalog`), and a test
            keeps the two equal.

            """
        let stages = [
            ("config", "formsmith.yml"), ("coredata", "Core Data models"), ("swift", "Swift sources"),
            ("model", "Models"), ("hints", "Hints"), ("docs", "Docs"), ("docc", "DocC catalogs"),
            ("theme", "Themes"), ("strings", "Languages and the fit check"), ("accessibility", "Accessibility"),
            ("signoff", "Design sign-off"),
        ]
        for (prefix, title) in stages {
            text += "\n## \(title)\n\n"
            for entry in entries where entry.code.hasPrefix(prefix + ".") {
                text += "- `\(entry.code)` (\(entry.severity.rawValue)): \(entry.explanation)\n"
            }
        }
        return text
    }
}
