/// Apple's text styles at each Dynamic Type size (Human Interface Guidelines, Typography: the
/// point size and the leading of each style), and macOS's, which has no Dynamic Type. The theme's
/// `--ios-<style>-size` and `--ios-<style>-line` come from here (`scripts/generate`), and the fit
/// check measures with the same sizes.
public enum DynamicType {
    /// The twelve sizes of Settings › Accessibility › Larger Text, as `data-text-size` names them.
    public enum Size: String, CaseIterable, Sendable {
        case xSmall, small = "Small", medium = "Medium", large = "Large", xLarge, xxLarge, xxxLarge
        case ax1 = "AX1", ax2 = "AX2", ax3 = "AX3", ax4 = "AX4", ax5 = "AX5"

        /// iOS's default size.
        public static let standard = Size.large
        /// The five accessibility sizes (AX1–AX5), where SwiftUI wraps a label onto more lines.
        public static let accessibility: [Size] = [.ax1, .ax2, .ax3, .ax4, .ax5]

        public var isAccessibility: Bool { Self.accessibility.contains(self) }
    }

    /// SwiftUI's `Font.TextStyle`s, in Apple's order, as the theme's custom properties name them.
    public enum TextStyle: String, CaseIterable, Sendable {
        case largeTitle = "largetitle", title1, title2, title3, headline, body, callout, subheadline, footnote
        case caption1, caption2
    }

    /// A text style's point size and line height at one size.
    public struct Metrics: Equatable, Sendable {
        public var size: Int
        public var leading: Int

        public init(_ size: Int, _ leading: Int) {
            self.size = size
            self.leading = leading
        }
    }

    /// `style` at `size` on iOS.
    public static func metrics(_ style: TextStyle, at size: Size) -> Metrics {
        table[size]![TextStyle.allCases.firstIndex(of: style)!]
    }

    /// `style` on macOS (Apple HIG, macOS): the same at every size.
    public static func macMetrics(_ style: TextStyle) -> Metrics {
        mac[TextStyle.allCases.firstIndex(of: style)!]
    }

    /// Each size's metrics, in `TextStyle.allCases` order.
    public static let table: [Size: [Metrics]] = [
        .xSmall: [
            .init(31, 38), .init(25, 31), .init(19, 24), .init(17, 22), .init(14, 19), .init(14, 19),
            .init(13, 18), .init(12, 16), .init(12, 16), .init(11, 13), .init(11, 13),
        ],
        .small: [
            .init(32, 39), .init(26, 32), .init(20, 25), .init(18, 23), .init(15, 20), .init(15, 20),
            .init(14, 19), .init(13, 18), .init(12, 16), .init(11, 13), .init(11, 13),
        ],
        .medium: [
            .init(33, 40), .init(27, 33), .init(21, 26), .init(19, 24), .init(16, 21), .init(16, 21),
            .init(15, 20), .init(14, 19), .init(12, 16), .init(11, 13), .init(11, 13),
        ],
        .large: [
            .init(34, 41), .init(28, 34), .init(22, 28), .init(20, 25), .init(17, 22), .init(17, 22),
            .init(16, 21), .init(15, 20), .init(13, 18), .init(12, 16), .init(11, 13),
        ],
        .xLarge: [
            .init(36, 43), .init(30, 37), .init(24, 30), .init(22, 28), .init(19, 24), .init(19, 24),
            .init(18, 23), .init(17, 22), .init(15, 20), .init(14, 19), .init(13, 18),
        ],
        .xxLarge: [
            .init(38, 46), .init(32, 39), .init(26, 32), .init(24, 30), .init(21, 26), .init(21, 26),
            .init(20, 25), .init(19, 24), .init(17, 22), .init(16, 21), .init(15, 20),
        ],
        .xxxLarge: [
            .init(40, 48), .init(34, 41), .init(28, 34), .init(26, 32), .init(23, 29), .init(23, 29),
            .init(22, 28), .init(21, 28), .init(19, 24), .init(18, 23), .init(17, 22),
        ],
        .ax1: [
            .init(44, 52), .init(38, 46), .init(34, 41), .init(31, 38), .init(28, 34), .init(28, 34),
            .init(26, 32), .init(25, 31), .init(23, 29), .init(22, 28), .init(20, 25),
        ],
        .ax2: [
            .init(48, 57), .init(43, 51), .init(39, 47), .init(37, 44), .init(33, 40), .init(33, 40),
            .init(32, 39), .init(30, 37), .init(27, 33), .init(26, 32), .init(24, 30),
        ],
        .ax3: [
            .init(52, 61), .init(48, 57), .init(44, 52), .init(43, 51), .init(40, 48), .init(40, 48),
            .init(38, 46), .init(36, 43), .init(33, 40), .init(32, 39), .init(29, 35),
        ],
        .ax4: [
            .init(56, 66), .init(53, 62), .init(50, 59), .init(49, 58), .init(47, 56), .init(47, 56),
            .init(44, 52), .init(42, 50), .init(38, 46), .init(37, 44), .init(34, 41),
        ],
        .ax5: [
            .init(60, 70), .init(58, 68), .init(56, 66), .init(55, 65), .init(53, 62), .init(53, 62),
            .init(51, 60), .init(49, 58), .init(44, 52), .init(43, 51), .init(40, 48),
        ],
    ]

    /// macOS's text styles (body 13 pt), in `TextStyle.allCases` order.
    public static let mac: [Metrics] = [
        .init(26, 32), .init(22, 26), .init(17, 22), .init(15, 20), .init(13, 16), .init(13, 16),
        .init(12, 15), .init(11, 14), .init(10, 13), .init(10, 13), .init(10, 13),
    ]
}
