import Docs

/// The order of doc pages, the sidebar tree, and the trail from the docs home to a page.
package enum DocNavigation {
    /// A folder's pages in reading order, as indices into `pages`: its `index` first, then by
    /// `order`, then title, then path; a subfolder comes where its index page would.
    package static func ordered(_ pages: [DocPage]) -> [Int] {
        func flatten(_ node: Node) -> [Int] {
            (node.page.map { [$0] } ?? []) + node.children.flatMap(flatten)
        }
        return tree(pages).flatMap(flatten)
    }

    /// One entry of the sidebar: a page, or a folder (titled by its index page when it has one).
    package struct Node: Sendable {
        package var title: String
        /// The page's index in the pages the tree was made from, and its path in the site.
        var page: Int?
        package var path: String?
        package var children: [Node]
        /// For sorting: the index page's order, or the folder's name.
        var order: Int?
        package var key: String
    }

    /// Pages are passed by index, not copied at every level: a page is a dozen strings and arrays.
    package static func tree(_ pages: [DocPage]) -> [Node] {
        build(
            pages.indices.map { (pages[$0].slug.split(separator: "/").map(String.init), $0) }, pages: pages, folder: "")
    }

    private static func build(
        _ entries: [(components: [String], page: Int)], pages: [DocPage], folder: String
    ) -> [Node] {
        func node(_ index: Int?, title: String, key: String, children: [Node] = []) -> Node {
            Node(
                title: title, page: index, path: index.map { pages[$0].outputPath }, children: children,
                order: index.map { pages[$0].order } ?? nil, key: key)
        }
        var nodes: [Node] = []
        var subfolders: [String: [(components: [String], page: Int)]] = [:]
        for entry in entries {
            if entry.components.count == 1 {
                if entry.components[0] != "index" {
                    nodes.append(node(entry.page, title: pages[entry.page].title, key: entry.components[0]))
                }
            } else {
                subfolders[entry.components[0], default: []].append((Array(entry.components.dropFirst()), entry.page))
            }
        }
        for (name, contents) in subfolders {
            var index = contents.first { $0.components == ["index"] }?.page
            // A page named like a folder without an index (`guide.md` beside `guide/`) is that
            // folder's page: listed once, as the folder, not once more beside it.
            if index == nil, let twin = nodes.firstIndex(where: { $0.key == name }) {
                index = nodes.remove(at: twin).page
            }
            let path = folder.isEmpty ? name : "\(folder)/\(name)"
            nodes.append(
                node(
                    index, title: index.map { pages[$0].title } ?? folderTitle(name), key: name,
                    children: build(contents, pages: pages, folder: path)))
        }
        nodes.sort { a, b in
            if a.order != b.order { return (a.order ?? Int.max) < (b.order ?? Int.max) }
            if a.title != b.title { return a.title < b.title }
            return a.key < b.key
        }
        // The home page (`index` at the top) leads the whole tree.
        if folder.isEmpty, let home = entries.first(where: { $0.components == ["index"] })?.page {
            var homeNode = node(home, title: pages[home].title, key: "index")
            homeNode.order = nil
            nodes.insert(homeNode, at: 0)
        }
        return nodes
    }

    private static func folderTitle(_ folderName: String) -> String {
        let spaced = folderName.replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
        return spaced.prefix(1).uppercased() + spaced.dropFirst()
    }

    /// Docs home, each enclosing folder's index page when it exists, then the page itself (no link).
    package static func breadcrumbs(for page: DocPage, bySlug: (String) -> DocPage?) -> [(title: String, path: String?)]
    {
        var trail: [(title: String, path: String?)] = []
        if page.slug != "index", let home = bySlug("index") {
            trail.append((home.title, home.outputPath))
        }
        var prefix: [Substring] = []
        for component in page.slug.split(separator: "/").dropLast() {
            prefix.append(component)
            let folderSlug = prefix.joined(separator: "/")
            // The folder's index, or the page named like the folder (`guide.md` beside `guide/`).
            if let folderIndex = bySlug(folderSlug + "/index") ?? bySlug(folderSlug), folderIndex.slug != page.slug {
                trail.append((folderIndex.title, folderIndex.outputPath))
            }
        }
        trail.append((page.title, nil))
        return trail
    }
}
