import Layout
import Docs

/// Which pages may show a change, worked out from what each kind `reads` (`PageKind`), and never
/// written per kind.
extension SitePages {
    /// What changed since the last build, as pages show it: forms by name, docs by output path.
    struct Changes: Sendable {
        var forms: Set<String>
        var docs: Set<String>
    }

    /// The form and the doc (positions in the renderer's) that a page shows, from its kind's
    /// `reads`: at most one of each, so asking allocates nothing.
    func shown(_ page: Page) -> (form: Int?, doc: Int?) {
        let kind = Self.kinds[page.kind]
        switch kind.scope {
        case .single:
            return (nil, nil)
        case .eachForm:
            let form = kind.reads.contains(.itsForm) ? page.page : nil
            let doc =
                kind.reads.contains(.itsDoc) ? renderer.indexes.docIndexByModel[renderer.forms[page.page].name] : nil
            return (form, doc)
        case .eachDoc:
            let form =
                kind.reads.contains(.itsForm)
                ? renderer.docs[page.page].model.flatMap { renderer.formIndexByName[$0] } : nil
            return (form, kind.reads.contains(.itsDoc) ? page.page : nil)
        }
    }

    /// Whether the page at `position` may show one of `changes`, the site keeping its shape; a page
    /// for which this is false is reused without working out its inputs.
    func mayShow(_ changes: Changes, at position: Int) -> Bool {
        let page = page(at: position)
        let kind = Self.kinds[page.kind]
        if case .single = kind.scope { return true }
        if !kind.reads.isDisjoint(with: [.everyPiece, .wholeSite]) { return true }
        let shown = shown(page)
        if let form = shown.form, changes.forms.contains(renderer.forms[form].name) { return true }
        guard let doc = shown.doc.map({ renderer.docs[$0] }) else { return false }
        return changes.docs.contains(doc.outputPath) || doc.embeds.contains { changes.forms.contains($0.model) }
    }

    /// The positions of the pages that may show one of `changes` (`mayShow`), found from the
    /// changes rather than by asking every page: a one-file save looks at a few pages.
    func positions(mayShowing changes: Changes) -> [Int] {
        let forms = changes.forms.compactMap { renderer.formIndexByName[$0] }
        // The docs that changed, and those showing a changed form.
        var docs = changes.docs.compactMap { renderer.docSlugsByPath[$0].flatMap { renderer.docIndexBySlug[$0] } }
        if !changes.forms.isEmpty {
            docs += renderer.docs.indices.filter { index in
                renderer.docs[index].embeds.contains { changes.forms.contains($0.model) }
            }
        }
        var positions: Set<Int> = []
        for (index, kind) in Self.kinds.enumerated() {
            var pages: [Int] = []
            if case .single = kind.scope {
                pages = Array(0..<counts[index])
            } else if !kind.reads.isDisjoint(with: [.everyPiece, .wholeSite]) {
                pages = Array(0..<counts[index])
            } else if case .eachForm = kind.scope {
                if kind.reads.contains(.itsForm) { pages += forms }
                if kind.reads.contains(.itsDoc) {
                    pages += docs.compactMap { renderer.docs[$0].model.flatMap { renderer.formIndexByName[$0] } }
                }
            } else {
                if kind.reads.contains(.itsDoc) { pages += docs }
                if kind.reads.contains(.itsForm) {
                    pages += renderer.docs.indices.filter { index in
                        renderer.docs[index].model.map { changes.forms.contains($0) } ?? false
                    }
                }
            }
            positions.formUnion(pages.map { position(of: Page(kind: index, page: $0)) })
        }
        return positions.sorted()
    }
}
