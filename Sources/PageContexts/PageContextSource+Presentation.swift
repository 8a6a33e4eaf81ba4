import FormsmithCore
import Layout
import Platform

/// The detail and collection contexts of a model page, from the form and its sample values.
extension PageContextSource {
    /// Items a collection shows at most; a larger one says how many it stands for.
    static var shownItems: Int { 12 }

    /// The sample items' values, by item and then by field of `fields`: the project's own
    /// (`samples:` in formsmith.yml) first, over the generated ones.
    func sampleItems(_ form: FormLayout, fields: [FieldLayout]) -> [[String?]] {
        // As many items as the largest collection shows.
        let itemCount =
            CollectionChoice.choices(for: form.presentation).map { min($0.itemCount, Self.shownItems) }.max() ?? 1
        var samples = SampleValues.values(for: fields, items: max(itemCount, 1), model: form.name)
        for (index, row) in form.samples.prefix(samples.count).enumerated() where !row.isEmpty {
            for (position, field) in fields.enumerated() where row[field.id] != nil {
                samples[index][position] = row[field.id]
            }
        }
        return samples
    }

    /// The first sample item's value of each field: top-level fields from `samples`, a group's
    /// fields from their own samples.
    static func firstItem(
        _ form: FormLayout, fields: [FieldLayout], samples: [[String?]]
    ) -> (FieldLayout) -> String? {
        let firstSample = Dictionary(zip(fields.map(\.id), samples[0]), uniquingKeysWith: { first, _ in first })
        // The closure holds the model's name, not the form: every field's value is asked for
        // several times, and a captured form would be copied for each call.
        let model = form.name
        return { field in firstSample[field.id] ?? SampleValues.value(for: field, item: 0, model: model) }
    }

