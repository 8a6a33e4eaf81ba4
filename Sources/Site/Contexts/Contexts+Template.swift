/// The contexts a model page holds by the dozen (sections, field rows, detail rows, items),
/// straight to `TemplateValue`s in their properties' order, as their `Encodable` conformances
/// would give them (`TemplateContractTests` compares each with its `Encodable` form).
struct TemplateObjectBuilder {
    let omittingNil: Bool
    var object = TemplateObject(reservingCapacity: 16)

    mutating func put(_ key: String, _ value: TemplateValue?) {
        if let value { object.append(key, value) } else if !omittingNil { object.append(key, .flag(false)) }
    }
    mutating func text(_ key: String, _ value: String?) { put(key, value.map { .text($0) }) }
    mutating func number(_ key: String, _ value: Int?) { put(key, value.map { .number($0) }) }
    mutating func flag(_ key: String, _ value: Bool?) { put(key, value.map { .flag($0) }) }
    mutating func texts(_ key: String, _ values: [String]) { put(key, .list(values.map { .text($0) })) }
    mutating func list(_ key: String, _ values: [some FastTemplateEncodable]) {
        // In place: `map` and the array's subscript copied each value (a field's context is some
        // fifty properties) to encode it.
        let encoded = values.withUnsafeBufferPointer { values in
            values.indices.map { values[$0].templateValue(omittingNil: omittingNil) }
        }
        put(key, .list(encoded))
    }
    mutating func object(_ key: String, _ value: (some FastTemplateEncodable)?) {
        put(key, value?.templateValue(omittingNil: omittingNil))
    }
    var value: TemplateValue { .object(object) }
}

extension SectionContext: FastTemplateEncodable {
    func templateValue(omittingNil: Bool) -> TemplateValue {
        var builder = TemplateObjectBuilder(omittingNil: omittingNil)
        builder.text("id", id)
        builder.text("title", title)
        builder.text("layoutStyle", layoutStyle)
        builder.number("columns", columns)
        builder.number("gap", gap)
        builder.flag("collapsible", collapsible)
        builder.flag("collapsed", collapsed)
        builder.text("headingID", headingID)
        builder.list("fields", fields)
        builder.text("description", description)
        builder.text("change", change)
        builder.text("changeLabel", changeLabel)
        builder.flag("hasTitle", hasTitle)
        builder.number("a11yOrder", a11yOrder)
        builder.number("a11yDescription", a11yDescription)
        return builder.value
    }
}

extension FieldRow: FastTemplateEncodable {
    func templateValue(omittingNil: Bool) -> TemplateValue {
        var builder = TemplateObjectBuilder(omittingNil: omittingNil)
        builder.text("id", id)
        builder.text("label", label)
        builder.text("type", type)
        builder.text("control", control)
        builder.text("width", width)
        builder.text("length", length)
        builder.text("flags", flags)
        return builder.value
    }
}

extension DetailRow: FastTemplateEncodable {
    func templateValue(omittingNil: Bool) -> TemplateValue {
        var builder = TemplateObjectBuilder(omittingNil: omittingNil)
        builder.text("fieldID", fieldID)
        builder.text("label", label)
        builder.text("value", value)
        builder.flag("isEmpty", isEmpty)
        builder.text("swatch", swatch)
        builder.text("date", date)
        builder.text("dateKind", dateKind)
        builder.text("metaHTML", metaHTML)
        return builder.value
    }
}

extension ItemContext: FastTemplateEncodable {
    func templateValue(omittingNil: Bool) -> TemplateValue {
        var builder = TemplateObjectBuilder(omittingNil: omittingNil)
        builder.text("title", title)
        builder.flag("isPlaceholder", isPlaceholder)
        builder.text("subtitle", subtitle)
        builder.text("icon", icon)
        builder.text("glyph", glyph)
        builder.text("initial", initial)
        builder.text("footnote", footnote)
        builder.text("status", status)
        builder.text("description", description)
        builder.texts("tags", tags)
        builder.flag("hasTags", hasTags)
        builder.text("color", color)
        builder.text("colorName", colorName)
        return builder.value
    }
}
