import Foundation
import FormsmithCore
import Layout
import Accessibility
import Parallel
import SiteOutput

/// `manifest.json`: the resolved layout of every model, for tools and reviewers.
/// Keys sorted, absent values omitted, models sorted by name, so equal input gives equal bytes.
enum Manifest {
    struct Root: Encodable {
        var formsmith = 1
        var models: [ModelEntry]
    }

    struct ModelEntry: ManifestEncodable {
        var name: String
        var title: String
        var sources: [String: String]
        var sections: [SectionEntry]
        var hidden: [FieldEntry]
        var unsectioned: [FieldEntry]
        var presentation: PresentationEntry
        var diagnostics: [DiagnosticEntry]
    }

    // Each entry writes itself (`Manifest+Writers.generated.swift`, generated from these
    // declarations), its members in their keys' byte order, as `manifest.json` has them.

    struct SectionEntry: ManifestEncodable {
        var collapsed: Bool
        var collapsible: Bool
        var columns: Int
        var description: String?
        var fields: [FieldEntry]
        var gap: Int
        var id: String
        var layoutStyle: String
        var title: String
    }

    struct FieldEntry: ManifestEncodable {
        /// What VoiceOver reads of the field in the source language (`AccessibilityEntry`);
        /// nil for fields the form does not render.
        var accessibility: AccessibilityEntry? = nil
        var control: String
        var counter: Bool
        var defaultValue: String?
        var editable: Bool
        var fields: [FieldEntry]?
        var id: String
        var itemControl: String?
        var label: String
        var maxLength: Int?
        var minLength: Int?
        var options: [[String: String]]?
        var required: Bool
        var width: Int?
        var widthSource: String
    }

    struct DiagnosticEntry: ManifestEncodable {
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
        SiteFile(
            joining: joinedPieces(forms.sorted { $0.name.naturallyPrecedes($1.name) }.parallelMap(encodeModel)),
            path: ""
        ).contents
    }

    /// Entries from `encodeModel`, in name order, as the pieces of the whole file: opening,
    /// entries and separators, closing.
    static func joinedPieces(_ models: [[UInt8]]) -> [[UInt8]] {
        joinedPieces(count: models.count) { models[$0] }
    }

    /// The same of `count` entries, `entry(i)` the i-th.
    static func joinedPieces(count: Int, entry: (Int) -> [UInt8]) -> [[UInt8]] {
        // With no models, the opening and closing alone are the encoder's empty array (a blank line).
        SiteFile.pieces(
            open: "{\n  \"formsmith\" : 1,\n  \"models\" : [\n", count: count, separator: ",\n",
            close: "\n  ]\n}\n", item: entry)
    }

    /// One model's entry, pretty-printed and indented to its place in the `models` array
    /// (blank lines, which the encoder writes inside empty arrays, stay blank).
    static func encodeModel(_ form: FormLayout) -> [UInt8] {
        ManifestWriter.write(entry(form), indent: 4)
    }

    static func entry(_ form: FormLayout) -> ModelEntry {
        var sources: [String: String] = [:]
        if let swift = form.sources.swift { sources["swift"] = swift }
        if let hints = form.sources.hints { sources["hints"] = hints }
        if let swiftClass = form.sources.swiftClass { sources["swiftClass"] = swiftClass }
        if let table = form.sources.table { sources["table"] = table }
        let spoken = AccessibilityEntry.byField(form)
        return ModelEntry(
            name: form.name, title: form.title, sources: sources,
            sections: form.sections.map { section in
                SectionEntry(
                    collapsed: section.collapsed, collapsible: section.collapsible, columns: section.columns,
                    description: section.description,
                    fields: section.fields.map { renderedField($0, path: $0.id, spoken: spoken) }, gap: section.gap,
                    id: section.id, layoutStyle: section.layoutStyle.rawValue, title: section.title)
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
            control: field.control.rawValue, counter: field.counter, defaultValue: field.defaultValue,
            editable: field.editable, fields: field.children.isEmpty ? nil : field.children.map(Manifest.field),
            id: field.id, itemControl: field.itemControl?.rawValue, label: field.label, maxLength: field.maxLength,
            minLength: field.minLength,
            options: field.options.isEmpty ? nil : field.options.map { ["label": $0.label, "value": $0.value] },
            required: field.required, width: field.width, widthSource: field.widthSource.rawValue)
    }
}

extension Manifest {
    /// A rendered field with what VoiceOver reads of it (its group's fields, by path, too).
    static func renderedField(_ field: FieldLayout, path: String, spoken: [String: AccessibilityEntry]) -> FieldEntry {
        var entry = Manifest.field(field)
        entry.accessibility = spoken[path]
        if !field.children.isEmpty {
            entry.fields = field.children.map { renderedField($0, path: path + "." + $0.id, spoken: spoken) }
        }
        return entry
    }
}
