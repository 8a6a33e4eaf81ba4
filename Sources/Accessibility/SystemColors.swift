import Platform

/// iOS's system colours in light and dark mode (`SystemPalette`, the theme's colours too) as the
/// accessibility report measures them, and the named colours SixLayer reads in hints
/// (`_defaultColor`, `_colorMapping`).
public enum SystemColors {
    public enum Mode: String, CaseIterable, Sendable { case light, dark }

    public static func label(_ mode: Mode) -> RGBColor { colour(SystemPalette.label, mode) }
    public static func secondaryLabel(_ mode: Mode) -> RGBColor { colour(SystemPalette.secondaryLabel, mode) }
    public static func placeholderText(_ mode: Mode) -> RGBColor { colour(SystemPalette.placeholderText, mode) }
    public static func systemBackground(_ mode: Mode) -> RGBColor { colour(SystemPalette.systemBackground, mode) }
    /// A rounded-border text field's fill, and a card's (secondary grouped background).
    public static func fieldBackground(_ mode: Mode) -> RGBColor {
        colour(SystemPalette.secondarySystemGroupedBackground, mode)
    }
    /// SixLayer's section: `.background(Color.gray.opacity(0.1))` over the screen's background.
    public static func sectionBackground(_ mode: Mode) -> RGBColor {
        colour(SystemPalette.sectionFill, mode).over(systemBackground(mode))
    }

    /// A named colour (SwiftUI's `.red`, `.blue`…) or #RGB/#RRGGBB; nil when SixLayer reads neither.
    public static func named(_ name: String, _ mode: Mode) -> RGBColor? {
        if let hex = RGBColor(hex: name) { return hex }
        return SystemPalette.named[name.lowercased()].map { colour($0, mode) }
    }

    static func colour(_ pair: SystemPalette.Pair, _ mode: Mode) -> RGBColor {
        mode == .light ? pair.light : pair.dark
    }
}
