import FormsmithCore
import HintsFormat
import ModelReaders
import Layout
import Localization
import ProjectFiles

/// Lays out one form and gives it every diagnostic that belongs to it: what the whole build
/// knows that a form needs, worked out once per catalog and kept by `serve` (`LayoutCache`), so a
/// rebuild that changed one model's hints finishes that form alone.
struct FormFinisher: Sendable {
    var engine: LayoutEngine
    var catalog: ModelCatalog
    var lookups: ModelLookups
    /// The catalog's diagnostics by file: a model file's travel with the forms read from it.
    var modelDiagnostics: [String: [Diagnostic]]
    var config: ProjectConfig
    var configured: Set<String>
    /// A previewed name → the model it shows, where they differ (`PreviewSelection.modelNames`).
    var modelNames: [String: String]
    /// Each form's text in the app's languages, and where a text does not fit.
    var translator: FormTranslator
    /// Which of SixLayer's views presents each form in the app.
    var pictures: FormPictures

    init(
        catalog: ModelCatalog, previewed names: Set<String>, modelNames: [String: String], config: ProjectConfig,
        translator: FormTranslator
    ) {
        self.modelNames = modelNames
        self.translator = translator
        self.engine = LayoutEngine(models: catalog.modelsByName, previewedModels: names)
        self.catalog = catalog
        // Looked up once for every form, never searched per form (a big project has as many forms as models).
        self.lookups = ModelLookups(catalog)
        self.modelDiagnostics = Dictionary(grouping: catalog.diagnostics, by: \.location.file)
        self.config = config
        self.configured = Set(config.extraModels)
        self.pictures = FormPictures(calls: catalog.formViewCalls, configured: config.picture)
    }

    /// The form of `name`, its diagnostics sorted; `hintsDiagnostics`: the hints' by file (those of
    /// this model's files at least).
    func form(
        _ name: String, hints: HintsCatalog, hintsDiagnostics: [String: [Diagnostic]], cache: LayoutCache?,
        sameWorld: Bool
    ) -> FormLayout {
        let modelHints = hints.hintsByModel[name]
        var duplicateWarning: Diagnostic?
        let model =
            Self.chooseDeclaration(
                of: modelNames[name] ?? name, in: catalog, hints: modelHints, warning: &duplicateWarning)
            ?? lookups.uniqueNested[name]
        var form =
            cache?.layout(
                name: name, model: model, hints: modelHints, explicitSections: config.layouts[name], engine: engine,
                sameWorld: sameWorld)
            ?? engine.layout(name: name, model: model, hints: modelHints, explicitSections: config.layouts[name])
        for file in hints.filesByModel[name] ?? [] { form.diagnostics += hintsDiagnostics[file] ?? [] }
        if let duplicateWarning { form.diagnostics.append(duplicateWarning) }
        // `#if`s that change this model's fields; those in other types are not worth a warning.
        if let model, let conditional = catalog.conditionalFields[model.name] { form.diagnostics.append(conditional) }
        if model == nil { form.diagnostics += hintsFileNamingNoModel(name, hints: hints) }
        if model == nil && modelHints == nil && !hints.brokenModels.contains(name) {
            form.diagnostics.append(
                .warning(
                    "config.unknown-model", at: SourceLocation(file: ProjectConfig.fileName),
                    "`\(name)` is listed for preview but no model or hints file has that name"))
        }
        form.identifierScope = config.accessibility
        form.previewReason = BuildPipeline.previewReason(
            model: model, hints: modelHints, hintsFiles: hints.filesByModel[name],
            automatic: config.previewsModelsAutomatically, isConfigured: configured.contains(name))
        form.diagnostics.append(
            Diagnostic(
                .info, "model.previewed",
                at: model?.location
                    ?? SourceLocation(
                        file: modelHints?.file ?? hints.filesByModel[name]?.first ?? ProjectConfig.fileName),
                "`\(name)` is previewed: \(form.previewReason)"))
        form.picture = pictures.picture(for: name)
        form.diagnostics += Self.ignoredReadOnly(form)
        if form.picture.foundForModel, let location = form.picture.location {
            form.diagnostics.append(
                Diagnostic(
                    .info, "model.picture", at: location,
                    "`\(name)` opens on \(form.picture.name): \(form.picture.reason)"))
        }
        form.diagnostics = form.diagnostics.sortedForOutput()
        if let file = form.sources.swift, let fromFile = modelDiagnostics[file] {
            form.diagnostics = (form.diagnostics + fromFile).sortedForOutput()
        }
        // A Core Data entity's problems with its class are said where the class's file says it.
        if let model, model.kind == .coreDataEntity, let merged = catalog.entityDiagnostics[model.name] {
            let known = Set(form.diagnostics)
            form.diagnostics = (form.diagnostics + merged.filter { !known.contains($0) }).sortedForOutput()
        }
        return form
    }

    /// With several declarations of one name, the one whose fields the hints describe wins;
    /// without hints to decide, the first in path order, with a warning.
    static func chooseDeclaration(
        of name: String, in catalog: ModelCatalog, hints: ModelHints?, warning: inout Diagnostic?
    ) -> Model? {
        // A test fixture's copy of an app's model is not a second declaration of it.
        var declarations = catalog.declarations(of: name)
        let inApp = declarations.filter { ProjectFolders.testFolder(containing: $0.location?.file ?? "") == nil }
        if !inApp.isEmpty { declarations = inApp }
        guard declarations.count > 1 else { return declarations.first }
        if let hints {
            let hinted = Set(hints.fields.map(\.id))
            func overlap(_ model: Model) -> Int { model.fields.filter { hinted.contains($0.name) }.count }
            let best = declarations.max { overlap($0) < overlap($1) }!
            if declarations.filter({ overlap($0) == overlap(best) }).count == 1 { return best }
        }
        // A Core Data entity and a Swift type of the same name that is not its class (an API's
        // `struct Manga`): the entity is what the app stores, so it is the model previewed.
        if declarations.first?.kind == .coreDataEntity, declarations.dropFirst().allSatisfy({ $0.persistence == nil }) {
            return declarations.first
        }
        let places = declarations.compactMap { $0.location?.description }.joined(separator: ", ")
        warning = .warning(
            "swift.duplicate-type", at: declarations[1].location ?? SourceLocation(file: ""),
            "`\(name)` is declared more than once (\(places)); the first is previewed. Exclude the others with models.exclude"
        )
        return declarations.first
    }

    /// Read-only text and number fields where the app's forms are DynamicFormView's: its text and
    /// number components read no `isEditable` (only DynamicURLField does), so the app shows them editable.
    static func ignoredReadOnly(_ form: FormLayout) -> [Diagnostic] {
        guard let view = form.picture.view, !view.appliesHintedWidths else { return [] }
        let ignoring: Set<Control> = [.text, .email, .tel, .password, .number, .uuid, .textarea]
        return form.renderedFields.flatMap { [$0] + $0.children }
            .filter { !$0.editable && ignoring.contains($0.control) }
            .map { field in
                Diagnostic(
                    .warning, "hints.ignored-read-only",
                    at: field.location ?? SourceLocation(file: form.sources.hints ?? form.sources.swift ?? form.name),
                    "`\(field.id)` is read-only, but DynamicFormView draws it editable: its \(field.control == .number ? "number" : "text") field reads no `isEditable` (only DynamicURLField does; IntelligentFormView disables it)"
                )
            }
    }
}
