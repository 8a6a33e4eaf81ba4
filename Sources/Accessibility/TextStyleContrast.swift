import Platform

/// One text a form draws and the colours it is drawn in: the text style, its colour and the
/// background under it, in light and dark mode, and the WCAG threshold it must meet.
struct TextStyleContrast {
    var role: String
    var style: String
    var points: Double
    var bold: Bool
    var color: (SystemColors.Mode) -> RGBColor
    var background: (SystemColors.Mode) -> RGBColor
    /// A symbol or control part rather than text: WCAG 1.4.11's 3 : 1.
    var isNonText = false

    /// WCAG 2.x large text: 18 pt and up, or 14 pt bold and up.
    var isLarge: Bool { points >= 18 || (bold && points >= 14) }
    var required: Double { isNonText || isLarge ? 3 : 4.5 }

    /// The modes it fails in, with the ratio.
    func failures() -> [(mode: SystemColors.Mode, ratio: Double)] {
        SystemColors.Mode.allCases.compactMap { mode in
            let ratio = color(mode).contrast(on: background(mode))
            return ratio < required ? (mode, ratio) : nil
        }
    }

    /// "placeholder (body 17 pt, placeholderText) 1.6 : 1 in light, 1.9 : 1 in dark, needs 4.5 : 1"
    func said(_ failures: [(mode: SystemColors.Mode, ratio: Double)]) -> String {
        let ratios = failures.map { "\(Self.ratio($0.ratio)) : 1 in \($0.mode.rawValue)" }.joined(separator: ", ")
        let needs = required == 3 ? "3" : "4.5"
        return "\(role) (\(style) \(Int(points)) pt\(bold ? " bold" : "")) \(ratios), needs \(needs) : 1"
    }

    static func ratio(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded(.down))
        return "\(tenths / 10).\(tenths % 10)"
    }
}
