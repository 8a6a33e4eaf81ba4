/// Finds bytes in bytes. Foundation's `String` search bridges the whole text to UTF-16 first, and
/// the standard library's generic `firstRange(of:)` is not specialised for bytes: both show in
/// builds that ask every file or page.
public enum ByteSearch {
    /// The offset of the first `needle` in `haystack` at or after `start`, or nil.
    public static func firstOffset(
        of needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>, from start: Int = 0
    )
        -> Int?
    {
        guard let first = needle.first else { return start }
        var index = start
        let last = haystack.count - needle.count
        while index <= last {
            if haystack[index] == first {
                var matched = 1
                while matched < needle.count && haystack[index + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return index }
            }
            index += 1
        }
        return nil
    }

    /// Whether `text` holds `needle`.
    public static func contains(_ needle: String, in text: String) -> Bool {
        var text = text
        let bytes = Array(needle.utf8)
        return text.withUTF8 { firstOffset(of: bytes, in: $0) != nil }
    }
}
