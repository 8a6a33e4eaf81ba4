import FormsmithCore
import Layout
import Testing
import TextMeasure

@testable import Localization

/// Row controls in the room each device leaves them: a date picker's text squeezed by its hinted
/// width, a switch's label by its column, a date's capsules past the section's edge; and none of
/// it where the picture applies no width.
@Suite struct RowFitTests {
    let en = LanguageCode("en")!

    func form(_ fields: [FieldLayout], columns: Int = 1) -> FormLayout {
        let section = SectionLayout(
            id: "main", title: "Main", description: nil, layoutStyle: columns == 1 ? .vertical : .grid,
            columns: columns, gap: 16, collapsible: false, collapsed: false, metadata: [], fields: fields)
        return FormLayout(
            name: "Person", title: "Person", sources: FormSources(hints: "Person.hints"), documentation: nil,
            sections: [section], hidden: [], unsectioned: [], defaults: [], ocrGroups: [], diagnostics: [])
    }

    func check(_ form: FormLayout) throws -> (FormTranslations, [Diagnostic]) {
        let fit = try #require(FitCheck(), "install fonts-inter")
        let translator = FormTranslator(
            strings: AppStrings(sourceLanguage: en, languages: [en]), fit: fit, pictureDate: "2026-11-27T09:41")
        var form = form
        let diagnostics = translator.translate(&form)
        return (form.translations, diagnostics.filter { $0.code == "strings.row-squeezed" })
    }

    @Test func aHintedWidthSqueezesADatePickersTextOnEveryDevice() throws {
        var birth = FieldLayout(id: "birthDate", label: "Birth Date", control: .date)
        birth.placeholder = "Select date"
        birth.width = 150
        let (translations, diagnostics) = try check(form([birth]))
        let note = try #require(translations.rowNotes.first)
        #expect(translations.rowNotes.count == 1)
        #expect(note.viewports == [320, 393, 430, 820, 1180])
        // "Nov 27, 2026" in its capsule leaves "Select date" a sliver: about 14 pt.
        let word = note.text.split(separator: " ").dropFirst(6).first.map(String.init) ?? ""
        let room = try #require(Int(word), "\(note.text)")
        #expect((8...20).contains(room), "\(note.text)")
        #expect(note.text == "Birth Date: 150 pt leaves about \(room) pt for the date picker’s label “Select date”")
        #expect(
            diagnostics.map(\.message) == [
                "`birthDate`: on iPhone 320, 393, 430; iPad 820, 1180, 150 pt leaves about \(room) pt for the date picker’s label “Select date”"
            ])
        // Under DynamicFormView's picture the width is not applied: the row has its section's room.
        var dynamic = form([birth])
        dynamic.picture = FormPicture(view: .dynamicFormView)
        #expect(try check(dynamic).0.rowNotes.isEmpty)
    }

    @Test func aColumnSqueezesASwitchAndPushesADateAndTimePastTheEdge() throws {
        let gift = FieldLayout(id: "isGift", label: "Is Gift", control: .toggle)
        var sent = FieldLayout(id: "sentAt", label: "Sent At", control: .datetime)
        sent.placeholder = "Select date and time"
        let (translations, _) = try check(form([gift, sent], columns: 2))
        let notes = Dictionary(grouping: translations.rowNotes, by: \.fieldID)
        // Two columns on a 320 pt phone leave a cell of 88 pt: 29 pt beside the switch, less than "Gift".
        #expect(notes["isGift"]?.map(\.viewports) == [[320]])
        #expect(
            notes["isGift"]?.first?.text
                == "its 88 pt column leaves about 29 pt for the switch’s label “Is Gift”")
        // The right column's date and time capsules run past the section on every phone, by less on a wider one.
        let past = try #require(notes["sentAt"]).compactMap { note in
            note.text.split(separator: ";").last.flatMap { $0.split(separator: " ").compactMap { Int($0) }.first }
        }
        #expect(past.count == 3 && past == past.sorted(by: >), "\(past)")
        #expect(notes["sentAt"]?.flatMap(\.viewports) == [320, 393, 430])
    }
}
