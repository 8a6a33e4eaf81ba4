import Foundation
import Incremental
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
import Localization
import CSystemShims
import SignOff
import Templates
import SiteOutput

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
    /// The base side of `diff`: when set, the site gets a review page comparing it with this build.
    public var reviewBase: [FormLayout]?
    /// Takes each rendered page as soon as it is made, so the pages are written while the rest
    /// render and never all held at once; they are then not in `files`.
    public var site: SiteWriter.NewSite?
    /// The environment the build reads `SOURCE_DATE_EPOCH` from (`PictureDate`).
    public var environment = ProcessInfo.processInfo.environment

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
        let kept = cache?.listings.takeListings(for: search, changes: changes)
        // Names the project as this build reads it. With the listings kept, the watcher's edited
        // files are all that may have changed since the last build read it; else anything may.
        let snapshot = cache.map { _ in Revision.next() }
        let lastSnapshot = cache?.lastSnapshot.withLock { $0 }
        let projectChanges: Changes =
            if kept != nil, let modified = changes?.modified, let lastSnapshot {
                .only(modified, since: lastSnapshot)
            } else {
                .everything
            }
        // The docs are read and parsed while the models are: neither needs the other until the docs render.
        let (root, buildCache) = (root, cache)
        let (docsPaths, docsPathsLocation, excluded) = (config.docsPaths, config.docsPathsLocation, excludedPaths)
        let readDocs = Background {
            let (sources, diagnostics) =
                kept.map { ($0.docsSources, $0.docsSourceDiagnostics) }
                ?? DocsSources.find(
                    projectRoot: root, configured: docsPaths, configuredAt: docsPathsLocation, excluded: excluded)
            let files = kept?.docFiles ?? DocsLoader.files(projectRoot: root, sources: sources)
            let pages = DocsLoader.read(
                projectRoot: root, files: files, cache: buildCache?.docs, snapshot: snapshot, changes: projectChanges)
            return (pages, sources, diagnostics, files)
        }
        // Hints need nothing from the models either: read them on the other core meanwhile.
        let hintsCache = cache?.hints
        let hintsSearch = HintsLoader.Search(configured: config.hintsPaths, excluded: excludedPaths)
        // And the app's strings: read whole when any strings file changed. Kept only with the
        // listings, as the reading also looks at files no listing holds (storyboards); and each
        // listed file stamped again, as SixLayer's catalog (in `.build` or DerivedData) is
        // listed but not watched. A file the watcher saw edited is read again whatever its stamp.
        let (localization, stringsStage) = (config.localization, cache?.strings)
        let stringsKeepable = kept.map { !$0.strings.contains { changes?.modified.contains($0.path) ?? true } } ?? false
        let readHints = Background {
            let files = kept?.hints ?? HintsLoader.discover(projectRoot: root, search: hintsSearch)
            let catalog = HintsLoader.load(
                projectRoot: root, files: files, cache: hintsCache, snapshot: snapshot, changes: projectChanges)
            let stringsFiles =
                kept?.strings ?? StringsLoader.discover(root: root, settings: localization, excluded: excluded)
            let inputs = StringsInputs(
                files: kept == nil
                    ? stringsFiles
                    : stringsFiles.map {
                        ($0.path, FileStamp(path: $0.path.hasPrefix("/") ? $0.path : root.path + "/" + $0.path))
                    },
                settings: localization)
            let read = { StringsLoader.load(root: root, files: inputs.files, settings: localization) }
            buildCache?.stringsRead.store(false, ordering: .relaxed)
            let strings =
                stringsStage?.value(
                    for: "strings", reusableIf: { stringsKeepable && $0 == inputs },
                    make: {
                        buildCache?.stringsRead.store(true, ordering: .relaxed)
                        return .init(inputs: inputs, value: read())
                    }) ?? read()
            return (catalog, files, strings, stringsFiles)
        }
        // So does the theme; a serve build's page cache keeps its own compiled templates.
        let (themeName, compileAhead) = (themeOverride ?? config.theme, cache == nil)
        let loadTheme = Background {
            let (theme, diagnostics) = ThemeLoader.load(name: themeName, projectRoot: root)
            return (theme, diagnostics, compileAhead ? PreparedTemplates(theme: theme) : nil)
        }
        let listed = timer.measure("discover") {
            kept?.models
                ?? ModelSourceScanner.sources(
                    in: config.modelPaths ?? ["."], root: root,
                    exclude: config.excludedModelPaths + excludedPaths.map { "\($0)/**" } + excludedPaths)
        }
        // Which listed files are read follows from the listing alone: worked out once per listing.
        let readModels =
            kept?.readModels
            ?? {
                let (sources, notes) = Self.modelSources(listed, readingTestFolders: !config.extraModels.isEmpty)
                let (unbuilt, unbuiltNotes) = Self.unbuiltCoreDataModels(
                    sources, root: root, readingAll: !config.extraModels.isEmpty)
                return (sources.swiftFiles, sources.coreDataFiles, notes + unbuiltNotes, unbuilt)
            }()
        var sources = listed
        (sources.swiftFiles, sources.coreDataFiles) = (readModels.swiftFiles, readModels.coreDataFiles)
        let testFolderNotes = readModels.notes
        diagnostics += testFolderNotes
        diagnostics += SkippedSourcesNotes.coreDataVersions(sources.coreDataFiles, root: root)
        // Every build: a folder made empty or one the watcher does not see (`node_modules`) comes
        // and goes without a file doing so, so these cannot be kept with the listings.
        diagnostics += SkippedSourcesNotes.skippedFolders(root: root, excluded: excludedPaths)
        timer.count(sources.swiftFiles.count + sources.coreDataFiles.count, "model files")
        var catalog = timer.measure("read models") {
            ModelSourceScanner.read(
                sources, root: root, cache: cache?.models, snapshot: snapshot, changes: projectChanges)
        }
        catalog.markUnbuilt(readModels.unbuilt)
        timer.count(catalog.modelsByName.count, "types")
        let ((hints, hintsFiles, (strings, stringsDiagnostics), stringsFiles), hintsSeconds) = readHints.take()
        diagnostics += stringsDiagnostics
        timer.record("read hints", seconds: hintsSeconds, note: "alongside the models")
        timer.count(hints.modelCount, "hints files")
        // The day the pictures show as now: the empty date pickers' capsules, and the room they leave.
        let pictureDate = pictureDate()
        let laidOut = timer.measure("layout") {
            layoutForms(hints: hints, catalog: catalog, strings: strings, pictureDate: pictureDate)
        }
        diagnostics += Self.stringsNotes(strings, forms: laidOut.forms)
        diagnostics += laidOut.standaloneDiagnostics
        diagnostics += ConfiguredSample.problems(config.samples, in: laidOut.forms)
        let forms = laidOut.forms
        timer.count(forms.count, "forms")
        let signOff = timer.measure("sign-off") { Self.readSignOff(root: root, forms: forms) }
        diagnostics += signOff.diagnostics

        // The rest is made from the forms and docs alone: the models and hints they came from need
        // not stay through the docs and the render, where a big project's would dominate peak memory.
        let guidance = Self.guidance(catalog: catalog, swiftFiles: sources.swiftFiles.count, forms: forms)
        let profiles = hints.profiles
        releaseInBackground(consume catalog)
        releaseInBackground(consume hints)

        let facts = FormFacts(laidOut, cache: cache?.formFacts)
        let ((readPages, docsSources, sourceDiagnostics, docFiles), readSeconds) = readDocs.take()
        var docPages = Optional(consume readPages)  // handed to the render, which lets each page's tree go
        diagnostics += sourceDiagnostics
        cache?.listings.keep(
            .init(
                models: listed, readModels: readModels, hints: hintsFiles, strings: stringsFiles,
                docsSources: docsSources,
                docsSourceDiagnostics: sourceDiagnostics, docFiles: docFiles),
            for: search)
        timer.record("read docs", seconds: readSeconds, note: "alongside the models")
        var docsOptions = facts.docsOptions
        docsOptions.rawHTML = (allowRawHTML ?? config.allowRawHTML) ? .trusted : .sanitized
        docsOptions.githubMarkdown = config.githubMarkdown
        docsOptions.highlight = CodeHighlighter.html
        docsOptions.repository =
            config.repository.flatMap { RepositoryBrowser(url: $0) } ?? RepositoryBrowser.find(projectRoot: root)
        if let written = config.repository, RepositoryBrowser(url: written) == nil {
            diagnostics.append(
                .warning(
                    "config.wrong-type", at: SourceLocation(file: ProjectConfig.fileName),
                    "`repository` “\(written)” is no repository's web address (https://host/owner/name); the git remote is used"
                ))
        }
        let docsResult = timer.measure("docs") {
            DocsLoader.render(
                docPages.take()!, projectRoot: root, options: docsOptions, renderCache: cache?.renderedDocs,
                sameFiles: changes.map { !$0.addedOrRemoved } ?? false)
        }
        let docs = docsResult.pages
        timer.count(docs.count, "doc pages")
        // What reading and parsing freed stays in the heaps of the threads that freed it, where the
        // render's threads may not reuse it, and in a big build that is most of the peak. A serve
        // build keeps its parses, and a small build has little to give back.
        if cache == nil { formsmith_trim_heap_after_peak_above(512 << 20) }
        diagnostics += docs.flatMap(\.diagnostics) + docsResult.diagnostics
        let assetFiles = readAssets(docsResult.assets, diagnostics: &diagnostics)

        let ((theme, themeDiagnostics, preparedTemplates), _) = loadTheme.take()
        diagnostics += themeDiagnostics
        var renderer = SiteRenderer(
            siteTitle: SiteTitle.find(projectRoot: root, configured: config.title), forms: forms, docs: docs,
            theme: theme,
            pageCache: cache?.pages, modelPages: facts.pageByModel,
            changes: cache.map { _ in
                SiteChanges(
                    formsRevision: laidOut.revision, forms: laidOut.changes, docsRevision: docsResult.revision,
                    docs: docsResult.changes)
            })
        renderer.preparedTemplates = preparedTemplates
        renderer.guidance = guidance
        renderer.pictureDate = pictureDate
        renderer.site = site
        renderer.review = reviewBase.map {
            FormDiff.compare(
                base: $0, head: forms, labelWidth: LabelWidths.measure, also: Self.accessibilityChanges)
        }
        renderer.profiles = profiles
        if signOff.record != nil { renderer.signOff = Self.siteSignOff(signOff.states) }
        renderer.languages = Self.siteLanguages(strings)
        var (files, renderDiagnostics) = timer.measure("render") { renderer.render() }
        diagnostics += renderDiagnostics
        // What the render made: the pages it kept and those it handed to the writer as they rendered.
        let renderedBytes = files.byteCount + (site?.byteCount ?? 0)
        if !assetFiles.isEmpty { files = (files + assetFiles).sortedByPath() }  // the renderer's are sorted
        timer.count(files.count + (site?.fileCount ?? 0), "files")
        timer.throughput(bytes: renderedBytes)

        cache?.lastSnapshot.withLock { $0 = snapshot }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        return BuildResult(
            files: files, forms: forms, docs: docs,
            diagnostics: sorted(diagnostics, formsDiagnostics: laidOut.diagnosticsRevision, forms: forms),
            swiftFileCount: sources.swiftFiles.count, seconds: elapsed, timings: timer.stages, guidance: guidance,
            signOffRecord: signOff.record, signOff: signOff.states)
    }

    /// Images and other files the docs link to, copied into the site (`DocAsset` says where).
    private func readAssets(_ assets: [DocAsset], diagnostics: inout [Diagnostic]) -> [SiteFile] {
        // Images may now come from anywhere in the project; a symbolic link must not carry one out of it.
        let realRoot = root.resolvingSymlinksInPath().path + "/"
        return assets.compactMap { asset in
            let file = root.appendingPathComponent(asset.sourcePath)
            guard file.resolvingSymlinksInPath().path.hasPrefix(realRoot) else {
                diagnostics.append(
                    .warning(
                        "docs.unreadable-asset", at: SourceLocation(file: asset.sourcePath),
                        "this file the docs link to is a link out of the project, so it is not copied"))
                return nil
            }
            guard let data = FileManager.default.contents(atPath: file.path)
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
}

extension BuildPipeline {
    /// `PictureDate` of the project, asked once per `serve`.
    public func pictureDate() -> String {
        guard let cache else { return PictureDate.find(projectRoot: root, environment: environment) }
        return cache.pictureDate.withLock { kept in
            if let kept { return kept }
            let found = PictureDate.find(projectRoot: root, environment: environment)
            kept = found
            return found
        }
    }
}
