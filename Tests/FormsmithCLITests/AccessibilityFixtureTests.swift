import Foundation
import FormsmithCore
import Pipeline
import Testing

/// The AccessibilityApp fixture: one planted defect of each kind the accessibility check finds,
/// each reported once at its field's hints line; bad input warns at its line and the rest builds.
@Suite struct AccessibilityFixtureTests {
    static let root = CheckCommandTests.fixtures.appendingPathComponent("AccessibilityApp")

    static let result: BuildResult = {
        let (config, _) = ProjectConfig.load(projectRoot: root)
        return BuildPipeline(root: root, config: config).run()
    }()

    /// "line code" of each accessibility finding in `file` (with its notes, or warnings only).
    func findings(in file: String, notes: Bool = true) -> [String] {
        Self.result.diagnostics.filter {
            $0.code.hasPrefix("accessibility.") && $0.location.file.hasSuffix(file) && (notes || $0.severity != .info)
        }.map { "\($0.location.line) \($0.code)" }.sorted()
    }

    @Test func eachPlantedDefectIsFoundOnceAtItsField() {
        let found = findings(in: "Account.hints")
        for expected in [
            "7 accessibility.empty-label", "8 accessibility.placeholder-as-label", "10 accessibility.duplicate-label",
            "9 accessibility.touch-target", "7 accessibility.touch-target", "17 accessibility.colour-only",
        ] {
            #expect(found.filter { $0 == expected }.count == 1, "\(expected) in \(found)")
        }
        // The yellow item colour standing for "open": at the hints file, light mode only.
        let contrast = Self.result.diagnostics.filter {
            $0.code == "accessibility.contrast" && $0.severity == .warning
                && $0.location.file.hasSuffix("Account.hints")
        }
        #expect(contrast.count == 1)
        #expect(contrast.first?.message.contains("_itemColorProvider.mapping.open") == true)
        // Nothing reported twice for one field and kind.
        let keys = Self.result.diagnostics.filter { $0.code.hasPrefix("accessibility.") }.map {
            "\($0.location) \($0.code) \($0.message.prefix { $0 != ":" })"
        }
        #expect(Set(keys).count == keys.count)
    }

    @Test func formsmithYMLSetsTheIdentifiersNamespaceAndPrefix() {
        let (config, diagnostics) = ProjectConfig.parse("accessibility: { namespace: Shop, prefx: X }")
        #expect(config.accessibility.namespace == "Shop")
        #expect(
            diagnostics.map(\.message) == ["unknown setting `accessibility.prefx` is ignored. Did you mean `prefix`?"])
        #expect(ProjectConfig.parse("accessibility: { prefix: Checkout }").config.accessibility.prefix == "Checkout")
    }

    @Test func badInputWarnsAtItsLineAndTheRestIsChecked() {
        let broken = Self.result.diagnostics.filter { $0.location.file.hasSuffix("Broken.hints") }
        #expect(
            broken.contains { $0.code.hasPrefix("hints.") && $0.location.line == 3 && $0.message.contains("helpText") })
        #expect(broken.contains { $0.location.line == 2 && $0.message.contains("_defaultColor") })
        // The string description still gets its info button, and its finding.
        #expect(
            findings(in: "Broken.hints").filter { $0.hasSuffix("touch-target") } == ["4 accessibility.touch-target"])
        #expect(Self.result.forms.contains { $0.name == "Broken" })
    }
}
