import Testing
import FormsmithCore
@testable import Layout

/// One before/after pair per kind of change, asserting the exact change list.
@Suite struct FormDiffTests {
    func field(_ id: String, _ configure: (inout FieldLayout) -> Void = { _ in }) -> FieldLayout {
        var field = FieldLayout(id: id, label: FieldLabel.titleCase(id), control: .text)
        configure(&field)
        return field
    }

    func section(
        _ id: String, _ fields: [FieldLayout], style: LayoutStyle = .vertical, collapsible: Bool = false,
        collapsed: Bool = false,
        title: String? = nil
    ) -> SectionLayout {
        SectionLayout(
            id: id, title: title ?? id.capitalized, description: nil, layoutStyle: style,
            columns: style.columns(fieldCount: fields.count), gap: style.gap, collapsible: collapsible,
            collapsed: collapsed, metadata: [], fields: fields)
    }

    func form(
        _ sections: [SectionLayout], name: String = "M", hidden: [FieldLayout] = [], unsectioned: [FieldLayout] = []
    ) -> FormLayout {
        FormLayout(
            name: name, title: name, sources: FormSources(), documentation: nil, sections: sections, hidden: hidden,
            unsectioned: unsectioned, defaults: [], ocrGroups: [], diagnostics: [])
    }

    func kinds(_ before: FormLayout, _ after: FormLayout) -> [String] {
        FormDiff.compare(base: [before], head: [after]).models.flatMap(\.changes).map {
            "\($0.kind.rawValue) \($0.section ?? "-") \($0.field ?? "-") \($0.before ?? "-")→\($0.after ?? "-")"
        }
    }

    let a = FieldLayout(id: "a", label: "A", control: .text)
    let b = FieldLayout(id: "b", label: "B", control: .text)
    let c = FieldLayout(id: "c", label: "C", control: .text)

    @Test func identicalFormsHaveNoChanges() {
        var moved = form([section("s", [a, b])])
        // A reformatted file.
        moved.sections[0].fields[0].location = SourceLocation(file: "Hints/M.hints", line: 40, column: 2)
        moved.diagnostics = [Diagnostic.warning("x", at: SourceLocation(file: "f"), "y")]
        let report = FormDiff.compare(base: [form([section("s", [a, b])])], head: [moved])
        #expect(!report.hasChanges)
        #expect(report.unchanged.map(\.name) == ["M"])
    }

