extension String {
    /// Every occurrence of `target` replaced by `replacement`, comparing UTF-8 bytes. Foundation's
    /// `replacingOccurrences` goes through CFString on Linux and costs more than rendering a page.
    public func replacingEvery(_ target: String, with replacement: String) -> String {
        var text = self
        return text.withUTF8 { haystack -> String in
            let needle = Array(target.utf8)
            guard let first = needle.first, needle.count <= haystack.count else { return self }
            var result: [UInt8] = []
            var copiedUpTo = 0
            var index = 0
            let last = haystack.count - needle.count
            while index <= last {
                if haystack[index] == first, needle.indices.allSatisfy({ haystack[index + $0] == needle[$0] }) {
                    if result.isEmpty { result.reserveCapacity(haystack.count + replacement.utf8.count) }
                    result.append(contentsOf: haystack[copiedUpTo..<index])
                    result.append(contentsOf: replacement.utf8)
                    index += needle.count
                    copiedUpTo = index
                } else {
                    index += 1
                }
            }
            guard copiedUpTo > 0 else { return self }
            result.append(contentsOf: haystack[copiedUpTo...])
            return String(decoding: result, as: UTF8.self)
        }
    }
}
