import Synchronization
import FormsmithCore
import Incremental
import HintsFormat
import ModelReaders
import Docs
import Site

/// Everything `serve` keeps between rebuilds, in one place. Every part follows one rule (`Memo`):
/// a value is kept with the inputs it was made from and reused only while they still hold.
///
/// 0. Listings (`ListingCache`): the project's walks, kept while only files they list are edited.
/// 1. Files (`ContentCache`): a file's parse is kept by its bytes; each parse has a revision.
/// 2. Catalogs, doc targets and forms: kept by the revisions of the parses they were made from,
///    plus, for a form or a doc page, every lookup it made into the rest of the project.
/// 3. Pages and their pieces of the shared files: kept by every value their context was made from.
///
/// A changed file thus changes one revision, which invalidates exactly the values made from it.
public final class BuildCache: Sendable {
    public let listings = ListingCache()
    /// A Swift file edited where no model changes (a method's body) keeps its revision, and so the catalog.
    public let models = ModelSourceScanner.Cache(sameValue: { $0 == $1 })
    public let hints = HintsLoader.Cache()
    public let docs = DocsLoader.Cache()
    /// The last build's doc pages as read, for a rebuild that knows which files were edited.
    let readDocs = Mutex<DocsLoader.ReadPages?>(nil)
    public let renderedDocs = DocsLoader.RenderCache()
    public let forms = LayoutCache()
    let formFacts = FormFactsCache()
    public let pages = PageCache()
    /// The build's diagnostics, sorted, by the forms' diagnostics revision and the others.
    let sortedDiagnostics = Memo<SortedDiagnosticsInputs, [Diagnostic]>()

    public init() {}
}

/// What a build's sorted diagnostics were made from: the forms' (by revision) and all the others.
struct SortedDiagnosticsInputs: Equatable, Sendable {
    var formsRevision: Int
    var others: [Diagnostic]
}
