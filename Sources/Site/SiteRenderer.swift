import FormsmithCore
import Layout
import Docs
import ProjectFiles
import Parallel

/// Turns form layouts and doc pages into the site's files through the theme's templates.
/// It knows nothing of hints; every user string reaches HTML through the templates' escaping.
public struct SiteRenderer: Sendable {
    public var siteTitle: String
    public var forms: [FormLayout]
    public var docs: [DocPage]
    public var theme: Theme

    /// The rendered sidebar tree per folder of the site, filled by `render()` before the pages.
    private(set) var sidebarByFolder: [String: String] = [:]
    let formNames: Set<String>
    /// Each model's name and page, in sidebar order (the current model's found by path on big sites).
    let modelPages: [(name: String, path: String)]
    let modelPageByPath: [String: (name: String, path: String)]
    let docSlugsByPath: [String: String]
    /// Positions in `docs` and `forms`: a dictionary of the values themselves would copy every
    /// page and form once more on each build.
    let docIndexBySlug: [String: Int]
    let formIndexByName: [String: Int]
    /// Each model's page, with names that differ only in case kept apart (`SitePaths.modelPages`).
    let modelPageByName: [String: String]
    /// Set by `diff`: the site gets `review/index.html`, linked from the index.
    public var review: ReviewReport?
    /// `PresentationProfiles.hints`: the site gets `profiles.html`, linked from the index.
    public var profiles: [PresentationProfile] = []
    /// What to do next, shown on the index when the project has nothing to preview and no docs.
    public var guidance: String?
    /// True renders every page through swift-mustache, the oracle (for tests that hold the
    /// compiled engine to swift-mustache's output); never set by a build.
    public var rendersThroughOracle = false
    /// The theme's templates, when compiled ahead (a build without a page cache).
    public var preparedTemplates: PreparedTemplates?
    /// Where each page goes as soon as it is rendered, instead of into the returned files: a build
    /// writes its pages while it renders the rest, and never holds them all (a build without a page cache).
    public var site: SiteWriter.NewSite?
    /// Set by `serve`: pages whose inputs did not change since the last build are reused.
    public let pageCache: PageCache?
    /// Each doc's place and title, in the order the loader gave them: all the sidebar and the
    /// reading order depend on, so both are reused while it is unchanged.
    let navigationInputs: [NavigationEntry]

    /// What every page's inputs share beyond its own form and doc: the models (the sidebar's list,
    /// relationship links; their pages follow from the names), the docs' places and titles (sidebar,
    /// neighbours, breadcrumbs), which doc documents which model, and whether there is a review page.
    struct PageShape: Hashable {
        var formNames: [String]
        var navigation: [NavigationEntry]
        var docModels: [String?]
        var hasReview: Bool
    }

    /// One doc's part in the sidebar and the reading order.
    struct NavigationEntry: Hashable {
        var sourcePath: String
        var slug: String
        var title: String
        var order: Int?
    }