    @Test func modelsAddedRemovedAndRenamed() {
        let report = FormDiff.compare(
            base: [form([section("s", [a, b])], name: "Old"), form([section("s", [c])], name: "Gone")],
            head: [form([section("s", [a, b])], name: "New"), form([section("s", [c, a])], name: "Fresh")])
        #expect(
            report.models.map { "\($0.name):\($0.status.rawValue)" } == ["Fresh:added", "Gone:removed", "New:renamed"])
        #expect(report.models.last?.previousName == "Old")
        #expect(report.models.last?.changes.map(\.kind) == [.modelRenamed])
    }

    @Test func sectionChanges() {
        let before = form([
            section("x", [a]), section("y", [b]), section("z", [c], collapsible: true), section("old", []),
        ])
        let after = form([
            section("y", [b], title: "Why"), section("x", [a], style: .horizontal),
            section("z", [c], collapsible: true, collapsed: true), section("new", []),
        ])
        #expect(
            kinds(before, after) == [
                "section-removed old - -→-", "section-added new - -→-", "section-retitled y - Y→Why",
                "section-moved x - 1→2",
                "section-restyled x - vertical, 1 column→horizontal, 2 columns", "section-collapsed z - false→true",
            ])
        let changes = FormDiff.compare(base: [before], head: [after]).models[0].changes
        #expect(changes.first { $0.kind == .sectionMoved }?.summary == "section “X” moved from position 1 to 2")
    }

    @Test func collapsibleChange() {
        #expect(
            kinds(form([section("s", [a])]), form([section("s", [a], collapsible: true)])) == [
                "section-collapsible s - false→true"
            ])
    }

    @Test func fieldsAddedRemovedMovedHiddenShown() {
        let d = field("d"), e = field("e")
        let before = form([section("s", [a, b, c]), section("t", [d])], hidden: [e])
        let after = form([section("s", [c, a, e]), section("t", [b])], hidden: [d])
        #expect(
            kinds(before, after) == [
                "field-hidden t d -→-", "field-moved s a 1→2", "field-shown s e -→-", "field-moved t b s→t",
            ])
    }

    @Test func fieldAddedAndRemovedFromTheModel() {
        // `c` is not `b` renamed: it is of another type, or in another place.
        let text = field("b") { $0.typeDescription = "String" }
        let number = field("c") {
            $0.control = .number; $0.typeDescription = "Int"
        }
        #expect(
            kinds(form([section("s", [a, text])]), form([section("s", [a, number])])) == [
                "field-removed s b -→-", "field-added s c -→-",
            ])
        #expect(
            kinds(form([section("s", [a, b])]), form([section("s", [c, a])])) == [
                "field-removed s b -→-", "field-added s c -→-",
            ])
    }

    /// Renamed in the model and its hints together: the same field, in the same place, alike in
    /// everything but its name (and the label the name gives): one rename, its other changes
    /// reported as any field's.
    @Test func aFieldRenamedWithItsHintsIsARename() {
        let email = field("email") {
            $0.width = 240; $0.required = true; $0.typeDescription = "String"
        }
        var renamed = email
        (renamed.id, renamed.label) = ("emailAddress", "Email address")
        #expect(
            kinds(form([section("s", [a, email, b])]), form([section("s", [a, renamed, b])])) == [
                "field-renamed s emailAddress email→emailAddress"
            ])
        let changes = FormDiff.compare(base: [form([section("s", [email])])], head: [form([section("s", [renamed])])])
        #expect(
            changes.models[0].changes.map(\.summary) == [
                "`email` renamed `emailAddress` (label “Email” → “Email address”)"
            ])
        #expect(changes.models[0].changes[0].mark == "changed")
        // The control the name suggests comes with it, and is reported as a change of its own.
        var asEmail = field("mail") { $0.width = 240 }
        var renamedEmail = asEmail
        (renamedEmail.id, renamedEmail.label, renamedEmail.control) = ("email", "Email", .email)
        asEmail.label = "Mail"
        #expect(
            kinds(form([section("s", [asEmail])]), form([section("s", [renamedEmail])])) == [
                "field-renamed s email mail→email", "field-control s email text→email",
            ])
        // Renamed and widened at once is not one name changed: a removal and an addition.
        var renamedWider = renamed
        renamedWider.width = 300
        #expect(
            kinds(form([section("s", [email])]), form([section("s", [renamedWider])])) == [
                "field-removed s email -→-", "field-added s emailAddress -→-",
            ])
    }

    @Test func fieldPropertyChanges() {
        let before = form([
            section(
                "s",
                [
                    field("x") {
                        $0.width = 150; $0.maxLength = 10; $0.required = true
                    },
                    field("y") {
                        $0.control = .select; $0.options = [PickerOption(value: "1", label: "One")]
                    },
                ])
        ])
        let after = form([
            section(
                "s",
                [
                    field("x") {
                        $0.width = 400; $0.maxLength = 20; $0.editable = false; $0.label = "Ex"; $0.defaultValue = "q"
                    },
                    field("y") {
                        $0.control = .select; $0.options = [PickerOption(value: "1", label: "Uno")]
                    },
                ])
        ])
        #expect(
            kinds(before, after) == [
                "field-width s x 150 pt→400 pt", "field-limits s x max length 10→max length 20",
                "field-required s x required→optional",
                "field-editable s x editable→read-only", "field-label s x “X”→“Ex”", "field-default s x none→q",
                "field-options s y One→Uno",
            ])
        let controlChange = kinds(
            form([section("s", [a])]), form([section("s", [field("a") { $0.control = .textarea }])]))
        #expect(controlChange == ["field-control s a text→textarea"])
    }

    /// With labels measured, a width narrowed below its label is said so and ranked high; one
    /// still wider than its label, or widened, is not.
    @Test func aWidthNarrowedBelowItsLabelIsHighRisk() {
        let tenPerLetter: FormDiff.LabelWidth = { Double($0.count) * 10 }
        let before = form([section("s", [field("emailAddress") { $0.width = 200 }, field("fax") { $0.width = 200 }])])
        let after = form([section("s", [field("emailAddress") { $0.width = 100 }, field("fax") { $0.width = 150 }])])
        let changes = FormDiff.compare(base: [before], head: [after], labelWidth: tenPerLetter).models[0].changes
        #expect(changes.map(\.cutsLabel) == [true, false])
        #expect(changes.map(\.risk) == [.high, .medium])
        #expect(changes[0].summary == "width of `emailAddress` 200 pt → 100 pt, narrower than its label (130 pt)")
        #expect(changes[0].markLabel() == "width 200 pt → 100 pt, narrower than its label")
        // Without a measurer nothing is said about labels.
        #expect(FormDiff.compare(base: [before], head: [after]).models[0].changes.map(\.cutsLabel) == [false, false])
    }

    /// A new name is taken by one old field only, at its first place: a field listed twice is not
    /// two renames.
    @Test func aNewNameListedTwiceIsOneRenameAtMost() {
        let before = form([section("s", [field("a"), field("b")])])
        let after = form([section("s", [field("y"), field("y")])])
        let changes = FormDiff.compare(base: [before], head: [after]).models[0].changes
        #expect(changes.filter { $0.kind == .fieldRenamed }.map { $0.before ?? "" } == ["a"])
        #expect(changes.filter { $0.kind == .fieldRemoved }.map { $0.field ?? "" } == ["b"])
    }
}
