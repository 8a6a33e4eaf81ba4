import Platform
import Testing

/// SixLayer's card layout (`determineIntelligentCardLayout_L2`) on each kind of device: columns,
/// card width and spacing, from the collection's width, item count and content complexity.
@Suite struct CardGridTests {
    func grid(
        _ count: Int, _ width: Double, _ idiom: DevicePreset.Idiom, _ complexity: String = "moderate"
    )
        -> CardGrid
    {
        CardGrid(count: count, width: width, idiom: idiom, complexity: complexity)
    }

    @Test func aPhoneHasOneColumnUntilItIsWiderThan400Points() {
        #expect(grid(6, 393, .phone).columns == 1)
        #expect(grid(6, 393, .phone).cardWidth == 361)
        #expect(abs(grid(6, 393, .phone).spacing - 14.4) < 0.001)
        #expect(grid(6, 430, .phone).columns == 2)
        #expect(abs(grid(6, 430, .phone).cardWidth - 191.8) < 0.001)
        // Two cards held upright stay in one column, however wide.
        #expect(grid(2, 430, .phone).columns == 1)
    }

    @Test func aPadCountsColumnsByComplexityAndCapsThemByWidth() {
        #expect(grid(6, 820, .pad).columns == 2)
        #expect(grid(12, 1180, .pad).columns == 3)
        #expect(grid(12, 1180, .pad, "simple").columns == 4)
        #expect(grid(12, 1180, .pad, "complex").columns == 2)
        // Four 200 pt cards and their gaps do not fit 820 less its padding: three.
        #expect(grid(12, 820, .pad, "simple").columns == 3)
        #expect(grid(6, 1180, .pad).cardWidth == 400)
    }

    @Test func aMacCountsColumnsByTheWindowsWidth() {
        #expect(grid(6, 1280, .mac) == CardGrid(columns: 3, spacing: 24, cardWidth: 400))
        #expect(grid(20, 1280, .mac).columns == 4)
        #expect(grid(6, 1100, .mac).columns == 2)
    }
}
