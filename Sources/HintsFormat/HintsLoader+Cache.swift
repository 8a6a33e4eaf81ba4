import Foundation
import Synchronization
import FormsmithCore
import Incremental
import ProjectFiles

extension HintsLoader {
    /// Hints read in earlier builds (`serve`): each file's parse, kept by its bytes, and the last
    /// catalog with the readings it was made of, so a rebuild told which files were edited reads
    /// their models alone and says which of them changed (`HintsCatalog.changes`).
    public final class Cache: Sendable {
        struct Loaded: Sendable {
            var paths: [String]
            var models: [String]
            var readings: [String: Reading]
            var profileDiagnostics: [Diagnostic]
            var catalog: HintsCatalog
        }

        let files = ContentCache<ParseResult>()
        private let last = Mutex<Loaded?>(nil)
        private let revisions = Atomic<Int>(0)

        public init() {}

        /// Keeps a catalog read whole, giving it a new revision.
        func keep(_ catalog: inout HintsCatalog, _ loaded: Loaded) {
            catalog.revision = revisions.wrappingAdd(1, ordering: .relaxed).newValue
            var loaded = loaded
            loaded.catalog = catalog
            last.withLock { $0 = loaded }
        }

        /// The last catalog with the models of the `edited` files read again (`read`), when the same
        /// `files` are listed and no profiles file was edited; nil: read everything.
        func patched(
            files: [(path: String, stamp: FileStamp?)], edited: Set<String>, read: (String, [String]) -> Reading
        ) -> HintsCatalog? {
            last.withLock { kept -> HintsCatalog? in
                guard var loaded = kept, loaded.paths.count == files.count,
                    zip(loaded.paths, files).allSatisfy({ $0 == $1.path })
                else { return nil }
                var models: [String: [String]] = [:]
                for path in edited where path.hasSuffix(".hints") {
                    let model = modelName(ofFile: path)
                    guard let paths = loaded.catalog.filesByModel[model], paths.contains(path) else {
                        if loaded.catalog.catalogFiles.contains(path) { return nil }  // the profiles: read whole
                        continue
                    }
                    models[model] = paths
                }
                kept = nil  // the catalog and readings are changed in place, not copied
                var catalog = loaded.catalog
                loaded.catalog = HintsCatalog()
                var changed: Set<String> = []
                var diagnosticsChanged = false
                for (model, paths) in models {
                    let reading = read(model, paths)
                    let before = loaded.readings[model]!
                    guard reading != before else { continue }
                    changed.insert(model)
                    diagnosticsChanged = diagnosticsChanged || reading.diagnostics != before.diagnostics
                    loaded.readings[model] = reading
                    catalog.hintsByModel[model] = reading.hints
                    if reading.broken {
                        catalog.brokenModels.insert(model)
                    } else {
                        catalog.brokenModels.remove(model)
                    }
                }
                if diagnosticsChanged {
                    catalog.diagnostics = loaded.profileDiagnostics
                    for model in loaded.models { catalog.diagnostics += loaded.readings[model]!.diagnostics }
                }
                catalog.changes = ChangedKeys(since: catalog.revision, keys: changed)
                catalog.revision = revisions.wrappingAdd(1, ordering: .relaxed).newValue
                loaded.catalog = catalog
                kept = loaded
                return catalog
            }
        }
    }
}
