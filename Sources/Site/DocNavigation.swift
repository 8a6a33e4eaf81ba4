import Docs

/// The order of doc pages, the sidebar tree, and the trail from the docs home to a page.
enum DocNavigation {
    /// A folder's pages in reading order: its `index` first, then by `order`, then title, then path;
    /// a subfolder comes where its index page would.
    static func ordered(_ pages: [DocPage]) -> [DocPage] {
        func flatten(_ node: Node) -> [DocPage] {
            (node.page.map { [$0] } ?? []) + node.children.flatMap(flatten)
        }
        return tree(pages).flatMap(flatten)
    }

    /// One entry of the sidebar: a page, or a folder (titled by its index page when it has one).
    struct Node {
        var title: String
        var page: DocPage?
        var children: [Node]
        /// For sorting: the index page's order, or the folder's name.
        var order: Int?
        var key: String
    }

    static func tree(_ pages: [DocPage]) -> [Node] {
        build(pages.map { ($0.slug.split(separator: "/").map(String.init), $0) }, folder: "")
    }

    private static func build(_ entries: [(components: [String], page: DocPage)], folder: String) -> [Node] {
        var nodes: [Node] = []
        var subfolders: [String: [(components: [String], page: DocPage)]] = [:]
        for entry in entries {
            if entry.components.count == 1 {
                if entry.components[0] != "index" {
                    nodes.append(Node(title: entry.page.title, page: entry.page, children: [], order: entry.page.order, key: entry.components[0]))
                }
            } else {
                subfolders[entry.components[0], default: []].append((Array(entry.components.dropFirst()), entry.page))
            }
        }
        for (name, contents) in subfolders {
            let index = contents.first { $0.components == ["index"] }?.page
            let path = folder.isEmpty ? name : "\(folder)/\(name)"
            nodes.append(Node(title: index?.title ?? PageTitle(name), page: index, children: build(contents, folder: path),
                              order: index?.order, key: name))
        }
        nodes.sort { a, b in
            if a.order != b.order { return (a.order ?? Int.max) < (b.order ?? Int.max) }
            if a.title != b.title { return a.title < b.title }
            return a.key < b.key
        }
        // The home page (`index` at the top) leads the whole tree.
        if folder.isEmpty, let home = entries.first(where: { $0.components == ["index"] })?.page {
            nodes.insert(Node(title: home.title, page: home, children: [], order: nil, key: "index"), at: 0)
        }
        return nodes
    }

    private static func PageTitle(_ folderName: String) -> String {
        let spaced = folderName.replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
        return spaced.prefix(1).uppercased() + spaced.dropFirst()
    }

    /// Docs home, each enclosing folder's index page when it exists, then the page itself (no link).
    static func breadcrumbs(for page: DocPage, bySlug: [String: DocPage]) -> [(title: String, path: String?)] {
        var trail: [(title: String, path: String?)] = []
        if page.slug != "index", let home = bySlug["index"] {
            trail.append((home.title, home.outputPath))
        }
        var prefix: [Substring] = []
        for component in page.slug.split(separator: "/").dropLast() {
            prefix.append(component)
            let indexSlug = prefix.joined(separator: "/") + "/index"
            if indexSlug != page.slug, let folderIndex = bySlug[indexSlug] {
                trail.append((folderIndex.title, folderIndex.outputPath))
            }
        }
        trail.append((page.title, nil))
        return trail
    }
}
