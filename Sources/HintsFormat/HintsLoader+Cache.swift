import Foundation
import Synchronization
import FormsmithCore
import Incremental
import ProjectFiles

extension HintsLoader {
    /// Hints read in earlier builds (`serve`): each file's parse, kept by its bytes; each model's
    /// reading, a stage keyed by model (`Stage`); and the catalog made from the readings, which a
    /// rebuild patches where readings changed.
    public final class Cache: Sendable {
        let files = ContentCache<ParseResult>()
        let readings = Stage<Reading>()
        /// The last catalog, with the revision of the readings it was made from.
        private let last = Mutex<(catalog: HintsCatalog, readings: Revision, profileDiagnostics: [Diagnostic])?>(nil)

        private let listings = Mutex<Listing?>(nil)

        public init() {}

        /// `files` by model: the last build's while the same files are listed.
        func listing(of files: [(path: String, stamp: FileStamp?)]) -> Listing {
            listings.withLock { kept in
                if let kept, kept.paths.count == files.count, zip(kept.paths, files).allSatisfy({ $0 == $1.path }) {
                    return kept
                }
                let listing = Listing(files)
                kept = listing
                return listing
            }
        }

        /// The last catalog with the models of `readings.changes` put in place, when it was made
        /// from the readings those changes are relative to and from the same profiles; the catalog
        /// is taken out, so it changes in place.
        func patchedCatalog(
            _ readings: Stage<Reading>.Output, catalogFiles: [String], profilesEdited: Bool
        ) -> HintsCatalog? {
            last.withLock { kept -> HintsCatalog? in
                guard !profilesEdited, let lastReadings = kept?.readings,
                    let changed = readings.changes.keys(since: lastReadings),
                    kept?.catalog.catalogFiles == catalogFiles, var (catalog, _, profileDiagnostics) = kept.take()
                else { return nil }
                for model in changed {
                    let reading = readings.values[readings.position(of: model)!]
                    catalog.hintsByModel[model] = reading.hints
                    if reading.broken {
                        catalog.brokenModels.insert(model)
                    } else {
                        catalog.brokenModels.remove(model)
                    }
                }
                if !changed.isEmpty {
                    catalog.diagnostics = profileDiagnostics + readings.values.flatMap(\.diagnostics)
                    catalog.changes = .only(changed, since: catalog.revision!)
                    catalog.revision = .next()
                } else {
                    catalog.changes = .only([], since: catalog.revision!)
                }
                kept = (catalog, readings.revision, profileDiagnostics)
                return catalog
            }
        }

        /// Keeps a catalog made whole from `readings`, saying what differs from the last one.
        func keep(_ catalog: inout HintsCatalog, readings: Stage<Reading>.Output, profileDiagnostics: [Diagnostic]) {
            last.withLock { kept in
                catalog.revision = .next()
                // The same models, files and profiles: only the readings that differ changed.
                if let previous = kept?.catalog, previous.filesByModel == catalog.filesByModel,
                    previous.catalogFiles == catalog.catalogFiles, previous.profiles == catalog.profiles,
                    let changed = readings.changes.keys(since: kept?.readings)
                {
                    catalog.changes = .only(changed, since: previous.revision!)
                    if changed.isEmpty, previous.diagnostics == catalog.diagnostics {
                        catalog.revision = previous.revision
                    }
                }
                kept = (catalog, readings.revision, profileDiagnostics)
            }
        }
    }
}
