extension DiagnosticCatalog {
    /// The codes of DocC catalogs' directives, links and images (`Docs/DocC`).
    static let doccEntries: [Entry] = [
        Entry(
            code: "docc.ambiguous-image", severity: .warning,
            explanation:
                "An image name in a DocC catalog that matches more than one file at the same scale (`flow.png` and `flow.svg`, or two folders); the first in byte order is used."
        ),
        Entry(
            code: "docc.curation-cycle", severity: .warning,
            explanation: "A page's `## Topics` list it, or lead back to it through other pages' topics."),
        Entry(
            code: "docc.empty-doc-link", severity: .warning,
            explanation: "A `<doc:>` link with nothing after `doc:`; its text is shown without a link."),
        Entry(
            code: "docc.empty-symbol-link", severity: .warning,
            explanation: "Double backticks with no symbol inside (```` `` `` ```` or ```` ```` ````)."),
        Entry(
            code: "docc.invalid-directive", severity: .warning,
            explanation: "A DocC directive without what it needs (`@Image` without `source:`); it is not shown."),
        Entry(
            code: "docc.tutorial-invalid", severity: .warning,
            explanation:
                "A `.tutorial` file that starts with neither `@Tutorials` (a table of contents) nor `@Tutorial`; its page is empty."
        ),
        Entry(
            code: "docc.tutorial-missing-file", severity: .warning,
            explanation:
                "A tutorial step's `@Code(file:)` (or `previousFile:`) names no file of the catalog; the step shows no code."
        ),
        Entry(
            code: "docc.tutorial-unclosed-directive", severity: .warning,
            explanation:
                "A tutorial's directive opened with `{` that no `}` line closes; its block runs to the end of the file."
        ),
        Entry(
            code: "docc.tutorial-unknown-directive", severity: .warning,
            explanation:
                "A directive a tutorial does not have at that place (a typo, or `@Step` outside `@Steps`); it is not shown."
        ),
        Entry(
            code: "docc.unclosed-directive", severity: .error,
            explanation: "A DocC directive opened with `{` that no `}` line closes; what follows is shown without it."),
        Entry(
            code: "docc.unknown-directive", severity: .info,
            explanation: "A DocC directive Formsmith does not know; it is not shown."),
        Entry(
            code: "docc.other-module-link", severity: .info,
            explanation:
                "Links of a catalog to another module's symbol pages (`../OtherKit/Order`, `/documentation/OtherKit/Order`, written for a hosted DocC archive): symbol pages are not generated, so they show as text; said once per catalog, with how many and where the first is."
        ),
        Entry(
            code: "docc.unknown-member", severity: .info,
            explanation:
                "A symbol link to a member of a previewed model that its form has no field for; the link goes to the model's page."
        ),
        Entry(
            code: "docc.unknown-symbol", severity: .info,
            explanation:
                "A symbol link (```` ``Name`` ````) to neither a previewed model nor a symbol page of the catalog; it is shown as code."
        ),
        Entry(
            code: "docc.unmatched-brace", severity: .warning,
            explanation: "A `}` line in a DocC page that closes no directive; it is not shown."),
        Entry(
            code: "docc.unsupported-directive", severity: .info,
            explanation: "A DocC directive Formsmith does not render (`@Video`, `@Snippet`); it is not shown."),
    ]
}
