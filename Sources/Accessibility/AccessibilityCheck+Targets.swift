import FormsmithCore
import Layout

extension AccessibilityCheck {
    /// Apple's minimum touch target on iPhone and iPad, in points.
    static let minimumTarget = 44.0
    /// `.caption` at the default size: 12 pt type on a 16 pt line (Apple's text style table).
    static let captionLineHeight = 16.0
    /// `UIStepper`'s fixed frame, 94 × 32 pt: each of its two buttons is 47 × 32.
    static let stepperButton = (width: 47.0, height: 32.0)

    /// Touch targets below 44 × 44 pt: the info button SixLayer draws for a field's description
    /// (`Image(systemName: "info.circle").font(.caption)` in a `.buttonStyle(.plain)` button, which
    /// adds no padding and no minimum frame), and a stepper's buttons. Both are info: SixLayer
    /// draws them so, and no hint can make them larger.
    func targetFindings(_ form: FormLayout) -> [Finding] {
        var findings: [Finding] = []
        for (path, field) in Self.fieldsByPath(form).sorted(by: { $0.key < $1.key }) {
            if let help = field.helpText, !help.isEmpty {
                // A circle symbol is as wide as it is tall: the caption's line.
                let side = Int(Self.captionLineHeight)
                findings.append(
                    Finding(fieldID: path, code: "accessibility.touch-target", severity: .info, languages: []) {
                        _ in
                        "`\(path)`: the info button “Help for \(field.label)” is about \(side) × \(side) pt (a caption-size info.circle in a plain button), below the 44 × 44 pt touch target"
                    })
            }
            if field.control == .stepper {
                let (width, height) = (Int(Self.stepperButton.width), Int(Self.stepperButton.height))
                findings.append(
                    Finding(fieldID: path, code: "accessibility.touch-target", severity: .info, languages: []) { _ in
                        "`\(path)`: the stepper's − and + buttons are \(width) × \(height) pt each, below the 44 pt touch target height"
                    })
            }
        }
        return findings
    }
}
