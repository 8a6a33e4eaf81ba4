import Foundation
import FormsmithCore
import Layout
import Testing
@testable import SignOff

/// The approved structure: what counts as a change, and the file that keeps it.
@Suite struct SignOffSnapshotTests {
    static func form(width: Int? = 200, label: String = "Email", note: String? = nil) -> FormLayout {
        var email = FieldLayout(id: "email", label: label, control: .email)
        email.width = width
        email.required = true
        email.location = SourceLocation(file: "Hints/Customer.hints", line: 4, column: 3)
        var city = FieldLayout(id: "city", label: "City", control: .text)
        city.placeholder = note
        var shipping = FieldLayout(id: "shipping", label: "Shipping", control: .group)
        shipping.children = [city]
        var form = FormLayout(
            name: "Customer", title: "Customer", sources: FormSources(hints: "Hints/Customer.hints"),
            documentation: "A customer.", sections: [], hidden: [], unsectioned: [], defaults: [], ocrGroups: [],
            diagnostics: [])
        form.sections = [
            SectionLayout(
                id: "contact", title: "Contact", description: nil, layoutStyle: .grid, columns: 2, gap: 16,
                collapsible: false, collapsed: false, metadata: [], fields: [email, shipping])
        ]
        var german = FormTranslations.Language(code: "de", isRightToLeft: false)
        var field = FormTranslations.Field(id: "email")
        field.label = "E-Mail"
        german.fields = [field]
        form.translations.languages = [german]
        return form
    }

    @Test func positionsAndDocumentationAreNoChange() {
        var moved = Self.form()
        moved.documentation = "Another doc comment."
        moved.sections[0].fields[0].location = SourceLocation(file: "Hints/Customer.hints", line: 40, column: 9)
        moved.sources = FormSources(swift: "Sources/Customer.swift", hints: "Hints/Other.hints")
        #expect(SignOffSnapshot(moved).fingerprint == SignOffSnapshot(Self.form()).fingerprint)
        #expect(SignOffSnapshot(Self.form(width: 120)).fingerprint != SignOffSnapshot(Self.form()).fingerprint)
    }

    @Test func aChangedFormSaysWhatChangedInDiffsWords() {
        var record = SignOffRecord()
        record.approve([Self.form()], by: "Ann", when: "2026-11-27", note: nil)
        let (read, problems) = ApprovalsFile.parse(Array(ApprovalsFile.render(record).utf8))
        #expect(problems.isEmpty)
        #expect(ApprovalsFile.render(read) == ApprovalsFile.render(record), "the file reads back as written")
        let narrowed = SignOffStates.evaluate(forms: [Self.form(width: 120, note: "Town")], record: read)
        #expect(narrowed.map(\.status) == [.changed])
        #expect(
            narrowed.first?.changes.map(\.summary) == [
                "width of `email` 200 pt → 120 pt", "placeholder of `shipping.city` none → “Town”",
            ])
        #expect(SignOffStates.evaluate(forms: [Self.form()], record: read).map(\.status) == [.approved])
        #expect(SignOffStates.evaluate(forms: [Self.form()], record: SignOffRecord()).map(\.status) == [.never])
    }

    @Test func fieldNotesLastUntilTheirFieldChanges() {
        var record = SignOffRecord()
        record.approve(
            [Self.form()], by: "Ann", when: "2026-11-27", note: "ok",
            fieldNotes: [
                "Customer": [FieldNote(field: "email", note: "wide"), FieldNote(field: "shipping.city", note: "x")]
            ])
        let states = SignOffStates.evaluate(forms: [Self.form(width: 120)], record: record)
        #expect(states.first?.fieldNotes.map(\.field) == ["shipping.city"])
    }

    /// The reader sets the writer's structure lines aside unparsed; a file laid out otherwise (by
    /// hand, by another tool) is parsed whole, and reads the same.
    @Test func aFileLaidOutOtherwiseReadsTheSame() throws {
        var record = SignOffRecord()
        record.approve([Self.form()], by: "Ann", when: "2026-11-27", note: "ok")
        let written = ApprovalsFile.render(record)
        let object = try JSONSerialization.jsonObject(with: Data(written.utf8))
        let other = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted])
        #expect(String(decoding: other, as: UTF8.self) != written)
        let (read, problems) = ApprovalsFile.parse([UInt8](other))
        #expect(problems.isEmpty)
        #expect(SignOffStates.evaluate(forms: [Self.form()], record: read).map(\.status) == [.approved])
        let changed = SignOffStates.evaluate(forms: [Self.form(width: 120)], record: read)
        #expect(changed.first?.changes.map(\.summary) == ["width of `email` 200 pt → 120 pt"])
        // Positions after the set-aside lines are those of the file.
        let broken = written.replacingOccurrences(of: #""when": "2026-11-27""#, with: #""when": 2026-11-27"#)
        let (_, errors) = ApprovalsFile.parse(Array(broken.utf8))
        let line = written.components(separatedBy: "\n").firstIndex { $0.contains(#""when""#) }! + 1
        #expect(errors.map { "\($0.code) \($0.location.line)" } == ["signoff.invalid-file \(line)"])
    }

    @Test func conflictMarkersAreFoundAtTheirLine() {
        let text = "{\n  \"forms\": [\n=======\n  ]\n}\n"
        let (record, problems) = ApprovalsFile.parse(Array(text.utf8))
        #expect(record.unreadable != nil)
        #expect(problems.map { "\($0.code) \($0.location)" } == ["signoff.merge-conflict formsmith-signoff.json:3:1"])
    }
}
