import FormsmithCore

/// One item of a collection, as SixLayer's `CardDisplayHelper` reads it from the item's values,
/// in the anatomy of a Fiori object item. Title, subtitle, icon and colour follow SixLayer's
/// rules; footnote, status, description and tags follow the same pattern with Formsmith's own
/// `_customPreferences` keys (`itemFootnoteProperty`, `itemStatusProperty`, …), which SixLayer's
/// free-form dictionary accepts and ignores.
public struct ItemParts: Hashable, Sendable {
    public var title: String?
    public var subtitle: String?
    public var icon: String?
    /// The colour as written in the hints (a name or hex), or nil.
    public var color: String?
    public var footnote: String?
    public var status: String?
    public var description: String?
    public var tags: [String]

    /// The parts of one item whose values are `values` (field id → value, in the form's field order).
    public static func of(fields: [FieldLayout], values: [String?], presentation: PresentationHints) -> ItemParts {
        let item = Item(fields: fields, values: values)
        let preferences = presentation
        var parts = ItemParts(tags: [])
        parts.title = configured("Title", item, preferences) { reflectedTitle(item) }
        parts.subtitle = configured("Subtitle", item, preferences, emptyKeyFallsBack: false) { reflectedSubtitle(item) }
        parts.icon = configured("Icon", item, preferences, emptyKeyFallsBack: false) {
            item.strings(raw: true).first { ["icon", "image", "symbol", "emoji"].contains($0.name.lowercased()) }?.value
        }
        parts.color = color(item, preferences)
        parts.footnote = extensionPart("Footnote", item, preferences)
        parts.status = extensionPart("Status", item, preferences)
        parts.description = extensionPart("Description", item, preferences)
        if let tags = extensionPart("Tags", item, preferences) {
            parts.tags = tags.split(separator: ",").map { String($0.drop { $0 == " " }) }.filter { !$0.isEmpty }
        }
        return parts
    }

    /// The fields a part is read from, for the manifest (`item<Part>Property`), or nil.
    public static func property(_ part: String, in presentation: PresentationHints) -> String? {
        presentation.preference("item\(part)Property").flatMap { $0.isEmpty ? nil : $0 }
    }

    /// An item as SixLayer's `Mirror` sees it: each field with its value, and which are strings.
    struct Item {
        var fields: [FieldLayout]
        var values: [String?]
        /// Fields whose Swift type is `String` and whose value is set: what `as? String` accepts.
        /// A picker's value as its label, as the detail shows it (`raw`: as stored, for an icon name).
        func strings(raw: Bool = false) -> [(name: String, value: String)] {
            fields.indices.compactMap { index in
                guard let value = values[index], ItemParts.isString(fields[index]) else { return nil }
                return (fields[index].id, raw ? value : SampleValues.shown(value, for: fields[index]) ?? value)
            }
        }
        func field(_ name: String) -> (field: FieldLayout, value: String?)? {
            fields.firstIndex { $0.id == name }.map { (fields[$0], values[$0]) }
        }
    }

    /// The field's Swift type is `String`: SixLayer reads it `as? String` and shows it as stored.
    public static func isString(_ field: FieldLayout) -> Bool {
        guard let type = field.typeDescription else { return false }
        var spelled = Substring(type)
        while spelled.hasSuffix("?") || spelled.hasSuffix("!") { spelled = spelled.dropLast() }
        return spelled == "String" || spelled == "string"
    }

    /// `item<Part>Property`, then `item<Part>Default`, as `CardDisplayHelper` reads them: a field
    /// that exists gives its string (an empty or non-string value gives the default or nothing);
    /// a field that does not exist gives the default, else SixLayer's own fallback.
    private static func configured(
        _ part: String, _ item: Item, _ presentation: PresentationHints, emptyKeyFallsBack: Bool = true,
        fallback: () -> String?
    ) -> String? {
        let fallbackDefault = presentation.preference("item\(part)Default").flatMap { $0.isEmpty ? nil : $0 }
        guard let property = presentation.preference("item\(part)Property") else {
            // With hints and no property named, SixLayer reads the title, subtitle and icon only
            // from a `CardDisplayable` conformance, which runs the app's code: nothing to show here.
            return nil
        }
        if property.isEmpty { return emptyKeyFallsBack ? fallback() : nil }
        guard let entry = item.field(property) else { return fallbackDefault ?? fallback() }
        guard isString(entry.field), let value = entry.value, !value.isEmpty else { return fallbackDefault }
        return part == "Icon" ? value : SampleValues.shown(value, for: entry.field) ?? value
    }

    /// Formsmith's extension keys, read the same way but without SixLayer's fallbacks.
    private static func extensionPart(_ part: String, _ item: Item, _ presentation: PresentationHints) -> String? {
        let fallbackDefault = presentation.preference("item\(part)Default").flatMap { $0.isEmpty ? nil : $0 }
        guard let property = presentation.preference("item\(part)Property"), !property.isEmpty else {
            return fallbackDefault
        }
        guard let entry = item.field(property), let value = entry.value, !value.isEmpty else { return fallbackDefault }
        // A picker's value shows as its label and a switch as Yes or No, as in the detail.
        return SampleValues.shown(value, for: entry.field) ?? value
    }

