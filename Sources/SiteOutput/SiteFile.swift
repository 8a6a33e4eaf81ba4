/// One file of the generated site: a path relative to the output folder and its bytes.
public struct SiteFile: Hashable, Sendable {
    public var path: String
    /// The bytes, or the pieces they are made of, one after another: `serve` keeps a whole-site
    /// file (the manifest, the index page) as pieces, so changing one form's piece does not copy
    /// a hundred megabytes. Two files are equal when their paths and bytes are.
    private var storage: Storage
    /// The file's size, kept beside the bytes: summing a site's sizes reads a number per file
    /// rather than switching over (and retaining) each file's storage.
    public private(set) var byteCount: Int

    private enum Storage: Sendable {
        case bytes([UInt8])
        /// The pieces in runs of `runLength` (the last may be shorter). Replacing a piece of a file
        /// another copy shares (the site `serve` is serving) copies one run and the list of runs,
        /// not the list of every piece: a manifest of 10,000 forms is 20,000 pieces.
        case pieces([[[UInt8]]])

        var byteCount: Int {
            switch self {
            case .bytes(let bytes): bytes.count
            case .pieces(let runs): runs.reduce(0) { total, run in run.reduce(total) { $0 + $1.count } }
            }
        }
    }

    private static let runLength = 256

    public init(path: String, contents: [UInt8]) {
        self.path = path
        self.storage = .bytes(contents)
        self.byteCount = contents.count
    }

    /// The pieces one after another, as one file, never joined (`contents` joins them when asked).
    package init(path: String, pieces: [[UInt8]]) {
        self.path = path
        var runs: [[[UInt8]]] = []
        runs.reserveCapacity((pieces.count + Self.runLength - 1) / Self.runLength)
        for start in stride(from: 0, to: pieces.count, by: Self.runLength) {
            runs.append(Array(pieces[start..<min(start + Self.runLength, pieces.count)]))
        }
        self.storage = .pieces(runs)
        self.byteCount = storage.byteCount
    }

    /// The pieces one after another, as one file.
    package init(joining pieces: [[UInt8]], path: String) {
        var contents: [UInt8] = []
        contents.reserveCapacity(pieces.reduce(0) { $0 + $1.count })
        for piece in pieces { contents += piece }
        self.init(path: path, contents: contents)
    }

    /// The file's bytes (joined, if it is kept as pieces).
    public var contents: [UInt8] {
        get {
            switch storage {
            case .bytes(let bytes): bytes
            case .pieces(let runs): SiteFile(joining: Array(runs.joined()), path: path).contents
            }
        }
        set {
            storage = .bytes(newValue)
            byteCount = newValue.count
        }
    }

    /// Puts `piece` in place of the one at `index`: false when the file is not kept as pieces or
    /// has no such piece (`serve` patches a changed form's entry into the kept manifest and search
    /// index). No piece is copied; one run of pieces and the list of runs are, when another copy
    /// of the file holds them (the site `serve` is serving).
    package mutating func replacePiece(at index: Int, with piece: [UInt8]) -> Bool {
        guard case .pieces(var runs) = storage, index >= 0, index < pieceCount else { return false }
        storage = .bytes([])  // so this file's reference is not one more holder of the runs
        let (run, offset) = index.quotientAndRemainder(dividingBy: Self.runLength)
        byteCount += piece.count - runs[run][offset].count
        runs[run][offset] = piece
        storage = .pieces(runs)
        return true
    }

    /// How many pieces the file is kept as (one unless it is kept as pieces).
    package var pieceCount: Int {
        switch storage {
        case .bytes: 1
        case .pieces(let runs): runs.last.map { (runs.count - 1) * Self.runLength + $0.count } ?? 0
        }
    }

    /// The file's bytes as pieces, one after another (one piece unless it is kept as pieces).
    public var pieces: [[UInt8]] {
        switch storage {
        case .bytes(let bytes): [bytes]
        case .pieces(let runs): runs.count == 1 ? runs[0] : Array(runs.joined())
        }
    }

    public static func == (left: SiteFile, right: SiteFile) -> Bool {
        left.path == right.path && left.byteCount == right.byteCount && left.contents == right.contents
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(contents)
    }

    /// A whole-site file's pieces: `open`, the items with `separator` between them, `close`.
    package static func pieces(open: String, _ items: [[UInt8]], separator: String, close: String) -> [[UInt8]] {
        pieces(open: open, count: items.count, separator: separator, close: close) { items[$0] }
    }

    /// The same of `count` items, `item(i)` the i-th: read from where they are kept (each form's
    /// pieces), not gathered into an array first, which `serve` did for every item at every save.
    package static func pieces(
        open: String, count: Int, separator: String, close: String, item: (Int) -> [UInt8]
    ) -> [[UInt8]] {
        let separator = Array(separator.utf8)
        var pieces = [Array(open.utf8)]
        pieces.reserveCapacity(count * 2 + 2)
        for index in 0..<count {
            if index > 0 { pieces.append(separator) }
            pieces.append(item(index))
        }
        pieces.append(Array(close.utf8))
        return pieces
    }

    public init(path: String, text: String) {
        self.init(path: path, contents: Array(text.utf8))
    }
}

extension Array where Element == SiteFile {
    /// The files' sizes summed, each read in place: an element copied out is two retains and two
    /// releases, on every rebuild of a big site.
    public var byteCount: Int {
        withUnsafeBufferPointer { files in files.indices.reduce(0) { $0 + files[$1].byteCount } }
    }

    /// Sorted by path. The positions are sorted, not the files: moving tens of thousands of files
    /// through a sort costs more than comparing their paths, on every rebuild of a big site.
    public func sortedByPath() -> [SiteFile] {
        let order = withUnsafeBufferPointer { files in files.indices.sorted { files[$0].path < files[$1].path } }
        return order.map { self[$0] }
    }
}
