import Foundation
import Synchronization
import FormsmithCore
import Incremental
import ProjectFiles

extension HintsLoader {
    /// Hints read in earlier builds (`serve`): each file's parse, kept by its bytes; each model's
    /// reading, a stage keyed by model (`Stage`); the catalog derived from the readings (`Derived`),
    /// patched where readings changed; and the listing by model, kept under one key with its paths.
    public final class Cache: Sendable {
        let files = ContentCache<ParseResult>()
        let readings = Stage<Reading>()
        /// The catalog and the profiles' diagnostics, made from the readings.
        private let catalogs = Derived<MadeCatalog>()
        private let listings = KeyedStage<[String], Listing>()

        public init() {}

        /// `files` by model: the last build's while the same files are listed.
        func listing(of files: [(path: String, stamp: FileStamp?)]) -> Listing {
            listings.value(
                for: "listing",
                // Compared in place: no list of paths is made for a listing that stands.
                reusableIf: { paths in paths.count == files.count && zip(paths, files).allSatisfy { $0 == $1.path } },
                make: {
                    let listing = Listing(files)
                    return .init(inputs: listing.paths, value: listing)
                })
        }

        /// The catalog of `readings`: the last one with the models of `readings.changes` put in
        /// place, when it was made from the readings those changes are relative to and from the same
        /// profiles; else `make()`'s, which says what differs from the last where the models, files
        /// and profiles are the same.
        func catalog(
            _ readings: Stage<Reading>.Output, catalogFiles: [String], profilesEdited: Bool, make: () -> MadeCatalog
        ) -> HintsCatalog {
            let patchable = !profilesEdited && catalogs.last?.catalog.catalogFiles == catalogFiles
            // Made from the profiles too: edited, or another profiles file, the catalog is made whole.
            let derived = catalogs.derive(
                of: readings, othersHold: patchable,
                patch: { made, changed in
                    for model in changed {
                        let reading = readings.values[readings.position(of: model)!]
                        made.catalog.hintsByModel[model] = reading.hints
                        if reading.broken {
                            made.catalog.brokenModels.insert(model)
                        } else {
                            made.catalog.brokenModels.remove(model)
                        }
                    }
                    if !changed.isEmpty {
                        made.catalog.diagnostics = made.profileDiagnostics + readings.values.flatMap(\.diagnostics)
                    }
                },
                make: make,
                sameBesides: { last, made in
                    last.catalog.filesByModel == made.catalog.filesByModel
                        && last.catalog.catalogFiles == made.catalog.catalogFiles
                        && last.catalog.profiles == made.catalog.profiles
                        && last.catalog.diagnostics == made.catalog.diagnostics
                })
            var catalog = derived.value.catalog
            (catalog.revision, catalog.changes) = (derived.revision, derived.changes)
            return catalog
        }
    }

    /// A catalog made from the readings, with the profiles' diagnostics it begins with.
    struct MadeCatalog: Sendable {
        var catalog: HintsCatalog
        var profileDiagnostics: [Diagnostic]
    }
}
