/// A font and its fallbacks, as a renderer picks them: each character is set in the first font
/// that has it (Inter for Latin, Greek and Cyrillic; DejaVu Sans or Noto for Arabic and Hebrew;
/// IPA Gothic or Noto CJK for Japanese and Chinese), and the runs are shaped and added up.
public final class FontFamily: Sendable {
    let fonts: [TextMeasurer]
    public let name: String

    init(name: String, fonts: [TextMeasurer]) {
        self.name = name
        self.fonts = fonts
    }

    static let folders = [
        "/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/inter", "/usr/share/fonts/truetype/dejavu",
        "/usr/share/fonts/truetype/noto", "/usr/share/fonts/opentype/noto", "/usr/share/fonts/opentype/ipafont-gothic",
        "/usr/local/share/fonts", "/opt/homebrew/share/fonts",
    ]

    /// The first of `names` found in each group of `groups`, in order; nil without the first group's font.
    static func family(_ name: String, _ groups: [[String]]) -> FontFamily? {
        let found = groups.map { names in
            names.lazy.flatMap { name in folders.lazy.map { $0 + "/" + name } }.compactMap(TextMeasurer.init(fontPath:)).first
        }
        guard let primary = found.first, primary != nil else { return nil }
        return FontFamily(name: name, fonts: found.compactMap { $0 })
    }

    /// SixLayer's labels (`.subheadline` `.bold()`).
    public static let bold = family(
        "Inter Bold",
        [
            ["Inter-Bold.otf", "Inter-Bold.ttf"], ["NotoSansArabic-Bold.ttf", "DejaVuSans-Bold.ttf"],
            ["NotoSansHebrew-Bold.ttf"], ["ipag.ttf", "NotoSansCJK-Bold.ttc"],
        ])
    /// Placeholders, options and values (`.body`).
    public static let regular = family(
        "Inter",
        [
            ["Inter-Regular.otf", "Inter-Regular.ttf"], ["NotoSansArabic-Regular.ttf", "DejaVuSans.ttf"],
            ["NotoSansHebrew-Regular.ttf"], ["ipag.ttf", "NotoSansCJK-Regular.ttc"],
        ])

    /// The width of `text` on one line at `pointSize`; nil when no font here has one of its characters
    /// (the width would be a guess).
    public func width(of text: String, pointSize: Double) -> Double? {
        var total = 0.0
        var run = ""
        var runFont: TextMeasurer?
        for scalar in text.unicodeScalars {
            // Spaces, joiners and combining marks stay in the run they are in.
            let follows = scalar.properties.isWhitespace || scalar.properties.generalCategory == .nonspacingMark
                || scalar.properties.isJoinControl
            let font = follows && runFont != nil ? runFont : fonts.first { $0.hasGlyph(scalar) }
            guard let font else { return nil }
            if font !== runFont, let runFont {
                total += runFont.width(of: run, pointSize: pointSize)
                run = ""
            }
            runFont = font
            run.unicodeScalars.append(scalar)
        }
        if let runFont { total += runFont.width(of: run, pointSize: pointSize) }
        return total
    }
}
