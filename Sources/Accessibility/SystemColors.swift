/// iOS's system colours in light and dark mode, as Apple documents them (Human Interface Guidelines,
/// "Color": the label, background and system colours) and as SwiftUI's named colours give them, and
/// the named colours SixLayer reads in hints (`_defaultColor`, `_colorMapping`).
public enum SystemColors {
    public enum Mode: String, CaseIterable, Sendable { case light, dark }

    public static func label(_ mode: Mode) -> RGBColor {
        mode == .light ? RGBColor(0, 0, 0) : RGBColor(255, 255, 255)
    }
    public static func secondaryLabel(_ mode: Mode) -> RGBColor {
        mode == .light ? RGBColor(60, 60, 67, alpha: 0.6) : RGBColor(235, 235, 245, alpha: 0.6)
    }
    public static func placeholderText(_ mode: Mode) -> RGBColor {
        mode == .light ? RGBColor(60, 60, 67, alpha: 0.3) : RGBColor(235, 235, 245, alpha: 0.3)
    }
    public static func systemBackground(_ mode: Mode) -> RGBColor {
        mode == .light ? RGBColor(255, 255, 255) : RGBColor(0, 0, 0)
    }
    /// A rounded-border text field's fill, and a card's (secondary grouped background).
    public static func fieldBackground(_ mode: Mode) -> RGBColor {
        mode == .light ? RGBColor(255, 255, 255) : RGBColor(28, 28, 30)
    }
    /// SixLayer's section: `.background(Color.gray.opacity(0.1))` over the screen's background.
    public static func sectionBackground(_ mode: Mode) -> RGBColor {
        RGBColor(142, 142, 147, alpha: 0.1).over(systemBackground(mode))
    }

    /// A named colour (SwiftUI's `.red`, `.blue`…) or #RGB/#RRGGBB; nil when SixLayer reads neither.
    public static func named(_ name: String, _ mode: Mode) -> RGBColor? {
        if let hex = RGBColor(hex: name) { return hex }
        let pair: (String, String)? =
            switch name.lowercased() {
            case "red": ("#FF3B30", "#FF453A")
            case "orange": ("#FF9500", "#FF9F0A")
            case "yellow": ("#FFCC00", "#FFD60A")
            case "green": ("#34C759", "#30D158")
            case "mint": ("#00C7BE", "#63E6E2")
            case "teal": ("#30B0C7", "#40C8E0")
            case "cyan": ("#32ADE6", "#64D2FF")
            case "blue", "accent", "accentcolor": ("#007AFF", "#0A84FF")
            case "indigo": ("#5856D6", "#5E5CE6")
            case "purple": ("#AF52DE", "#BF5AF2")
            case "pink": ("#FF2D55", "#FF375F")
            case "brown": ("#A2845E", "#AC8E68")
            case "gray", "grey": ("#8E8E93", "#8E8E93")
            case "black": ("#000000", "#000000")
            case "white": ("#FFFFFF", "#FFFFFF")
            default: nil
            }
        guard let pair else { return nil }
        return RGBColor(hex: mode == .light ? pair.0 : pair.1)
    }
}
