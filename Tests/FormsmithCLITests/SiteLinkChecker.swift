import Foundation
import Site
import SiteOutput

/// Walks every `href`, `src` and `srcset` of a built site's pages and reports each relative link
/// whose file is not in the site, or whose `#fragment` is not an id of its page.
enum SiteLinkChecker {
    static func brokenLinks(in files: [SiteFile]) -> [String] {
        let byPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var idsByPage: [String: Set<String>] = [:]
        func ids(of page: String) -> Set<String> {
            if let known = idsByPage[page] { return known }
            let html = byPath[page].map { String(decoding: $0.contents, as: UTF8.self) } ?? ""
            let found = Set(matches(of: #" id="([^"]*)""#, in: html))
            idsByPage[page] = found
            return found
        }
        var broken: [String] = []
        for file in files where file.path.hasSuffix(".html") {
            let html = String(decoding: file.contents, as: UTF8.self)
            let folder = (file.path as NSString).deletingLastPathComponent
            for link in matches(of: #"(?:href|src|srcset)="([^"]*)""#, in: html) {
                let url = String(link.split(separator: " ").first ?? "")
                if url.isEmpty || url.contains(":") || url.hasPrefix("//") { continue }
                let parts = url.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let path = parts[0].removingPercentEncoding ?? parts[0]
                let target: String
                if path.isEmpty {
                    target = file.path
                } else {
                    var parts: [Substring] = []
                    for part in (folder.isEmpty ? path : folder + "/" + path).split(separator: "/") {
                        if part == ".." { _ = parts.popLast() } else if part != "." { parts.append(part) }
                    }
                    target = parts.joined(separator: "/")
                }
                guard byPath[target] != nil else {
                    broken.append("\(file.path): \(url) (no \(target))")
                    continue
                }
                if parts.count > 1, !parts[1].isEmpty, target.hasSuffix(".html"), !ids(of: target).contains(parts[1]) {
                    broken.append("\(file.path): \(url) (no id \(parts[1]) in \(target))")
                }
            }
        }
        return broken
    }

    private static func matches(of pattern: String, in text: String) -> [String] {
        let expression = try! NSRegularExpression(pattern: pattern)
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
