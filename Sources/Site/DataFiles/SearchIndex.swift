import Foundation
import FormsmithCore
import Layout
import Docs
import Parallel
import SiteOutput

/// `assets/search-index.js`: every model and doc page with the words that find it, as a script
/// (not JSON to fetch), so the filter box works from `file://` too. The words keep their case and
/// are split into the parts a result shows (a heading, a field), so the box can show where a page
/// matched; the script lower-cases them once when it loads.
enum SearchIndex {
    struct Entry: Encodable {
        var title: String
        var kind: String
        /// Relative to the site root.
        var path: String
        /// The parts that find this entry, one a line: a doc's headings, a model's sections and
        /// fields (`First name (firstName)`).
        var text: String
        /// What the page says first (a doc's description or first paragraph, a model's
        /// documentation), cut to `excerptLength`; searched too, and shown under the result.
        var excerpt: String?
    }

    static let path = "assets/search-index.js"

    /// The longest excerpt, in characters: a result's two lines, so the index grows slowly with the pages.
    static let excerptLength = 140

    /// Encoded entries (`encode`), models then docs, as the pieces of the script.
    static func joinedPieces(count: Int, entry: (Int) -> [UInt8]) -> [[UInt8]] {
        SiteFile.pieces(open: "window.FORMSMITH_INDEX = [", count: count, separator: ",", close: "];\n", item: entry)
    }

    static func entry(_ form: FormLayout, path: String) -> Entry {
        var fields: [String] = []
        for section in form.sections {
            for field in section.fields {
                // The id only where it says more than the label (`firstName` beside "First name").
                fields.append(
                    sameLetters(field.label, field.id) ? field.label : "\(field.label) (\(field.id))")
            }
        }
        return Entry(
            title: form.name, kind: "model", path: path,
            text: lines(form.sections.map(\.title) + fields),
            // The doc comment is Markdown: its code spans' backticks are not shown.
            excerpt: form.documentation.flatMap { excerpt(plain: $0.replacingOccurrences(of: "`", with: "")) })
    }

    /// Whether `label`'s letters and digits are `id`'s, case aside ("First name", `firstName`).
    static func sameLetters(_ label: String, _ id: String) -> Bool {
        let isASCII = { (text: String) in text.utf8.allSatisfy { $0 < 0x80 } }
        guard isASCII(label), isASCII(id) else {
            // Beyond ASCII, through the Unicode tables.
            let squeezed = label.lowercased().filter { $0.isLetter || $0.isNumber }
            return squeezed == id.lowercased()
        }
        // By byte, allocating nothing: every field of every form is asked.
        let lower = { (byte: UInt8) in (0x41...0x5A).contains(byte) ? byte | 0x20 : byte }
        let isAlphanumeric = { (byte: UInt8) in
            (0x30...0x39).contains(byte) || (0x61...0x7A).contains(byte) || (0x41...0x5A).contains(byte)
        }
        var idBytes = id.utf8.makeIterator()
        for byte in label.utf8 where isAlphanumeric(byte) {
            guard let next = idBytes.next(), lower(next) == lower(byte) else { return false }
        }
        return idBytes.next() == nil
    }

    static func entry(_ doc: DocPage) -> Entry {
        let lead = doc.description.flatMap { excerpt(plain: $0) } ?? firstParagraph(of: doc.html)
        return Entry(
            title: doc.title, kind: "doc", path: doc.outputPath,
            text: lines(doc.headings.filter { $0.level > 1 }.map(\.text)), excerpt: lead)
    }

    /// Distinct non-empty parts, one a line, in order.
    private static func lines(_ parts: [String]) -> String {
        var seen: Set<String> = []
        return parts.filter { !$0.isEmpty && seen.insert($0).inserted }.joined(separator: "\n")
    }

    /// A text with its whitespace collapsed, cut at a word before `excerptLength` with "…".
    static func excerpt(plain text: String) -> String? {
        var text = text
        if let ascii = text.withUTF8(asciiExcerpt) { return ascii.isEmpty ? nil : ascii }
        // Word by word, stopping at the cut: splitting a whole long paragraph asked each of its
        // characters for its Unicode properties, for the few words the excerpt keeps.
        // ASCII answered without the Unicode tables, which were most of the search index's time.
        let isWhitespace = { (character: Character) in
            guard let ascii = character.asciiValue else { return character.isWhitespace }
            return ascii == 0x20 || (0x09...0x0D).contains(ascii)
        }
        // Grown in place and counted word by word: joining and counting the whole excerpt again
        // for each word was quadratic in its length.
        var result = ""
        var length = 0
        var index = text.startIndex
        while let start = text[index...].firstIndex(where: { !isWhitespace($0) }) {
            let end = text[start...].firstIndex(where: isWhitespace) ?? text.endIndex
            let word = text[start..<end]
            let next = length == 0 ? word.count : length + 1 + word.count
            if next > excerptLength {
                return length == 0 ? String(word.prefix(excerptLength)) + "…" : result + "…"
            }
            if length > 0 { result.append(" ") }
            result.append(contentsOf: word)
            length = next
            index = end
        }
        return result.isEmpty ? nil : result
    }

