/// Writes one model's `manifest.json` entry as the bytes Foundation's JSONEncoder gives with
/// sorted keys, pretty printing and unescaped slashes, indented to its place in the file; written
/// directly, since the encoder was a large part of a model-heavy build. Tests hold the two equal.
/// Its input is the entry's `Encodable` value as `TemplateEncoder` gives it, so the keys are
/// listed once, as the entry types' properties; objects are written with their keys in byte order.
struct ManifestWriter {
    private(set) var bytes: [UInt8] = []

    /// `value` with its first line at `indent` spaces, as `Manifest.encodeModel` places it.
    static func write(_ value: TemplateValue, indent: Int) -> [UInt8] {
        var writer = ManifestWriter()
        writer.bytes.reserveCapacity(4096)
        writer.pad(indent)
        writer.write(value, indent: indent)
        return writer.bytes
    }

    /// Spaces to copy indentation from: most of a manifest's bytes are indentation, and appending
    /// it a space at a time showed.
    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 256)

    private mutating func pad(_ count: Int) {
        var left = count
        while left > 0 {
            let run = min(left, Self.spaces.count)
            bytes.append(contentsOf: Self.spaces[0..<run])
            left -= run
        }
    }

    private mutating func write(_ value: TemplateValue, indent: Int) {
        switch value {
        case .text(let text):
            writeString(text)
        case .number(let number):
            bytes.append(contentsOf: String(number).utf8)
        case .flag(let flag):
            bytes.append(contentsOf: (flag ? "true" : "false").utf8)
        case .list(let items):
            writeContainer(open: "[", close: "]", count: items.count, indent: indent) { writer, index in
                writer.write(items[index], indent: indent + 2)
            }
        case .object(let values):
            let pairs = values.sortedByKey
            writeContainer(open: "{", close: "}", count: pairs.count, indent: indent) { writer, index in
                writer.writeString(pairs[index].key)
                writer.bytes.append(UInt8(ascii: " "))
                writer.bytes.append(UInt8(ascii: ":"))
                writer.bytes.append(UInt8(ascii: " "))
                writer.write(pairs[index].value, indent: indent + 2)
            }
        }
    }

    /// An array or object, one member per line; an empty one is open, blank line, close.
    private mutating func writeContainer(
        open: Unicode.Scalar, close: Unicode.Scalar, count: Int, indent: Int,
        member: (inout ManifestWriter, Int) -> Void
    ) {
        bytes.append(UInt8(ascii: open))
        bytes.append(UInt8(ascii: "\n"))
        if count == 0 { bytes.append(UInt8(ascii: "\n")) }
        for index in 0..<count {
            if index > 0 {
                bytes.append(UInt8(ascii: ","))
                bytes.append(UInt8(ascii: "\n"))
            }
            pad(indent + 2)
            member(&self, index)
        }
        if count > 0 { bytes.append(UInt8(ascii: "\n")) }
        pad(indent)
        bytes.append(UInt8(ascii: close))
    }

    /// Quotes and backslashes escaped, control characters as the encoder writes them, the rest as is.
    private mutating func writeString(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            // Runs of bytes that need no escape are copied whole.
            var runStart = 0
            for index in utf8.indices {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                bytes.append(
                    contentsOf: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(utf8)[runStart..<index]))
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
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(utf8)[runStart...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
