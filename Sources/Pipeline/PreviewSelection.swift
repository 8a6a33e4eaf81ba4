import FormsmithCore
import HintsFormat
import ModelReaders
import ProjectFiles

/// Which models a build previews and under which names, and the ones a framework would preview
/// that it leaves out, with why: older schema versions and test fixtures.
public struct PreviewSelection: Sendable {
    public var names: Set<String>
    /// A previewed name → the model it shows, where they differ: `Item` → `SchemaV12.Item`.
    public var modelNames: [String: String] = [:]
    /// `model.skipped` notes, for `check --info`.
    public var skipped: [Diagnostic] = []

    /// A model is previewed when it has a hints file, is a persisted or settings model a user of
    /// its stack expects to see (`Model.persistence`), or is listed in the config.
    public init(hints: HintsCatalog, catalog: ModelCatalog, config: ProjectConfig) {
        let configured = Set(config.extraModels)
        names = configured
        let include = "list it under models.include in \(ProjectConfig.fileName) to preview it"
        // A hints file in a test folder is a fixture's too: one note for each such folder.
        var fixtureHints: [String: [(name: String, file: String)]] = [:]
        for name in hints.modelNames where !configured.contains(name) {
            let files = hints.filesByModel[name] ?? []
            guard let file = files.first, files.allSatisfy({ ProjectFolders.testFolder(containing: $0) != nil }) else {
                names.insert(name)
                continue
            }
            fixtureHints[ProjectFolders.testFolder(containing: file)!, default: []].append((name, file))
        }
        for folder in fixtureHints.keys.sortedNaturally() {
            let models = fixtureHints[folder]!.sorted { $0.file.naturallyPrecedes($1.file) }
            skipped.append(
                Diagnostic(
                    .info, "model.skipped", at: SourceLocation(file: models[0].file),
                    "\(Self.named(models.map(\.name))) not previewed: \(folder)/ is a test folder, whose hints are fixtures'; \(include)"
                ))
        }
        let schemas = SchemaVersions(catalog)
        // `Item` (a hints file's or the config's name, or the page's) is the current schema's `Item`.
        if schemas.current != nil {
            for name in catalog.modelsByName.keys {
                guard let short = schemas.nameInCurrentSchema(name), catalog[short] == nil else { continue }
                modelNames[short] = name
            }
        }
        var olderSchemas: [String: [(name: String, location: SourceLocation)]] = [:]
        for model in catalog.modelsPreviewedByThemselves(automatic: config.previewsModelsAutomatically)
        where !configured.contains(model.name) {
            let location = model.location ?? SourceLocation(file: "")
            if let folder = ProjectFolders.testFolder(containing: location.file) {
                skipped.append(
                    Diagnostic(
                        .info, "model.skipped", at: location,
                        "`\(model.name)` is not previewed: \(folder)/ is a test folder, whose models are fixtures; \(include)"
                    ))
            } else if let schema = schemas.schema(of: model.name), schema != schemas.current {
                olderSchemas[schema, default: []].append((model.name, location))
            } else if let short = schemas.nameInCurrentSchema(model.name), modelNames[short] == model.name {
                names.insert(short)
            } else {
                names.insert(model.name)
            }
        }
        if config.previewsModelsAutomatically, !catalog.recordProtocolModules.isEmpty {
            let records = catalog.modelsByName.values.filter {
                $0.persistence == .grdb && catalog.isRecordLibraryType($0) && !configured.contains($0.name)
                    && hints.hintsByModel[$0.name] == nil && $0.location != nil
            }
            .sorted { $0.location! < $1.location! }
            if let first = records.first {
                skipped.append(
                    Diagnostic(
                        .info, "model.skipped", at: first.location!,
                        "\(counted(records.count, "type")) adopting GRDB's record protocols not previewed: their module declares those protocols itself (it is the database library), so they are its own types, not an app's rows; \(include)"
                    ))
            }
        }
        // One note for the older schema versions, not one for each version or model.
        let older = olderSchemas.keys.sortedNaturally()
        if let first = older.first, let current = schemas.current {
            let models = olderSchemas.values.joined().sorted { $0.location < $1.location }
            let versions = older.count == 1 ? "version \(first) is" : "versions \(older.joined(separator: ", ")) are"
            skipped.append(
                Diagnostic(
                    .info, "model.skipped-version", at: olderSchemas[first]!.map(\.location).min()!,
                    "older schema \(versions) not previewed (\(counted(models.count, "model"))): \(current) is the current one (\(schemas.why)); list a model such as `\(olderSchemas[first]!.map(\.name).sortedNaturally()[0])` under models.include in \(ProjectConfig.fileName) to preview it"
                ))
        }
    }

    /// "`A` is", "`A` and `B` are", "`A`, `B` and `C` are".
    static func named(_ names: [String]) -> String {
        let quoted = names.map { "`\($0)`" }
        guard quoted.count > 1 else { return "\(quoted.first ?? "") is" }
        return quoted.dropLast().joined(separator: ", ") + " and \(quoted.last!) are"
    }
}