    /// `modelPages`: `SitePaths.modelPages(for:)` of the forms' names, when the caller has it already.
    public init(
        siteTitle: String, forms: [FormLayout], docs: [DocPage], theme: Theme, pageCache: PageCache? = nil,
        modelPages: [String: String]? = nil
    ) {
        self.siteTitle = siteTitle
        // The pipeline's forms come sorted; sorting them again would copy every one.
        let isSorted = zip(forms, forms.dropFirst()).allSatisfy { $0.name < $1.name }
        self.forms = isSorted ? forms : forms.sorted { $0.name < $1.name }
        self.pageCache = pageCache
        let navigationInputs = docs.map {
            NavigationEntry(sourcePath: $0.sourcePath, slug: $0.slug, title: $0.title, order: $0.order)
        }
        self.navigationInputs = navigationInputs
        self.formNames = Set(forms.map(\.name))
        let sortedForms = self.forms
        self.formIndexByName = Dictionary(
            sortedForms.indices.map { (sortedForms[$0].name, $0) }, uniquingKeysWith: { first, _ in first })
        let pageByName = modelPages ?? SitePaths.modelPages(for: forms.map(\.name))
        self.modelPageByName = pageByName
        self.modelPages = self.forms.map { ($0.name, pageByName[$0.name]!) }
        self.modelPageByPath = Dictionary(
            self.modelPages.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        self.docSlugsByPath = Dictionary(docs.map { ($0.outputPath, $0.slug) }, uniquingKeysWith: { first, _ in first })
        let readingOrder = { DocNavigation.ordered(docs) }
        let order = pageCache?.fragment("reading-order", input: navigationInputs, make: readingOrder) ?? readingOrder()
        let ordered = order.elementsEqual(docs.indices) ? docs : order.map { docs[$0] }
        self.docs = ordered
        self.docIndexBySlug = Dictionary(
            ordered.indices.map { (ordered[$0].slug, $0) }, uniquingKeysWith: { first, _ in first })
        self.theme = theme
    }

    /// The most entries one sidebar list shows; more would make every page carry the whole site.
    static let navListLimit = 60

    /// Every file of the site, sorted by path, and any theme problems.
    public func render() -> (files: [SiteFile], diagnostics: [Diagnostic]) {
        // A page cache keeps every page for the next build; a sink takes them away as they render.
        precondition(site == nil || pageCache == nil, "a page sink and a page cache are used by different commands")
        let (library, diagnostics) =
            pageCache?.begin(title: siteTitle, theme: theme)
            ?? preparedTemplates.map { ($0.library, $0.diagnostics) }
            ?? theme.templateLibrary(oracle: rendersThroughOracle)
        var renderer = self
        renderer.sidebarByFolder =
            pageCache?.fragment("sidebars", input: sidebarInputs) { renderSidebars(library: library) }
            ?? renderSidebars(library: library)
        return renderer.renderPages(library: library, diagnostics: diagnostics)
    }

    /// What every page's shared parts (`baseContext`) are made of, for the page cache.
    func pageInputs(template: String, path: String) -> PageInputs {
        PageInputs(
            template: template, path: path, sidebar: sidebarByFolder[RelativePath.folder(of: path)],
            listedModels: forms.count <= Self.navListLimit ? modelPages.map(\.name) : [],
            modelCount: forms.count, hasDocs: !docs.isEmpty)
    }

    private func renderPages(
        library: TemplateLibrary, diagnostics: [Diagnostic]
    ) -> (files: [SiteFile], diagnostics: [Diagnostic]) {
        var diagnostics = diagnostics

        /// One page to render: which page, its template and its path. Plain values, so listing
        /// three thousand unchanged pages allocates no closure per page.
        struct Job: Sendable {
            enum Kind: Sendable { case index, model(Int), doc(Int), review, profiles }
            var kind: Kind
            var template: String
            var path: String
        }
        // Each form's and doc's share of the index, the manifest and the search index.
        let formPages = forms.map { modelPage($0.name) }
        let makeFormPieces = { @Sendable (index: Int) in
            FormPieces(form: forms[index], page: formPages[index], library: library)
        }
        let makeDocPieces = { @Sendable (index: Int) in DocPieces(doc: docs[index], library: library) }
        let cachedFormPieces = pageCache?.pieces(of: forms, pages: formPages, make: makeFormPieces)
        let cachedDocPieces = pageCache?.pieces(of: docs, make: makeDocPieces)
        var madePieces = (
            forms: cachedFormPieces?.pieces ?? Array(forms.indices).parallelMap(makeFormPieces),
            docs: cachedDocPieces?.pieces ?? Array(docs.indices).parallelMap(makeDocPieces)
        )
        let shape = PageShape(
            formNames: forms.map(\.name), navigation: navigationInputs, docModels: docs.map(\.model),
            hasReview: review != nil)
        let writeShared = { writeSharedFiles(forms: madePieces.forms, docs: madePieces.docs) }
        let sharedFiles = pageCache?.sharedFiles(order: shape, make: writeShared) ?? writeShared()
        if pageCache == nil {
            // Written now; without a cache to keep them, the pieces need not outlive the pages (peak memory at 10k models).
            for index in madePieces.forms.indices {
                madePieces.forms[index].manifest = []; madePieces.forms[index].search = []
            }
            for index in madePieces.docs.indices { madePieces.docs[index].search = [] }
        }
        let pieces = madePieces
        let docsByModel = Dictionary(
            docs.compactMap { doc in doc.model.map { ($0, doc) } }, uniquingKeysWith: { first, _ in first })
        let jobs =
            [Job(kind: .index, template: "index", path: "index.html")]
            + forms.indices.map { Job(kind: .model($0), template: "model", path: formPages[$0]) }
            + docs.indices.map { Job(kind: .doc($0), template: "doc", path: docs[$0].outputPath) }
            + (review != nil ? [Job(kind: .review, template: "review", path: SitePaths.reviewPage)] : [])
            + (profiles.isEmpty ? [] : [Job(kind: .profiles, template: "profiles", path: SitePaths.profilesPage)])

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
                // neither did it, and 30,000 forms and docs need not be compared to say so.
                inputs.links = [
                    guidance, profiles.isEmpty ? nil : "\(profiles.count)", "\(docs.count)",
                    "pieces \(pageCache.currentPiecesGeneration)",
                ]
            case .model(let index):
                let modelDoc = docsByModel[forms[index].name]
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
                let modelDoc = docsByModel[forms[index].name].flatMap { doc in
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
                let modelDoc = docsByModel[forms[index].name]
                return changedForms.contains(forms[index].name)
                    || modelDoc.map { changedDocs.contains($0.outputPath) } ?? false
                    || showsChangedForm(modelDoc)
            case .doc(let index):
                return changedDocs.contains(job.path) || showsChangedForm(docs[index])
            }
        }

        // Pages are independent: render them on every core.
        let render = { @Sendable (job: Job) -> PageCache.Rendered in
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
        let rendered =
            pageCache?.pages(
                jobs.map(\.path), mayHaveChanged: { mayHaveChanged(jobs[$0]) }, inputs: { inputsOf(jobs[$0]) },
                render: { render(jobs[$0]) })
            ?? jobs.parallelMap(render)
        var files = rendered.compactMap(\.file)
        diagnostics += rendered.flatMap(\.diagnostics)
        for asset in theme.assets {
            files.append(SiteFile(path: asset.path, contents: asset.bytes))
        }
        files += sharedFiles
        pageCache?.retain(only: Set(jobs.map(\.path)))
        return (files.sortedByPath(), diagnostics)
    }
}
