import FormsmithCore
import Layout
import Docs
import ProjectFiles
import PageContexts

/// Where pages link: forms, docs and model pages by name, the sidebar tree, relationship fields
/// and embedded forms.
extension SiteRenderer {
    /// The form named `name`, if the site has one.
    func form(named name: String) -> FormLayout? { formIndexByName[name].map { forms[$0] } }

    /// The doc page with this slug, if any.
    package func doc(slug: String) -> DocPage? { docIndexBySlug[slug].map { docs[$0] } }

    /// The page of the model `name` in this site.
    package func modelPage(_ name: String) -> String {
        modelPageByName[name] ?? SitePaths.modelPage(name)
    }

    /// The sidebar tree, opened only along the current page's folders, so each page's sidebar stays
    /// small however many pages there are. Every node has `nodes`, so the recursive partial never
    /// looks up its parent's.
    func navNodes(_ nodes: [DocNavigation.Node], current: String, currentSlug: String, folder: String = "") -> [NavNode]
    {
        var entries: [NavNode] = []
        for node in nodes {
            let path = folder.isEmpty ? node.key : "\(folder)/\(node.key)"
            // Small sites show the whole tree; large ones open only the current page's folders.
            let isOpen =
                !node.children.isEmpty && (docs.count <= Self.navListLimit || currentSlug.hasPrefix(path + "/"))
            let children =
                isOpen ? navNodes(node.children, current: current, currentSlug: currentSlug, folder: path) : []
            entries.append(
                NavNode(
                    title: node.title, path: node.path, current: node.path == current,
                    nodes: children, hasChildren: !children.isEmpty))
        }
        guard entries.count > Self.navListLimit else { return entries }
        // Keep the first entries and the current branch; say how many more there are.
        let keep = entries.enumerated().filter { index, entry in
            index < Self.navListLimit - 1 || entry.current || entry.hasChildren
        }.map(\.element)
        return keep + [
            NavNode(
                title: "… \(entries.count - keep.count) more on the index", path: "index.html", current: false,
                nodes: [], hasChildren: false)
        ]
    }

    /// Where each relationship field of `forms` links (nil: to no page), since that depends on
    /// which other models have pages, not on the form itself.
    func relatedPages(_ forms: [FormLayout?]) -> [String?] {
        var pages: [String?] = []
        // By index, so no field is copied: this runs for every page of every rebuild.
        func visit(_ fields: [FieldLayout]) {
            for index in fields.indices {
                if let related = fields[index].relatedModel {
                    pages.append(formNames.contains(related) ? modelPage(related) : nil)
                }
                if !fields[index].children.isEmpty { visit(fields[index].children) }
            }
        }
        for case let form? in forms {
            for index in form.sections.indices { visit(form.sections[index].fields) }
            visit(form.unsectioned)
            visit(form.hidden)
        }
        return pages
    }

    /// The forms a doc's ```` ```formsmith ```` blocks show.
    func embeddedForms(_ doc: DocPage?) -> [FormLayout?] {
        doc?.embeds.map { form(named: $0.model) } ?? []
    }

    /// The sidebar tree of `page`, its own link marked as the current page.
    package func docTreeHTML(forPage page: String) -> String {
        guard let html = sidebarByFolder[RelativePath.folder(of: page)] else { return "" }
        let link = "<a href=\"\(HTMLEscaping.escape(SitePaths.root(from: page) + page))\">"
        return html.replacingEvery(link, with: link.dropLast() + " aria-current=\"page\">")
    }
}
