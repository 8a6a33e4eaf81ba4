import Foundation

/// A colour as sRGB components 0…255 with an alpha 0…1, and WCAG 2.x's arithmetic on it:
/// compositing over a background, relative luminance, contrast ratio.
public struct RGBColor: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(_ red: Double, _ green: Double, _ blue: Double, alpha: Double = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// `0xRRGGBB`, opaque.
    public init(rgb: UInt32) {
        self.init(Double(rgb >> 16 & 0xFF), Double(rgb >> 8 & 0xFF), Double(rgb & 0xFF))
    }

    /// "#RGB" or "#RRGGBB" (as SixLayer reads colours in hints); nil for anything else.
    public init?(hex: String) {
        var digits = Substring(hex)
        guard digits.first == "#" else { return nil }
        digits = digits.dropFirst()
        if digits.count == 3 { digits = Substring(digits.flatMap { [$0, $0] }) }
        guard digits.count == 6, let value = UInt32(digits, radix: 16) else { return nil }
        self.init(Double(value >> 16 & 0xFF), Double(value >> 8 & 0xFF), Double(value & 0xFF))
    }

    /// This colour drawn over `background` (which is opaque, or made so first).
    public func over(_ background: RGBColor) -> RGBColor {
        let base = background.alpha < 1 ? background.over(RGBColor(255, 255, 255)) : background
        func mix(_ top: Double, _ bottom: Double) -> Double { top * alpha + bottom * (1 - alpha) }
        return RGBColor(mix(red, base.red), mix(green, base.green), mix(blue, base.blue))
    }

    /// WCAG 2.x relative luminance of the opaque colour.
    public var luminance: Double {
        func linear(_ component: Double) -> Double {
            let value = component / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The contrast ratio of this colour, composited over `background`, against it (1…21).
    public func contrast(on background: RGBColor) -> Double {
        let base = background.alpha < 1 ? background.over(RGBColor(255, 255, 255)) : background
        let top = alpha < 1 ? over(base) : self
        let (lighter, darker) = (max(top.luminance, base.luminance), min(top.luminance, base.luminance))
        return (lighter + 0.05) / (darker + 0.05)
    }
}
