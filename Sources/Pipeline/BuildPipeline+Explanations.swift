import FormsmithCore
import ModelReaders
import Layout
import HintsFormat

/// What a build says about its models beyond their pages: why each one has a page, and what to
/// do when none has.
extension BuildPipeline {
    /// Why a model has a page, for `check --info`: `hints at Hints/User.hints; SwiftData @Model at Sources/User.swift:3`.
    static func previewReason(
        model: Model?, hints: ModelHints?, hintsFiles: [String]?, automatic: Bool,
        isConfigured: Bool
    ) -> String {
        var reasons: [String] = []
        if let hints {
            reasons.append("hints at \(hints.file)")
        } else if let file = hintsFiles?.first {
            reasons.append("hints at \(file) (which SixLayer cannot read)")
        }
        if automatic, let model, let persistence = model.persistence {
            let place = model.location.map { $0.line > 0 ? "\($0.file):\($0.line)" : $0.file } ?? "?"
            let through = model.superclassInProject.map { " (a subclass of \($0))" } ?? ""
            if persistence == .coreData && model.kind == .class {
                reasons.append(
                    "Core Data class \(model.name) at \(place)\(through): an NSManagedObject subclass with @NSManaged properties, its entity declared in code"
                )
            } else if persistence == .coreData {
                reasons.append(
                    "Core Data entity \(model.name) in \(model.location?.file ?? "?")"
                        + (model.mergedClass.map { " merged with its class at \($0.file):\($0.line)" } ?? ""))
            } else {
                reasons.append("\(persistence.rawValue) at \(place)\(through)")
            }
        }
        if isConfigured { reasons.append("listed in \(ProjectConfig.fileName)") }
        return reasons.joined(separator: "; ")
    }

    /// One line for a project that previews nothing: what was found, and what to do next.
    static func guidance(catalog: ModelCatalog, swiftFiles: Int, forms: [FormLayout]) -> String? {
        guard forms.isEmpty else { return nil }
        let types = catalog.modelsByName.values.filter { $0.kind != .enum && $0.kind != .coreDataEntity }
        guard !types.isEmpty else {
            return
                "found no Swift types, Core Data models or hints files to preview: run formsmith in the app's repository, or set models: and hints: in formsmith.yml"
        }
        // The type with the most fields is the likeliest form.
        let example = types.max { ($0.fields.count, $1.name) < ($1.fields.count, $0.name) }!.name
        return
            "found \(counted(types.count, "type")) in \(counted(swiftFiles, "file")); none has hints or is a persisted model: "
            + "run \"formsmith init \(example)\" or list them under preview: in formsmith.yml"
    }
}
