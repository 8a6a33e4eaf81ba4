import Foundation

extension String {
    /// The key in Unicode's composed form (NFC): Swift compares identifiers by canonical
    /// equivalence, so `café` typed as `e` + U+0301 names the same property as the precomposed `é`.
    /// Later steps compare and write keys as bytes (ids, anchors, the manifest), so keys are composed once here.
    var canonicalKey: String {
        utf8.allSatisfy { $0 < 0x80 } ? self : precomposedStringWithCanonicalMapping
    }
}
