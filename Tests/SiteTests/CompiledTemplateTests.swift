import Foundation
import Testing
import Mustache
@testable import Site

/// The compiled templates must give exactly swift-mustache's bytes: whitespace, standalone lines,
/// partial indentation, lookups and truthiness included.
@Suite struct CompiledTemplateTests {
    /// Renders `template` (with `partials`) both ways.
    static func renderBothWays(_ template: String, partials: [String: String] = [:], context: [String: Any]) throws -> (compiled: String, mustache: String) {
        let sources = partials.merging(["main": template]) { $1 }
        var mustache = MustacheLibrary()
        for (name, text) in sources { mustache.register(try MustacheTemplate(string: text), named: name) }
        let compiled = TemplateLibrary(mustache: mustache, sources: sources)
        #expect(compiled.compiled != nil, "plain Mustache compiles")
        let reference = TemplateLibrary(mustache: mustache, sources: nil)
        return (try #require(compiled.render(context, withTemplate: "main")), try #require(reference.render(context, withTemplate: "main")))
    }

    nonisolated(unsafe) static let context: [String: Any] = [
        "name": "Ada <Lovelace> & \"friends\" 'x'", "count": 3, "ratio": 1.5, "yes": true, "no": false, "empty": [[String: Any]](),
        "items": [["title": "One", "tags": ["a", "b"]], ["title": "Two", "tags": [String]()]] as [[String: Any]],
        "words": ["alpha", "beta"], "person": ["name": "Grace", "address": ["city": "Arlington"]] as [String: Any],
        "html": "<em>raw</em>", "multiline": "first\nsecond",
    ]

    @Test(arguments: [
        "Hello {{name}}! {{{name}}} {{&name}} {{count}} {{ratio}} {{yes}} {{missing}}.",
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

    @Test func swiftMustacheExtensionsAreLeftToSwiftMustache() throws {
        var mustache = MustacheLibrary()
        let text = "{{#items}}{{title}}{{^last()}}, {{/last()}}{{/items}}"
        mustache.register(try MustacheTemplate(string: text), named: "main")
        let library = TemplateLibrary(mustache: mustache, sources: ["main": text])
        #expect(library.compiled == nil)
        #expect(library.render(Self.context, withTemplate: "main") == "One, Two")
    }

    @Test func aQuoteStaysEscapedWhenACombiningMarkFollowsIt() throws {
        // One Character to swift-mustache, which then leaves the quote as it is: in an attribute
        // the value would end there and the rest become attributes.
        let hostile = "x\"\u{301} onmouseover=alert(1)"
        let (compiled, mustache) = try Self.renderBothWays("<a title=\"{{value}}\">", context: ["value": hostile])
        #expect(compiled == "<a title=\"x&quot;\u{301} onmouseover=alert(1)\">")
        #expect(mustache != compiled, "swift-mustache escapes by Character")
    }

    @Test func aMissingTemplateIsNil() {
        let library = TemplateLibrary(mustache: MustacheLibrary(), sources: [:])
        #expect(library.render([:], withTemplate: "page") == nil)
    }
}
