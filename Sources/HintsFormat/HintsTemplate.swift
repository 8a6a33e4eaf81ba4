import Foundation
import FormsmithCore

/// A starting `.hints` file for a model that has none (`formsmith init`): a width per field from its
/// type and name, optional fields marked, one section in model order, named as SixLayer names the
/// section of a model without hints (`default`, "Form Fields"), so the form reads as before and a
/// diff shows only what the file adds. Nothing invented beyond that.
public enum HintsTemplate {
    /// `filling`: the fields to leave without a `displayWidth` (they fill their row), where
    /// `check` found the width too narrow for a text in one of the app's languages.
    public static func text(for model: Model, fillingFields filling: Set<String> = []) -> String {
        var lines: [String] = ["{"]
        let visible = model.fields
        let ids = visible.map { quote($0.name) }.joined(separator: ", ")
        lines.append("  \"_sections\": [")
        lines.append(
            "    { \"id\": \"default\", \"title\": \"Form Fields\", \"layoutStyle\": \"vertical\", \"fields\": [\(ids)] }"
        )
        lines.append("  ]" + (visible.isEmpty ? "" : ","))
        for (index, field) in visible.enumerated() {
            var properties: [String] = []
            if !filling.contains(field.name), let width = width(for: field) {
                properties.append("\"displayWidth\": \(quote(width))")
            }
            if field.type.isOptional { properties.append("\"isOptional\": true") }
            if field.type.name == "UUID" { properties.append("\"isEditable\": false") }
            if field.type.isCollection { properties.append("\"isArray\": true") }
            let comma = index == visible.count - 1 ? "" : ","
            lines.append(
                "  \(quote(field.name)): { \(properties.joined(separator: ", ")) }\(comma)".replacingOccurrences(
                    of: "{  }", with: "{}"))
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The line (1-based) each field's entry is written on: after the opening brace and the three
    /// lines of `_sections`.
    public static func field(atLine line: Int, of model: Model) -> String? {
        let index = line - 5
        return model.fields.indices.contains(index) ? model.fields[index].name : nil
    }

    /// narrow for numbers, dates and short codes; wide for addresses, links and ids; medium for other text.
    public static func width(for field: ModelField) -> String? {
        let name = field.name.lowercased()
        switch field.type.name {
        case "Bool", "Data": return nil
        case "UUID", "URL": return "wide"
        case "Date": return "narrow"
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
            "Double", "Float", "CGFloat", "Decimal":
            return "narrow"
        case "String", "Substring":
            if ["email", "url", "website", "address", "street", "description", "notes", "bio"].contains(
                where: name.contains)
            {
                return "wide"
            }
            if ["zip", "postal", "code", "phone", "pin", "sku"].contains(where: name.contains) { return "narrow" }
            return "medium"
        default:
            return nil
        }
    }

    static func quote(_ text: String) -> String {
        let data = (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
