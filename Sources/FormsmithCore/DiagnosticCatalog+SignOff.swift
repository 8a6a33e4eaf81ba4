extension DiagnosticCatalog {
    /// The codes of design sign-off (`formsmith-signoff.json`, `check --require-signoff`).
    static let signOffEntries: [Entry] = [
        Entry(
            code: "signoff.changed", severity: .info,
            explanation:
                "A signed-off form changed since its sign-off; the note says what changed, in `diff`'s words (an error with `--require-signoff`)."
        ),
        Entry(
            code: "signoff.invalid-entry", severity: .error,
            explanation:
                "An approvals file entry without its `model`, `fingerprint` or `structure`; it approves nothing."
        ),
        Entry(
            code: "signoff.invalid-file", severity: .error,
            explanation:
                "The approvals file is not valid JSON, or not an object with a `forms` list; no form counts as signed off. The site still builds."
        ),
        Entry(
            code: "signoff.merge-conflict", severity: .error,
            explanation:
                "A git merge conflict (`<<<<<<<`) is left in the approvals file; no form counts as signed off until it is resolved. The site still builds."
        ),
        Entry(
            code: "signoff.not-signed-off", severity: .info,
            explanation:
                "A form that was never signed off (only when the project has an approvals file; an error with `--require-signoff`)."
        ),
        Entry(
            code: "signoff.required", severity: .error,
            explanation:
                "`check --require-signoff`: a form is new or changed since its sign-off, or the approvals file cannot be read."
        ),
        Entry(
            code: "signoff.unknown-model", severity: .warning,
            explanation:
                "The approvals file signs off a model the project does not have (renamed or removed); the entry is kept until removed."
        ),
    ]
}
