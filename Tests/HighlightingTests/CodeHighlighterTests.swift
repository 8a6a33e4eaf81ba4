import Testing
import HintsFormat
@testable import Highlighting

@Suite struct CodeHighlighterTests {
    /// The HTML's text, tags removed and cmark's escapes undone: what a reader copies.
    static func copied(_ html: String) -> String {
        html.replacing(/<[^>]*>/, with: "").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    @Test func swiftIsColouredByKindAndCopiesAsItsCode() throws {
        let code = """
            // A user.
            @Observable final class User {
                var name: String = "Ada <3"
                let age = 36, ratio = 0.5
            }

            """
        let html = try #require(CodeHighlighter.html(language: "swift", code: code))
        #expect(html.contains(#"<span class="hl-comment">// A user.</span>"#))
        #expect(html.contains(#"<span class="hl-attribute">@Observable</span>"#))
        #expect(html.contains(#"<span class="hl-keyword">final</span> <span class="hl-keyword">class</span>"#))
        #expect(html.contains(#"<span class="hl-type">String</span>"#))
        #expect(html.contains(#"<span class="hl-string">&quot;Ada &lt;3&quot;</span>"#))
        #expect(html.contains(#"<span class="hl-number">36</span>"#))
        #expect(html.contains(#"<span class="hl-number">0.5</span>"#))
        #expect(Self.copied(html) == code)
    }

    @Test func swiftThatDoesNotParseIsStillColouredAsFarAsItGoes() throws {
        let code = "func broken( { let x = 1 \n struct"
        let html = try #require(CodeHighlighter.html(language: "Swift", code: code))
        #expect(html.contains(#"<span class="hl-keyword">func</span>"#))
        #expect(html.contains(#"<span class="hl-number">1</span>"#))
        #expect(Self.copied(html) == code)
    }

    @Test func hintsMarkTheKeysSixLayerReads() throws {
        let code = #"{ "email": { "displayWidth": "wide", "maxLenght": 40, "isOptional": true, "x": null } }"#
        let html = try #require(CodeHighlighter.html(language: "hints", code: code))
        #expect(html.contains(#"<span class="hl-key">&quot;email&quot;</span>"#))
        #expect(html.contains(#"<span class="hl-key hl-known">&quot;displayWidth&quot;</span>"#))
        #expect(html.contains(#"<span class="hl-key">&quot;maxLenght&quot;</span>"#))
        #expect(html.contains(#"<span class="hl-string">&quot;wide&quot;</span>"#))
        #expect(html.contains(#"<span class="hl-number">40</span>"#))
        #expect(html.contains(#"<span class="hl-keyword">true</span>"#))
        #expect(html.contains(#"<span class="hl-keyword">null</span>"#))
        #expect(Self.copied(html) == code)
    }

    @Test func brokenJSONAndOtherLanguages() throws {
        let code = "{ \"a\": \"unterminated\n, tru, 1e5 }"
        let html = try #require(CodeHighlighter.html(language: "json", code: code))
        #expect(Self.copied(html) == code)
        #expect(html.contains(#"<span class="hl-number">1e5</span>"#))
        #expect(CodeHighlighter.html(language: "yaml", code: "a: 1") == nil)
    }

    @Test func aLargeSwiftBlockIsColouredWhole() throws {
        let code = String(repeating: "let value = \"text\" // note\n", count: 2_000)
        let html = try #require(CodeHighlighter.html(language: "swift", code: code))
        #expect(html.components(separatedBy: #"<span class="hl-keyword">let</span>"#).count - 1 == 2_000)
    }
}
