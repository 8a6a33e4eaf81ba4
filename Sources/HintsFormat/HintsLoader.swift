import Foundation
import FormsmithCore

/// Finds and reads `.hints` files: `Hints/M.hints` first, then `M.hints` at the project root.
public enum HintsLoader {
    /// The folder SixLayer reads first.
    public static let hintsFolder = "Hints"
    static let profilesFile = "PresentationProfiles"

    /// Reads every `.hints` file in `Hints/` and at the root of `root`.
    public typealias Cache = ContentCache<ParseResult>
    public struct ParseResult: Sendable {
        public var hints: ModelHints?
        public var diagnostics: [Diagnostic]
    }

    public static func load(projectRoot root: URL, cache: Cache? = nil) -> HintsCatalog {
        var catalog = HintsCatalog()
        var candidates: [String: [String]] = [:]  // model name → relative paths in lookup order
        var stamps: [String: FileStamp?] = [:]  // taken while listing: one path step each, not a whole path
        for folder in [hintsFolder, ""] {
            let directory = folder.isEmpty ? root : root.appendingPathComponent(folder)
            var names: [String] = []
            DirectoryWalker.walkWithStamps(directory.path) { _, name, _, stamp in
                if name.hasSuffix(".hints") && !name.hasPrefix(".") {
                    names.append(name)
                    stamps[folder.isEmpty ? name : "\(folder)/\(name)"] = .some(stamp())
                }
                return .skip
            }
            for name in names.sorted() {
                let model = String(name.dropLast(".hints".count))
                candidates[model, default: []].append(folder.isEmpty ? name : "\(folder)/\(name)")
            }
        }
        struct Reading: Sendable {
            var hints: ModelHints?
            var broken = false
            var diagnostics: [Diagnostic] = []
        }
        let models = candidates.keys.sorted().filter { $0 != profilesFile }
        catalog.catalogFiles = candidates[profilesFile] ?? []
        // Each model's files are independent of the others': read them on every core.
        let readings = models.parallelMap { model -> Reading in
            var reading = Reading()
            for path in candidates[model]! {
                let absolutePath = root.path + "/" + path  // not URL: this runs for every file of every rebuild
                let parse = { (data: Data) -> ParseResult in
                    let (hints, diagnostics) = HintsParser.parse([UInt8](data), modelName: model, file: path)
                    return ParseResult(hints: hints, diagnostics: diagnostics)
                }
                let parsed: ParseResult? = if let cache {
                    cache.value(for: path, fileAt: absolutePath, stamp: stamps[path] ?? .none, compute: parse)?.value
                } else {
                    (stamps[path] ?? nil) == nil ? nil : FileManager.default.contents(atPath: absolutePath).map(parse)
                }
                guard let result = parsed else {
                    reading.diagnostics.append(.error("hints.unreadable", at: SourceLocation(file: path), "cannot read this hints file"))
                    reading.broken = true  // the model still gets a page, which shows the error
                    continue
                }
                reading.diagnostics += result.diagnostics
                if let hints = result.hints {
                    reading.hints = hints
                    reading.broken = false
                    break  // first file that parses wins, as in SixLayer
                }
                reading.broken = true
            }
            return reading
        }
        for (model, reading) in zip(models, readings) {
            catalog.diagnostics += reading.diagnostics
            if let hints = reading.hints { catalog.hintsByModel[model] = hints }
            if reading.broken { catalog.brokenModels.insert(model) }
        }
        return catalog
    }
}
