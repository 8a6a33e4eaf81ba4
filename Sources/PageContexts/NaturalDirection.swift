/// The direction iOS gives a paragraph: that of its first strong character (Unicode's bidi rule),
/// which a browser's `dir="auto"` gives only to a field's value, never to its placeholder.
enum NaturalDirection {
    /// `rtl` or `ltr` from the first letter of `text`; nil when it has none (digits, punctuation).
    static func of(_ text: String?) -> String? {
        guard let text else { return nil }
        for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
            return rightToLeft.contains(where: { $0.contains(scalar.value) }) ? "rtl" : "ltr"
        }
        return nil
    }

    /// Hebrew, Arabic, Syriac, Thaana, N'Ko, Samaritan, Mandaic and their presentation forms.
    private static let rightToLeft: [ClosedRange<UInt32>] = [
        0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF,
    ]
}
