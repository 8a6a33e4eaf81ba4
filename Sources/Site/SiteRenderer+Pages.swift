import FormsmithCore
import Layout
import Docs
import Parallel
import Incremental
import Templates
import SiteOutput

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
        let runs: (forms: PiecesRun, docs: PiecesRun)?
        (pieces, changes, runs) = makePieces(library: library)
        // Which pages there are follows from the page kinds alone: a stage keyed by kind (`SitePages`).
        let sitePages = SitePages(renderer: self)
        let kinds = SitePages.kinds.indices
        var (paths, pathsRevision): ([String], Revision?) = ([], nil)
        if let pageCache {
            (paths, pathsRevision) = pageCache.pagePaths(
                kinds: kinds.count, inputs: { sitePages.pathInputs(ofKind: $0) },
                kindPaths: { sitePages.paths(ofKind: $0) })
        } else {
            paths = sitePages.paths
        }
        // The indexes' own arrays: kept from the last build, they compare equal without a look.
        let shape = PageShape(
            formNames: indexes.formNameList, navigation: navigationInputs, docModels: indexes.docModels,
            paths: pathsRevision, languages: languages, signOff: signOff)
        let sameShape = pageCache?.replaceShape(with: shape) ?? false
        // A sink writes them as the pages render: written first, the manifest alone held one core
        // while the other waited for the pages to start.
        var sharedInBackground: Background<Void>?
        var sharedFiles: [SiteFile] = []
        var keptShared: SharedFiles?
        if let site {
            let shared = sharedPieces(forms: pieces.forms, docs: pieces.docs)
            sharedInBackground = Background { for (path, parts) in shared { site.add(path: path, pieces: parts) } }
        } else if let pageCache, let runs {
            keptShared = pageCache.sharedFiles(
                forms: runs.forms, docs: runs.docs, sameOrder: sameShape,
                patch: {
                    patchSharedFiles(&$0, formsMade: runs.forms.made, docsMade: runs.docs.made, pieces: pieces)
                }, make: { self.sharedFiles(forms: pieces.forms, docs: pieces.docs) })
        } else {
            sharedFiles = self.sharedFiles(forms: pieces.forms, docs: pieces.docs)
        }
        if pageCache == nil { Self.dropSharedParts(of: &pieces) }
        let build = PageBuild(renderer: self, library: library, pieces: pieces)
        let pages = build.pages
        let render = { @Sendable (position: Int) in build.render(at: position) }
        let inputs = { @Sendable (position: Int) in build.inputs(at: position) }

        // While the site keeps its shape, a page can change only through the forms and docs it shows:
        // the pages that may show a change are looked at, the rest kept (a one-file save touches a few).
        let candidates = sameShape ? pages.positions(mayShowing: changes) : nil
        let rendered =
            pageCache?.pages(paths, candidates: candidates, inputs: inputs, render: render)
            ?? KeyedStage<PageInputs, PageCache.Rendered>().run(
                keys: paths, input: nil, changes: .everything, make: { $0.parallelMap(render) }
            ) {
                _, _ in false
            }
        _ = sharedInBackground?.take()
        diagnostics += rendered.values.flatMap(\.diagnostics)
        if let pageCache, let keptShared {
            return (
                pageCache.files(rendered: rendered, shared: keptShared) { assemble(rendered.values, []) }, diagnostics
            )
        }
        return (assemble(rendered.values, sharedFiles), diagnostics)
    }

    /// Each form's and doc's share of the index, the manifest and the search index: the page
    /// cache's where unchanged. `changes`: the forms and docs whose pieces were made again; `runs`:
    /// the pieces' stages' runs, with a page cache.
    private func makePieces(
        library: TemplateLibrary
    ) -> (
        pieces: (forms: [FormPieces], docs: [DocPieces]), changes: SitePages.Changes,
        runs: (forms: PiecesRun, docs: PiecesRun)?
    ) {
        let formPages = modelPages.map(\.path)
        let makeFormPieces = { @Sendable (index: Int) in
            FormPieces(form: forms[index], page: formPages[index], library: library, languages: languages)
        }
        let makeDocPieces = { @Sendable (index: Int) in DocPieces(doc: docs[index], library: library) }
        guard let pageCache else {
            let pieces = (
                forms: Array(forms.indices).parallelMap(makeFormPieces),
                docs: Array(docs.indices).parallelMap(makeDocPieces)
            )
            return (pieces, SitePages.Changes(forms: [], docs: []), nil)
        }
        // Keeping its shape, the site's forms and docs differ from the last build's only where `changes` say.
        let formPieces = pageCache.formPieces(
            of: forms, pages: formPages, revision: changes?.formsRevision,
            changes: keepsShape ? changes?.forms ?? .everything : .everything, make: makeFormPieces)
        let docPieces = pageCache.docPieces(
            of: docs, revision: changes?.docsRevision,
            changes: keepsShape ? changes?.docs ?? .everything : .everything, make: makeDocPieces)
        return (
            (formPieces.pieces.values, docPieces.pieces.values),
            SitePages.Changes(forms: formPieces.made, docs: docPieces.made),
            (
                PiecesRun(formPieces.pieces, madeKeys: formPieces.made),
                PiecesRun(docPieces.pieces, madeKeys: docPieces.made)
            )
        )
    }

    /// Without a cache to keep them, the shared files' parts of the pieces are written already and
    /// need not outlive the pages (peak memory of big builds). In place, so nothing is copied.
    private static func dropSharedParts(of pieces: inout (forms: [FormPieces], docs: [DocPieces])) {
        for index in pieces.forms.indices {
            pieces.forms[index].manifest = []
            pieces.forms[index].search = []
            pieces.forms[index].languages = []
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
