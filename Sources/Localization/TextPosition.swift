import FormsmithCore

/// Line and column of a byte offset in a file's text, for diagnostics that point into it.
struct TextPosition {
    private let lineStarts: [Int]
    let file: String

    init(file: String, bytes: [UInt8]) {
        self.file = file
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        lineStarts = starts
    }

    /// The 1-based line and column (in bytes) of `offset`.
    func location(_ offset: Int) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourceLocation(file: file, line: low + 1, column: offset - lineStarts[low] + 1)
    }
}
