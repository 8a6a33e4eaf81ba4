/// A font and its fallbacks, as a renderer picks them: each character is set in the first font
/// that has it (Inter for Latin, Greek and Cyrillic; DejaVu Sans or Noto for Arabic and Hebrew;
/// IPA Gothic or Noto CJK for Japanese and Chinese), and the runs are shaped and added up.
public final class FontFamily: Sendable {
    let fonts: [TextMeasurer]
    public let name: String

    /// Whether the first font has every printable ASCII character: then ASCII text is one run.
    let primaryHasASCII: Bool
    /// The first font's advance of each printable ASCII character, in ems (`estimatedWidth`).
    let asciiAdvances: [Double]

    init(name: String, fonts: [TextMeasurer]) {
        self.name = name
        self.fonts = fonts
        primaryHasASCII =
            fonts.first.map { font in (0x20...0x7E).allSatisfy { font.hasGlyph(Unicode.Scalar($0)!) } } ?? false
        asciiAdvances = (0x20...0x7E).map { fonts.first?.width(of: String(UnicodeScalar($0)), pointSize: 1) ?? 0 }
    }

    /// The width of `text` at 1 pt, cheaply, and how far off it may be (a fraction of it): the sum
    /// of its characters' own advances, each in the first font that has it. Shaping adds kerning
    /// (a few tenths of a percent in Latin text) and, in Arabic and other joining scripts,
    /// contextual forms of other widths; a caller decides with the estimate where the answer is
    /// clear and shapes (`width`) where it is close, and what it reports. Nil: no font has a character.
    public func estimatedWidth(of text: String) -> (width: Double, margin: Double)? {
        estimate(text).map { ($0.width, $0.margin) }
    }

    /// `estimatedWidth`, and the widest of its words (between spaces) with its width; no word for
    /// text that breaks between any characters (Chinese, Japanese).
    public func estimate(
        _ text: String
    ) -> (width: Double, margin: Double, widestWord: Range<String.Index>?, wordWidth: Double)? {
        var total = 0.0
        var ascii = primaryHasASCII
        var breaksAnywhere = false
        var (wordStart, word, widest, widestWidth) = (text.startIndex, 0.0, Range<String.Index>?.none, 0.0)
        var index = text.unicodeScalars.startIndex
        while index < text.unicodeScalars.endIndex {
            let scalar = text.unicodeScalars[index]
            let next = text.unicodeScalars.index(after: index)
            defer { index = next }
            var advance: Double
            if ascii, scalar.value >= 0x20 && scalar.value < 0x7F {
                advance = asciiAdvances[Int(scalar.value) - 0x20]
            } else {
                ascii = false
                if (0x3000...0x9FFF).contains(scalar.value) { breaksAnywhere = true }
                guard let found = fonts.lazy.compactMap({ $0.advance(of: scalar) }).first else {
                    if scalar.properties.generalCategory == .format || scalar.properties.isJoinControl { continue }
                    return nil
                }
                advance = found
            }
            total += advance
            if scalar == " " {
                if word > widestWidth { (widest, widestWidth) = (wordStart..<index, word) }
                (wordStart, word) = (next, 0)
            } else {
                word += advance
            }
        }
        if word > widestWidth { (widest, widestWidth) = (wordStart..<text.endIndex, word) }
        return (total, ascii ? 0.02 : 0.15, breaksAnywhere ? nil : widest, widestWidth)
    }

    static let folders = [
        "/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/inter", "/usr/share/fonts/truetype/dejavu",
        "/usr/share/fonts/truetype/noto", "/usr/share/fonts/opentype/noto", "/usr/share/fonts/opentype/ipafont-gothic",
        "/usr/local/share/fonts", "/opt/homebrew/share/fonts",
    ]

    /// The first of `names` found in each group of `groups`, in order; nil without the first group's font.
    static func family(_ name: String, _ groups: [[String]]) -> FontFamily? {
        let found = groups.map { names in
            names.lazy.flatMap { name in folders.lazy.map { $0 + "/" + name } }.compactMap(TextMeasurer.init(fontPath:))
                .first
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
        if primaryHasASCII, text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            return fonts[0].width(of: text, pointSize: pointSize)
        }
        var total = 0.0
        var run = ""
        var runFont: TextMeasurer?
        for scalar in text.unicodeScalars {
            // Spaces, joiners and combining marks stay in the run they are in.
            let follows =
                scalar.properties.isWhitespace || scalar.properties.generalCategory == .nonspacingMark
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
