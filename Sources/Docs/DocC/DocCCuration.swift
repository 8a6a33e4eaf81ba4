import Foundation
import FormsmithCore

/// The `## Topics` of a catalog's pages as a graph: a page that lists itself, or pages whose
/// topics lead back to them, are warned about (DocC reports the cycle; its sidebar cannot show it).
enum DocCCuration {
    static func check(_ sources: [DocSource], lookups: DocLookups, pages: inout [DocPage]) {
        var edges: [String: [(target: String, location: SourceLocation)]] = [:]
        for source in sources {
            guard let docc = source.docc, !docc.topics.isEmpty else { continue }
            let resolver = DocLinkResolver(
                sourcePath: source.sourcePath, fromPage: DocsLoader.sitePath(ofSlug: source.slug), lookups: lookups,
                docc: docc)
            for (destination, location) in docc.topics {
                guard let target = page(of: destination, resolver: resolver, docc: docc, lookups: lookups) else {
                    continue
                }
                edges[source.sourcePath, default: []].append((target, location))
            }
        }
        guard !edges.isEmpty else { return }
        let indexBySource = Dictionary(
            pages.indices.map { (pages[$0].sourcePath, $0) }, uniquingKeysWith: { first, _ in first })
        for (from, links) in edges {
            for (target, location) in links {
                let message: String
                if target == from {
                    message = "this page lists itself under Topics"
                } else if let back = path(from: target, to: from, edges: edges) {
                    let names = ([from] + [target] + back).map { "`\(($0 as NSString).lastPathComponent)`" }
                    message = "Topics lead back to this page: " + names.joined(separator: " → ")
                } else {
                    continue
                }
                if let index = indexBySource[from] {
                    pages[index].diagnostics.append(.warning("docc.curation-cycle", at: location, message))
                }
            }
        }
    }

    /// The page a topic link lists: an article, or a symbol page of the catalog.
    private static func page(
        of destination: String, resolver: DocLinkResolver, docc: DocCPage, lookups: DocLookups
    )
        -> String?
    {
        if destination.hasPrefix("doc:") {
            let path = DocLinkResolver.docPath(destination).path
            if path.isEmpty { return nil }
            if let page = resolver.docPage(named: path) { return page }
            return symbolPage(DocCSymbolPath(path, modules: docc.modules), docc: docc, lookups: lookups)
        }
        return symbolPage(DocCSymbolPath(destination, modules: docc.modules), docc: docc, lookups: lookups)
    }

    private static func symbolPage(_ path: DocCSymbolPath, docc: DocCPage, lookups: DocLookups) -> String? {
        lookups.catalogPage("symbol:" + path.components.joined(separator: "/"), in: docc.catalog)
    }

    /// Pages from `start` to `goal` along topics (excluding `start`, ending with `goal`), if any.
    private static func path(
        from start: String, to goal: String, edges: [String: [(target: String, location: SourceLocation)]]
    ) -> [String]? {
        var previous: [String: String] = [:]
        var queue = [start]
        var seen: Set<String> = [start]
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            for (next, _) in edges[current] ?? [] where !seen.contains(next) {
                previous[next] = current
                if next == goal {
                    var route = [next]
                    var step = current
                    while step != start {
                        route.insert(step, at: 0)
                        step = previous[step]!
                    }
                    return route
                }
                seen.insert(next)
                queue.append(next)
            }
        }
        return nil
    }
}
