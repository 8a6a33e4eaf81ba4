import ProjectFiles
import SiteOutput

/// A value `manifest.json` holds, which writes itself member by member, its keys in byte order.
/// A struct that names this protocol in its declaration gets `write(to:)` generated from its
/// stored properties (`scripts/generate` writes `*+Writers.generated.swift`).
protocol ManifestEncodable: Encodable {
    func write(to writer: inout ManifestWriter)
}

/// Writes `manifest.json`'s values as the bytes Foundation's JSONEncoder gives with sorted keys,
/// pretty printing and unescaped slashes, straight from the entry types: the encoder, and then a
/// generic value tree, were a large part of a model-heavy build. Each entry lists its members in
/// key order (checked in debug builds); `TemplateContractTests` holds every entry type equal to
/// its `Encodable` form through JSONEncoder.
struct ManifestWriter {
    private(set) var bytes: [UInt8] = []
    /// How far the members being written are indented.
    private var indent: Int
    /// Whether the innermost open object or list has a member yet.
    private var hasMember = false
    #if DEBUG
    /// The last key of the innermost open object, to check the order.
    private var lastKey: String?
    #endif

    /// `value` with its first line at `indent` spaces, as `Manifest.encodeModel` places it.
    static func write(_ value: some ManifestEncodable, indent: Int) -> [UInt8] {
        var writer = ManifestWriter(indent: indent)
        writer.bytes.reserveCapacity(8192)
        writer.pad(indent)
        value.write(to: &writer)
        return writer.bytes
    }

    private init(indent: Int) { self.indent = indent }

    /// Spaces to copy indentation from: most of a manifest's bytes are indentation.
    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 256)

    private mutating func pad(_ count: Int) {
        var left = count
        while left > 0 {
            let run = min(left, Self.spaces.count)
            Self.spaces.withUnsafeBufferPointer { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[0..<run])) }
            left -= run
        }
    }

    // MARK: Containers

    /// An object whose members `body` writes, in key order.
    mutating func object(_ body: (inout ManifestWriter) -> Void) {
        #if DEBUG
        let outerKey = lastKey
        lastKey = nil
        defer { lastKey = outerKey }
        #endif
        container(open: UInt8(ascii: "{"), close: UInt8(ascii: "}")) { body(&$0) }
    }

    /// An array, one item a line; an empty one is open, blank line, close, as the encoder writes it.
    mutating func list<Item>(_ items: [Item], _ item: (inout ManifestWriter, Item) -> Void) {
        container(open: UInt8(ascii: "["), close: UInt8(ascii: "]")) { writer in
            for element in items {
                writer.startMember()
                item(&writer, element)
            }
        }
    }

    private mutating func container(open: UInt8, close: UInt8, _ members: (inout ManifestWriter) -> Void) {
        let outer = hasMember
        bytes.append(open)
        hasMember = false
        indent += 2
        members(&self)
        indent -= 2
        bytes.append(UInt8(ascii: "\n"))
        if !hasMember { bytes.append(UInt8(ascii: "\n")) }
        pad(indent)
        bytes.append(close)
        hasMember = outer
    }

    /// The line break (and comma) before a member, and its indentation.
    private mutating func startMember() {
        if hasMember { bytes.append(UInt8(ascii: ",")) }
        bytes.append(UInt8(ascii: "\n"))
        hasMember = true
        pad(indent)
    }

    /// `"key" : `, on a line of its own.
    private mutating func key(_ key: String) {
        #if DEBUG
        assert(lastKey.map { $0.utf8Precedes(key) } ?? true, "manifest keys out of order: \(key)")
        lastKey = key
        #endif
        startMember()
        string(key)
        bytes.append(UInt8(ascii: " "))
        bytes.append(UInt8(ascii: ":"))
        bytes.append(UInt8(ascii: " "))
    }

    // MARK: Members (absent values are left out)

    mutating func member(_ name: String, _ value: String?) {
        guard let value else { return }
        key(name)
        string(value)
    }

    mutating func member(_ name: String, _ value: Int?) {
        guard let value else { return }
        key(name)
        bytes.append(contentsOf: String(value).utf8)
    }

    mutating func member(_ name: String, _ value: Bool) {
        key(name)
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    mutating func member(_ name: String, _ value: (some ManifestEncodable)?) {
        guard let value else { return }
        key(name)
        value.write(to: &self)
    }

    mutating func member(_ name: String, _ values: [some ManifestEncodable]?) {
        guard let values else { return }
        key(name)
        list(values) { writer, value in value.write(to: &writer) }
    }

    mutating func member(_ name: String, _ values: [String]?) {
        guard let values else { return }
        key(name)
        list(values) { writer, value in writer.string(value) }
    }

    /// A dictionary, its keys in byte order as the encoder sorts them.
    mutating func member(_ name: String, _ values: [String: String]?) {
        guard let values else { return }
        key(name)
        strings(values)
    }

    mutating func member(_ name: String, _ values: [[String: String]]?) {
        guard let values else { return }
        key(name)
        list(values) { writer, value in writer.strings(value) }
    }

    private mutating func strings(_ values: [String: String]) {
        object { writer in
            for name in values.keys.sorted(by: { $0.utf8Precedes($1) }) { writer.member(name, values[name]) }
        }
    }

    private mutating func string(_ text: String) { JSONText.appendQuoted(text, to: &bytes) }
}
