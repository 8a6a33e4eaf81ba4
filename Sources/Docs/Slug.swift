/// Heading ids: lower-case letters and digits joined by hyphens, numbered when repeated on a page.
public struct SlugGenerator: Sendable {
    private var used: [String: Int] = [:]

    public init() {}

    /// `"Getting Started!"` → `getting-started`; the second time → `getting-started-1`.
    public mutating func slug(for text: String) -> String {
        let base = text.utf8.allSatisfy { $0 < 0x80 } ? Self.asciiBase(text) : Self.base(text)
        return unique(base.isEmpty ? "section" : base)
    }

    private static func base(_ text: String) -> String {
        var base = ""
        var pendingHyphen = false
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                if pendingHyphen && !base.isEmpty { base.append("-") }
                pendingHyphen = false
                base.append(character)
            } else if character == " " || character == "-" || character == "_" {
                pendingHyphen = true
            }
        }
        return base
    }

    /// The same base, byte by byte, for ASCII text (most headings): letters and digits are exactly
    /// what `isLetter` and `isNumber` accept there.
    private static func asciiBase(_ text: String) -> String {
        var bytes: [UInt8] = []
        var pendingHyphen = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                if pendingHyphen && !bytes.isEmpty { bytes.append(UInt8(ascii: "-")) }
                pendingHyphen = false
                bytes.append(byte | (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? 0x20 : 0))
            case UInt8(ascii: " "), UInt8(ascii: "-"), UInt8(ascii: "_"):
                pendingHyphen = true
            default:
                break
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private mutating func unique(_ base: String) -> String {
        var candidate = base
        while let count = used[candidate] {
            used[candidate] = count + 1
            candidate = "\(base)-\(count)"
        }
        used[candidate] = 1
        return candidate
    }
}
