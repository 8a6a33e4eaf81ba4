/// The one place user text becomes HTML-safe.
public enum HTMLEscaping {
    /// Escapes text for HTML content and double- or single-quoted attribute values.
    public static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else {
            return text
        }
        var escaped: [UInt8] = []
        escaped.reserveCapacity(text.utf8.count + 16)
        appendEscaped(text, to: &escaped)
        return String(decoding: escaped, as: UTF8.self)
    }

    /// `escape(text)`'s bytes, appended: by byte, so a quote stays escaped whatever follows it.
    /// Markdown pages keep apostrophes (`escapesApostrophe: false`), as cmark writes them.
    public static func appendEscaped(_ text: String, to bytes: inout [UInt8], escapesApostrophe: Bool = true) {
        // Runs between special bytes are copied whole: most text has none, and a byte-by-byte
        // append was the largest single cost of rendering a page's template.
        var text = text
        text.withUTF8 { utf8 in
            var runStart = 0
            for index in utf8.indices {
                let entity: StaticString
                switch utf8[index] {
                case 0x26: entity = "&amp;"
                case 0x3C: entity = "&lt;"
                case 0x3E: entity = "&gt;"
                case 0x22: entity = "&quot;"
                case 0x27 where escapesApostrophe: entity = "&#39;"
                default: continue
                }
                bytes.append(
                    contentsOf: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(utf8)[runStart..<index]))
                bytes.append(
                    contentsOf: UnsafeRawBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
                runStart = index + 1
            }
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(utf8)[runStart...]))
        }
    }

    /// A URL safe to put in `href`/`src`: script-bearing schemes become empty, as libcmark's safe mode does.
    /// Bytes a URL keeps as they are in an `href` or `src`, as cmark's renderer (houdini) keeps them:
    /// letters, digits and `-_.!~*()+,;:/?=@#$%`; `&` and `'` become entities, every other byte `%XX`.
    private static let urlSafe: [Bool] = (0..<256).map { byte in
        let character = UInt8(byte)
        return (character >= 0x30 && character <= 0x39) || (character >= 0x41 && character <= 0x5A)
            || (character >= 0x61 && character <= 0x7A) || Array("-_.!~*()+,;:/?=@#$%".utf8).contains(character)
    }

    /// A URL as an attribute value, percent-encoded as cmark writes it: `/my uri` → `/my%20uri`,
    /// `foo\bar` → `foo%5Cbar`, so a browser reads the link the author wrote.
    public static func appendURL(_ url: String, to bytes: inout [UInt8]) {
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in url.utf8 {
            if urlSafe[Int(byte)] {
                bytes.append(byte)
            } else if byte == 0x26 {
                bytes.append(contentsOf: "&amp;".utf8)
            } else if byte == 0x27 {
                bytes.append(contentsOf: "&#x27;".utf8)
            } else {
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
    }

    public static func safeURL(_ url: String) -> String {
        guard url.utf8.contains(UInt8(ascii: ":")) else { return url }  // no scheme: most links of a site
        let scheme = url.prefix { $0 != ":" && $0 != "/" && $0 != "?" && $0 != "#" }.lowercased()
            .filter { !$0.isWhitespace && $0.asciiValue.map { $0 >= 0x20 } ?? true }
        if url.contains(":"), ["javascript", "vbscript", "file", "data"].contains(scheme),
            !(scheme == "data"
                && ["image/png", "image/gif", "image/jpeg", "image/webp"].contains(where: {
                    url.lowercased().hasPrefix("data:" + $0)
                }))
        {
            return ""
        }
        return url
    }
}