    /// The detail and collection contexts; `samples` as `sampleItems` gives them (made here when nil).
    func presentationContexts(
        _ form: FormLayout, fields: [FieldLayout]? = nil, path: String, ids: inout HTMLIDAllocator,
        samples: [[String?]]? = nil
    ) -> PresentationContexts {
        // The rendered fields first, then those outside any section, then the hidden ones.
        let fields = fields ?? form.renderedFields + form.unsectioned + form.hidden
        let presentation = form.presentation
        let samples = samples ?? sampleItems(form, fields: fields)
        let first = Self.firstItem(form, fields: fields, samples: samples)
        // The detail as IntelligentDetailView lays the item out: every stored property, by its strategy.
        let hinted: String? =
            if case .single(let name) = presentation.preference { name } else { nil }
        let intelligent = IntelligentDetail(fields: fields, value: first, preference: hinted)
        let detail = intelligent.sections(value: first, ids: &ids)
        let (collections, titleless) = collectionContexts(
            fields: fields, samples: samples, presentation: presentation, ids: &ids)
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
            detail: detail,
            detailStrategy: intelligent.strategy.rawValue, detailSummary: intelligent.summary,
            detailTabbed: intelligent.strategy == .tabbed, collections: collections, summary: summary,
            titleNoteHTML: titleless ? Self.titleNoteHTML(hintsFile: form.sources.hints, fields: fields) : nil)
    }

    /// Each collection SixLayer would show for `presentation`, filled with the sample items; and
    /// whether an item had no title.
    func collectionContexts(
        fields: [FieldLayout], samples: [[String?]], presentation: PresentationHints, ids: inout HTMLIDAllocator
    ) -> (collections: [CollectionContext], titleless: Bool) {
        var titleless = false
        // Formsmith's own parts (SixLayer draws none) write a `Date` as the detail does: which
        // fields those are depends on the hints alone, so it is found once, not for every item.
        let dateParts: [(index: Int, keyPath: WritableKeyPath<ItemParts, String?>)] = [
            ("Footnote", \ItemParts.footnote), ("Status", \.status), ("Description", \.description),
        ].compactMap { part, keyPath in
            guard let name = ItemParts.property(part, in: presentation),
                let index = fields.firstIndex(where: { $0.id == name }),
                [.date, .time, .datetime].contains(fields[index].control), !ItemParts.isString(fields[index])
            else { return nil }
            return (index, keyPath)
        }
        let footnoteDate = dateParts.first { $0.keyPath == \ItemParts.footnote }?.index
        // An item's parts are the same in every collection that shows it: made once per item.
        var partsByItem: [Int: ItemParts] = [:]
        let collections = CollectionChoice.choices(for: presentation).map { choice in
            let shown = min(choice.itemCount, Self.shownItems)
            let items = (0..<shown).map { index in
                let values = samples[min(index, samples.count - 1)]
                if partsByItem[index] == nil {
                    var made = ItemParts.of(fields: fields, values: values, presentation: presentation)
                    for (field, keyPath) in dateParts {
                        guard let raw = values[field], let text = DateText.detail(raw, control: fields[field].control)
                        else { continue }
                        made[keyPath: keyPath] = text
                    }
                    partsByItem[index] = made
                }
                let parts = partsByItem[index]!
                if parts.title == nil { titleless = true }
                // SixLayer's fallbacks: the title `Title` (drawn as a placeholder), the icon `star.fill`.
                let title = parts.title ?? "Title"
                let symbol = SymbolGlyph(parts.icon)
                return ItemContext(
                    title: title, isPlaceholder: parts.title == nil, subtitle: parts.subtitle, icon: symbol.name,
                    glyph: symbol.glyph, initial: symbol.glyph == nil ? title.first.map { $0.uppercased() } : nil,
                    footnote: parts.footnote,
                    footnoteDate: footnoteDate.flatMap { parts.footnote == nil ? nil : values[$0] },
                    footnoteDateKind: footnoteDate.flatMap {
                        parts.footnote == nil ? nil : fields[$0].control.rawValue
                    },
                    status: parts.status, description: parts.description, tags: parts.tags,
                    hasTags: !parts.tags.isEmpty, color: parts.color.flatMap(CSSValue.color), colorName: parts.color)
            }
            return CollectionContext(
                preference: choice.preference, strategy: choice.strategy, itemCount: choice.itemCount,
                itemNoun: choice.itemCount == 1 ? "item" : "items",
                shownCount: shown, isCut: shown < choice.itemCount, scrolls: choice.strategy == "coverFlow",
                reason: choice.reason,
                reasonHTML: Self.codeSpans(choice.reason),
                headingID: ids.allocate("collection-\(choice.preference)"), items: items,
                gridStyle: ["grid", "expandableCards"].contains(choice.strategy)
                    ? Self.gridStyle(count: choice.itemCount, complexity: presentation.complexity) : nil,
                simpleCards: choice.strategy == "grid")
        }
        return (collections, titleless)
    }

    /// Each preset's columns, and each idiom's gap, for `count` cards, as `CardGrid` decides them.
    static func gridStyle(count: Int, complexity: String) -> String {
        var gaps: [String] = []
        let columns = DevicePreset.all.map { device in
            let grid = CardGrid(
                count: count, width: Double(device.width), idiom: device.idiom, complexity: complexity)
            let gap = "--fs-gap-\(device.idiom.rawValue):\(CSSValue.number(grid.spacing))px"
            if !gaps.contains(gap) { gaps.append(gap) }
            return "--fs-cards-\(device.key):repeat(\(grid.columns),\(CSSValue.number(grid.cardWidth))px)"
        }
        return (columns + gaps).joined(separator: ";")
    }

    /// Why the cards say "Title", and the hints key that gives them one: a string field that
    /// reads as a title (`title`, `name`…), else the first string field.
    static func titleNoteHTML(hintsFile: String?, fields: [FieldLayout]) -> String {
        let strings = fields.filter { ItemParts.isString($0) && $0.children.isEmpty }
        let field =
            strings.first { field in ItemParts.titleNames.contains { $0.lowercased() == field.id.lowercased() } }
            ?? strings.first
        let fix =
            field.map { field in
                " To show one, write `\"_defaults\": { \"_customPreferences\": { \"itemTitleProperty\": \"\(field.id)\" } }` in \(hintsFile.map { "`\($0)`" } ?? "the model's hints file"), or conform the model to `CardDisplayable`."
            } ?? " To show one, conform the model to `CardDisplayable`."
        return codeSpans(
            "SixLayer finds no title for these items, so it draws its placeholder, Title, in faded blue: with a hints file and no `itemTitleProperty` in its `_defaults`' `_customPreferences`, it reads a title only from a `CardDisplayable` conformance in the app's code."
                + fix)
    }
}
