import FormsmithCore
import Layout

extension AccessibilityCheck {
    /// Text cut off at the accessibility sizes (AX1–AX5), from the fit check's measurement
    /// (`FitCheck`, kept in `form.translations.fitWarnings`): a one-line control's text that no
    /// longer fits. A label wraps instead, so only its word broken inside is noted there. Info, as
    /// the fit check says it at these sizes: SixLayer has no layout of its own for them.
    func clippingFindings(_ form: FormLayout) -> [Finding] {
        var findings: [Finding] = []
        for warning in form.translations.fitWarnings where warning.textSize != nil && warning.word == nil {
            guard warning.role != "label", let size = warning.textSize else { continue }
            let width = Int(warning.width.rounded())
            let room = Int(warning.room.rounded())
            findings.append(
                Finding(
                    fieldID: warning.fieldID, code: "accessibility.text-clipped", severity: .info,
                    languages: [warning.language] + warning.alsoIn
                ) {
                    "`\(warning.fieldID)`: from text size \(size) the \(warning.role) “\(warning.text)” is cut off (\(width) pt of text in \(room) pt)\($0)"
                })
        }
        return findings
    }

    /// Meaning carried by colour alone: SixLayer's character counter says "approaching the limit"
    /// on screen only by turning orange (`CharacterCounterView`: its text stays "n / max
    /// characters"; VoiceOver alone hears the warning). The required asterisk is a glyph, and
    /// VoiceOver hears ", required": not colour alone. Every counter does it, so it is one note for
    /// the form, at its first counted field, naming each field and where its counter turns.
    func colourFindings(_ fields: [(path: String, field: FieldLayout)]) -> [Finding] {
        let counted = fields.compactMap { path, field -> (path: String, said: String)? in
            guard let maxLength = field.maxLength, field.control.isTextual else { return nil }
            let threshold = maxLength - maxLength / 5  // past 80 %, as `isWarning` says (no overflow)
            return (path, "`\(path)` past \(threshold) of \(maxLength)")
        }
        guard let first = counted.first else { return [] }
        let said = counted.map(\.said).joined(separator: ", ")
        return [
            Finding(fieldID: first.path, code: "accessibility.colour-only", severity: .info, languages: []) { _ in
                "the character counter turns orange near its limit and nothing else changes on screen, so colour alone says the limit is near: \(said) characters"
            }
        ]
    }
}
