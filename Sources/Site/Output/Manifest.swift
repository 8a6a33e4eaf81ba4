import Foundation
import FormsmithCore
import Layout
import Parallel

/// `manifest.json`: the resolved layout of every model, for tools and reviewers.
/// Keys sorted, absent values omitted, models sorted by name, so equal input gives equal bytes.
enum Manifest {
    struct Root: Encodable {
        var formsmith = 1
        var models: [ModelEntry]
    }

    struct ModelEntry: Encodable {
        var name: String
        var title: String
        var sources: [String: String]
        var sections: [SectionEntry]
        var hidden: [FieldEntry]
        var unsectioned: [FieldEntry]
        var presentation: PresentationEntry
        var diagnostics: [DiagnosticEntry]
    }

    struct SectionEntry: Encodable {
        var id: String
        var title: String
        var description: String?
        var layoutStyle: String
        var columns: Int
        var gap: Int
        var collapsible: Bool
        var collapsed: Bool
        var fields: [FieldEntry]
    }

    struct FieldEntry: Encodable {
        var id: String
        var label: String
        var control: String
        var itemControl: String?
        var width: Int?
        var widthSource: String
        var required: Bool
        var editable: Bool
        var maxLength: Int?
        var minLength: Int?
        var counter: Bool
        var options: [[String: String]]?
        var defaultValue: String?
        var fields: [FieldEntry]?
    }

    struct DiagnosticEntry: Encodable {
        var severity: String
        var code: String
        var file: String
        var line: Int
        var column: Int
        var message: String
    }

    /// The whole file: each model encoded on its own (`encodeModel`) and joined as one
    /// pretty-printed document would nest them.
    static func encode(_ forms: [FormLayout]) -> [UInt8] {
        join(forms.sorted { $0.name < $1.name }.parallelMap(encodeModel))
    }

    /// Entries from `encodeModel`, in name order, as the whole file.
    static func join(_ models: [[UInt8]]) -> [UInt8] {
        guard !models.isEmpty else { return Array("{\n  \"formsmith\" : 1,\n  \"models\" : [\n\n  ]\n}\n".utf8) }
        var bytes = Array("{\n  \"formsmith\" : 1,\n  \"models\" : [\n".utf8)
        bytes.reserveCapacity(models.reduce(64) { $0 + $1.count + 2 })
        for (index, model) in models.enumerated() {
            if index > 0 { bytes += Array(",\n".utf8) }
            bytes += model
        }
        bytes += Array("\n  ]\n}\n".utf8)
        return bytes
    }

    /// One model's entry, pretty-printed and indented to its place in the `models` array
    /// (blank lines, which the encoder writes inside empty arrays, stay blank).
    static func encodeModel(_ form: FormLayout) -> [UInt8] {
        ManifestWriter.write(TemplateEncoder.encode(entry(form), omittingNil: true), indent: 4)
    }

    static func entry(_ form: FormLayout) -> ModelEntry {
        var sources: [String: String] = [:]
        if let swift = form.sources.swift { sources["swift"] = swift }
        if let hints = form.sources.hints { sources["hints"] = hints }
        if let swiftClass = form.sources.swiftClass { sources["swiftClass"] = swiftClass }
        if let table = form.sources.table { sources["table"] = table }
        return ModelEntry(
            name: form.name, title: form.title, sources: sources,
            sections: form.sections.map { section in
                SectionEntry(
                    id: section.id, title: section.title, description: section.description,
                    layoutStyle: section.layoutStyle.rawValue, columns: section.columns, gap: section.gap,
                    collapsible: section.collapsible, collapsed: section.collapsed,
                    fields: section.fields.map(field))
            },
            hidden: form.hidden.map(field), unsectioned: form.unsectioned.map(field),
            presentation: presentation(form.presentation),
            diagnostics: form.diagnostics.filter { $0.severity != .info }.sortedForOutput().map {
                DiagnosticEntry(
                    severity: $0.severity.rawValue, code: $0.code, file: $0.location.file,
                    line: $0.location.line, column: $0.location.column, message: $0.message)
            })
    }

    static func field(_ field: FieldLayout) -> FieldEntry {
        FieldEntry(
            id: field.id, label: field.label, control: field.control.rawValue, itemControl: field.itemControl?.rawValue,
            width: field.width, widthSource: field.widthSource.rawValue, required: field.required,
            editable: field.editable,
            maxLength: field.maxLength, minLength: field.minLength, counter: field.counter,
            options: field.options.isEmpty ? nil : field.options.map { ["label": $0.label, "value": $0.value] },
            defaultValue: field.defaultValue,
            fields: field.children.isEmpty ? nil : field.children.map(Manifest.field))
    }
}
