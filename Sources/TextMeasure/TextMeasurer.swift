import CHarfBuzz
import Synchronization

/// How wide a line of text is, measured as a renderer lays it out: shaped by HarfBuzz (kerning,
/// ligatures, every script it knows) with a real font, not guessed per character. SixLayer draws
/// with Apple's SF Pro, which only Apple's systems have; Inter (Debian `fonts-inter`) has close
/// proportions, so a label it finds too wide is too wide or nearly so in the app.
public final class TextMeasurer: @unchecked Sendable {
    // Unchecked: the font is read-only once made, and HarfBuzz's shaping of a read-only font from
    // several threads is safe; each measurement has a buffer of its own, and the widths it
    // remembers are behind a lock.
    let font: OpaquePointer
    private let unitsPerEm: Double
    /// Each text's shaped advance in font units, which no point size changes: a build measures one
    /// label at every text size, and the same labels recur across forms.
    private let shapedUnits = Mutex<[ShapedText: Int]>([:])

    /// SixLayer's field label: `.subheadline` `.bold()`, 15 pt at the default text size.
    public static let labelPointSize = 15.0

    /// Inter Bold where Debian, Homebrew or a user put it; nil when it is not installed.
    public static let label: TextMeasurer? = labelFontPaths.lazy.compactMap(TextMeasurer.init(fontPath:)).first
    /// Where Inter Bold is looked for, in order.
    static let labelFontPaths = [
        "/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/inter", "/usr/local/share/fonts",
        "/opt/homebrew/share/fonts",
    ].map { $0 + "/Inter-Bold.otf" }

    /// The font at `fontPath`; nil when the file is missing or holds no font.
    public init?(fontPath: String) {
        guard let blob = hb_blob_create_from_file_or_fail(fontPath) else { return nil }
        defer { hb_blob_destroy(blob) }
        let face = hb_face_create(blob, 0)
        defer { hb_face_destroy(face) }
        let upem = hb_face_get_upem(face)
        guard hb_face_get_glyph_count(face) > 0, upem > 0, let font = hb_font_create(face) else { return nil }
        self.font = font
        unitsPerEm = Double(upem)
    }

    deinit { hb_font_destroy(font) }

    /// The advance of `text` set on one line at `pointSize`, in points.
    public func width(of text: String, pointSize: Double) -> Double {
        let units = shapedUnits.withLock { $0[ShapedText(text)] } ?? shape(text)
        return Double(units) / unitsPerEm * pointSize
    }

    /// `text`'s advance in font units, shaped by HarfBuzz, and remembered.
    private func shape(_ text: String) -> Int {
        guard let buffer = hb_buffer_create() else { return 0 }
        defer { hb_buffer_destroy(buffer) }
        var bytes = text
        bytes.withUTF8 { utf8 in
            utf8.withMemoryRebound(to: CChar.self) { chars in
                hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(chars.count), 0, Int32(chars.count))
            }
        }
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return 0 }
        let units = (0..<Int(count)).reduce(0) { $0 + Int(positions[$1].x_advance) }
        shapedUnits.withLock { $0[ShapedText(text)] = units }
        return units
    }
}

extension TextMeasurer {
    /// The advance of `scalar`'s own glyph at 1 pt, unshaped; nil when the font has none.
    public func advance(of scalar: Unicode.Scalar) -> Double? {
        var glyph: hb_codepoint_t = 0
        guard hb_font_get_nominal_glyph(font, scalar.value, &glyph) != 0 else { return nil }
        return Double(hb_font_get_glyph_h_advance(font, glyph)) / unitsPerEm
    }

    /// Whether the font has a glyph for `scalar` (else a renderer falls back to another font).
    public func hasGlyph(_ scalar: Unicode.Scalar) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar.value, &glyph) != 0
    }
}

/// A text as HarfBuzz reads it, by its UTF-8 bytes: String's equality would take "é" and "e"
/// with a combining accent for one text, and the two are shaped from different bytes.
private struct ShapedText: Hashable {
    let text: String

    init(_ text: String) { self.text = text }

    static func == (lhs: ShapedText, rhs: ShapedText) -> Bool { lhs.text.utf8.elementsEqual(rhs.text.utf8) }

    func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
