/// Links between files of the site, always relative so the site works from `file://` and under any sub-path.
public enum RelativePath {
    /// The link from the page at `page` to `target`, both relative to the site root:
    /// `docs/a/b.html` → `models/User.html` gives `../../models/User.html`.
    public static func link(from page: String, to target: String) -> String {
        let from = page.split(separator: "/").dropLast()
        let to = target.split(separator: "/")
        var common = 0
        while common < from.count, common < to.count - 1, from[from.startIndex + common] == to[common] { common += 1 }
        let ups = String(repeating: "../", count: from.count - common)
        return ups + to[common...].joined(separator: "/")
    }

    /// Resolves `.` and `..` in a `/`-separated path; nil when it climbs above its start.
    public static func normalize(_ path: String) -> String? {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == ".." {
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    /// The folder part of a path (`docs/a/b.md` → `docs/a`), empty at the top.
    public static func folder(of path: String) -> String {
        // By byte: this runs for every page of every rebuild.
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[..<slash])
    }
}
