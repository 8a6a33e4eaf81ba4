/// One file of the generated site: a path relative to the output folder and its bytes.
public struct SiteFile: Hashable, Sendable {
    public var path: String
    public var contents: [UInt8]

    public init(path: String, contents: [UInt8]) {
        self.path = path
        self.contents = contents
    }

    /// The pieces one after another, as one file.
    init(joining pieces: [[UInt8]], path: String) {
        var contents: [UInt8] = []
        contents.reserveCapacity(pieces.reduce(0) { $0 + $1.count })
        for piece in pieces { contents += piece }
        self.init(path: path, contents: contents)
    }

    /// A whole-site file's pieces: `open`, the items with `separator` between them, `close`.
    static func pieces(open: String, _ items: [[UInt8]], separator: String, close: String) -> [[UInt8]] {
        let separator = Array(separator.utf8)
        var pieces = [Array(open.utf8)]
        pieces.reserveCapacity(items.count * 2 + 2)
        for (index, item) in items.enumerated() {
            if index > 0 { pieces.append(separator) }
            pieces.append(item)
        }
        pieces.append(Array(close.utf8))
        return pieces
    }

    public init(path: String, text: String) {
        self.init(path: path, contents: Array(text.utf8))
    }
}

extension Array where Element == SiteFile {
    /// Sorted by path. The positions are sorted, not the files: moving tens of thousands of files
    /// through a sort costs more than comparing their paths (every rebuild at 10,000 models).
    public func sortedByPath() -> [SiteFile] {
        let order = withUnsafeBufferPointer { files in files.indices.sorted { files[$0].path < files[$1].path } }
        return order.map { self[$0] }
    }
}
