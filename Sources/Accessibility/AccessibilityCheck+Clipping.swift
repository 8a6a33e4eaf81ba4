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
    /// VoiceOver hears ", required": not colour alone.
    func colourFindings(_ form: FormLayout) -> [Finding] {
        Self.fieldsByPath(form).sorted(by: { $0.key < $1.key }).compactMap { path, field in
            guard let maxLength = field.maxLength, field.control.isTextual else { return nil }
            let threshold = maxLength - maxLength / 5  // past 80 %, as `isWarning` says (no overflow)
            return Finding(fieldID: path, code: "accessibility.colour-only", severity: .info, languages: []) { _ in
                "`\(path)`: past \(threshold) of \(maxLength) characters the counter turns orange and nothing else changes on screen; colour alone says the limit is near"
            }
        }
    }
}
