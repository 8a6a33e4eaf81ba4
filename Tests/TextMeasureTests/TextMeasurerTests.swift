import Testing
@testable import TextMeasure

/// Text measured as HarfBuzz shapes it with Inter Bold (Debian `fonts-inter`, installed by the
/// test script): real advances and kerning, not a width per character.
@Suite struct TextMeasurerTests {
    @Test func labelsAreAsWideAsTheFontSetsThem() throws {
        let measurer = try #require(TextMeasurer.label, "install fonts-inter")
        let size = TextMeasurer.labelPointSize
        #expect(measurer.width(of: "", pointSize: size) == 0)
        let email = measurer.width(of: "Email", pointSize: size)
        // Inter Bold's "Email" at 15 pt: about 42 pt.
        #expect(email > 35 && email < 50, "\(email)")
        // Twice the size, twice the width; narrow letters are narrow.
        #expect(abs(measurer.width(of: "Email", pointSize: size * 2) - 2 * email) < 0.001)
        #expect(measurer.width(of: "iiii", pointSize: size) < measurer.width(of: "WWWW", pointSize: size) / 2)
        // Kerning: "AV" set together is narrower than its letters set apart.
        let pair = measurer.width(of: "AV", pointSize: size)
        #expect(pair < measurer.width(of: "A", pointSize: size) + measurer.width(of: "V", pointSize: size))
    }

    @Test func aMissingOrBrokenFontIsNoMeasurer() {
        #expect(TextMeasurer(fontPath: "/nonexistent/Inter-Bold.otf") == nil)
        #expect(TextMeasurer(fontPath: "/etc/hostname") == nil)
    }
}
