import CodeGeneration
import Foundation
import Platform
import Testing

/// The theme's copies of the platform's tables follow Swift's: a value changed in a Swift table is
/// changed in the stylesheet or script written from it, and the templates open on Swift's device.
@Suite struct ThemeTablesTests {
    func files(_ tables: ThemeTablesGenerator.Tables) -> [String: String] {
        Dictionary(uniqueKeysWithValues: ThemeTablesGenerator.generate(tables).map { ($0.path, $0.contents) })
    }

    let assets = "Themes/default/assets/"

    @Test func aDynamicTypeSizeChangedInSwiftChangesTheStylesheet() throws {
        var tables = ThemeTablesGenerator.Tables()
        let body = try #require(DynamicType.TextStyle.allCases.firstIndex(of: .body))
        func ax5(_ tables: ThemeTablesGenerator.Tables) throws -> Substring {
            let text = try #require(files(tables)[assets + "form/accessibility-sizes.css"])
            return try #require(text.split(separator: "[data-text-size=\"AX5\"]").last)
        }
        #expect(try ax5(tables).contains("    --ios-body-size: 53px;\n    --ios-body-line: 62px;\n"))
        tables.textSizes[.ax5]![body] = DynamicType.Metrics(61, 73)
        #expect(try ax5(tables).contains("    --ios-body-size: 61px;\n    --ios-body-line: 73px;\n"))
        #expect(try !ax5(tables).contains("--ios-body-size: 53px;"))
    }

    @Test func aSystemColourChangedInSwiftChangesTheStylesheet() {
        var tables = ThemeTablesGenerator.Tables()
        #expect(
            files(tables)[assets + "form/system-colours.css"]!.contains("--ios-label: light-dark(#000000, #ffffff);"))
        tables.colours[0].colours.dark = RGBColor(235, 235, 245, alpha: 0.5)
        #expect(
            files(tables)[assets + "form/system-colours.css"]!.contains(
                "--ios-label: light-dark(#000000, rgb(235 235 245 / 0.5));"))
    }

    @Test func aDeviceAndAScriptRangeChangedInSwiftChangeTheScriptAndTheStylesheet() {
        var tables = ThemeTablesGenerator.Tables()
        tables.devices[2].height = 956
        tables.rightToLeft.append(0x1EC70...0x1ECBF)
        let changed = files(tables)
        #expect(changed[assets + "form/device-sizes.css"]!.contains("--fs-device-height: 956px;"))
        #expect(changed[assets + "scripts/platform.js"]!.contains("height: 956,"))
        #expect(changed[assets + "scripts/platform.js"]!.contains("[0x1EC70, 0x1ECBF]]"))
        #expect(!files(ThemeTablesGenerator.Tables())[assets + "scripts/platform.js"]!.contains("0x1EC70"))
    }

    /// The templates draw each frame on the device the page opens on before any script runs.
    @Test func theTemplatesOpenOnSwiftsOpeningDevice() throws {
        let templates = GeneratedFilesTests.repositoryRoot.appendingPathComponent("Themes/default/templates")
        let opening =
            "data-viewport=\"\(DevicePreset.opening.width)\" data-idiom=\"\(DevicePreset.opening.idiom.rawValue)\""
        var frames = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: templates.path).sorted() {
            let text = try String(contentsOf: templates.appendingPathComponent(name), encoding: .utf8)
            let viewports = text.components(separatedBy: "data-viewport=").count - 1
            frames += viewports
            #expect(text.components(separatedBy: opening).count - 1 == viewports, "\(name)")
        }
        #expect(frames >= 6)
    }
}
