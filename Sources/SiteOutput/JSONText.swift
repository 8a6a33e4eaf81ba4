/// JSON strings as Foundation's JSONEncoder writes them with unescaped slashes, for the files
/// Formsmith writes without it (`manifest.json`, the search index).
package enum JSONText {
    /// `text` in quotes: quotes and backslashes escaped, control characters as the encoder writes
    /// them, the rest as is.
    package static func appendQuoted(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            // Runs of bytes that need no escape are copied whole.
            var runStart = 0
            for index in utf8.indices {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                runStart = index + 1
                switch byte {
                case UInt8(ascii: "\""): bytes.append(contentsOf: "\\\"".utf8)
                case UInt8(ascii: "\\"): bytes.append(contentsOf: "\\\\".utf8)
                case 0x08: bytes.append(contentsOf: "\\b".utf8)
                case 0x09: bytes.append(contentsOf: "\\t".utf8)
                case 0x0A: bytes.append(contentsOf: "\\n".utf8)
                case 0x0C: bytes.append(contentsOf: "\\f".utf8)
                case 0x0D: bytes.append(contentsOf: "\\r".utf8)
                default:
                    let hex = Array("0123456789abcdef".utf8)
                    bytes.append(contentsOf: "\\u00".utf8)
                    bytes.append(hex[Int(byte >> 4)])
                    bytes.append(hex[Int(byte & 0x0F)])
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
