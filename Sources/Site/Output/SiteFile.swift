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

    public init(path: String, text: String) {
        self.init(path: path, contents: Array(text.utf8))
    }
}
