import Foundation
import Testing
@testable import Site
@testable import Templates

/// The compiled templates must give exactly swift-mustache's bytes: whitespace, standalone lines,
/// partial indentation, lookups and truthiness included.
@Suite struct CompiledTemplateTests {
    /// The compiled templates of `sources`.
    static func library(_ sources: [String: String]) throws -> TemplateLibrary {
        TemplateLibrary(templates: try sources.mapValues { try CompiledTemplate($0) })
    }

    /// Renders `template` (with `partials`) both ways.
    static func renderBothWays(
        _ template: String, partials: [String: String] = [:], context: TemplateValue
    ) throws -> (compiled: String, mustache: String) {
        let sources = partials.merging(["main": template]) { $1 }
        let compiled = try #require(try library(sources).renderBytes(context, withTemplate: "main"))
        return (
            String(decoding: compiled, as: UTF8.self),
            try #require(try SwiftMustacheOracle(templates: sources).render(context, withTemplate: "main"))
        )
    }

    static let context = TemplateValue.object([
        "name": .text("Ada <Lovelace> & \"friends\" 'x'"), "count": .number(3), "yes": .flag(true), "no": .flag(false),
        "empty": .list([]),
        "items": .list([
            .object(["title": .text("One"), "tags": .list([.text("a"), .text("b")])]),
            .object(["title": .text("Two"), "tags": .list([])]),
        ]),
        "words": .list([.text("alpha"), .text("beta")]),
        "person": .object(["name": .text("Grace"), "address": .object(["city": .text("Arlington")])]),
        "html": .text("<em>raw</em>"), "multiline": .text("first\nsecond"),
    ])

    @Test(arguments: [
        "Hello {{name}}! {{{name}}} {{&name}} {{count}} {{yes}} {{no}} {{missing}}.",
        "{{#items}}\n  <li>{{title}}{{#tags}} [{{.}}]{{/tags}}{{^tags}} none{{/tags}}</li>\n{{/items}}\n",
        "  {{#yes}}\n  shown\n  {{/yes}}\n  {{^no}}\n  also shown\n  {{/no}}\n{{#no}}hidden{{/no}}|{{^empty}}empty list{{/empty}}|{{#empty}}x{{/empty}}\n",
        "{{person.name}} in {{person.address.city}}; {{#person}}{{name}}, {{address.city}}, {{count}}{{/person}} {{person.nobody.city}}|\n",
        "{{#person}}{{.name}}|{{.count}}|{{count}}{{/person}}\n",
        "a {{! a comment }} b\n  {{! standalone comment }}\n  c {{! inline }}\nd\n",
        "begin\n{{=<% %>=}}\n<% name %> {{name}}\n<%={{ }}=%>\n{{name}}\nend",
        "{{#words}}{{.}}{{/words}}\n{{#words}}\n- {{.}}\n{{/words}}\n",
        "{{html}} {{{html}}} {{multiline}}\r\n  {{#yes}}\r\n  crlf\r\n  {{/yes}}\r\nend\r\n",
        "text {{#yes}}x\n{{/yes}}\n  {{#yes}}\n  after\n  {{/yes}}\n",
        "{{#items}}{{title}}{{#yes}}:{{title}}{{/yes}}{{/items}}",
        "no newline at end {{#yes}}{{/yes}}",
    ])
    func rendersAsSwiftMustache(template: String) throws {
        let (compiled, mustache) = try Self.renderBothWays(template, context: Self.context)
        #expect(compiled == mustache)
    }

    @Test func partialsAreIndentedAsSwiftMustacheIndentsThem() throws {
        let partials = [
            "item": "<li>\n  {{title}}\n</li>\n",
            "list": "<ul>\n{{#items}}\n  {{>item}}\n{{/items}}\n</ul>\n",
            "inline": "[{{name}}]",
        ]
        let template = "<div>\n  {{>list}}\n  x {{>inline}} y\n{{>inline}}\n    {{>missing}}\n</div>\n"
        let (compiled, mustache) = try Self.renderBothWays(template, partials: partials, context: Self.context)
        #expect(compiled == mustache)
        #expect(compiled.contains("    <li>\n      One\n"), "indentation adds up through nested partials")
    }

    @Test(arguments: [
        (
            "{{#items}}{{title}}{{^last()}}, {{/last()}}{{/items}}", 1, 20,
            CompiledTemplate.ParseError.Kind.swiftMustacheExtension
        ),
        ("line one\n  {{>*dynamic}}\n", 2, 3, .swiftMustacheExtension),
        ("{{<parent}}{{/parent}}", 1, 1, .swiftMustacheExtension),
        ("{{% CONTENT_TYPE: TEXT }}", 1, 1, .swiftMustacheExtension),
        ("é {{#open}}\nnever closed\n", 1, 3, .malformed),
        ("<h1>\n{{#models}}\n{{name}\n", 3, 1, .malformed),
        ("{{#a}}{{/b}}", 1, 7, .malformed),
        ("x {{! never closed", 1, 3, .malformed),
        ("{{{raw}}", 1, 1, .malformed),
        ("{{=<% %>}}", 1, 1, .malformed),
    ])
    func extensionsAndMistakesAreErrorsAtTheirTag(
        template: String, line: Int, column: Int, kind: CompiledTemplate.ParseError.Kind
    ) {
        #expect(throws: CompiledTemplate.ParseError.self) { try CompiledTemplate(template) }
        do {
            _ = try CompiledTemplate(template)
        } catch {
            #expect((error.line, error.column) == (line, column), "\(error.reason)")
            #expect(error.kind == kind, "\(error.reason)")
        }
    }

    @Test func aThemeUsingAnExtensionGetsALocatedErrorAndTheRestRenders() {
        var files = Theme.builtIn.files
        files["templates/card.mustache"] = Array("<li>{{name}}{{#first(items)}}!{{/first(items)}}</li>\n".utf8)
        let (library, diagnostics) = Theme(
            files: files, origins: ["templates/card.mustache": "Themes/x/templates/card.mustache"]
        )
        .templateLibrary()
        #expect(diagnostics.map(\.code) == ["theme.unsupported-template"])
        #expect(diagnostics.first?.location.description == "Themes/x/templates/card.mustache:1:13")
        #expect(library.templates["card"] == nil && library.templates["index"] != nil)
    }

    @Test func aQuoteStaysEscapedWhenACombiningMarkFollowsIt() throws {
        // One Character to a by-Character escaper, which then leaves the quote as it is: in an
        // attribute the value would end there and the rest become attributes. Ours escapes by byte.
        let hostile = "x\"\u{301} onmouseover=alert(1)"
        let library = try Self.library(["main": "<a title=\"{{value}}\">"])
        let compiled = library.renderBytes(.object(["value": .text(hostile)]), withTemplate: "main")
        #expect(
            compiled.map { String(decoding: $0, as: UTF8.self) } == "<a title=\"x&quot;\u{301} onmouseover=alert(1)\">")
    }

    @Test func aNilOptionalIsFalseAndStopsTheLookup() throws {
        struct Inner: Encodable { var path: String? }
        struct Outer: Encodable { var path = "outer"; var nodes = [Inner(path: nil), Inner(path: "inner")] }
        let library = try Self.library([
            "main": "{{#nodes}}[{{#path}}{{path}}{{/path}}{{^path}}none{{/path}}]{{/nodes}}"
        ])
        #expect(library.render(Outer(), withTemplate: "main") == "[none][inner]")
    }

    @Test func aMissingTemplateIsNil() {
        let library = TemplateLibrary(templates: [:])
        #expect(library.renderBytes(.object([:]), withTemplate: "page") == nil)
    }
}
