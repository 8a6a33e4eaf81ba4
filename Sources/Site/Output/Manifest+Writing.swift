/// The manifest's entries written member by member, each in its keys' byte order, as JSONEncoder
/// with sorted keys writes them (`TemplateContractTests` holds each equal to its `Encodable` form).
extension Manifest.ModelEntry: ManifestEncodable {
    func write(to writer: inout ManifestWriter) {
        writer.object { writer in
            writer.member("diagnostics", diagnostics)
            writer.member("hidden", hidden)
            writer.member("name", name)
            writer.member("presentation", presentation)
            writer.member("sections", sections)
            writer.member("sources", sources)
            writer.member("title", title)
            writer.member("unsectioned", unsectioned)
        }
    }
}

extension Manifest.SectionEntry: ManifestEncodable {
    func write(to writer: inout ManifestWriter) {
        writer.object { writer in
            writer.member("collapsed", collapsed)
            writer.member("collapsible", collapsible)
            writer.member("columns", columns)
            writer.member("description", description)
            writer.member("fields", fields)
            writer.member("gap", gap)
            writer.member("id", id)
            writer.member("layoutStyle", layoutStyle)
            writer.member("title", title)
        }
    }
}

extension Manifest.FieldEntry: ManifestEncodable {
    func write(to writer: inout ManifestWriter) {
        writer.object { writer in
            writer.member("accessibility", accessibility)
            writer.member("control", control)
            writer.member("counter", counter)
            writer.member("defaultValue", defaultValue)
            writer.member("editable", editable)
            writer.member("fields", fields)
            writer.member("id", id)
            writer.member("itemControl", itemControl)
            writer.member("label", label)
            writer.member("maxLength", maxLength)
            writer.member("minLength", minLength)
            writer.member("options", options)
            writer.member("required", required)
            writer.member("width", width)
            writer.member("widthSource", widthSource)
        }
    }
}

extension Manifest.DiagnosticEntry: ManifestEncodable {
    func write(to writer: inout ManifestWriter) {
        writer.object { writer in
            writer.member("code", code)
            writer.member("column", column)
            writer.member("file", file)
            writer.member("line", line)
            writer.member("message", message)
            writer.member("severity", severity)
        }
    }
}

extension Manifest.PresentationEntry: ManifestEncodable {
    func write(to writer: inout ManifestWriter) {
        writer.object { writer in
            writer.member("colorProvider", colorProvider)
            writer.member("complexity", complexity)
            writer.member("context", context)
            writer.member("dataType", dataType)
            writer.member("defaultColor", defaultColor)
            writer.member("item", item)
            writer.member("preference", preference)
        }
    }
}

extension Manifest.PreferenceEntry: ManifestEncodable {
    func write(to writer: inout ManifestWriter) {
        writer.object { writer in
            writer.member("highCount", highCount)
            writer.member("kind", kind)
            writer.member("lowCount", lowCount)
            writer.member("threshold", threshold)
        }
    }
}

extension Manifest.ColorProviderEntry: ManifestEncodable {
    func write(to writer: inout ManifestWriter) {
        writer.object { writer in
            writer.member("mapping", mapping)
            writer.member("property", property)
            writer.member("statusMapping", statusMapping)
        }
    }
}
