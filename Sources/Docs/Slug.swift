/// Heading ids as GitHub writes them (github-slugger), so a README's own table of contents lands on
/// the site: lower-cased; letters, digits, `-` and `_` kept; each space a hyphen; everything else
/// (punctuation, emoji) dropped, so `## 🎉 Build Instructions` is `-build-instructions`; a repeated
/// heading numbered `-1`, `-2`.
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
        for character in text.lowercased() {
            if character == " " {
                base.append("-")
            } else if character.isLetter || character.isNumber || character == "-" || character == "_" {
                base.append(character)
            }
        }
        return base
    }

    /// The same base, byte by byte, for ASCII text (most headings): letters and digits are exactly
    /// what `isLetter` and `isNumber` accept there.
    private static func asciiBase(_ text: String) -> String {
        var bytes: [UInt8] = []
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                bytes.append(byte | 0x20)
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"),
                UInt8(ascii: "_"):
                bytes.append(byte)
            case UInt8(ascii: " "):
                bytes.append(UInt8(ascii: "-"))
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
