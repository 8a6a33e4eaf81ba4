/// The manifest's most numerous entries straight to `TemplateValue`s, in their properties' (key)
/// order; `TemplateContractTests` holds each equal to its `Encodable` form.
extension Manifest.SectionEntry: FastTemplateEncodable {
    func templateValue(omittingNil: Bool) -> TemplateValue {
        var builder = TemplateObjectBuilder(omittingNil: omittingNil)
        builder.flag("collapsed", collapsed)
        builder.flag("collapsible", collapsible)
        builder.number("columns", columns)
        builder.text("description", description)
        builder.list("fields", fields)
        builder.number("gap", gap)
        builder.text("id", id)
        builder.text("layoutStyle", layoutStyle)
        builder.text("title", title)
        return builder.value
    }
}

extension Manifest.FieldEntry: FastTemplateEncodable {
    func templateValue(omittingNil: Bool) -> TemplateValue {
        var builder = TemplateObjectBuilder(omittingNil: omittingNil)
        builder.text("control", control)
        builder.flag("counter", counter)
        builder.text("defaultValue", defaultValue)
        builder.flag("editable", editable)
        builder.put("fields", fields.map { .list($0.map { $0.templateValue(omittingNil: omittingNil) }) })
        builder.text("id", id)
        builder.text("itemControl", itemControl)
        builder.text("label", label)
        builder.number("maxLength", maxLength)
        builder.number("minLength", minLength)
        builder.put("options", options.map { .list($0.map { TemplateEncoder.encode($0, omittingNil: omittingNil) }) })
        builder.flag("required", required)
        builder.number("width", width)
        builder.text("widthSource", widthSource)
        return builder.value
    }
}
