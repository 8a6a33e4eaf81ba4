import Foundation
import Synchronization
import FormsmithCore
import HintsFormat
import ModelReaders
import Layout
import Docs
import Highlighting
import Site
import Parallel
import ProjectFiles
import CSystemShims

/// The whole build as named steps, from a project folder to the site's files. Only reading
/// happens here; writing is `SiteWriter`'s, so `check` runs this without touching the disk.
public struct BuildPipeline: Sendable {
    public var root: URL
    public var config: ProjectConfig
    /// A theme name or path that overrides the config's.
    public var themeOverride: String?
    /// Folders (relative to root) never scanned for models, such as the output folder.
    public var excludedPaths: [String]
    /// `--allow-raw-html`, overriding the config's `docs.rawHTML`.
    public var allowRawHTML: Bool?
    /// Told the name of each stage as it starts, for a progress line.
    public var progress: (@Sendable (String) -> Void)?
    /// Parsed inputs kept between runs (`serve`), so only changed files are read again.
    public var cache: BuildCache?
    /// What changed on disk since the cache's last build (`serve`'s watcher); nil: not known, so
    /// the project is walked again. With only edits of listed files, the listings are kept.
    public var changes: ProjectChanges?
    /// True renders pages through swift-mustache, the oracle the compiled engine is tested against (tests only).
    public var rendersThroughOracle = false
    /// The base side of `diff`: when set, the site gets a review page comparing it with this build.
    public var reviewBase: [FormLayout]?
    /// Takes each rendered page as soon as it is made, so the pages are written while the rest
    /// render and never all held at once; they are then not in `files`.
    public var site: SiteWriter.NewSite?

    public init(root: URL, config: ProjectConfig, themeOverride: String? = nil, excludedPaths: [String] = []) {
        self.root = root.standardizedFileURL
        self.config = config
        self.themeOverride = themeOverride
        self.excludedPaths = excludedPaths
    }

