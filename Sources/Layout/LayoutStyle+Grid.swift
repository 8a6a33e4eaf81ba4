import FormsmithCore

/// The columns and gap each `layoutStyle` gives a section (`docs/hints-format.md`, "Columns and gaps").
extension LayoutStyle {
    /// The most columns a section of `fieldCount` visible fields gets.
    public func columns(fieldCount n: Int) -> Int {
        switch self {
        case .vertical, .standard, .compact, .spacious: 1
        case .horizontal: 2
        case .grid: Self.gridColumns(n)
        case .adaptive: n <= 4 ? 1 : n <= 8 ? 2 : Self.gridColumns(n)
        }
    }

    /// Points between cells.
    public var gap: Int {
        switch self {
        case .compact: 8
        case .spacious: 20
        default: 16
        }
    }

    /// min(3, max(1, ⌊√n⌋)).
    static func gridColumns(_ n: Int) -> Int {
        var root = 0
        while (root + 1) * (root + 1) <= n { root += 1 }
        return min(3, max(1, root))
    }
}
