#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension String {
    /// Whether this string's UTF-8 bytes sort before `other`'s (on a common prefix, the shorter
    /// first): `utf8.lexicographicallyPrecedes` by `memcmp`. Paths and keys are sorted this way
    /// (the order JSONEncoder and `ls` give), and the generic comparison showed in every rebuild.
    public func utf8Precedes(_ other: String) -> Bool {
        var (left, right) = (self, other)
        return left.withUTF8 { a in
            right.withUTF8 { b in
                let common = Swift.min(a.count, b.count)
                if common > 0, let x = a.baseAddress, let y = b.baseAddress {
                    let order = memcmp(x, y, common)
                    if order != 0 { return order < 0 }
                }
                return a.count < b.count
            }
        }
    }
}
