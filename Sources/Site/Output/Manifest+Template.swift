/// The manifest's entries straight to `TemplateValue`s, in their properties' (key)
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

extension Manifest.ModelEntry: FastTemplateEncodable {
    func templateValue(omittingNil: Bool) -> TemplateValue {
        var builder = TemplateObjectBuilder(omittingNil: omittingNil)
        builder.text("name", name)
        builder.text("title", title)
        builder.put("sources", .strings(sources))
        builder.list("sections", sections)
        builder.list("hidden", hidden)
        builder.list("unsectioned", unsectioned)
        builder.object("presentation", presentation)
        builder.list("diagnostics", diagnostics)
        return builder.value
    }
}

extension Manifest.DiagnosticEntry: FastTemplateEncodable {
    func templateValue(omittingNil: Bool) -> TemplateValue {
        var builder = TemplateObjectBuilder(omittingNil: omittingNil)
        builder.text("severity", severity)
        builder.text("code", code)
        builder.text("file", file)
        builder.number("line", line)
        builder.number("column", column)
        builder.text("message", message)
        return builder.value
    }
}

extension Manifest.PresentationEntry: FastTemplateEncodable {
    func templateValue(omittingNil: Bool) -> TemplateValue {
        var builder = TemplateObjectBuilder(omittingNil: omittingNil)
        builder.text("dataType", dataType)
        builder.text("context", context)
        builder.text("complexity", complexity)
        builder.object("preference", preference)
        builder.put("item", .strings(item))
        builder.text("defaultColor", defaultColor)
        builder.object("colorProvider", colorProvider)
        return builder.value
    }
}

extension Manifest.PreferenceEntry: FastTemplateEncodable {
    func templateValue(omittingNil: Bool) -> TemplateValue {
        var builder = TemplateObjectBuilder(omittingNil: omittingNil)
        builder.text("kind", kind)
        builder.text("lowCount", lowCount)
        builder.text("highCount", highCount)
        builder.number("threshold", threshold)
        return builder.value
    }
}

extension Manifest.ColorProviderEntry: FastTemplateEncodable {
    func templateValue(omittingNil: Bool) -> TemplateValue {
        var builder = TemplateObjectBuilder(omittingNil: omittingNil)
        builder.text("property", property)
        builder.put("mapping", .strings(mapping))
        builder.put("statusMapping", statusMapping.map(TemplateValue.strings))
        return builder.value
    }
}
