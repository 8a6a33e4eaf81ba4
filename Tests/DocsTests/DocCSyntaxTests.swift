import Testing

@testable import Docs

/// The pieces of DocC's syntax read without a build: directives, symbol paths, image names.
@Suite struct DocCSyntaxTests {
    @Test func directiveArguments() throws {
        let line: Substring = #"@Image(source: "flow", alt: "A \"flow\", (drawn)") {"#
        let directive = try #require(DocCDirective.parse(line, column: 1))
        #expect(directive.name == "Image")
        #expect(directive.argument("source") == "flow")
        #expect(directive.argument("alt") == #"A "flow", (drawn)"#)
        #expect(line[directive.end...] == " {")
        #expect(DocCDirective.parse("@DisplayName(\"Orders\", style: symbol)", column: 1)?.firstValue == "Orders")
        #expect(DocCDirective.parse("@TechnologyRoot", column: 1)?.arguments.isEmpty == true)
        #expect(DocCDirective.parse("@Image(source: \"unclosed\"", column: 1) == nil)
        #expect(DocCDirective.parse("@ name", column: 1) == nil)
    }

    @Test func preprocessorKeepsLinesAndCode() {
        let text: Substring = """
            # Title
            @Metadata {
                @DisplayName("Shown")
            }
            @Row {
                @Column {
                    Kept text.
                }
            }
                indented code after a blank? no: inside nothing
            ```
            @Comment { stays }
            ```
            """
        let prepared = DocCPreprocessor(text, file: "a.md", lineOffset: 0)
        #expect(prepared.markdown.count == text.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(prepared.metadata.displayName == "Shown")
        #expect(prepared.markdown[6] == "Kept text.")
        #expect(prepared.markdown[11] == "@Comment { stays }")
        #expect(prepared.diagnostics.isEmpty)
    }

    @Test func symbolPaths() {
        let modules: Set<String> = ["MyKit"]
        #expect(DocCSymbolPath("MyKit/Order/total-property", modules: modules).components == ["Order", "total"])
        #expect(DocCSymbolPath("/MyKit/Order", modules: modules).type == "Order")
        #expect(DocCSymbolPath("Color-swift.enum", modules: modules).components == ["Color"])
        #expect(DocCSymbolPath("Order/update(_:)-(Int)", modules: modules).title == "update(_:)")
        #expect(DocCSymbolPath("Order/update(_:)-(Int)", modules: modules).member == "update")
        #expect(DocCSymbolPath("Order/eat-3brnk", modules: modules).member == "eat")
        #expect(DocCSymbolPath("Order", modules: modules).member == nil)
    }

    @Test func imageNames() {
        for name in ["flow.png", "flow~dark.png", "flow@2x.png", "flow~dark@2x.png", "flow@2x~dark.png", "flow.svg"] {
            #expect(DocCNames.imageName(name) == "flow", "\(name)")
        }
        #expect(DocCNames.scale("flow~dark@3x.png") == 3)
        #expect(DocCNames.scale("flow.png") == 1)
        #expect(DocCNames.linkName("Getting  Started") == "Getting-Started")
    }
}
