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
        for folder in [hintsFolder, ""] {
            let directory = folder.isEmpty ? root : root.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            for name in names.sorted() where name.hasSuffix(".hints") && !name.hasPrefix(".") {
                let model = String(name.dropLast(".hints".count))
                candidates[model, default: []].append(folder.isEmpty ? name : "\(folder)/\(name)")
            }
        }
        for model in candidates.keys.sorted() {
            let paths = candidates[model]!
            if model == profilesFile {
                catalog.catalogFiles += paths
                continue
            }
            for path in paths {
                let url = root.appendingPathComponent(path)
                guard let data = FileManager.default.contents(atPath: url.path) else {
                    catalog.diagnostics.append(.error("hints.unreadable", at: SourceLocation(file: path),
                        "cannot read this hints file"))
                    continue
                }
                let parse = { () -> ParseResult in
                    let (hints, diagnostics) = HintsParser.parse([UInt8](data), modelName: model, file: path)
                    return ParseResult(hints: hints, diagnostics: diagnostics)
                }
                let result = cache?.value(for: path, content: data, compute: parse) ?? parse()
                let (hints, diagnostics) = (result.hints, result.diagnostics)
                catalog.diagnostics += diagnostics
                if let hints {
                    catalog.hintsByModel[model] = hints
                    catalog.brokenModels.remove(model)
                    break  // first file that parses wins, as in SixLayer
                }
                catalog.brokenModels.insert(model)
            }
        }
        return catalog
    }
}
