/// Values from users' files that end up inside CSS; anything not recognisably safe is dropped.
enum CSSValue {
    /// SixLayer's named colours and their CSS equivalents.
    static let namedColors: [String: String] = [
        "red": "#ff3b30", "orange": "#ff9500", "yellow": "#c79a00", "green": "#248a3d", "mint": "#0c8f83",
        "teal": "#0a7f99", "cyan": "#0077b3", "blue": "#0a58ca", "indigo": "#5856d6", "purple": "#8e44ad",
        "pink": "#d6246e", "brown": "#8b6b4a", "gray": "#6e6e73", "grey": "#6e6e73", "black": "#1d1d1f",
    ]

    /// `#RGB`, `#RRGGBB` or a known name → a CSS colour; nil for anything else.
    static func color(_ text: String) -> String? {
        if let named = namedColors[text.lowercased()] { return named }
        guard text.hasPrefix("#") else { return nil }
        let digits = text.dropFirst()
        guard digits.count == 3 || digits.count == 6, digits.allSatisfy(\.isHexDigit) else { return nil }
        return text.lowercased()
    }

    /// A length in points for CSS: at most one decimal, none when whole (`191.8`, `14.4`, `361`).
    static func number(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        return tenths.truncatingRemainder(dividingBy: 10) == 0 ? String(Int(tenths / 10)) : String(tenths / 10)
    }
}
