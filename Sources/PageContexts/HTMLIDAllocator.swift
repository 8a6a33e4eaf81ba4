/// Unique, valid HTML ids on one page, even when a field appears twice or ids contain odd characters.
package struct HTMLIDAllocator {
    private var used: [String: Int] = [:]
    /// Put before every id, to keep a group of ids (an embedded form) apart from the page's own.
    var prefix: String

    package init(prefix: String = "") {
        self.prefix = prefix
        // A model page gives out an id for each section and field of each of its forms: growing
        // the table one doubling at a time rehashed every id given so far.
        used.reserveCapacity(128)
    }

    mutating func allocate(_ base: String) -> String {
        var cleaned = prefix + Self.cleaned(base)
        if cleaned.isEmpty { cleaned = "id" }
        // One hash for an id not given yet, as most are.
        guard let count = used.updateValue(1, forKey: cleaned) else { return cleaned }
        used[cleaned] = count + 1
        let savedPrefix = prefix
        prefix = ""
        defer { prefix = savedPrefix }
        return allocate("\(cleaned)-\(count + 1)")
    }

    /// `base` with each scalar that is not a letter, digit, `-` or `_` made `-`.
    static func cleaned(_ base: String) -> String {
        let kept = { (scalar: UInt32) in
            (0x61...0x7A).contains(scalar) || (0x41...0x5A).contains(scalar) || (0x30...0x39).contains(scalar)
                || scalar == 0x2D || scalar == 0x5F
        }
        // Most ids are made of those already.
        if base.utf8.allSatisfy({ kept(UInt32($0)) }) { return base }
        return base.utf8.allSatisfy { $0 < 0x80 }
            ? String(decoding: base.utf8.map { kept(UInt32($0)) ? $0 : UInt8(ascii: "-") }, as: UTF8.self)
            : String(String.UnicodeScalarView(base.unicodeScalars.map { kept($0.value) ? $0 : "-" }))
    }
}
