extension DiagnosticCatalog {
    /// The codes of the accessibility check (`Accessibility`): what VoiceOver and the HIG would
    /// find in the form SixLayer draws, each at the field's hints line.
    static let accessibilityEntries: [Entry] = [
        Entry(
            code: "accessibility.colour-only", severity: .info,
            explanation:
                "Meaning carried by colour alone: SixLayer's character counter turns orange near the limit and nothing else on screen changes (VoiceOver alone hears the warning)."
        ),
        Entry(
            code: "accessibility.contrast", severity: .warning,
            explanation:
                "Colour below WCAG 2.x contrast in light or dark mode, composited over what is under it: an `_itemColorProvider` colour on the item's card below 3 : 1 (a warning: the colour stands for a value); the decorative `_defaultColor`, and SixLayer's placeholder, counter, error and asterisk text styles below 4.5 : 1 (3 : 1 for large text) (info: the hints cannot change them; one note per form, naming its fields)."
        ),
        Entry(
            code: "accessibility.duplicate-label", severity: .warning,
            explanation:
                "Two fields of one form whose labels VoiceOver reads alike (two “Email”), in any of the app's languages; listed once per field with the languages."
        ),
        Entry(
            code: "accessibility.empty-label", severity: .warning,
            explanation:
                "A field whose spoken label is empty or only symbols, so VoiceOver reads it with no name; listed once per field with the languages."
        ),
        Entry(
            code: "accessibility.placeholder-as-label", severity: .warning,
            explanation:
                "A text field with no speakable label: only its placeholder says what it is, and the placeholder is gone once text is typed."
        ),
        Entry(
            code: "accessibility.text-clipped", severity: .info,
            explanation:
                "At an accessibility text size (AX1–AX5) a control's one-line text (placeholder, option, sample value) is cut off, measured by the fit check; listed once per field with the languages."
        ),
        Entry(
            code: "accessibility.touch-target", severity: .info,
            explanation:
                "A control smaller than the HIG's 44 × 44 pt touch target at the default text size: SixLayer's caption-size info button (about 16 × 16 pt), a stepper's 47 × 32 pt buttons; info, since no hint makes them larger."
        ),
    ]
}
