import Foundation
import Layout
import Docs

/// `assets/search-index.js`: every model and doc page with the words that find it, as a script
/// (not JSON to fetch), so the filter box works from `file://` too.
enum SearchIndex {
    struct Entry: Encodable {
        var title: String
        var kind: String
        /// Relative to the site root.
        var path: String
        /// Lower-cased words that match this entry.
        var text: String
    }

    static let path = "assets/search-index.js"

    static func script(forms: [FormLayout], docs: [DocPage]) -> [UInt8] {
        var entries = forms.map { form in
            let words = [form.name] + form.sections.map(\.title) + form.renderedFields.flatMap { [$0.id, $0.label] }
            return Entry(title: form.name, kind: "model", path: SitePaths.modelPage(form.name), text: words.joined(separator: " ").lowercased())
        }
        entries += docs.map { doc in
            let words = [doc.title, doc.description ?? ""] + doc.headings.map(\.text)
            return Entry(title: doc.title, kind: "doc", path: doc.outputPath, text: words.joined(separator: " ").lowercased())
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var json = String(decoding: (try? encoder.encode(entries)) ?? Data("[]".utf8), as: UTF8.self)
        // Keep the script inert even if a title holds "</script>" or an HTML comment opener.
        json = json.replacingOccurrences(of: "<", with: "\\u003c")
        return Array("window.FORMSMITH_INDEX = \(json);\n".utf8)
    }
}
