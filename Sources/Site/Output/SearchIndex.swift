import Foundation
import Layout
import Docs
import Parallel

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

    /// Encoded entries (`encode`), models then docs, as the pieces of the script.
    static func joinedPieces(_ entries: [[UInt8]]) -> [[UInt8]] {
        SiteFile.pieces(open: "window.FORMSMITH_INDEX = [", entries, separator: ",", close: "];\n")
    }

    static func entry(_ form: FormLayout, path: String) -> Entry {
        let words = [form.name] + form.sections.map(\.title) + form.renderedFields.flatMap { [$0.id, $0.label] }
        return Entry(title: form.name, kind: "model", path: path, text: words.joined(separator: " ").lowercased())
    }

    static func entry(_ doc: DocPage) -> Entry {
        let words = [doc.title, doc.description ?? ""] + doc.headings.map(\.text)
        return Entry(
            title: doc.title, kind: "doc", path: doc.outputPath, text: words.joined(separator: " ").lowercased())
    }

    /// One entry as JSON, kept inert inside `<script>` even if a title holds "</script>" or "<!--".
    static func encode(_ entry: Entry) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(entry)) ?? Data("{}".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(json.count)
        json.withUnsafeBytes { buffer in  // not Data's iterator, which costs a call per byte
            for byte in buffer {
                if byte == UInt8(ascii: "<") { bytes += Array("\\u003c".utf8) } else { bytes.append(byte) }
            }
        }
        return bytes
    }
}
