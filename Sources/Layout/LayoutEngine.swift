import FormsmithCore

/// Decides each model's form from its Swift model and its hints: which sections, in what order,
/// with how many columns, and which fields with which controls and widths. Pure: values in, values out.
public struct LayoutEngine: Sendable {
    /// Every known type by qualified name, to resolve enums, nested structs and relationships.
    public var models: [String: Model]
    /// Names of the models that get their own page, so references to them become links.
    public var previewedModels: Set<String>

    /// When set, every lookup of another type is written here (see `LayoutDependencies`).
    public var dependencies: LayoutDependencies?

    public init(models: [String: Model], previewedModels: Set<String>) {
        self.models = models
        self.previewedModels = previewedModels
    }

    /// Another type by qualified name; every lookup goes through here so it can be recorded.
    func model(named name: String) -> Model? {
        let model = models[name]
        dependencies?.recordModel(name, model)
        return model
    }

    func isPreviewed(_ name: String) -> Bool {
        let isPreviewed = previewedModels.contains(name)
        dependencies?.recordPreviewed(name, isPreviewed)
        return isPreviewed
    }

    /// The form of `name`, from its Swift model and/or hints. `explicitSections`, a layout the
    /// project configures for the model, wins over the hints' `_sections` (SixLayer's `LayoutSpec`).
    public func layout(
        name: String, model: Model?, hints: ModelHints?, explicitSections: [SectionHints]? = nil
    ) -> FormLayout {
        var diagnostics: [Diagnostic] = []
        let fields = allFields(model: model, hints: hints)

        var hidden: [FieldLayout] = []
        var visibleByID: [String: FieldLayout] = [:]
        var visibleOrder: [String] = []
        // The first entry of an id wins, as `ModelHints.field` finds it; one lookup per field, not a search.
        let hintsByID = Dictionary((hints?.fields ?? []).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for (id, modelField) in fields {
            let fieldHints = hintsByID[id]
            let field = fieldLayout(id: id, modelField: modelField, hints: fieldHints, owner: name)
            // AutomaticSettings' `// sourcery: skipSetting` keeps a property out of the settings form.
            if fieldHints?.isHidden == true || modelField?.annotation("skipSetting") != nil {
                hidden.append(field)
            } else {
                visibleByID[id] = field
                visibleOrder.append(id)
            }
        }
        let knownIDs = Set(fields.map(\.id))
        diagnostics += checks(model: model, hints: hints, layouts: Array(visibleByID.values) + hidden)

        var sections: [SectionLayout] = []
        var unsectioned: [FieldLayout] = []
        if let declared = explicitSections ?? hints?.sections, !declared.isEmpty {
            var placed: Set<String> = []
            for section in declared {
                let unknown = section.fieldIDs.filter { !knownIDs.contains($0) }
                if !unknown.isEmpty {
                    diagnostics.append(
                        .warning(
                            "hints.unknown-field", at: section.location,
                            "section \"\(section.id)\" lists \(unknown.map { "`\($0)`" }.joined(separator: ", ")), which \(unknown.count == 1 ? "is" : "are") not a field of \(name); dropped"
                                + Self.didYouMean(unknown, among: fields.map(\.id))))
                }
                placed.formUnion(section.fieldIDs)
                let sectionFields = section.fieldIDs.compactMap { visibleByID[$0] }
                sections.append(sectionLayout(section, fields: sectionFields))
            }
            unsectioned = visibleOrder.filter { !placed.contains($0) }.compactMap { visibleByID[$0] }
            if !unsectioned.isEmpty, let hints {
                diagnostics.append(
                    .warning(
                        "hints.unsectioned-fields",
                        at: unsectioned.first?.location ?? SourceLocation(file: hints.file),
                        "\(unsectioned.map { "`\($0.id)`" }.joined(separator: ", ")) \(unsectioned.count == 1 ? "is" : "are") in no section, so the app does not show \(unsectioned.count == 1 ? "it" : "them")"
                    ))
            }
        } else {
            let defaultSection = SectionHints(
                id: "default", title: "Form Fields", fieldIDs: visibleOrder,
                location: SourceLocation(file: hints?.file ?? model?.location?.file ?? ""))
            sections = [sectionLayout(defaultSection, fields: visibleOrder.compactMap { visibleByID[$0] })]
        }

        let presentation = hints?.presentation ?? PresentationHints()
        for (key, location) in presentation.propertyLocations.sorted(by: { $0.value < $1.value }) {
            guard let property = presentation.preference(key), !property.isEmpty, !knownIDs.contains(property) else {
                continue
            }
            let fallback = presentation.preference(key.dropLast("Property".count) + "Default").map { "`\($0)`" }
            diagnostics.append(
                .warning(
                    "hints.unknown-property", at: location,
                    "`\(key)` names `\(property)`, which is not a field of \(name); SixLayer uses \(fallback ?? "its own fallback")"
                ))
        }
        var form = FormLayout(
            name: name, title: name,
            sources: FormSources(
                swift: model?.location?.file, hints: hints?.file, swiftClass: model?.mergedClass?.file,
                table: model?.tableName),
            documentation: model?.documentation,
            sections: sections, hidden: hidden, unsectioned: unsectioned,
            defaults: hints?.defaults ?? [], ocrGroups: hints?.ocrGroups ?? [],
            diagnostics: diagnostics)
        form.presentation = presentation
        // With no hints, an AutomaticSettings type is drawn by AutomaticSettings' own views, not SixLayer's.
        if hints == nil && model?.persistence == .automaticSettings { form.look = .automaticSettings }
        return form
    }

    /// The model's stored fields in declaration order, then fields only the hints declare, in file order.
    private func allFields(model: Model?, hints: ModelHints?) -> [(id: String, modelField: ModelField?)] {
        var result: [(id: String, modelField: ModelField?)] = []
        var seen: Set<String> = []
        for field in model?.fields ?? [] where seen.insert(field.name).inserted {
            result.append((field.name, field))
        }
        for field in hints?.fields ?? [] where seen.insert(field.id).inserted {
            result.append((field.id, nil))
        }
        return result
    }

    private func sectionLayout(_ section: SectionHints, fields: [FieldLayout]) -> SectionLayout {
        SectionLayout(
            id: section.id, title: section.title, description: section.description,
            layoutStyle: section.layoutStyle,
            columns: section.layoutStyle.columns(fieldCount: fields.count),
            gap: section.layoutStyle.gap,
            collapsible: section.isCollapsible, collapsed: section.isCollapsible && section.isCollapsed,
            metadata: section.metadata, fields: fields)
    }
}
