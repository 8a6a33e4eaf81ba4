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
    public static func appendEscaped(_ text: String, to bytes: inout [UInt8]) {
        for byte in text.utf8 {
            switch byte {
            case 0x26: bytes.append(contentsOf: "&amp;".utf8)
            case 0x3C: bytes.append(contentsOf: "&lt;".utf8)
            case 0x3E: bytes.append(contentsOf: "&gt;".utf8)
            case 0x22: bytes.append(contentsOf: "&quot;".utf8)
            case 0x27: bytes.append(contentsOf: "&#39;".utf8)
            default: bytes.append(byte)
            }
        }
    }

    /// A URL safe to put in `href`/`src`: script-bearing schemes become empty, as libcmark's safe mode does.
    public static func safeURL(_ url: String) -> String {
        guard url.utf8.contains(UInt8(ascii: ":")) else { return url }  // no scheme: most links of a site
        let scheme = url.prefix { $0 != ":" && $0 != "/" && $0 != "?" && $0 != "#" }.lowercased()
            .filter { !$0.isWhitespace && $0.asciiValue.map { $0 >= 0x20 } ?? true }
        if url.contains(":"), ["javascript", "vbscript", "file", "data"].contains(scheme),
           !(scheme == "data" && ["image/png", "image/gif", "image/jpeg", "image/webp"].contains(where: { url.lowercased().hasPrefix("data:" + $0) })) {
            return ""
        }
        return url
    }
}
