import Docs

/// The order of doc pages in navigation, and the trail from the docs home to a page.
enum DocNavigation {
    /// Folder by folder; within a folder `index` first, then by `order`, then title, then path.
    static func ordered(_ pages: [DocPage]) -> [DocPage] {
        pages.sorted { a, b in
            let aFolder = folder(a.slug), bFolder = folder(b.slug)
            if aFolder != bFolder {
                // A folder's pages follow its parent's pages, grouped together.
                return aFolder.isEmpty || (!bFolder.isEmpty && aFolder < bFolder)
            }
            let aIndex = isIndex(a.slug), bIndex = isIndex(b.slug)
            if aIndex != bIndex { return aIndex }
            if a.order != b.order { return (a.order ?? Int.max) < (b.order ?? Int.max) }
            if a.title != b.title { return a.title < b.title }
            return a.slug < b.slug
        }
    }

    static func folder(_ slug: String) -> String {
        guard let slash = slug.lastIndex(of: "/") else { return "" }
        return String(slug[..<slash])
    }

    static func isIndex(_ slug: String) -> Bool {
        slug == "index" || slug.hasSuffix("/index")
    }

    /// Docs home, each enclosing folder's index page when it exists, then the page itself (no link).
    static func breadcrumbs(for page: DocPage, in pages: [DocPage]) -> [(title: String, path: String?)] {
        let bySlug = Dictionary(pages.map { ($0.slug, $0) }, uniquingKeysWith: { first, _ in first })
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
