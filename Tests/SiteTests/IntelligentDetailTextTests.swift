import Foundation
import Testing

@testable import PageContexts

/// The detail's own text helpers answer as the Foundation and String calls they stand in for.
@Suite struct IntelligentDetailTextTests {
    @Test(arguments: [
        " a ", "\ta b\t", "", "   ", "x", " \u{00A0}é\u{2003} ", "\u{00A0}", "Ünïcode ", " 東京",
    ])
    func aListItemIsTrimmedAsFoundationTrimsWhitespace(_ item: String) {
        #expect(IntelligentDetail.trimmed(Substring(item)) == item.trimmingCharacters(in: .whitespaces))
    }

    @Test(arguments: ["", "plain", "line\r\nbreak", "é", "👩‍👩‍👧", "a\rb", String(repeating: "x", count: 60)])
    func aDescriptionIsCountedInCharacters(_ text: String) {
        #expect(IntelligentDetail.characterCount(text) == text.count)
    }
}
