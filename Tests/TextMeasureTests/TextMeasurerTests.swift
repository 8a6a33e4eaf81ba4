import Dispatch
import Synchronization
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

/// `TextMeasurer` is `@unchecked Sendable` on HarfBuzz's word that a read-only font shapes safely
/// from many threads: every measurement made at once on many threads equals the same one made alone.
@Suite struct TextMeasurerConcurrencyTests {
    @Test func measurementsOnManyThreadsAgreeWithOneThread() throws {
        let alone = try #require(TextMeasurer.label, "install fonts-inter")
        // A measurer of its own, so its threads shape each text rather than find what `alone`
        // remembered; what the first of them shapes, the others may then find.
        let measurer = try #require(TextMeasurer.labelFontPaths.lazy.compactMap(TextMeasurer.init(fontPath:)).first)
        let labels = ["Email", "AV", "Date of birth", "Straße", "Numéro de téléphone", "عنوان", "日本語", "Wi-Fi"]
        let widths = labels.map { alone.width(of: $0, pointSize: TextMeasurer.labelPointSize) }
        let differing = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 64) { iteration in
            for round in 0..<20 {
                let index = (iteration + round) % labels.count
                let width = measurer.width(of: labels[index], pointSize: TextMeasurer.labelPointSize)
                if width != widths[index] { differing.withLock { $0.append("\(labels[index]): \(width)") } }
            }
        }
        #expect(differing.withLock { $0 }.isEmpty)
        // Remembered widths are the shaped ones, at every size.
        for (label, width) in zip(labels, widths) {
            #expect(measurer.width(of: label, pointSize: TextMeasurer.labelPointSize) == width)
            #expect(abs(measurer.width(of: label, pointSize: 2 * TextMeasurer.labelPointSize) - 2 * width) < 0.001)
        }
    }
}
