import Testing
import FormsmithCore
@testable import HintsFormat

/// `_sections` as SixLayer reads them (`docs/hints-format.md`, "Sections").
@Suite struct HintsParserSectionTests {
    func parse(_ text: String) -> (hints: ModelHints?, diagnostics: [Diagnostic]) {
        HintsParser.parse(Array(text.utf8), modelName: "User", file: "Hints/User.hints")
    }

    func codes(_ diagnostics: [Diagnostic]) -> [String] { diagnostics.map(\.code) }

    func sections(_ json: String) -> (sections: [SectionHints]?, diagnostics: [Diagnostic]) {
        let (hints, diagnostics) = parse("{\"_sections\": \(json), \"a\": {}, \"b\": {}}")
        return (hints?.sections, diagnostics)
    }

    @Test func sectionsWithEveryKey() {
        let (sections, diagnostics) = sections(
            #"[{"id": "s", "title": "S", "description": "D", "fields": ["a", "b"], "layoutStyle": "grid", "isCollapsible": true, "isCollapsed": true, "tint": "blue"}]"#
        )
        let section = sections?.first
        #expect(section?.id == "s")
        #expect(section?.title == "S")
        #expect(section?.description == "D")
        #expect(section?.fieldIDs == ["a", "b"])
        #expect(section?.layoutStyle == .grid)
        #expect(section?.isCollapsible == true)
        #expect(section?.isCollapsed == true)
        #expect(section?.metadata == [KeyValue(key: "tint", value: "blue")])
        #expect(diagnostics.isEmpty)
    }

    @Test func aNonObjectElementVoidsAllSections() {
        let (sections, diagnostics) = sections(#"[{"id": "s", "title": "S"}, "oops"]"#)
        #expect(sections == nil)
        #expect(codes(diagnostics) == ["hints.section-not-object"])
    }

    @Test func sectionsWithoutIdOrTitleAreSkipped() {
        let (sections, diagnostics) = sections(#"[{"title": "No id"}, {"id": "x"}, {"id": "ok", "title": "OK"}]"#)
        #expect(sections?.map(\.id) == ["ok"])
        #expect(codes(diagnostics) == ["hints.section-missing-id", "hints.section-missing-title"])
    }

    @Test func duplicateSectionIdsAndFields() {
        let (sections, diagnostics) = sections(
            #"[{"id": "s", "title": "A", "fields": ["a", "a"]}, {"id": "s", "title": "B"}]"#)
        #expect(sections?.count == 2)
        #expect(sections?.first?.fieldIDs == ["a", "a"])
        #expect(codes(diagnostics).sorted() == ["hints.duplicate-section-field", "hints.duplicate-section-id"])
    }

    @Test(arguments: LayoutStyle.allCases)
    func everyLayoutStyle(style: LayoutStyle) {
        let (sections, diagnostics) = sections(
            "[{\"id\": \"s\", \"title\": \"S\", \"layoutStyle\": \"\(style.rawValue)\"}]")
        #expect(sections?.first?.layoutStyle == style)
        #expect(diagnostics.isEmpty)
    }

    @Test func layoutStyleIsCaseSensitive() {
        let (sections, diagnostics) = sections(#"[{"id": "s", "title": "S", "layoutStyle": "Horizontal"}]"#)
        #expect(sections?.first?.layoutStyle == .vertical)
        #expect(codes(diagnostics) == ["hints.unknown-layout-style"])
        #expect(
            diagnostics.first?.message.contains("did you mean \"horizontal\"") == true
                || diagnostics.first?.message.contains("Did you mean \"horizontal\"") == true)
    }

    @Test func stringTrueDoesNotMakeASectionCollapsible() {
        let (sections, diagnostics) = sections(#"[{"id": "s", "title": "S", "isCollapsible": "true"}]"#)
        #expect(sections?.first?.isCollapsible == false)
        #expect(codes(diagnostics) == ["hints.string-boolean-ignored"])
    }

    @Test func collapsedNeedsCollapsible() {
        let (sections, diagnostics) = sections(#"[{"id": "s", "title": "S", "isCollapsed": true}]"#)
        #expect(sections?.first?.isCollapsed == false)
        #expect(codes(diagnostics) == ["hints.collapsed-not-collapsible"])
    }

    @Test func emptySectionsMeanNone() {
        #expect(sections("[]").sections == nil)
    }
}
