/// Links between files of the site, always relative so the site works from `file://` and under any sub-path.
public enum RelativePath {
    /// The link from the page at `page` to `target`, both relative to the site root:
    /// `docs/a/b.html` → `models/User.html` gives `../../models/User.html`.
    public static func link(from page: String, to target: String) -> String {
        // By byte when both paths are plain (no empty parts); this runs for every link of every page.
        if isPlain(page), isPlain(target) {
            let from = Array(page.utf8), to = Array(target.utf8)
            var start = 0, shared = 0  // `start`: where the first unshared part begins, in both
            while let fromSlash = from[start...].firstIndex(of: slash),
                let toSlash = to[start...].firstIndex(of: slash),
                fromSlash == toSlash, from[start..<fromSlash].elementsEqual(to[start..<toSlash])
            {
                shared += 1
                start = fromSlash + 1
            }
            let ups = from.lazy.filter { $0 == slash }.count - shared
            return String(repeating: "../", count: ups) + String(decoding: to[start...], as: UTF8.self)
        }
        let from = page.split(separator: "/").dropLast()
        let to = target.split(separator: "/")
        var common = 0
        while common < from.count, common < to.count - 1, from[from.startIndex + common] == to[common] { common += 1 }
        let ups = String(repeating: "../", count: from.count - common)
        return ups + to[common...].joined(separator: "/")
    }

    /// Resolves `.` and `..` in a `/`-separated path; nil when it climbs above its start.
    public static func normalize(_ path: String) -> String? {
        if isPlain(path) && !hasDotPart(path) { return path }
        // By byte: every relative link of every page comes here (`docs/a/../b.md`).
        let bytes = Array(path.utf8)
        var parts: [Range<Int>] = []
        var start = 0
        for end in bytes.indices where bytes[end] == slash || end == bytes.count - 1 {
            let part = start..<(bytes[end] == slash ? end : end + 1)
            start = end + 1
            switch (part.count, bytes[part].allSatisfy { $0 == dot }) {
            case (0, _), (1, true): continue
            case (2, true):
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default:
                parts.append(part)
            }
        }
        var normalized: [UInt8] = []
        normalized.reserveCapacity(bytes.count)
        for part in parts {
            if !normalized.isEmpty { normalized.append(slash) }
            normalized += bytes[part]
        }
        return String(decoding: normalized, as: UTF8.self)
    }

    /// The folder part of a path (`docs/a/b.md` → `docs/a`), empty at the top.
    /// A path from `formsmith.yml` or the command line as a project-relative path: no leading
    /// `./`, no trailing `/`, and `""` for the project root itself.
    public static func projectPath(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        if path == "." { return "" }
        while path.hasSuffix("/") { path.removeLast() }
        return path
    }

    public static func folder(of path: String) -> String {
        // By byte: this runs for every page of every rebuild.
        guard let slash = path.utf8.lastIndex(of: slash) else { return "" }
        return String(path[..<slash])
    }

    private static let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")

    /// Not empty, and no empty part: no leading, trailing or doubled `/`.
    private static func isPlain(_ path: String) -> Bool {
        var previous = slash
        for byte in path.utf8 {
            if byte == slash && previous == slash { return false }
            previous = byte
        }
        return previous != slash
    }

    /// Whether a part of the path is `.` or `..`.
    private static func hasDotPart(_ path: String) -> Bool {
        var partLength = 0, dots = 0
        for byte in path.utf8 {
            if byte == slash {
                if partLength == dots && dots <= 2 { return true }
                partLength = 0
                dots = 0
            } else {
                partLength += 1
                if byte == dot { dots += 1 }
            }
        }
        return partLength == dots && dots <= 2
    }
}
