import Templates

/// What a page template receives: what every page shares (`PageBase`), and its own keys on top.
/// Each template's input is one of these types; `docs/template-keys.md` lists their keys.
package struct PageContext<Content: Encodable>: Encodable {
    var base: PageBase
    package var content: Content

    /// One object: the base's keys, then the content's (which win where both have one).
    package func encode(to encoder: any Encoder) throws {
        try base.encode(to: encoder)
        try content.encode(to: encoder)
    }
}

/// The keys every page template has.
package struct PageBase: FastTemplateEncodable {
    /// The site's title (`formsmith.yml` `title`, else the app's name).
    var siteTitle: String
    /// The page's own title, in the `<title>` before the site's.
    var pageTitle: String
    /// The `<title>`: "User · My App", or the site's title alone where the page's is the same
    /// (the home page, a README titled as the app), never "My App · My App".
    var documentTitle: String
    /// What an empty date picker shows as now (`yyyy-mm-ddThh:mm`): never the clock, so a page is
    /// the same on any day.
    var pictureDate: String
    /// The way up from the page to the site's root (`../` per folder), for links.
    var root: String
    /// The sidebar: the models, and the docs tree.
    var nav: SidebarContext
}

/// The sidebar's model list (short sites) and its rendered doc tree.
struct SidebarContext: FastTemplateEncodable {
    /// The models linked from the sidebar (`name`, `path`, `current`).
    var models: [NavModel]
    /// The rendered docs tree.
    var docTreeHTML: String
    var hasDocs: Bool
    /// More models than the sidebar lists.
    var moreModels: Bool
    var modelCount: Int
}

struct NavModel: FastTemplateEncodable {
    var name: String
    var path: String
    var current: Bool
}

/// A titled link: a neighbour, a breadcrumb, a model or doc page.
struct PageLink: FastTemplateEncodable {
    var title: String
    var path: String?
}

/// The `navtree` partial's input: one folder's sidebar tree.
package struct NavTreeContext: FastTemplateEncodable, Sendable {
    var root: String
    var nodes: [NavNode]

    package init(root: String, nodes: [NavNode]) {
        (self.root, self.nodes) = (root, nodes)
    }
}

package struct NavNode: FastTemplateEncodable, Sendable {
    var title: String
    /// Nil for a folder without a page of its own.
    var path: String?
    package var current: Bool
    var nodes: [NavNode]
    package var hasChildren: Bool

    package init(title: String, path: String?, current: Bool, nodes: [NavNode], hasChildren: Bool) {
        (self.title, self.path, self.current, self.nodes, self.hasChildren) = (title, path, current, nodes, hasChildren)
    }
}

/// A page's context straight to a `TemplateValue`, like its parts (whose encoders are generated
/// from their declarations: `*+TemplateValues.generated.swift`): going through `Encoder` showed
/// in every profile of a model-heavy build. `TemplateContractTests` holds each equal to its
/// `Encodable` form. Written by hand: it joins two objects rather than listing properties.
extension PageContext: FastTemplateEncodable where Content: FastTemplateEncodable {
    package func templateValue(omittingNil: Bool) -> TemplateValue {
        // One object: the base's keys, then the content's, as `encode(to:)` writes them.
        guard case .object(var object) = base.templateValue(omittingNil: omittingNil),
            case .object(let own) = content.templateValue(omittingNil: omittingNil)
        else { preconditionFailure("page contexts are objects") }
        for entry in own.storage { object.set(entry.key, entry.value) }
        return .object(object)
    }
}
