import FormsmithCore
import Layout

extension AccessibilityCheck {
    /// Apple's minimum touch target on iPhone and iPad, in points.
    static let minimumTarget = 44.0
    /// The minimum target as the findings write it.
    static var target: Int { Int(minimumTarget) }
    /// `.caption` at the default size: 12 pt type on a 16 pt line (Apple's text style table).
    static let captionLineHeight = 16.0
    /// `UIStepper`'s fixed frame, 94 × 32 pt: each of its two buttons is 47 × 32.
    static let stepperButton = (width: 47.0, height: 32.0)

    /// Touch targets below 44 × 44 pt: the info button SixLayer draws for a field's description
    /// (`Image(systemName: "info.circle").font(.caption)` in a `.buttonStyle(.plain)` button, which
    /// adds no padding and no minimum frame), and a stepper's buttons. Both are info: SixLayer
    /// draws them so, and no hint can make them larger. Each is the same on every field, so each is
    /// one note for the form, at its first field, naming the fields (a note per field said the
    /// same thing dozens of times in a big form).
    func targetFindings(_ fields: [(path: String, field: FieldLayout)]) -> [Finding] {
        var findings: [Finding] = []
        let helped = fields.filter { $0.field.helpText.map { !$0.isEmpty } ?? false }.map(\.path)
        if let first = helped.first {
            // A circle symbol is as wide as it is tall: the caption's line.
            let side = Int(Self.captionLineHeight)
            let named = Self.named(helped)
            findings.append(
                Finding(fieldID: first, code: "accessibility.touch-target", severity: .info, languages: []) { _ in
                    "SixLayer's info buttons are about \(side) × \(side) pt (a caption-size info.circle in a plain button), below the \(Self.target) × \(Self.target) pt touch target: \(named)"
                })
        }
        let steppers = fields.filter { $0.field.control == .stepper }.map(\.path)
        if let first = steppers.first {
            let (width, height) = (Int(Self.stepperButton.width), Int(Self.stepperButton.height))
            let named = Self.named(steppers)
            findings.append(
                Finding(fieldID: first, code: "accessibility.touch-target", severity: .info, languages: []) { _ in
                    "the steppers' − and + buttons are \(width) × \(height) pt each, below the \(Self.target) pt touch target height: \(named)"
                })
        }
        return findings
    }

    /// "`email`, `bio`": the fields a form-wide note is about.
    static func named(_ paths: [String]) -> String { paths.map { "`\($0)`" }.joined(separator: ", ") }
}
