/// The Unicode blocks of the scripts written right to left: Hebrew, Arabic, Syriac, Thaana, N'Ko,
/// Samaritan, Mandaic and their presentation forms, and the right-to-left blocks of the
/// supplementary planes. A text's natural direction is its first letter's (Unicode's bidi rule).
public enum RightToLeftScripts {
    public static let ranges: [ClosedRange<UInt32>] = [
        0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF,
    ]

    /// `rtl` or `ltr` from the first letter of `text`; nil when it has none (digits, punctuation).
    public static func naturalDirection(of text: String) -> String? {
        for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
            return ranges.contains(where: { $0.contains(scalar.value) }) ? "rtl" : "ltr"
        }
        return nil
    }
}
