/// A field's width as the hints give it. One point is one CSS pixel.
public enum DisplayWidth: Hashable, Sendable {
    case narrow, medium, wide
    case points(Int)

    public var points: Int {
        switch self {
        case .narrow: 150
        case .medium: 200
        case .wide: 400
        case .points(let value): value
        }
    }

    /// SixLayer's reading of a `displayWidth` string; nil when it falls back to medium.
    public init?(hintsText text: String) {
        switch text.lowercased() {
        case "narrow": self = .narrow
        case "medium": self = .medium
        case "wide": self = .wide
        default:
            guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }), let value = Int(text) else {
                return nil
            }
            self = .points(value)
        }
    }

    /// The width band documented for `expectedLength` when no `displayWidth` is given.
    public init(expectedLength: Int) {
        self = expectedLength <= 10 ? .narrow : expectedLength <= 30 ? .medium : .wide
    }
}