    public func run() -> BuildResult {
        let start = DispatchTime.now()
        var timer = StageTimer(progress: progress)
        var diagnostics: [Diagnostic] = []

        let search = ListingCache.Search(root: root.path, config: config, excluded: excludedPaths)
        let kept = cache?.listings.listings(for: search, changes: changes)
        // The docs are read and parsed while the models are: neither needs the other until the docs render.
        let (root, docsCache) = (root, cache?.docs)
        let (docsPaths, docsPathsLocation, excluded) = (config.docsPaths, config.docsPathsLocation, excludedPaths)
        let readDocs = Background {
            let (sources, diagnostics) =
                kept.map { ($0.docsSources, $0.docsSourceDiagnostics) }
                ?? DocsSources.find(
                    projectRoot: root, configured: docsPaths, configuredAt: docsPathsLocation, excluded: excluded)
            let files = kept?.docFiles ?? DocsLoader.files(projectRoot: root, sources: sources)
            return (DocsLoader.read(projectRoot: root, files: files, cache: docsCache), sources, diagnostics, files)
        }
        // Hints need nothing from the models either: read them on the other core meanwhile.
        let hintsCache = cache?.hints
        let hintsSearch = HintsLoader.Search(configured: config.hintsPaths, excluded: excludedPaths)
        let readHints = Background {
            let files = kept?.hints ?? HintsLoader.discover(projectRoot: root, search: hintsSearch)
            return (HintsLoader.load(projectRoot: root, files: files, cache: hintsCache), files)
        }
        // So does the theme; a serve build's page cache keeps its own compiled templates.
        let (themeName, oracle, compileAhead) = (themeOverride ?? config.theme, rendersThroughOracle, cache == nil)
        let loadTheme = Background {
            let (theme, diagnostics) = ThemeLoader.load(name: themeName, projectRoot: root)
            return (theme, diagnostics, compileAhead ? PreparedTemplates(theme: theme, oracle: oracle) : nil)
        }
        let sources = timer.measure("discover") {
            kept?.models
                ?? ModelSourceScanner.sources(
                    in: config.modelPaths ?? ["."], root: root,
                    exclude: config.excludedModelPaths + excludedPaths.map { "\($0)/**" } + excludedPaths)
        }
        timer.count(sources.swiftFiles.count + sources.coreDataFiles.count, "model files")
        let catalog = timer.measure("read models") {
            ModelSourceScanner.read(sources, root: root, cache: cache?.models)
        }
        timer.count(catalog.modelsByName.count, "types")
        let ((hints, hintsFiles), hintsSeconds) = readHints.take()
        timer.record("read hints", seconds: hintsSeconds, note: "alongside the models")
        timer.count(hints.modelNames.count, "hints files")
        var forms = timer.measure("layout") { layoutForms(hints: hints, catalog: catalog) }
        if !config.samples.isEmpty { diagnostics += ConfiguredSample.apply(config.samples, to: &forms) }
        timer.count(forms.count, "forms")
        // A model file's diagnostics travel with the forms read from it; the rest stand alone.
        let formsBySource = Dictionary(grouping: forms.indices.filter { forms[$0].sources.swift != nil }) {
            forms[$0].sources.swift!
        }
        var given: Set<Int> = []
        for diagnostic in catalog.diagnostics {
            if let indices = formsBySource[diagnostic.location.file] {
                for index in indices { forms[index].diagnostics.append(diagnostic) }
                given.formUnion(indices)
            } else {
                diagnostics.append(diagnostic)
            }
        }
        // Each form's own were sorted as it was laid out (each hints diagnostic travels with its form).
        for index in given { forms[index].diagnostics = forms[index].diagnostics.sortedForOutput() }
        diagnostics += forms.flatMap(\.diagnostics)

        // The rest is made from the forms and docs alone: the models and hints they came from need
        // not stay through the docs and the render (hundreds of megabytes at 10,000 models).
        let guidance = Self.guidance(catalog: catalog, swiftFiles: sources.swiftFiles.count, forms: forms)
        let profiles = hints.profiles
        releaseInBackground(consume catalog)
        releaseInBackground(consume hints)

        let pageByModel = SitePaths.modelPages(for: forms.map(\.name))
        let modelPages = Set(pageByModel.values).union(["index.html", "manifest.json"])
        let ((readPages, docsSources, sourceDiagnostics, docFiles), readSeconds) = readDocs.take()
        var docPages = Optional(consume readPages)  // handed to the render, which lets each page's tree go
        diagnostics += sourceDiagnostics
        cache?.listings.keep(
            .init(
                models: sources, hints: hintsFiles, docsSources: docsSources,
                docsSourceDiagnostics: sourceDiagnostics, docFiles: docFiles),
            for: search)
        timer.record("read docs", seconds: readSeconds, note: "alongside the models")
        let docsResult = timer.measure("docs") {
            DocsLoader.render(
                docPages.take()!, projectRoot: root,
                options: DocsLoader.Options(
                    sitePages: modelPages, modelNames: Set(forms.map(\.name)),
                    modelFields: Dictionary(
                        forms.parallelMap { ($0.name, $0.renderedFieldIDs) },  // a set per form: 10,000 at 10k
                        uniquingKeysWith: { first, _ in first }),
                    allowRawHTML: allowRawHTML ?? config.allowRawHTML, githubMarkdown: config.githubMarkdown,
                    highlight: CodeHighlighter.html),
                renderCache: cache?.renderedDocs, sameFiles: changes.map { !$0.addedOrRemoved } ?? false)
        }
        let docs = docsResult.pages
        timer.count(docs.count, "doc pages")
        // What reading and parsing freed stays in the heaps of the threads that freed it, where the
        // render's threads may not reuse it: at 10,000 models, hundreds of megabytes. A serve
        // build keeps its parses, and a small build has little to give back.
        if cache == nil { formsmith_trim_heap_after_peak_above(512 << 20) }
        diagnostics += docs.flatMap(\.diagnostics) + docsResult.diagnostics
        let assetFiles = readAssets(docsResult.assets, diagnostics: &diagnostics)

        let ((theme, themeDiagnostics, preparedTemplates), _) = loadTheme.take()
        diagnostics += themeDiagnostics
        var renderer = SiteRenderer(
            siteTitle: config.title ?? root.lastPathComponent, forms: forms, docs: docs, theme: theme,
            pageCache: cache?.pages, modelPages: pageByModel)
        renderer.preparedTemplates = preparedTemplates
        renderer.guidance = guidance
        renderer.site = site
        renderer.review = reviewBase.map { FormDiff.compare(base: $0, head: forms) }
        renderer.profiles = profiles
        renderer.rendersThroughOracle = rendersThroughOracle
        var (files, renderDiagnostics) = timer.measure("render") { renderer.render() }
        diagnostics += renderDiagnostics
        if !assetFiles.isEmpty { files = (files + assetFiles).sortedByPath() }  // the renderer's are sorted
        timer.count(files.count + (site?.fileCount ?? 0), "files")

        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        return BuildResult(
            files: files, forms: forms, docs: docs, diagnostics: diagnostics.uniquedAndSortedForOutput(),
            swiftFileCount: sources.swiftFiles.count, seconds: elapsed, timings: timer.stages, guidance: guidance)
    }

