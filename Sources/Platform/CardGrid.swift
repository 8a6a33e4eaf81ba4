/// How SixLayer lays out a collection's cards (`determineIntelligentCardLayout_L2` in
/// `IntelligentCardExpansionLayer2.swift`, which `GridCollectionView` and
/// `ExpandableCardCollectionView` call with the collection's width): how many columns, how far
/// apart, and how wide each card is framed.
public struct CardGrid: Equatable, Sendable {
    public var columns: Int
    public var spacing: Double
    public var cardWidth: Double

    /// The grid's padding on each side.
    public static let padding = 16.0
    /// A pad's or Mac's columns are capped so each card keeps this width where the pane allows.
    static let preferredMinCardWidth = 200.0
    static let maxCardWidth = 400.0

    public init(columns: Int, spacing: Double, cardWidth: Double) {
        (self.columns, self.spacing, self.cardWidth) = (columns, spacing, cardWidth)
    }

    /// The layout of `count` cards across `width` points on `idiom`, for SixLayer's
    /// `ContentComplexity` (`simple`, `moderate`, `complex`, `veryComplex`, `advanced`). The
    /// device is held upright: a phone's two cards stay in one column.
    public init(count: Int, width: Double, idiom: DevicePreset.Idiom, complexity: String) {
        let available = width - Self.padding * 2
        spacing = Self.spacing(idiom: idiom, complexity: complexity)
        var columns = Self.optimalColumns(count: count, width: width, idiom: idiom, complexity: complexity)
        if idiom != .phone {
            // Capped by the width budget, so that each card keeps its preferred minimum.
            columns = min(columns, max(1, Int(((available + spacing) / (Self.preferredMinCardWidth + spacing)))))
        }
        self.columns = max(1, columns)
        let share = (available - spacing * Double(self.columns - 1)) / Double(self.columns)
        cardWidth = min(Self.maxCardWidth, max(0, share))
    }

    /// `calculateOptimalColumns`: a phone's one or two by width, a pad's by complexity, a Mac's by width.
    static func optimalColumns(count: Int, width: Double, idiom: DevicePreset.Idiom, complexity: String) -> Int {
        switch idiom {
        case .phone:
            return count <= 2 ? 1 : width > 400 ? 2 : 1
        case .pad:
            switch complexity {
            case "simple": return min(4, max(2, count / 2))
            case "moderate": return min(3, max(2, count / 3))
            default: return min(2, max(1, count / 4))
            }
        case .mac:
            if width < 1200 { return min(3, max(2, count / 3)) }
            if width < 1800 { return min(4, max(3, count / 4)) }
            return min(6, max(4, count / 6))
        }
    }

    /// `calculateOptimalSpacing`: 12 on a phone, 16 on a pad, 20 on a Mac, widened by complexity.
    static func spacing(idiom: DevicePreset.Idiom, complexity: String) -> Double {
        let base: Double = idiom == .phone ? 12 : idiom == .pad ? 16 : 20
        switch complexity {
        case "simple": return base
        case "moderate": return base * 1.2
        case "complex": return base * 1.5
        default: return base * 2
        }
    }
}
