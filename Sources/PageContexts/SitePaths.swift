/// Where pages go in the site, and the relative links between them (so the site works
/// from `file://`, at a domain root or under any sub-path).
package enum SitePaths {
    package static func modelPage(_ name: String) -> String { "models/\(safeFileName(name)).html" }

    /// Each model's page when the site has all of `names`: names whose files differ only in case
    /// (`User`, `user`) would be one file on macOS and Windows, so all but the first in byte order
    /// get a short hash of the exact name. The first keeps its plain name, so adding a model never
    /// renames an existing page.
    package static func modelPages(for names: some Sequence<String>) -> [String: String] {
        var pages: [String: String] = [:]
        var taken: Set<String> = []
        for name in Set(names).sorted() {
            var page = modelPage(name)
            if !taken.insert(page.lowercased()).inserted {
                page = "models/\(safeFileName(name))-\(stableHash(name)).html"
                taken.insert(page.lowercased())
            }
            pages[name] = page
        }
        return pages
    }

    /// Written by `diff`: what changed, per model.
    package static let reviewPage = "review/index.html"

    /// The id of each changed model's heading on the review page, in the report's order: what a
    /// pull-request comment links to (`reviewPage#anchor`).
    package static func reviewAnchors(_ names: [String]) -> [String] {
        var ids = HTMLIDAllocator()
        return names.map { ids.allocate("model-\($0)") }
    }
    /// Written when the project has `PresentationProfiles.hints`: each profile and what it looks like.
    package static let profilesPage = "profiles.html"

    /// The prefix that leads from `page` back to the site root: `models/User.html` → `../`.
    package static func root(from page: String) -> String {
        String(repeating: "../", count: page.split(separator: "/").count - 1)
    }

    /// Names Windows reserves for devices, which no file may take.
    static let reservedNames: Set<String> = Set(["con", "prn", "aux", "nul"])
        .union((1...9).flatMap { ["com\($0)", "lpt\($0)"] })

    /// A name safe as one path component, unique and stable: a name made only of letters, digits,
    /// `.`, `-`, `_` is kept; any other is cleaned and given a short hash of the exact name, so
    /// `a/b` and `a_b` never share a file and the same name always gets the same file.
    package static func safeFileName(_ name: String) -> String {
        let isPlain =
            !name.isEmpty && !name.hasPrefix(".")
            && name.unicodeScalars.allSatisfy { scalar in
                switch scalar {
                case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".": true
                default: false
                }
            }
        let stem = name.split(separator: ".").first.map { String($0).lowercased() } ?? ""
        if isPlain && !reservedNames.contains(stem) { return name }
        let cleaned = String(
            name.unicodeScalars.map { scalar -> Character in
                switch scalar {
                case "a"..."z", "A"..."Z", "0"..."9", "-", "_": Character(scalar)
                default: "_"
                }
            })
        return "\(cleaned)-\(stableHash(name))"
    }

    /// FNV-1a of the UTF-8 bytes, as 8 hex digits: the same on every machine and run.
    static func stableHash(_ text: String) -> String {
        var hash: UInt32 = 2_166_136_261
        for byte in text.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 16_777_619
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }
}
