extension String {
    /// Whether this name comes before `other` as people read names: runs of ASCII digits compare
    /// by their value, so `V2` comes before `V10` and `Model2` before `Model10`; everything else
    /// compares by UTF-8 bytes. Names equal in that order (`V01`, `V1`) fall back to their bytes,
    /// so the order is total and never depends on the input's order. One pass over the bytes, no
    /// allocation: model names are sorted on every build.
    public func naturallyPrecedes(_ other: String) -> Bool {
        var (left, right) = (self, other)
        let order = left.withUTF8 { a in right.withUTF8 { b in Self.naturalOrder(a, b) } }
        return order != 0 ? order < 0 : self.utf8.lexicographicallyPrecedes(other.utf8)
    }

    /// -1, 0 or 1: `a` against `b`, digit runs by value.
    private static func naturalOrder(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        var (i, j) = (0, 0)
        while i < a.count && j < b.count {
            let (x, y) = (a[i], b[j])
            guard x.isDigit && y.isDigit else {
                if x != y { return x < y ? -1 : 1 }
                (i, j) = (i + 1, j + 1)
                continue
            }
            // Two digit runs: without their leading zeros, the longer is the larger; of equal
            // lengths, the first differing digit decides.
            while i < a.count && a[i] == 0x30 { i += 1 }
            while j < b.count && b[j] == 0x30 { j += 1 }
            var (endA, endB) = (i, j)
            while endA < a.count && a[endA].isDigit { endA += 1 }
            while endB < b.count && b[endB].isDigit { endB += 1 }
            if endA - i != endB - j { return endA - i < endB - j ? -1 : 1 }
            while i < endA {
                if a[i] != b[j] { return a[i] < b[j] ? -1 : 1 }
                (i, j) = (i + 1, j + 1)
            }
        }
        let (restA, restB) = (a.count - i, b.count - j)
        return restA == restB ? 0 : restA < restB ? -1 : 1
    }
}

extension UInt8 {
    fileprivate var isDigit: Bool { self >= 0x30 && self <= 0x39 }
}

extension Sequence where Element == String {
    /// Sorted as people read names (`String.naturallyPrecedes`): `V2` before `V10`.
    public func sortedNaturally() -> [String] { sorted { $0.naturallyPrecedes($1) } }
}
