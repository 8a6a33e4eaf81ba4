import Docs
import Highlighting
import Foundation
import FormsmithCore

/// Any bytes as a Markdown page (front matter included), rendered beside a page it may link
/// to, once in `docs/` and once as an article of a DocC catalog (directives, symbol links,
/// `<doc:>` links, asides, topics). Raw HTML goes through GitHub's allow-list (the default), so
/// nothing in the input may become a script, a frame, a form, an event handler, a style of the
/// author's or a `javascript:` link. GitHub's extensions and code colouring are on, as in a build.
public enum MarkdownInput {
    public static func problems(_ bytes: [UInt8]) -> [String] {
        let options = DocsLoader.Options(
            modelNames: ["User"], modelFields: ["User": ["name"]], highlight: CodeHighlighter.html)
        let other = ["index.md": "# Home\n\n## Setup\n\n## Topics\n\n- <doc:page>\n- ``User``\n"]
        let page = DocsLoader.render(
            data: Data(bytes), relativePath: "guide/page.md", otherPages: other, options: options)
        let article = DocsLoader.render(
            data: Data(bytes), relativePath: "page.md", otherPages: other, options: options, catalog: "Kit")
        return problems(in: page) + problems(in: article).map { "as a DocC article: \($0)" }
    }

    static func problems(in page: DocPage) -> [String] {
        var problems = DiagnosticChecks.problems(page.diagnostics)
        for tag in tags(in: page.html) {
            let lowered = tag.lowercased()
            for element in ["script", "iframe", "form", "object", "embed", "style", "svg", "math", "textarea"]
            where lowered.hasPrefix("<\(element)") && !lowered.hasPrefix("<\(element)-") {
                problems.append("a <\(element)> element reached the page: \(tag)")
            }
            // The renderer's only style: a GFM table column's alignment.
            if let style = lowered.range(of: " style=\""), !lowered[style.upperBound...].hasPrefix("text-align: ") {
                problems.append("a style attribute reached the page: \(tag)")
            }
            for url in urls(in: lowered) {
                // Browsers ignore tabs, newlines and leading spaces in a URL's scheme.
                let scheme = String(url.unicodeScalars.filter { $0.value > 0x20 }).prefix(11)
                if scheme.hasPrefix("javascript:") || scheme.hasPrefix("vbscript:") {
                    problems.append("a script URL reached the page: \(tag)")
                }
            }
            if hasEventHandler(lowered) { problems.append("an event handler reached the page: \(tag)") }
        }
        return problems
    }

    /// The tags of rendered HTML; text is escaped, so every `<` starts a tag the renderer wrote.
    static func tags(in html: String) -> [Substring] {
        var result: [Substring] = []
        var index = html.startIndex
        while let open = html[index...].firstIndex(of: "<") {
            let close = html[open...].firstIndex(of: ">") ?? html.endIndex
            result.append(html[open..<close])
            guard close < html.endIndex else { break }
            index = html.index(after: close)
        }
        return result
    }

    /// Whether a tag has an attribute named `on…`.
    static func hasEventHandler(_ tag: String) -> Bool {
        var previous: Character = "<"
        var rest = Substring(tag)
        while let character = rest.first {
            if previous == " " || previous == "\t" || previous == "\n", rest.hasPrefix("on") {
                let name = rest.prefix { $0.isLetter }
                if rest.dropFirst(name.count).first == "=" { return true }
            }
            if character == "\"" {
                // Skip a quoted attribute value: it is escaped text, not markup.
                rest = rest.dropFirst()
                rest = rest.drop { $0 != "\"" }
            }
            previous = character
            rest = rest.dropFirst()
        }
        return false
    }

    /// The values of `href` and `src` attributes in a tag.
    static func urls(in tag: String) -> [Substring] {
        var result: [Substring] = []
        for name in [" href=\"", " src=\"", " srcset=\""] {
            var rest = Substring(tag)
            while let range = rest.range(of: name) {
                let value = rest[range.upperBound...].prefix { $0 != "\"" }
                result.append(value)
                rest = rest[range.upperBound...]
            }
        }
        return result
    }
}
