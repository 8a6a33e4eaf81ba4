import Testing
import FormsmithCore
@testable import HintsFormat

/// `_defaults` read as SixLayer's loader reads it: what it keeps, and a located warning, saying
/// what SixLayer does instead, for every value it would ignore.
@Suite struct PresentationHintsTests {
    func parse(_ defaults: String) -> (presentation: PresentationHints?, diagnostics: [Diagnostic]) {
        let (hints, diagnostics) = HintsParser.parse(
            Array("{\"_defaults\": \(defaults)}".utf8), modelName: "Task", file: "Hints/Task.hints")
        return (hints?.presentation, diagnostics)
    }

    func codes(_ diagnostics: [Diagnostic]) -> [String] { diagnostics.map(\.code) }

    @Test func enumsMatchWithoutRegardToCase() {
        let (presentation, diagnostics) = parse(
            #"{"_dataType": "Collection", "_context": "BROWSE", "_complexity": "verycomplex"}"#)
        #expect(presentation?.dataType == "collection")
        #expect(presentation?.context == "browse")
        #expect(presentation?.complexity == "veryComplex")
        #expect(diagnostics.isEmpty)
    }

    @Test func absentValuesAreSixLayersDefaults() {
        let (presentation, _) = parse("{}")
        #expect(presentation == PresentationHints())
        #expect(presentation?.dataType == "generic")
        #expect(presentation?.context == "dashboard")
        #expect(presentation?.complexity == "moderate")
        #expect(presentation?.preference == .single("automatic"))
    }

    @Test func unknownValuesFallBackWithAWarningAtTheValue() {
        let (presentation, diagnostics) = parse(#"{"_dataType": "catalog", "_context": 3}"#)
        #expect(presentation?.dataType == "generic")
        #expect(presentation?.context == "dashboard")
        #expect(codes(diagnostics) == ["hints.unknown-value", "hints.wrong-type"])
        #expect(diagnostics[0].message.contains("uses `generic`"))
        #expect(diagnostics[0].location.column == 29)
    }

    @Test func preferencesAreMatchedAsSixLayerLowercasesThem() {
        #expect(parse(#"{"_presentationPreference": "coverflow"}"#).presentation?.preference == .single("coverFlow"))
        #expect(parse(#"{"_presentationPreference": "Cards"}"#).presentation?.preference == .single("cards"))
        let (presentation, diagnostics) = parse(#"{"_presentationPreference": "carousel"}"#)
        #expect(presentation?.preference == .single("automatic"))
        #expect(codes(diagnostics) == ["hints.unknown-value"])
        #expect(diagnostics.first?.message.contains("decides automatically") == true)
    }

    @Test func countBasedNeedsEveryPart() {
        let good = parse(
            #"{"_presentationPreference": {"type": "countBased", "lowCount": "list", "highCount": "GRID", "threshold": 8}}"#
        )
        #expect(good.presentation?.preference == .countBased(low: "list", high: "grid", threshold: 8))
        #expect(good.diagnostics.isEmpty)
        for broken in [
            #"{"type": "countBased", "lowCount": "list", "highCount": "grid"}"#,
            #"{"type": "countBased", "lowCount": "list", "highCount": "grid", "threshold": 8.5}"#,
            #"{"type": "countBased", "lowCount": "list", "highCount": "grid", "threshold": "8"}"#,
            #"{"type": "countBased", "lowCount": "list", "threshold": 8}"#,
            #"{"type": "countbased", "lowCount": "list", "highCount": "grid", "threshold": 8}"#,
        ] {
            let (presentation, diagnostics) = parse("{\"_presentationPreference\": \(broken)}")
            #expect(presentation?.preference == .single("automatic"), "\(broken)")
            #expect(diagnostics.count == 1, "\(broken)")
        }
    }

    @Test func aNegativeThresholdIsKeptAndExplained() {
        let (presentation, diagnostics) = parse(
            #"{"_presentationPreference": {"type": "countBased", "lowCount": "list", "highCount": "grid", "threshold": -1}}"#
        )
        #expect(presentation?.preference == .countBased(low: "list", high: "grid", threshold: -1))
        #expect(diagnostics.first?.message.contains("always uses `highCount`") == true)
    }

    @Test func customPreferencesAreDroppedWholeForOneNonString() {
        let kept = parse(#"{"_customPreferences": {"itemTitleProperty": "name", "itemTitleDefault": "Untitled"}}"#)
        #expect(kept.presentation?.preference("itemTitleProperty") == "name")
        #expect(kept.presentation?.propertyLocations["itemTitleProperty"]?.column == 60)
        let (presentation, diagnostics) = parse(#"{"_customPreferences": {"itemTitleProperty": "name", "limit": 3}}"#)
        #expect(presentation?.customPreferences == [])
        #expect(codes(diagnostics) == ["hints.wrong-type"])
        #expect(diagnostics.first?.message.contains("drops the whole `_customPreferences`") == true)
    }

    @Test func theColorProviderReadsTypeAsThePropertyName() {
        let (presentation, diagnostics) = parse(
            ##"{"_itemColorProvider": {"type": "severity", "property": "level", "mapping": {"high": "red", "low": "#12"}, "statusMapping": {"done": "green"}}}"##
        )
        #expect(presentation?.colorProvider?.property == "severity")
        #expect(
            presentation?.colorProvider?.mapping == [
                KeyValue(key: "high", value: "red"), KeyValue(key: "low", value: "#12"),
            ])
        #expect(presentation?.colorProvider?.statusMapping == [KeyValue(key: "done", value: "green")])
        #expect(codes(diagnostics) == ["hints.unknown-key", "hints.invalid-color"])
        #expect(diagnostics.first?.message.contains("reads the property's name from `type`") == true)
    }

    @Test func aDefaultsStringIsIgnoredWhole() {
        let (presentation, diagnostics) = parse(#""cards""#)
        #expect(presentation == PresentationHints())
        #expect(codes(diagnostics) == ["hints.wrong-type"])
    }
}

/// `PresentationProfiles.hints` as SixLayer's profile catalog reads it.
@Suite struct PresentationProfilesTests {
    func parse(_ text: String) -> (profiles: [PresentationProfile], diagnostics: [Diagnostic]) {
        HintsParser.parseProfiles(Array(text.utf8), file: "Hints/PresentationProfiles.hints")
    }

    @Test func profilesReadTheDefaultsKeysSortedById() {
        let (profiles, diagnostics) = parse(
            #"{"profiles": {"b": {"_presentationPreference": "Grid"}, "a": {"_dataType": "media", "_defaultColor": "teal"}}}"#
        )
        #expect(profiles.map(\.id) == ["a", "b"])
        #expect(profiles[0].presentation.dataType == "media")
        #expect(profiles[0].presentation.defaultColor == "teal")
        #expect(profiles[1].presentation.preference == .single("grid"))
        #expect(profiles[1].location.line == 1)
        #expect(diagnostics.isEmpty)
    }

    @Test func profilesDropColourMappingsAndUnknownKeys() {
        let (profiles, diagnostics) = parse(
            #"{"profiles": {"p": {"_colorMapping": {"A": "red"}, "_itemColorProvider": {}, "_dataTyp": "user", "_defaultColor": "chartreuse"}}}"#
        )
        #expect(profiles.first?.presentation == PresentationHints())
        #expect(
            diagnostics.map(\.code) == [
                "hints.unknown-key", "hints.unknown-key", "hints.unknown-key", "hints.invalid-color",
            ])
        #expect(diagnostics[2].message.contains("Did you mean `_dataType`?"))
    }

    @Test func aFileWithoutProfilesIsAnError() {
        for text in [#"{"profile": {}}"#, "[]", #"{"profiles": []}"#] {
            let (profiles, diagnostics) = parse(text)
            #expect(profiles.isEmpty)
            #expect(diagnostics.map(\.code) == ["hints.root-not-object"], "\(text)")
        }
        #expect(parse("{").diagnostics.map(\.code) == ["hints.invalid-json"])
        let (profiles, diagnostics) = parse(#"{"profiles": {"p": "cards", "q": {}}}"#)
        #expect(profiles.map(\.id) == ["q"])
        #expect(diagnostics.map(\.code) == ["hints.wrong-type"])
    }
}
