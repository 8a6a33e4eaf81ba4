import FormsmithCore
import Layout

/// The edit, detail and collection contexts of a model page, from the form and its sample values.
extension SiteRenderer {
    /// Items a collection shows at most; a larger one says how many it stands for.
    static let shownItems = 12

    func presentationContexts(_ form: FormLayout, path: String, ids: inout HTMLIDAllocator) -> PresentationContexts {
        let fields = form.renderedFields + form.unsectioned + form.hidden
        let presentation = form.presentation
        var edit = form
        edit.sections = form.sections.map { section in
            var section = section
            section.fields = section.fields.map { Self.filled($0, item: 0, model: form.name) }
            return section
        }
        var editIDs = HTMLIDAllocator(prefix: "edit-")
        var editContext = formContext(edit, path: path, ids: &editIDs)
        editContext.purpose = "edit preview"
        let violations = ConstraintViolation.examples(in: form.renderedFields)
        let byField = Dictionary(violations.map { ($0.fieldID, $0) }, uniquingKeysWith: { first, _ in first })
        var invalid = edit
        invalid.sections = edit.sections.map { section in
            var section = section
            section.fields = section.fields.map { field in
                var field = field
                if let violation = byField[field.id] { field.defaultValue = violation.value }
                return field
            }
            return section
        }
        var invalidIDs = HTMLIDAllocator(prefix: "invalid-")
        var invalidContext = formContext(invalid, path: path, ids: &invalidIDs)
        invalidContext.purpose = "edit preview with errors"
        for sectionIndex in invalidContext.sections.indices {
            for fieldIndex in invalidContext.sections[sectionIndex].fields.indices {
                let id = invalidContext.sections[sectionIndex].fields[fieldIndex].fieldID
                invalidContext.sections[sectionIndex].fields[fieldIndex].errorMessage = byField[id]?.message
            }
        }

        let detail = form.sections.map { section in
            DetailSectionContext(
                id: section.id, title: section.title, headingID: ids.allocate("detail-\(section.id)"),
                rows: section.fields.map { Self.detailRow($0, value: SampleValues.value(for: $0, item: 0, model: form.name), model: form.name) })
        }
        var titleless = false
        let collections = CollectionChoice.choices(for: presentation).map { choice in
            let shown = min(choice.itemCount, Self.shownItems)
            let items = (0..<shown).map { index in
                let parts = ItemParts.of(
                    fields.map { ($0, SampleValues.value(for: $0, item: index, model: form.name)) }, presentation: presentation)
                if parts.title == nil { titleless = true }
                return ItemContext(
                    title: parts.title, subtitle: parts.subtitle, icon: parts.icon, footnote: parts.footnote,
                    status: parts.status, description: parts.description, tags: parts.tags,
                    hasTags: !parts.tags.isEmpty, color: parts.color.flatMap(CSSValue.color), colorName: parts.color)
            }
            return CollectionContext(
                preference: choice.preference, strategy: choice.strategy, itemCount: choice.itemCount,
                itemNoun: choice.itemCount == 1 ? "item" : "items",
                shownCount: shown, isCut: shown < choice.itemCount, scrolls: choice.strategy == "coverFlow", reason: choice.reason,
                reasonHTML: Self.codeSpans(choice.reason),
                headingID: ids.allocate("collection-\(choice.preference)"), items: items)
        }
        let preference =
            switch presentation.preference {
            case .single(let name): name
            case .countBased(let low, let high, let threshold):
                "countBased: \(low) up to \(threshold) items, \(high) above"
            }
        let summary = [
            PresentationRow(key: "Data type", value: presentation.dataType),
            PresentationRow(key: "Context", value: presentation.context),
            PresentationRow(key: "Complexity", value: presentation.complexity),
            PresentationRow(key: "Collection preference", value: preference),
        ]
        return PresentationContexts(
            edit: editContext, invalid: invalidContext, hasViolations: !violations.isEmpty,
            violationCount: violations.count, detail: detail, collections: collections, summary: summary,
            titleNoteHTML: titleless
                ? Self.codeSpans(
                    "SixLayer finds no title for these items: with `_defaults` and no `itemTitleProperty` in `_customPreferences`, it reads one only from a `CardDisplayable` conformance in the app's code.")
                : nil)
    }

    /// The field with item `index`'s sample value as its value, and its group's children likewise.
    static func filled(_ field: FieldLayout, item index: Int, model: String) -> FieldLayout {
        var field = field
        field.defaultValue = SampleValues.value(for: field, item: index, model: model)
        field.children = field.children.map { filled($0, item: index, model: model) }
        return field
    }

    /// A value as a detail view reads it: labels for options, Yes/No for switches, a dash for none.
    static func detailRow(_ field: FieldLayout, value: String?, model: String) -> DetailRow {
        var shown = value ?? ""
        switch field.control {
        case .toggle: shown = value == "true" ? "Yes" : "No"
        case .select: shown = field.options.first { $0.value == value }?.label ?? shown
        case .password: shown = value == nil ? "" : "••••••••"
        case .group:
            shown = field.children.compactMap { child in
                SampleValues.value(for: child, item: 0, model: model).map { "\(child.label): \($0)" }
            }.joined(separator: ", ")
        default: break
        }
        return DetailRow(
            fieldID: field.id, label: field.label, value: shown.isEmpty ? "—" : shown, isEmpty: shown.isEmpty,
            swatch: field.control == .color ? value.flatMap(CSSValue.color) : nil)
    }
}