    /// `excerpt(plain:)` by bytes, for a text that is ASCII up to its cut (most are): there a
    /// character is a byte, and asking each for its grapheme breaks was most of the index's time.
    /// Nil when a byte before the cut is not ASCII.
    private static func asciiExcerpt(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let isWhitespace = { (byte: UInt8) in byte == 0x20 || (0x09...0x0D).contains(byte) }
        var result: [UInt8] = []
        var index = 0
        while true {
            while index < bytes.count && isWhitespace(bytes[index]) { index += 1 }
            guard index < bytes.count else { break }
            let start = index
            while index < bytes.count && !isWhitespace(bytes[index]) {
                guard bytes[index] < 0x80 else { return nil }
                index += 1
            }
            let word = UnsafeBufferPointer(rebasing: bytes[start..<index])
            let next = result.isEmpty ? word.count : result.count + 1 + word.count
            if next > excerptLength {
                let kept = result.isEmpty ? Array(word.prefix(excerptLength)) : result
                return String(decoding: kept, as: UTF8.self) + "…"
            }
            if !result.isEmpty { result.append(0x20) }
            result.append(contentsOf: word)
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The text of a rendered page's first paragraph: its tags dropped, its entities read.
    static func firstParagraph(of html: String) -> String? {
        // By bytes: every doc page is asked, and Foundation's search bridges the page to UTF-16.
        var html = html
        let paragraph = html.withUTF8 { bytes -> [UInt8]? in
            guard let open = ByteSearch.firstOffset(of: Array("<p>".utf8), in: bytes),
                let close = ByteSearch.firstOffset(of: Array("</p>".utf8), in: bytes, from: open + 3)
            else { return nil }
            return Array(bytes[(open + 3)..<close])
        }
        guard let paragraph else { return nil }
        var text: [UInt8] = []
        var inTag = false
        for byte in paragraph {
            if byte == UInt8(ascii: "<") {
                inTag = true
            } else if byte == UInt8(ascii: ">") {
                inTag = false
            } else if !inTag {
                text.append(byte)
            }
        }
        return excerpt(plain: unescaped(text))
    }

    /// The five entities the renderer writes, back to their characters.
    static func unescaped(_ text: [UInt8]) -> String {
        guard text.contains(UInt8(ascii: "&")) else { return String(decoding: text, as: UTF8.self) }
        let entities: [(String, UInt8)] = [
            ("&lt;", UInt8(ascii: "<")), ("&gt;", UInt8(ascii: ">")), ("&quot;", UInt8(ascii: "\"")),
            ("&#39;", UInt8(ascii: "'")), ("&amp;", UInt8(ascii: "&")),
        ]
        var result: [UInt8] = []
        result.reserveCapacity(text.count)
        var index = 0
        while index < text.count {
            if text[index] == UInt8(ascii: "&"),
                let (entity, character) = entities.first(where: { text[index...].starts(with: $0.0.utf8) })
            {
                result.append(character)
                index += entity.utf8.count
            } else {
                result.append(text[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// One entry as JSON, as JSONEncoder writes it with sorted keys, kept inert inside `<script>`
    /// even if a title holds "</script>" or "<!--". Written directly: every page has an entry.
    static func encode(_ entry: Entry) -> [UInt8] {
        var json: [UInt8] = []
        json.reserveCapacity(entry.text.utf8.count + 256)
        var first = true
        func member(_ key: String, _ value: String?) {
            guard let value else { return }
            json.append(first ? UInt8(ascii: "{") : UInt8(ascii: ","))
            first = false
            JSONText.appendQuoted(key, to: &json)
            json.append(UInt8(ascii: ":"))
            JSONText.appendQuoted(value, to: &json)
        }
        member("excerpt", entry.excerpt)
        member("kind", entry.kind)
        member("path", entry.path)
        member("text", entry.text)
        member("title", entry.title)
        json.append(UInt8(ascii: "}"))
        guard json.contains(UInt8(ascii: "<")) else { return json }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(json.count + 16)
        for byte in json {
            if byte == UInt8(ascii: "<") { bytes += Array("\\u003c".utf8) } else { bytes.append(byte) }
        }
        return bytes
    }
}
