/// Writes a snapshot line straight into text, in `CanonicalJSON`'s one way (keys in the order
/// written, absent values left out, one space after each colon and comma), without building the
/// value first: every form's snapshot is written on every `check`.
struct SnapshotWriter {
    var out = ""
    private var needsComma = false

    /// `{…}`, its members written by `body`.
    mutating func object(_ body: (inout SnapshotWriter) -> Void) {
        out += "{"
        needsComma = false
        body(&self)
        out += "}"
        needsComma = true
    }

    mutating func key(_ key: String) {
        if needsComma { out += ", " }
        CanonicalJSON.quote(key, into: &out)
        out += ": "
        needsComma = false
    }

    mutating func string(_ key: String, _ value: String?) {
        guard let value else { return }
        self.key(key)
        CanonicalJSON.quote(value, into: &out)
        needsComma = true
    }

    mutating func int(_ key: String, _ value: Int?) {
        guard let value else { return }
        self.key(key)
        out += String(value)
        needsComma = true
    }

    /// Written only when it is not the default.
    mutating func flag(_ key: String, _ value: Bool, unless normal: Bool) {
        guard value != normal else { return }
        self.key(key)
        out += value ? "true" : "false"
        needsComma = true
    }

    /// `[[a, b], …]`, or nothing for no pairs.
    mutating func pairs(_ key: String, _ pairs: [(String, String)]) {
        guard !pairs.isEmpty else { return }
        self.key(key)
        pairList(pairs)
    }

    /// `[[a, b], …]`, `[]` for none (after a key).
    mutating func pairList(_ pairs: [(String, String)]) {
        out += "["
        for (index, pair) in pairs.enumerated() {
            out += index == 0 ? "[" : ", ["
            CanonicalJSON.quote(pair.0, into: &out)
            out += ", "
            CanonicalJSON.quote(pair.1, into: &out)
            out += "]"
        }
        out += "]"
        needsComma = true
    }

    /// `[{…}, …]`, each element written by `element`, or nothing for none.
    mutating func objects<Element>(
        _ key: String, _ elements: [Element], _ element: (inout SnapshotWriter, Element) -> Void
    ) {
        guard !elements.isEmpty else { return }
        self.key(key)
        out += "["
        for (index, value) in elements.enumerated() {
            if index > 0 { out += ", " }
            object { element(&$0, value) }
        }
        out += "]"
        needsComma = true
    }

    /// One line: an object written by `body`.
    static func line(_ body: (inout SnapshotWriter) -> Void) -> String {
        var writer = SnapshotWriter()
        writer.object(body)
        return writer.out
    }
}
