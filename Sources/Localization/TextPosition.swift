import FormsmithCore

/// Line and column of a byte offset in a file's text, for diagnostics that point into it.
struct TextPosition {
    private let lineStarts: [Int]
    private let bytes: [UInt8]
    let file: String

    init(file: String, bytes: [UInt8]) {
        self.file = file
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        lineStarts = starts
    }

    /// The 1-based line and column (in characters, as editors count them) of `offset`.
    func location(_ offset: Int) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        // UTF-8 continuation bytes start no character.
        let column = bytes[lineStarts[low]..<min(offset, bytes.count)].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return SourceLocation(file: file, line: low + 1, column: column + 1)
    }
}
