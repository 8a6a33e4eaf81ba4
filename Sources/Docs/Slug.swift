/// Heading ids: lower-case letters and digits joined by hyphens, numbered when repeated on a page.
public struct SlugGenerator: Sendable {
    private var used: [String: Int] = [:]

    public init() {}

    /// `"Getting Started!"` → `getting-started`; the second time → `getting-started-1`.
    public mutating func slug(for text: String) -> String {
        var base = ""
        var pendingHyphen = false
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                if pendingHyphen && !base.isEmpty { base.append("-") }
                pendingHyphen = false
                base.append(character)
            } else if character == " " || character == "-" || character == "_" {
                pendingHyphen = true
            }
        }
        if base.isEmpty { base = "section" }
        var candidate = base
        while let count = used[candidate] {
            used[candidate] = count + 1
            candidate = "\(base)-\(count)"
        }
        used[candidate] = 1
        return candidate
    }
}
