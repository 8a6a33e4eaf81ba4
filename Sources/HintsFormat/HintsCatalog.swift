import FormsmithCore
import Incremental

/// Every model's hints found in a project, after SixLayer's lookup order.
public struct HintsCatalog: Sendable {
    /// Model name → the hints SixLayer would use.
    public var hintsByModel: [String: ModelHints]
    /// Model names whose hints file exists but could not be read (its error is in `diagnostics`).
    public var brokenModels: Set<String>
    /// Model name → every hints file found for it, in lookup order (the first that parses is read).
    public var filesByModel: [String: [String]] = [:]
    /// `PresentationProfiles.hints` and other catalogs that are not models.
    public var catalogFiles: [String]
    /// The profiles of the first `PresentationProfiles.hints` SixLayer would read, by id.
    public var profiles: [PresentationProfile] = []
    public var diagnostics: [Diagnostic]
    /// Names this catalog among those loaded through one cache (`serve`); nil: loaded without one.
    public internal(set) var revision: Revision?
    /// The models whose hints or diagnostics may differ from the same cache's last catalog.
    public internal(set) var changes: Changes = .everything

    public init(
        hintsByModel: [String: ModelHints] = [:], brokenModels: Set<String> = [], catalogFiles: [String] = [],
        diagnostics: [Diagnostic] = []
    ) {
        self.hintsByModel = hintsByModel
        self.brokenModels = brokenModels
        self.catalogFiles = catalogFiles
        self.diagnostics = diagnostics
    }

    /// Every model name with a hints file, sorted.
    public var modelNames: [String] { Set(hintsByModel.keys).union(brokenModels).sorted() }

    /// How many models have a hints file (`modelNames.count`, without listing them).
    public var modelCount: Int { hintsByModel.count + brokenModels.count { hintsByModel[$0] == nil } }
}
