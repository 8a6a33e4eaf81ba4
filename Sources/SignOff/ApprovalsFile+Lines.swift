/// The approvals file's structure lines, set aside before the file is parsed. Whether a form is
/// still approved is told by its fingerprint alone; its structure is read only to say what changed,
/// so parsing every line of every form on every `check` (most of the file) would be wasted.
extension ApprovalsFile {
    /// The file without the structure lines as the writer writes them (one `{…}` per line between
    /// `"structure": [` and `]`), each left as its line break only, so every other value keeps its
    /// line and column; and those lines' text, by the line of their `[`. A block written some other
    /// way is left to the parser whole.
    static func structureLines(of bytes: [UInt8]) -> (headers: [UInt8], lines: [Int: [String]]) {
        var headers: [UInt8] = []
        headers.reserveCapacity(bytes.count / 8)
        var found: [Int: [String]] = [:]
        bytes.withUnsafeBufferPointer { all in
            var line = 1
            var start = 0
            var kept = 0  // `all[kept..<start]`: read, not yet copied
            var block: (line: Int, from: Int, texts: [String])?
            while start <= all.count {
                var end = start
                while end < all.count && all[end] != 0x0A { end += 1 }
                var first = start, last = end
                while first < last && (all[first] == 0x20 || all[first] == 0x09) { first += 1 }
                while last > first && (all[last - 1] == 0x20 || all[last - 1] == 0x09 || all[last - 1] == 0x0D) {
                    last -= 1
                }
                let text = UnsafeBufferPointer(rebasing: all[first..<last])
                if var open = block {
                    if text.elementsEqual("]".utf8) || text.elementsEqual("],".utf8) {
                        // The block's lines are dropped but for their line breaks.
                        headers.append(contentsOf: all[kept..<open.from])
                        headers.append(contentsOf: repeatElement(0x0A, count: open.texts.count))
                        kept = start
                        found[open.line] = open.texts
                        block = nil
                    } else if text.first == UInt8(ascii: "{") && text.count > 1
                        && (text.last == UInt8(ascii: "}")
                            || (text.last == UInt8(ascii: ",") && text[text.count - 2] == UInt8(ascii: "}")))
                    {
                        let element =
                            text.last == UInt8(ascii: ",") ? UnsafeBufferPointer(rebasing: text.dropLast()) : text
                        open.texts.append(String(decoding: element, as: UTF8.self))
                        block = open
                    } else {
                        block = nil  // not as written: parsed whole
                    }
                } else if text.elementsEqual(#""structure": ["#.utf8) {
                    block = (line, end + 1, [])
                }
                line += 1
                start = end + 1
            }
            headers.append(contentsOf: all[kept..<all.count])
        }
        return (headers, found)
    }
}
