import Testing
@testable import Site

@Suite struct ReplacingTests {
    @Test func replacesEveryOccurrenceByBytes() {
        #expect("a<b>c<b>".replacingEvery("<b>", with: "[é]") == "a[é]c[é]")
        #expect("abc".replacingEvery("x", with: "y") == "abc")
        #expect("aaa".replacingEvery("aa", with: "b") == "ba")
        #expect("ü<a>".replacingEvery("<a>", with: "") == "ü")
        #expect("".replacingEvery("a", with: "b") == "")
        #expect("ab".replacingEvery("abc", with: "x") == "ab")
    }
}
