/// The SF Symbol an item shows, as a preview can draw it: SixLayer's `Image(systemName:)` takes a
/// symbol name (`star.fill` when the item gives none), which a web page cannot draw. The theme has
/// look-alikes for common symbols, one per family (`person`, `person.fill` and
/// `person.crop.circle` share one); any other name is drawn as the item's initial in a round slot.
public struct SymbolGlyph: Hashable, Sendable {
    /// The symbol's name, as the app gives it: shown as a tooltip and the accessible name, never as text.
    public var name: String
    /// The theme's look-alike (`data-glyph`), or nil when it has none.
    public var glyph: String?

    /// SixLayer's icon when an item gives none (`CardDisplayHelper.extractIcon(...) ?? "star.fill"`).
    public static let defaultName = "star.fill"

    public init(_ name: String?) {
        let name = name.flatMap { $0.isEmpty ? nil : $0 } ?? Self.defaultName
        self.name = name
        let family = name.split(separator: ".", maxSplits: 1).first.map(String.init) ?? name
        glyph = Self.families[family]
    }

    /// A symbol's first name part → the look-alike the theme draws for it.
    static let families: [String: String] = [
        "star": "star", "heart": "heart", "person": "person", "cart": "cart", "bag": "bag", "basket": "bag",
        "house": "house", "doc": "doc", "document": "doc", "folder": "folder", "gear": "gear",
        "gearshape": "gear", "bell": "bell", "envelope": "envelope", "calendar": "calendar", "tag": "tag",
        "photo": "photo", "camera": "photo", "shippingbox": "box", "cube": "box", "archivebox": "box",
        "clock": "clock", "bookmark": "bookmark", "book": "bookmark", "checkmark": "check", "flag": "flag",
        "mappin": "pin", "location": "pin", "creditcard": "card", "tray": "tray",
    ]
}
