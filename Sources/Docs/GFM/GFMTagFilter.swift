/// GitHub's tag filter, for docs whose raw HTML is rendered (`docs.rawHTML`): the `<` of the
/// tags that would take over the rest of a page (`<script>`, `<style>`, `<textarea>`, `<title>`,
/// `<iframe>`…) is written as `&lt;`, so they show as text, as on GitHub.
enum GFMTagFilter {
    private static let tags: [[UInt8]] = [
        "title", "textarea", "style", "xmp", "iframe", "noembed", "noframes", "script", "plaintext",
    ].map { Array($0.utf8) }

    static func filtered(_ html: String) -> String {
        let bytes = Array(html.utf8)
        guard bytes.contains(UInt8(ascii: "<")) else { return html }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        for index in bytes.indices {
            if bytes[index] == UInt8(ascii: "<"), tags.contains(where: { isTag($0, at: index, in: bytes) }) {
                output += Array("&lt;".utf8)
            } else {
                output.append(bytes[index])
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// `<name` or `</name` followed by a space, `>` or `/>`, the name in any case.
    private static func isTag(_ name: [UInt8], at start: Int, in bytes: [UInt8]) -> Bool {
        var index = start + 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "/") { index += 1 }
        for letter in name {
            guard index < bytes.count, bytes[index] | 0x20 == letter else { return false }
            index += 1
        }
        guard index < bytes.count else { return false }
        switch bytes[index] {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), 0x0B, 0x0C, UInt8(ascii: "\r"),
            UInt8(ascii: ">"):
            return true
        case UInt8(ascii: "/"):
            return index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: ">")
        default:
            return false
        }
    }
}
