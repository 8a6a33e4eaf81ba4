import FormsmithCore
import Layout
import Testing

@testable import Accessibility

@Suite struct AccessibilityDiffTests {
    @Test func aSwappedPairIsSaidAsReadingOrder() {
        let first = FormFixture.field("firstName", "First Name")
        let last = FormFixture.field("lastName", "Last Name")
        let changes = AccessibilityDiff.changes(
            before: FormFixture.form([first, last]), after: FormFixture.form([last, first]))
        #expect(changes.map(\.summary) == ["reading order: Last Name is now read before First Name"])
        // In a section that starts collapsed too: it is read once opened.
        let folded = AccessibilityDiff.changes(
            before: FormFixture.form([first, last], collapsed: true),
            after: FormFixture.form([last, first], collapsed: true))
        #expect(folded.map(\.kind) == [.readingOrder])
        #expect(
            AccessibilityDiff.changes(before: FormFixture.form([first, last]), after: FormFixture.form([first, last]))
                .isEmpty)
    }

    @Test func aRelabelledFieldChangesWhatIsSpokenAndItsIdentifier() {
        let before = FormFixture.form([FormFixture.field("email", "Email")])
        let after = FormFixture.form([FormFixture.field("email", "Email address")])
        let changes = AccessibilityDiff.changes(before: before, after: after)
        #expect(changes.map(\.kind) == [.spokenLabel, .identifier])
        #expect(changes[1].summary.contains("main.ui.email.View → main.ui.email-address.View"))
        #expect(changes[1].risk == .medium)
    }

    @Test func aNewFindingIsHighRisk() {
        let email = FormFixture.field("email", "Email")
        let before = FormFixture.form([email, FormFixture.field("backup", "Backup")])
        let after = FormFixture.form([email, FormFixture.field("backup", "Email")])
        let found = AccessibilityDiff.changes(before: before, after: after).filter { $0.kind == .accessibilityFinding }
        #expect(found.count == 1)
        #expect(found.first?.risk == .high)
        #expect(found.first?.field == "backup")
        #expect(found.first?.summary.contains("accessibility.duplicate-label") == true)
        // A note (SixLayer's own small info button) is no new finding.
        let noted = FormFixture.form([FormFixture.field("email", "Email") { $0.helpText = "Receipts" }])
        #expect(
            AccessibilityDiff.changes(before: FormFixture.form([email]), after: noted).filter {
                $0.kind == .accessibilityFinding
            }.isEmpty)
    }
}
