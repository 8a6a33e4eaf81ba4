import FormsmithCore
import Layout
import Docs
import ProjectFiles
import Parallel

extension SiteRenderer {
    func renderPages(
        library: TemplateLibrary, diagnostics: [Diagnostic]
    ) -> (files: [SiteFile], diagnostics: [Diagnostic]) {
        var diagnostics = diagnostics

        /// One page to render: which page, its template and its path. Plain values, so listing
        /// every unchanged page allocates no closure per page.
        struct Job: Sendable {
            enum Kind: Sendable { case index, model(Int), doc(Int), review, profiles }
            var kind: Kind
            var template: String
            var path: String
        }
        // Each form's and doc's share of the index, the manifest and the search index.
        let formPages = modelPages.map(\.path)
        let makeFormPieces = { @Sendable (index: Int) in
            FormPieces(form: forms[index], page: formPages[index], library: library)
        }
        let makeDocPieces = { @Sendable (index: Int) in DocPieces(doc: docs[index], library: library) }
        // Keeping its shape, the site's forms and docs differ from the last build's only where `changes` say.
        let changedFormIndices = keepsShape ? changes?.forms?.keys.compactMap { formIndexByName[$0] }.sorted() : nil
        let changedDocPaths = keepsShape ? changes?.docs : nil
        let cachedFormPieces = pageCache?.pieces(
            of: forms, pages: formPages, only: changedFormIndices, make: makeFormPieces)
        let cachedDocPieces = pageCache?.pieces(
            of: docs, only: changedDocPaths, indexByPath: { docSlugsByPath[$0].flatMap { docIndexBySlug[$0] } },
            make: makeDocPieces)
        var madePieces = (
            forms: cachedFormPieces?.pieces ?? Array(forms.indices).parallelMap(makeFormPieces),
            docs: cachedDocPieces?.pieces ?? Array(docs.indices).parallelMap(makeDocPieces)
        )
        // The indexes' own arrays: kept from the last build, they compare equal without a look.
        let shape = PageShape(
            formNames: indexes.formNameList, navigation: navigationInputs, docModels: indexes.docModels,
            hasReview: review != nil)
        let writeShared = { writeSharedFiles(forms: madePieces.forms, docs: madePieces.docs) }
        let sharedFiles = pageCache?.sharedFiles(order: shape, make: writeShared) ?? writeShared()
        if pageCache == nil {
            // Written now; without a cache to keep them, the pieces need not outlive the pages (peak memory of big builds).
            for index in madePieces.forms.indices {
                madePieces.forms[index].manifest = []; madePieces.forms[index].search = []
            }
            for index in madePieces.docs.indices { madePieces.docs[index].search = [] }
        }
        let pieces = madePieces
        let docOfModel = { @Sendable (name: String) -> DocPage? in indexes.docIndexByModel[name].map { docs[$0] } }
        // The index, every model, every doc, then the review and profiles pages, by position.
        let (formCount, docCount) = (forms.count, docs.count)
        let extraJobs =
            (review != nil ? [Job(kind: .review, template: "review", path: SitePaths.reviewPage)] : [])
            + (profiles.isEmpty ? [] : [Job(kind: .profiles, template: "profiles", path: SitePaths.profilesPage)])
        let jobCount = 1 + formCount + docCount + extraJobs.count
        let job = { @Sendable (index: Int) -> Job in
            if index == 0 { return Job(kind: .index, template: "index", path: "index.html") }
            if index <= formCount { return Job(kind: .model(index - 1), template: "model", path: formPages[index - 1]) }
            let doc = index - 1 - formCount
            if doc < docCount { return Job(kind: .doc(doc), template: "doc", path: docs[doc].outputPath) }
            return extraJobs[doc - docCount]
        }

        // What a doc page shows of other docs (neighbours, breadcrumbs) follows from the docs' places
        // and titles alone, so it is worked out once per change to them, not per page per rebuild.
        let makeDocLinks = { @Sendable () -> [[String?]] in
            docs.indices.map { index in
                [
                    index > 0 ? docs[index - 1].title : nil, index > 0 ? docs[index - 1].outputPath : nil,
                    index + 1 < docs.count ? docs[index + 1].title : nil,
                    index + 1 < docs.count ? docs[index + 1].outputPath : nil,
                ]
                    + DocNavigation.breadcrumbs(for: docs[index], bySlug: doc(slug:)).flatMap { [$0.title, $0.path] }
            }
        }
        let docLinks = pageCache.map { $0.fragment("doc-links", input: navigationInputs, make: makeDocLinks) } ?? []

        /// What the page's context is made from beyond `pageInputs`, so the page cache can tell when
        /// it is unchanged; nil: never reused.
        let inputsOf = { @Sendable (job: Job) -> PageInputs? in
            var inputs = pageInputs(template: job.template, path: job.path)
            switch job.kind {
            case .index:
                guard review == nil, let pageCache else { return nil }
                // Made of the pieces (cards, doc list) and the counts: while no piece changed,
                // neither did it, and every form and doc need not be compared to say so.
                inputs.links = [
                    guidance, profiles.isEmpty ? nil : "\(profiles.count)", "\(docs.count)",
                    "pieces \(pageCache.currentPiecesGeneration)",
                ]
            case .model(let index):
                let modelDoc = docOfModel(forms[index].name)
                inputs.forms = [forms[index]]
                inputs.docs = modelDoc.map { [$0] } ?? []
                inputs.embeddedForms = embeddedForms(modelDoc)
                inputs.links = relatedPages([forms[index]] + inputs.embeddedForms)
            case .doc(let index):
                inputs.docs = [docs[index]]
                inputs.embeddedForms = embeddedForms(docs[index])
                inputs.links = docLinks[index] + [docs[index].model.map(modelPage)] + relatedPages(inputs.embeddedForms)
            case .review, .profiles:
                return nil
            }
            return inputs
        }
        let contextOf = { @Sendable (job: Job, embedder: inout FormEmbedder) -> TemplateValue in
            switch job.kind {
            case .index:
                return TemplateEncoder.encode(indexContext(pieces: pieces))
            case .model(let index):
                let modelDoc = docOfModel(forms[index].name).flatMap { doc in
                    doc.htmlOnModelPage.map { html in
                        ModelDoc(
                            html: embedder.replaceMarkers(in: html, embeds: doc.embeds, onPage: job.path),
                            title: doc.title, path: RelativePath.link(from: job.path, to: doc.outputPath))
                    }
                }
                return TemplateEncoder.encode(modelContext(forms[index], path: job.path, modelDoc: modelDoc))
            case .doc(let index):
                let body = embedder.replaceMarkers(in: docs[index].html, embeds: docs[index].embeds, onPage: job.path)
                return TemplateEncoder.encode(docContext(docs[index], index: index, body: body))
            case .review:
                return TemplateEncoder.encode(reviewContext(review!))
            case .profiles:
                return TemplateEncoder.encode(profilesContext())
            }
        }

        // While the site keeps its shape, a page can change only through the forms and docs it shows:
        // the rest are reused without working out their inputs (a one-file save touches a few pages).
        let sameShape = pageCache?.sameShape(shape) ?? false
        let changedForms = cachedFormPieces?.changed ?? []
        let changedDocs = cachedDocPieces?.changed ?? []
        let showsChangedForm = { @Sendable (doc: DocPage?) in
            doc?.embeds.contains { changedForms.contains($0.model) } ?? false
        }
        let mayHaveChanged = { @Sendable (job: Job) -> Bool in
            guard sameShape else { return true }
            switch job.kind {
            case .index, .review, .profiles:
                return true
            case .model(let index):
                let modelDoc = docOfModel(forms[index].name)
                return changedForms.contains(forms[index].name)
                    || modelDoc.map { changedDocs.contains($0.outputPath) } ?? false
                    || showsChangedForm(modelDoc)
            case .doc(let index):
                return changedDocs.contains(job.path) || showsChangedForm(docs[index])
            }
        }

        // What the index is made of besides the lists; its skeleton is kept while that holds.
        var skeletonInputs = pageInputs(template: "index", path: "index.html")
        skeletonInputs.links = [guidance, "\(profiles.count)", "\(docs.count)", review == nil ? nil : "review"]
        let indexSkeleton = { @Sendable [skeletonInputs] (make: () -> IndexSkeleton?) -> IndexSkeleton? in
            guard let pageCache, review == nil else { return make() }
            return pageCache.fragment("index-skeleton", input: skeletonInputs, make: make)
        }

        // Pages are independent: render them on every core.
        let render = { @Sendable (job: Job) -> PageCache.Rendered in
            if case .index = job.kind, let file = indexFile(pieces: pieces, library: library, skeleton: indexSkeleton) {
                site?.add(file)
                return PageCache.Rendered(file: site == nil ? file : nil, diagnostics: [])
            }
            var embedder = FormEmbedder(renderer: self, library: library)
            let context = contextOf(job, &embedder)
            guard let html = library.renderBytes(context, withTemplate: job.template) else {
                return PageCache.Rendered(
                    file: nil,
                    diagnostics: embedder.diagnostics + [
                        .error(
                            "theme.missing-template", at: SourceLocation(file: "templates/\(job.template).mustache"),
                            "the theme has no template \"\(job.template)\"; \(job.path) was not written")
                    ])
            }
            let file = SiteFile(path: job.path, contents: html)
            if let site {
                site.add(file)
                return PageCache.Rendered(file: nil, diagnostics: embedder.diagnostics)
            }
            return PageCache.Rendered(file: file, diagnostics: embedder.diagnostics)
        }
        // Knowing what changed, only the pages that may show it are looked at.
        let candidates: [Int]? =
            sameShape && keepsShape
            ? pageCandidates(changedForms: changedForms, changedDocs: changedDocs)
                + Array(formCount + docCount + 1..<jobCount) : nil
        let patched = candidates.flatMap { candidates in
            pageCache?.pages(
                count: jobCount, candidates: candidates, path: { job($0).path }, inputs: { inputsOf(job($0)) },
                render: { render(job($0)) })
        }
        if let patched, let candidates {
            let pages = candidates.compactMap { patched[$0].file }
            diagnostics += patched.flatMap(\.diagnostics)
            let replaced = pages.count == candidates.count ? pages + sharedFiles : nil
            return (pageCache!.files(replacing: replaced, make: { assemble(patched, sharedFiles) }), diagnostics)
        }
        let jobs = (0..<jobCount).map(job)
        let rendered =
            pageCache?.pages(
                jobs.map(\.path), mayHaveChanged: { mayHaveChanged(jobs[$0]) }, inputs: { inputsOf(jobs[$0]) },
                render: { render(jobs[$0]) })
            ?? jobs.parallelMap(render)
        diagnostics += rendered.flatMap(\.diagnostics)
        let files =
            pageCache?.files(replacing: nil, make: { assemble(rendered, sharedFiles) })
            ?? assemble(rendered, sharedFiles)
        pageCache?.retain(only: Set(jobs.map(\.path)))
        return (files, diagnostics)
    }

