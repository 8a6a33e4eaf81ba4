import FormsmithCore
import Layout
import Docs
import Parallel

extension SiteRenderer {
    /// Every page of every kind (`SitePages.kinds`), the theme's assets and the shared files; with a
    /// page cache, only the pages that may show a change are looked at again.
    func renderPages(
        library: TemplateLibrary, diagnostics: [Diagnostic]
    ) -> (files: [SiteFile], diagnostics: [Diagnostic]) {
        var diagnostics = diagnostics
        // Bound apart, so the pieces are dropped from below in place, never copied.
        var pieces: (forms: [FormPieces], docs: [DocPieces])
        let changes: SitePages.Changes
        (pieces, changes) = makePieces(library: library)
        // The indexes' own arrays: kept from the last build, they compare equal without a look.
        let shape = PageShape(
            formNames: indexes.formNameList, navigation: navigationInputs, docModels: indexes.docModels,
            hasReview: review != nil)
        let writeShared = { writeSharedFiles(forms: pieces.forms, docs: pieces.docs) }
        let sharedFiles = pageCache?.sharedFiles(order: shape, make: writeShared) ?? writeShared()
        if pageCache == nil { Self.dropSharedParts(of: &pieces) }
        let build = PageBuild(renderer: self, library: library, pieces: pieces)
        let pages = build.pages
        let render = { @Sendable (position: Int) in build.render(at: position) }
        let inputs = { @Sendable (position: Int) in build.inputs(at: position) }

        // While the site keeps its shape, a page can change only through the forms and docs it shows:
        // the rest are reused without working out their inputs (a one-file save touches a few pages).
        let sameShape = pageCache?.keepShape(shape) ?? false
        // Knowing what changed, only the pages that may show it are looked at.
        let candidates = sameShape && keepsShape ? pages.positions(mayShowing: changes) : nil
        let patched = candidates.flatMap { candidates in
            pageCache?.reuseOrRenderPages(
                count: pages.count, candidates: candidates, path: pages.path(at:), inputs: inputs, render: render)
        }
        if let patched, let candidates {
            let files = candidates.compactMap { patched[$0].file }
            diagnostics += patched.flatMap(\.diagnostics)
            let replaced = files.count == candidates.count ? files + sharedFiles : nil
            return (pageCache!.keepFiles(replacing: replaced, make: { assemble(patched, sharedFiles) }), diagnostics)
        }
        let paths = pages.paths
        let rendered =
            pageCache?.reuseOrRenderPages(
                paths, mayHaveChanged: { !sameShape || pages.mayShow(changes, at: $0) }, inputs: inputs,
                render: render)
            ?? Array(paths.indices).parallelMap(render)
        diagnostics += rendered.flatMap(\.diagnostics)
        let files =
            pageCache?.keepFiles(replacing: nil, make: { assemble(rendered, sharedFiles) })
            ?? assemble(rendered, sharedFiles)
        pageCache?.retain(only: Set(paths))
        return (files, diagnostics)
    }

    /// Each form's and doc's share of the index, the manifest and the search index: the page
    /// cache's where unchanged. `changes`: the forms and docs whose pieces were made again.
    private func makePieces(
        library: TemplateLibrary
    ) -> (pieces: (forms: [FormPieces], docs: [DocPieces]), changes: SitePages.Changes) {
        let formPages = modelPages.map(\.path)
        let makeFormPieces = { @Sendable (index: Int) in
            FormPieces(form: forms[index], page: formPages[index], library: library)
        }
        let makeDocPieces = { @Sendable (index: Int) in DocPieces(doc: docs[index], library: library) }
        // Keeping its shape, the site's forms and docs differ from the last build's only where `changes` say.
        let changedFormIndices = keepsShape ? changes?.forms?.keys.compactMap { formIndexByName[$0] }.sorted() : nil
        let changedDocPaths = keepsShape ? changes?.docs : nil
        let cachedFormPieces = pageCache?.reuseOrMakePieces(
            of: forms, pages: formPages, only: changedFormIndices, make: makeFormPieces)
        let cachedDocPieces = pageCache?.reuseOrMakePieces(
            of: docs, only: changedDocPaths, indexByPath: { docSlugsByPath[$0].flatMap { docIndexBySlug[$0] } },
            make: makeDocPieces)
        let pieces = (
            forms: cachedFormPieces?.pieces ?? Array(forms.indices).parallelMap(makeFormPieces),
            docs: cachedDocPieces?.pieces ?? Array(docs.indices).parallelMap(makeDocPieces)
        )
        return (pieces, SitePages.Changes(forms: cachedFormPieces?.changed ?? [], docs: cachedDocPieces?.changed ?? []))
    }

    /// Without a cache to keep them, the shared files' parts of the pieces are written already and
    /// need not outlive the pages (peak memory of big builds). In place, so nothing is copied.
    private static func dropSharedParts(of pieces: inout (forms: [FormPieces], docs: [DocPieces])) {
        for index in pieces.forms.indices {
            pieces.forms[index].manifest = []
            pieces.forms[index].search = []
        }
        for index in pieces.docs.indices { pieces.docs[index].search = [] }
    }

    /// The rendered pages, the theme's assets and the shared files, sorted by path.
    private func assemble(_ rendered: [PageCache.Rendered], _ sharedFiles: [SiteFile]) -> [SiteFile] {
        var files = rendered.compactMap(\.file)
        for asset in theme.assets { files.append(SiteFile(path: asset.path, contents: asset.bytes)) }
        return (files + sharedFiles).sortedByPath()
    }
}
