import Foundation
import Synchronization
import FormsmithCore
import ProjectFiles
import ModelReaders
import HintsFormat
import Docs

/// The project's listings from the last build (`serve`): its model sources, hints files, docs
/// sources and doc pages, each made by a walk of the project. A file's content never changes a
/// listing, only files coming and going do; so a rebuild told by the watcher (`ProjectChanges`)
/// that files it lists were edited, and nothing else, keeps the listings with new stamps of
/// those files. Anything else — a file added or removed, an edit to a file no listing holds
/// (`formsmith.yml`, a theme, a Core Data version choice), other settings — walks again.
///
/// Not a stage: a stage reuses a value while inputs it can compare
/// still hold, but whether a walk still holds is known only by walking (the folders are its
/// inputs) or by the watcher's word that no file came or went. The listings are the input the
/// first stages are keyed on, not a value made from keys; what a stage gets from them is the
/// watcher's `Changes`.
public final class ListingCache: Sendable {
    struct Listings: Sendable {
        var models: ModelSourceScanner.Sources
        /// The model files read (`BuildPipeline.modelSources`), the notes on those left unread, and
        /// the Core Data models no target builds (`BuildPipeline.builtCoreDataModels`).
        var readModels: (swiftFiles: [String], coreDataFiles: [String], notes: [Diagnostic], unbuilt: Set<String>)
        var hints: [(path: String, stamp: FileStamp?)]
        /// The app's String Catalogs and `.lproj` tables.
        var strings: [(path: String, stamp: FileStamp?)]
        var docsSources: [DocsSource]
        var docsSourceDiagnostics: [Diagnostic]
        var docFiles: DocFiles
    }

    /// What the walks were asked: another root, configuration or exclusion walks again.
    struct Search: Equatable, Sendable {
        var root: String
        var config: ProjectConfig
        var excluded: [String]
    }

    private let kept = Mutex<(search: Search, listings: Listings)?>(nil)
    private let reused = Atomic<Bool>(false)

    public init() {}

    /// Whether the last build kept the listings of the one before (for the tests).
    public var reusedInLastBuild: Bool { reused.load(ordering: .relaxed) }

    /// Takes the last build's listings out, restamped, when `changes` are edits of files they list alone
    /// (this build keeps them again, `keep`); nil: the project is walked again.
    func takeListings(for search: Search, changes: ProjectChanges?) -> Listings? {
        let reusable = { () -> Listings? in
            // Taken out, so restamping changes the listings in place instead of copying every entry;
            // this build keeps them again.
            guard let changes, !changes.addedOrRemoved,
                case (let keptSearch, var listings)? = kept.withLock({ $0.take() }),
                keptSearch == search
            else { return nil }
            var listed: Set<String> = []
            func stamp(_ path: String) -> FileStamp? { FileStamp(path: search.root + "/" + path) }
            for path in changes.modified {
                if listings.models.stamps[path] != nil {
                    listings.models.stamps[path] = .some(stamp(path))
                    listed.insert(path)
                }
            }
            listed.formUnion(listings.models.coreDataFiles.filter(changes.modified.contains))
            for index in listings.hints.indices where changes.modified.contains(listings.hints[index].path) {
                listings.hints[index].stamp = stamp(listings.hints[index].path)
                listed.insert(listings.hints[index].path)
            }
            for index in listings.strings.indices where changes.modified.contains(listings.strings[index].path) {
                listings.strings[index].stamp = stamp(listings.strings[index].path)
                listed.insert(listings.strings[index].path)
            }
            listed.formUnion(listings.docFiles.restamp(changes.modified, root: search.root))
            return listed == changes.modified ? listings : nil
        }()
        reused.store(reusable != nil, ordering: .relaxed)
        return reusable
    }

    /// Keeps this build's listings for the next.
    func keep(_ listings: Listings, for search: Search) { kept.withLock { $0 = (search, listings) } }
}
