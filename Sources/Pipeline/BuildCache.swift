import Synchronization
import FormsmithCore
import Incremental
import HintsFormat
import ModelReaders
import Docs
import Localization
import Site

/// Everything `serve` keeps between rebuilds, in one place. The build is a chain of stages
/// (`KeyedStage`; `Stage` without per-key inputs), each keyed (by file, model, doc, page or kind of
/// page) and told by the one before which keys changed; a keyed stage keeps each value with the
/// inputs it was made from, and a value made from a whole output (a dictionary, a sorted list, the
/// facts the docs are told) is `Derived` from it, patched where keys changed.
///
/// A value asked for one key at a time inside another stage's work (a file's parse, a form's
/// layout, a doc page, the compiled theme) is kept by a keyed stage too, under its key
/// (`KeyedStage.value(for:reusableIf:make:)`); there is no other kind of cache but the listings.
///
/// 0. Listings (`ListingCache`): the project's walks, kept while only files they list are edited
///    (why they are not a stage: `ListingCache`).
/// 1. Files (`ContentCache`, a keyed stage asked by file): a file's parse is kept by its bytes.
/// 2. Model files, hints, docs read: stages keyed by file or model, told by the watcher which
///    files were edited since the project was last read (`lastSnapshot`).
/// 3. Forms, their fields and diagnostics, doc targets and rendered docs: stages told by the ones
///    before; a form or a doc page also kept with every lookup it made into the rest of the project.
/// 4. Pages and their pieces of the shared files: stages told which forms and docs changed, each
///    page kept with every value its context was made from.
///
/// A changed file thus changes the keys made from it, and a full build is a rebuild in which every
/// key changed.
public final class BuildCache: Sendable {
    public let listings = ListingCache()
    public let models = ModelSourceScanner.Cache()
    public let hints = HintsLoader.Cache()
    public let docs = DocsLoader.ReadCache()
    public let renderedDocs = DocsLoader.RenderCache()
    public let forms = LayoutCache()
    let formFacts = FormFactsCache()
    /// The app's strings and what reading them said, under one key (`StringsInputs`).
    let strings = KeyedStage<StringsInputs, (strings: AppStrings, diagnostics: [Diagnostic])>()
    let stringsRead = Atomic<Bool>(false)
    /// Whether the last build read the app's strings files rather than keep the last build's strings.
    public var stringsReadInLastBuild: Bool { stringsRead.load(ordering: .relaxed) }
    public let pages = PageCache()
    /// The build's diagnostics, sorted, by the forms' diagnostics revision and the others.
    let sortedDiagnostics = KeyedStage<SortedDiagnosticsInputs, [Diagnostic]>()
    /// `PictureDate`, found at the first build: it asks git, which a save need not wait for again.
    let pictureDate = Mutex<String?>(nil)
    /// Names the project as the last build read it: the watcher's changes are relative to it.
    let lastSnapshot = Mutex<Revision?>(nil)

    public init() {}
}

/// What a build's sorted diagnostics were made from: the forms' (by revision) and all the others.
struct SortedDiagnosticsInputs: Equatable, Sendable {
    var formsRevision: Revision
    var others: [Diagnostic]
}
