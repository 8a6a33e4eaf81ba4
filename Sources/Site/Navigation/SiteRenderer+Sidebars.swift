import FormsmithCore
import ProjectFiles
import Parallel
import Templates
import PageContexts

/// The sidebar's doc tree, rendered once per folder of the site.
extension SiteRenderer {
    /// The sidebar tree is the same for every page of a folder but for the current link, so it is
    /// rendered once per folder (through the theme's `navtree` partial) and each page marks its own link.
    func renderSidebars(library: TemplateLibrary) -> [String: String] {
        let trees = sidebarTrees()
        let rendered = trees.parallelMap { library.render($0.context, withTemplate: "navtree") ?? "" }
        return Dictionary(uniqueKeysWithValues: zip(trees.map(\.folder), rendered))
    }

    /// Each folder of the site that has pages, with its sidebar tree (the `navtree` partial's input).
    func sidebarTrees() -> [(folder: String, context: NavTreeContext)] {
        let folders = Array(Set(SitePages(renderer: self).paths.map(RelativePath.folder(of:)))).sorted()
        let docTree = DocNavigation.tree(docs)
        // Each folder of doc pages and the folder of their slugs (`docs/guide` → `guide`), read
        // off the pages themselves rather than from where Docs happens to put them.
        let slugFolders = Dictionary(
            docs.map { (RelativePath.folder(of: $0.outputPath), RelativePath.folder(of: $0.slug)) },
            uniquingKeysWith: { first, _ in first })
        return folders.parallelMap { folder in
            // Any page of the folder opens the same branches: the folder's own.
            let slug = slugFolders[folder].flatMap { $0.isEmpty ? nil : $0 + "/_" } ?? ""
            let context = NavTreeContext(
                root: SitePaths.root(from: folder.isEmpty ? "index.html" : folder + "/index.html"),
                nodes: navNodes(docTree, current: "", currentSlug: slug))
            return (folder, context)
        }
    }

    /// What the sidebars are made of: each doc's place and title, and the folders that have pages
    /// (which follow from the docs' places and which kinds of page the site has).
    struct SidebarInputs: Equatable {
        var navigation: [NavigationEntry]
        var kindsWithPages: [Bool]
    }

    var sidebarInputs: SidebarInputs {
        SidebarInputs(
            navigation: navigationInputs, kindsWithPages: SitePages(renderer: self).counts.map { $0 > 0 })
    }
}
