/// iOS's system colours in light and dark mode, as Apple documents them (Human Interface
/// Guidelines, "Color": the label, background, fill and system colours) and as SwiftUI's named
/// colours give them. The theme's `--ios-*` colours are written from `themeColours`
/// (`scripts/generate`); the accessibility report measures contrast with the same values.
public enum SystemPalette {
    /// A colour as light mode and dark mode draw it.
    public struct Pair: Equatable, Sendable {
        public var light: RGBColor
        public var dark: RGBColor

        public init(_ light: RGBColor, _ dark: RGBColor) {
            (self.light, self.dark) = (light, dark)
        }

        public init(hex light: UInt32, _ dark: UInt32) {
            self.init(RGBColor(rgb: light), RGBColor(rgb: dark))
        }

        /// The same colour in both modes.
        public init(_ both: RGBColor) {
            self.init(both, both)
        }
    }

    public static let label = Pair(hex: 0x000000, 0xFFFFFF)
    public static let secondaryLabel = Pair(RGBColor(60, 60, 67, alpha: 0.6), RGBColor(235, 235, 245, alpha: 0.6))
    public static let placeholderText = Pair(RGBColor(60, 60, 67, alpha: 0.3), RGBColor(235, 235, 245, alpha: 0.3))
    public static let separator = Pair(RGBColor(60, 60, 67, alpha: 0.29), RGBColor(84, 84, 88, alpha: 0.6))
    public static let opaqueSeparator = Pair(hex: 0xC6C6C8, 0x38383A)
    public static let systemBackground = Pair(hex: 0xFFFFFF, 0x000000)
    public static let systemGroupedBackground = Pair(hex: 0xF2F2F7, 0x000000)
    /// A grouped cell's fill, a rounded-border text field's and a card's.
    public static let secondarySystemGroupedBackground = Pair(hex: 0xFFFFFF, 0x1C1C1E)
    public static let systemFill = Pair(RGBColor(120, 120, 128, alpha: 0.2), RGBColor(120, 120, 128, alpha: 0.36))
    public static let secondarySystemFill = Pair(
        RGBColor(120, 120, 128, alpha: 0.16), RGBColor(120, 120, 128, alpha: 0.32))
    public static let tertiarySystemFill = Pair(
        RGBColor(118, 118, 128, alpha: 0.12), RGBColor(118, 118, 128, alpha: 0.24))
    /// A navigation bar's and a tab bar's background.
    public static let bar = Pair(hex: 0xF9F9F9, 0x161616)
    /// `.regularMaterial` over the system background.
    public static let regularMaterial = Pair(hex: 0xF2F2F7, 0x1C1C1E)
    /// SixLayer's section: `.background(Color.gray.opacity(0.1))`, the same in both modes.
    public static let sectionFill = Pair(RGBColor(142, 142, 147, alpha: 0.1))

    public static let systemRed = Pair(hex: 0xFF3B30, 0xFF453A)
    public static let systemOrange = Pair(hex: 0xFF9500, 0xFF9F0A)
    public static let systemYellow = Pair(hex: 0xFFCC00, 0xFFD60A)
    public static let systemGreen = Pair(hex: 0x34C759, 0x30D158)
    public static let systemMint = Pair(hex: 0x00C7BE, 0x63E6E2)
    public static let systemTeal = Pair(hex: 0x30B0C7, 0x40C8E0)
    public static let systemCyan = Pair(hex: 0x32ADE6, 0x64D2FF)
    public static let systemBlue = Pair(hex: 0x007AFF, 0x0A84FF)
    public static let systemIndigo = Pair(hex: 0x5856D6, 0x5E5CE6)
    public static let systemPurple = Pair(hex: 0xAF52DE, 0xBF5AF2)
    public static let systemPink = Pair(hex: 0xFF2D55, 0xFF375F)
    public static let systemBrown = Pair(hex: 0xA2845E, 0xAC8E68)
    public static let systemGray = Pair(hex: 0x8E8E93, 0x8E8E93)

    /// SwiftUI's named colours, as SixLayer reads them in hints (`_defaultColor`, `_colorMapping`).
    public static let named: [String: Pair] = [
        "red": systemRed, "orange": systemOrange, "yellow": systemYellow, "green": systemGreen,
        "mint": systemMint, "teal": systemTeal, "cyan": systemCyan, "blue": systemBlue, "accent": systemBlue,
        "accentcolor": systemBlue, "indigo": systemIndigo, "purple": systemPurple, "pink": systemPink,
        "brown": systemBrown, "gray": systemGray, "grey": systemGray, "black": Pair(hex: 0x000000, 0x000000),
        "white": Pair(hex: 0xFFFFFF, 0xFFFFFF),
    ]

    /// One of the theme's colours: `--ios-<token>`, and what it is for where the name does not say.
    public struct ThemeColour: Equatable, Sendable {
        public var token: String
        public var colours: Pair
        public var note: String?

        public init(_ token: String, _ colours: Pair, _ note: String? = nil) {
            (self.token, self.colours, self.note) = (token, colours, note)
        }
    }

    /// The colours the theme draws the app's screens with: the app's own, whatever their contrast
    /// (the site's chrome around the device keeps its own, accessible, colours).
    public static let themeColours: [ThemeColour] = [
        ThemeColour("label", label),
        ThemeColour("secondary-label", secondaryLabel),
        ThemeColour("placeholder", placeholderText),
        ThemeColour("separator", separator),
        ThemeColour("opaque-separator", opaqueSeparator),
        ThemeColour("background", systemBackground),
        ThemeColour("bar", bar),
        ThemeColour("section", sectionFill, "Color.gray.opacity(0.1)"),
        ThemeColour("grouped-background", systemGroupedBackground, "systemGroupedBackground"),
        ThemeColour("grouped-cell", secondarySystemGroupedBackground, "secondarySystemGroupedBackground"),
        ThemeColour("fill", systemFill),
        ThemeColour("switch-off", secondarySystemFill, "a Toggle's track when off"),
        ThemeColour("tertiary-fill", tertiarySystemFill),
        ThemeColour("blue", systemBlue, "tint: chevrons, slider, focus"),
        ThemeColour("blue-text", systemBlue, "systemBlue: menus, links, ⓘ"),
        ThemeColour("bordered-text", systemBlue, "a .bordered button's text on its 15 % tint"),
        ThemeColour("prominent", systemBlue, ".borderedProminent fill: the accent"),
        ThemeColour("red", systemRed),
        ThemeColour("red-text", systemRed, "systemRed: the required *, errors"),
        ThemeColour("green", systemGreen),
        ThemeColour("orange-text", systemOrange),
        ThemeColour("material", regularMaterial, ".regularMaterial over the system background"),
        ThemeColour(
            "placeholder-title", Pair(hex: 0x3A6DB0, 0x5C9CE6),
            "Color.blue.opacity(0.6) is 2.2:1 on the material: darkened to 4.7:1"),
    ]
}