    public static let titleNames = [
        "title", "name", "label", "text", "heading", "caption", "displayName", "displayTitle", "itemName",
        "itemTitle", "content", "value", "description", "summary", "info", "identifier", "id", "key", "primary",
        "main",
    ]

    /// SixLayer's reflection: a field named like a title, else the best other string.
    private static func reflectedTitle(_ item: Item) -> String? {
        let strings = item.strings()
        // SixLayer compares the lowercased name with its list as written, so camel-case entries never match.
        if let exact = strings.first(where: { titleNames.contains($0.name.lowercased()) && !$0.value.isEmpty }) {
            return exact.value
        }
        let candidates = strings.filter { usable($0.value, longerThan: 0, shorterThan: 200) }
        return best(candidates, likeAnyOf: titleNames)?.value
    }

    static let subtitleNames = [
        "subtitle", "description", "detail", "summary", "info", "secondary", "secondaryText", "detailText",
        "caption", "explanation", "notes", "comment", "message",
    ]
    static let neverSubtitles = [
        "id", "status", "priority", "state", "type", "kind", "category", "tag", "label", "identifier",
    ]

    private static func reflectedSubtitle(_ item: Item) -> String? {
        let strings = item.strings()
        if let exact = strings.first(where: { subtitleNames.contains($0.name.lowercased()) && !$0.value.isEmpty }) {
            return exact.value
        }
        let candidates = strings.filter {
            !neverSubtitles.contains($0.name.lowercased()) && usable($0.value, longerThan: 10, shorterThan: 300)
        }
        return best(candidates, likeAnyOf: subtitleNames)?.value
    }

    private static func usable(_ value: String, longerThan minimum: Int, shorterThan maximum: Int) -> Bool {
        !value.isEmpty && value.count > minimum && value.count < maximum && !value.utf8.contains(UInt8(ascii: "@"))
            && !SampleValues.Name(value).has(Array("://".utf8)) && !value.hasPrefix("0x") && value != "Optional"
    }

    /// SixLayer's order: names that sound right first, then shorter names, then shorter values
    /// (a stable sort, so ties keep field order).
    private static func best(
        _ candidates: [(name: String, value: String)], likeAnyOf names: [String]
    ) -> (name: String, value: String)? {
        let ranked = candidates.enumerated().sorted { first, second in
            let firstLike = names.contains { first.element.name.lowercased().contains($0) }
            let secondLike = names.contains { second.element.name.lowercased().contains($0) }
            if firstLike != secondLike { return firstLike }
            if first.element.name.count != second.element.name.count {
                return first.element.name.count < second.element.name.count
            }
            if first.element.value.count != second.element.value.count {
                return first.element.value.count < second.element.value.count
            }
            return first.offset < second.offset
        }
        return ranked.first?.element
    }

    /// `extractColor`'s order, for what a hints file can set: the item colour provider, then
    /// `_defaultColor`, then `itemColorProperty` (a field of type `Color`) and `itemColorDefault`.
    /// (`_colorMapping` is read by the loader but keyed by type in code, so a hints file's mapping
    /// does not colour items.)
    private static func color(_ item: Item, _ presentation: PresentationHints) -> String? {
        if let provider = presentation.colorProvider, let color = providerColor(provider, item) { return color }
        if let color = presentation.defaultColor { return color }
        let colorDefault = presentation.preference("itemColorDefault").flatMap { $0.isEmpty ? nil : $0 }
        if let property = presentation.preference("itemColorProperty"), !property.isEmpty {
            if let entry = item.field(property) {
                if entry.field.control == .color, let value = entry.value { return value }
                return colorDefault.map(parsedOrBlue)
            }
            if let colorDefault { return parsedOrBlue(colorDefault) }
        }
        // SixLayer's reflection looks for a `Color` property named color, tint or accent.
        return item.fields.firstIndex {
            ["color", "tint", "accent"].contains($0.id.lowercased()) && $0.control == .color
        }.flatMap { item.values[$0] }
    }

    /// `itemColorDefault` goes through SixLayer's `parseColorString`, which gives blue for a name it does not know.
    private static func parsedOrBlue(_ text: String) -> String {
        let names = [
            "red", "blue", "green", "yellow", "orange", "purple", "pink", "gray", "grey", "black", "white", "cyan",
            "mint", "teal", "indigo", "brown",
        ]
        return names.contains(text.lowercased()) ? text.lowercased() : "blue"
    }

    private static func providerColor(_ provider: ItemColorProvider, _ item: Item) -> String? {
        func find(_ mapping: [KeyValue], _ value: String) -> String? {
            mapping.first { $0.key == value.lowercased() }?.value
                ?? mapping.first { $0.key.lowercased() == value.lowercased() }?.value
        }
        let strings = item.strings(raw: true)
        if let property = provider.property {
            if let entry = strings.first(where: { $0.name == property }),
                let color = find(provider.mapping, entry.value)
            {
                return color
            }
        } else {
            for entry in strings { if let color = find(provider.mapping, entry.value) { return color } }
        }
        if let statusMapping = provider.statusMapping, let status = strings.first(where: { $0.name == "status" }) {
            return find(statusMapping, status.value)
        }
        return nil
    }
}
