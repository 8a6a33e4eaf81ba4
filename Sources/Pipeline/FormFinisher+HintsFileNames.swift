import FormsmithCore
import HintsFormat

extension FormFinisher {
    /// A hints file whose name is no model's: SixLayer loads a model's hints from `<Model>.hints`, so
    /// a name that differs only in case or by a letter or two (`Projects.hints` for `Project`) is
    /// one it never reads. Said at the file itself, broken JSON or not.
    func hintsFileNamingNoModel(_ name: String, hints: HintsCatalog) -> [Diagnostic] {
        guard let file = hints.hintsByModel[name]?.file ?? hints.filesByModel[name]?.first else { return [] }
        if let swiftName = lookups.byLowercasedName[name.lowercased()], swiftName != name {
            return [
                .warning(
                    "hints.file-name-case", at: SourceLocation(file: file),
                    "\(file) differs from the model `\(swiftName)` only in case; SixLayer will not find it. Rename it to \(swiftName).hints"
                )
            ]
        }
        guard let near = nearestModel(to: name), hints.hintsByModel[near] == nil, !hints.brokenModels.contains(near)
        else { return [] }
        return [
            .warning(
                "hints.unknown-model", at: SourceLocation(file: file),
                "\(file) names no model: SixLayer reads `\(near)`'s hints from \(near).hints, and this file becomes a form of its own. Did you mean `\(near)`? Rename it to \(near).hints"
            )
        ]
    }

    /// The model a misnamed hints file most likely meant: a persisted or settings model within a
    /// couple of edits (a plural, a typo; one for a short name), never the file's own name.
    func nearestModel(to name: String) -> String? {
        let models = catalog.modelsByName.values.filter { $0.persistence != nil }.map(\.name)
        let allowed = name.count <= 5 ? 1 : max(2, name.count / 5)
        return name.closest(in: models.sorted(), maximumDistance: allowed)
    }
}