    /// The rendered pages, the theme's assets and the shared files, sorted by path.
    private func assemble(_ rendered: [PageCache.Rendered], _ sharedFiles: [SiteFile]) -> [SiteFile] {
        var files = rendered.compactMap(\.file)
        for asset in theme.assets { files.append(SiteFile(path: asset.path, contents: asset.bytes)) }
        return (files + sharedFiles).sortedByPath()
    }

    /// The positions of the pages (0: the index, then the models, then the docs) that may show a
    /// changed form or doc, when only `changedForms` (by name) and `changedDocs` (by path) changed.
    private func pageCandidates(changedForms: Set<String>, changedDocs: Set<String>) -> [Int] {
        var pages: Set<Int> = [0]
        let docPage = { (index: Int) -> Int in 1 + forms.count + index }
        let addDoc = { (index: Int, pages: inout Set<Int>) in
            pages.insert(docPage(index))
            // A model's page shows its doc.
            if let model = docs[index].model, let form = formIndexByName[model] { pages.insert(1 + form) }
        }
        for name in changedForms { if let index = formIndexByName[name] { pages.insert(1 + index) } }
        for path in changedDocs {
            if let index = docSlugsByPath[path].flatMap({ docIndexBySlug[$0] }) { addDoc(index, &pages) }
        }
        if !changedForms.isEmpty {
            for index in docs.indices where docs[index].embeds.contains(where: { changedForms.contains($0.model) }) {
                addDoc(index, &pages)
            }
        }
        return pages.sorted()
    }
}
