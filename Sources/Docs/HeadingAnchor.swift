import Foundation

/// How a link's `#fragment` finds a heading of its target page. The site's heading ids are
/// GitHub's lower-case slugs (`discovery-and-security`); DocC writes the same heading with its
/// words' case kept and punctuation dropped (`Discovery-and-security`). Where DocC is involved, a
/// link written either way resolves, and its href names the id the page has, so it lands.
enum HeadingAnchor {
    /// The id among `ids` that `fragment` names: exactly; or, when `docC`, as DocC would write it.
    /// Nil when no heading matches.
    static func id(for fragment: String, in ids: Set<String>, docC: Bool) -> String? {
        if ids.contains(fragment) { return fragment }
        guard docC else { return nil }
        let decoded = fragment.removingPercentEncoding ?? fragment
        if ids.contains(decoded) { return decoded }
        let key = lettersAndDigits(decoded)
        guard !key.isEmpty else { return nil }
        var slugs = SlugGenerator()
        let slug = slugs.slug(for: decoded)
        if ids.contains(slug) { return slug }
        // DocC and GitHub differ in what they keep (`a_b`, `a: b`): compare letters and digits
        // alone, trusted only when a single heading matches.
        let matches = ids.filter { lettersAndDigits($0) == key }
        return matches.count == 1 ? matches.first : nil
    }

    /// Whether a link between these pages is read as DocC reads it: either is a catalog's page.
    static func isDocC(from source: DocCPage?, to target: PageTarget) -> Bool {
        source != nil || target.catalog != nil
    }

    private static func lettersAndDigits(_ text: String) -> String {
        String(text.lowercased().filter { $0.isLetter || $0.isNumber })
    }
}
