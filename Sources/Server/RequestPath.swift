/// Turns a request's raw path into a key of the site, or nil when it must be a 404:
/// encoded or plain `..`, backslashes, NUL and other control characters never reach a file.
enum RequestPath {
    static func siteKey(for rawPath: String) -> String? {
        let pathOnly =
            rawPath.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        guard pathOnly.hasPrefix("/"), let decoded = percentDecoded(pathOnly) else { return nil }
        if decoded.contains("\\") || decoded.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            return nil
        }
        var parts: [Substring] = []
        for part in decoded.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." || part == ".." { return nil }  // never resolved, only refused
            parts.append(part)
        }
        let key = parts.joined(separator: "/")
        if key.isEmpty { return "index.html" }
        return decoded.hasSuffix("/") ? key + "/index.html" : key
    }

    /// `%2e%2e` → `..`; nil for malformed escapes or bytes that are not UTF-8.
    static func percentDecoded(_ text: String) -> String? {
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8).makeIterator()
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "%") {
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                    return nil
                }
                bytes.append(high << 4 | low)
            } else {
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The `Content-Type` for a site file.
    static func contentType(for key: String) -> String {
        let lowered = key.lowercased()
        let table: [(String, String)] = [
            (".html", "text/html; charset=utf-8"), (".css", "text/css; charset=utf-8"),
            (".js", "text/javascript; charset=utf-8"), (".json", "application/json"), (".svg", "image/svg+xml"),
            (".png", "image/png"), (".jpg", "image/jpeg"), (".jpeg", "image/jpeg"), (".gif", "image/gif"),
            (".webp", "image/webp"), (".woff2", "font/woff2"), (".woff", "font/woff"),
            (".txt", "text/plain; charset=utf-8"),
        ]
        return table.first { lowered.hasSuffix($0.0) }?.1 ?? "application/octet-stream"
    }
}
