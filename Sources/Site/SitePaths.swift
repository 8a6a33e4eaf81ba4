/// Where pages go in the site, and the relative links between them (so the site works
/// from `file://`, at a domain root or under any sub-path).
public enum SitePaths {
    public static func modelPage(_ name: String) -> String { "models/\(safeFileName(name)).html" }

    /// Written by `diff`: what changed, per model.
    public static let reviewPage = "review/index.html"

    /// The prefix that leads from `page` back to the site root: `models/User.html` → `../`.
    public static func root(from page: String) -> String {
        String(repeating: "../", count: page.split(separator: "/").count - 1)
    }

    /// A link from `page` to `target`, both relative to the site root.
    public static func link(from page: String, to target: String) -> String {
        root(from: page) + target
    }

    /// A name safe as one path component: letters, digits, `.`, `-`, `_`; anything else becomes `_`.
    public static func safeFileName(_ name: String) -> String {
        var result = String(name.unicodeScalars.map { scalar -> Character in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".": Character(scalar)
            default: "_"
            }
        })
        if result.isEmpty || result.allSatisfy({ $0 == "." }) { result = "_" + result }
        return result
    }
}
