import Foundation

/// Rewrites a doc page's relative links: `other.md#part` → `other.html#part`, and reports
/// links to pages that do not exist or that leave the docs folder.
struct DocLinkResolver {
    struct Problem {
        var code: String
        var message: String
    }

    /// The linking page's path relative to `docs/`.
    let pagePath: String
    /// Every page's slug (path relative to `docs/`, without extension).
    let knownSlugs: Set<String>
    /// Other pages of the site a doc may link to, relative to the site root (`models/User.html`).
    let sitePages: Set<String>

    func resolve(_ destination: String, isImage: Bool) -> (String, Problem?) {
        if destination.isEmpty || destination.hasPrefix("#") || destination.hasPrefix("/") || destination.hasPrefix("//")
            || Self.hasScheme(destination) {
            return (destination, nil)
        }
        let (path, fragment) = Self.split(destination)
        let folder = (pagePath as NSString).deletingLastPathComponent
        // Resolve against the site, where this page is `docs/<pagePath>`.
        guard let target = Self.normalize("docs/" + (folder.isEmpty ? path : "\(folder)/\(path)")) else {
            return (destination, Problem(code: "docs.link-outside-site",
                message: "link to `\(destination)` climbs out of the site, so it is broken"))
        }
        guard target.hasPrefix("docs/") else {
            if sitePages.contains(target) { return (destination, nil) }
            return (destination, Problem(code: "docs.link-outside-docs",
                message: "link to `\(destination)` leaves the docs folder and is not a page of the site, so it is broken"))
        }
        let lowered = path.lowercased()
        guard !isImage, lowered.hasSuffix(".md") || lowered.hasSuffix(".markdown") else { return (destination, nil) }
        let targetSlug = (String(target.dropFirst("docs/".count)) as NSString).deletingPathExtension
        let rewritten = (path as NSString).deletingPathExtension + ".html" + (fragment.map { "#\($0)" } ?? "")
        guard knownSlugs.contains(targetSlug) else {
            return (rewritten, Problem(code: "docs.broken-link", message: "link to `\(destination)`: no such page in docs/"))
        }
        return (rewritten, nil)
    }

    static func hasScheme(_ destination: String) -> Bool {
        guard let colon = destination.firstIndex(of: ":") else { return false }
        let scheme = destination[..<colon]
        return !scheme.isEmpty && scheme.allSatisfy { $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." }
    }

    static func split(_ destination: String) -> (path: String, fragment: String?) {
        guard let hash = destination.firstIndex(of: "#") else { return (destination, nil) }
        return (String(destination[..<hash]), String(destination[destination.index(after: hash)...]))
    }

    /// Resolves `.` and `..`; nil when the path climbs out of the docs folder.
    static func normalize(_ path: String) -> String? {
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
}