    /// Images and other files the docs link to, copied into the site (`DocAsset` says where).
    private func readAssets(_ assets: [DocAsset], diagnostics: inout [Diagnostic]) -> [SiteFile] {
        assets.compactMap { asset in
            guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(asset.sourcePath).path)
            else {
                diagnostics.append(
                    .warning(
                        "docs.unreadable-asset", at: SourceLocation(file: asset.sourcePath),
                        "cannot read this file the docs link to"))
                return nil
            }
            return SiteFile(path: asset.path, contents: [UInt8](data))
        }
    }

    /// A model is previewed when it has a hints file, is a persisted or settings model a user of its
    /// stack expects to see (`Model.persistence`), or is listed in the config.
    private func layoutForms(hints: HintsCatalog, catalog: ModelCatalog) -> [FormLayout] {
        var names = Set(hints.modelNames)
        names.formUnion(catalog.modelsPreviewedByThemselves(automatic: config.previewsModelsAutomatically).map(\.name))
        names.formUnion(config.extraModels)
        let engine = LayoutEngine(models: catalog.modelsByName, previewedModels: names)
        let sameCatalog = cache?.forms.begin(catalogRevision: catalog.revision, previewed: names) ?? false
        // Looked up once for every form, never searched per form (a 10,000-model project has as many forms).
        let hintsDiagnostics = Dictionary(grouping: hints.diagnostics, by: \.location.file)
        let lookups = ModelLookups(catalog)
        let configured = Set(config.extraModels)

        let forms = names.sorted().parallelMap { name in
            let modelHints = hints.hintsByModel[name]
            var duplicateWarning: Diagnostic?
            let model =
                chooseDeclaration(of: name, in: catalog, hints: modelHints, warning: &duplicateWarning)
                ?? lookups.uniqueNested[name]
            var form =
                cache?.forms.layout(
                    name: name, model: model, hints: modelHints, explicitSections: config.layouts[name], engine: engine,
                    sameCatalog: sameCatalog)
                ?? engine.layout(name: name, model: model, hints: modelHints, explicitSections: config.layouts[name])
            for file in hints.filesByModel[name] ?? [] { form.diagnostics += hintsDiagnostics[file] ?? [] }
            if let duplicateWarning { form.diagnostics.append(duplicateWarning) }
            if model == nil, let modelHints, let swiftName = lookups.byLowercasedName[name.lowercased()],
                swiftName != name
            {
                form.diagnostics.append(
                    .warning(
                        "hints.file-name-case", at: SourceLocation(file: modelHints.file),
                        "\(modelHints.file) differs from the model `\(swiftName)` only in case; SixLayer will not find it. Rename it to \(swiftName).hints"
                    ))
            }
            if model == nil && modelHints == nil && !hints.brokenModels.contains(name) {
                form.diagnostics.append(
                    .warning(
                        "config.unknown-model", at: SourceLocation(file: ProjectConfig.fileName),
                        "`\(name)` is listed for preview but no model or hints file has that name"))
            }
            form.previewReason = Self.previewReason(
                model: model, hints: modelHints, hintsFiles: hints.filesByModel[name],
                automatic: config.previewsModelsAutomatically, isConfigured: configured.contains(name))
            form.diagnostics.append(
                Diagnostic(
                    .info, "model.previewed",
                    at: model?.location ?? SourceLocation(file: modelHints?.file ?? ProjectConfig.fileName),
                    "`\(name)` is previewed: \(form.previewReason)"))
            form.diagnostics = form.diagnostics.sortedForOutput()
            return form
        }
        cache?.forms.retain(only: names)
        return forms
    }

    /// With several declarations of one name, the one whose fields the hints describe wins;
    /// without hints to decide, the first in path order, with a warning.
    private func chooseDeclaration(
        of name: String, in catalog: ModelCatalog, hints: ModelHints?, warning: inout Diagnostic?
    ) -> Model? {
        let declarations = catalog.declarations(of: name)
        guard declarations.count > 1 else { return declarations.first }
        if let hints {
            let hinted = Set(hints.fields.map(\.id))
            func overlap(_ model: Model) -> Int { model.fields.filter { hinted.contains($0.name) }.count }
            let best = declarations.max { overlap($0) < overlap($1) }!
            if declarations.filter({ overlap($0) == overlap(best) }).count == 1 { return best }
        }
        let places = declarations.compactMap { $0.location?.description }.joined(separator: ", ")
        warning = .warning(
            "swift.duplicate-type", at: declarations[1].location ?? SourceLocation(file: ""),
            "`\(name)` is declared more than once (\(places)); the first is previewed. Exclude the others with models.exclude"
        )
        return declarations.first
    }
}
