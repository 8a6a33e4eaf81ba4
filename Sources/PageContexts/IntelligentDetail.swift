import Foundation
import Layout

/// The detail view as SixLayer's `IntelligentDetailView.platformDetailView(for:hints:)` lays it out on
/// an iPhone: `DataIntrospectionEngine` reads the item's stored properties with `Mirror` (every one,
/// in declaration order, hidden or not), types each by its value, rates the item's complexity by
/// field count, types and content length, and picks a layout strategy from it; each field is a row
/// labelled `name.capitalized`, its value `String(describing:)` (docs/appearance.md, "Detail").
struct IntelligentDetail {
    /// `DataIntrospectionEngine.determineFieldType`'s answer for a value.
    enum Kind: String, Comparable {
        case boolean, custom, date, document, hierarchical, image, number, relationship, string, url, uuid
        static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// `DetailLayoutStrategy` as `determineLayoutStrategy` picks it (`adaptive` is `standard` on a phone).
    enum Strategy: String { case compact, standard, detailed, tabbed }

    struct Field {
        var layout: FieldLayout
        var kind: Kind
        var isOptional: Bool
        var isArray: Bool
        /// The sample value (nil: none).
        var raw: String?
        /// `String(describing:)` of the value `DataValueExtraction` returns ("N/A" for nil).
        var described: String
    }

    var fields: [Field]
    var complexity: String
    var strategy: Strategy

    /// `preference` is the hints' `_presentationPreference` (`compact`, `detail` and `card` decide alone).
    init(fields layouts: [FieldLayout], value: (FieldLayout) -> String?, preference: String?) {
        fields = Self.declarationOrder(layouts).map { layout in
            let raw = value(layout)
            let optional = layout.typeDescription?.hasSuffix("?") == true
            let declared = Self.kind(of: layout)
            let kind = raw == nil && optional ? Kind.custom : declared
            return Field(
                layout: layout, kind: kind, isOptional: optional, isArray: kind == .hierarchical, raw: raw,
                described: Self.described(raw, layout: layout, kind: declared, value: value))
        }
        complexity = Self.complexity(fields)
        switch preference {
        case "compact": strategy = .compact
        case "detail": strategy = .detailed
        case "card": strategy = .standard
        default:
            switch (complexity, fields.count) {
            case ("simple", 0...3): strategy = .compact
            case ("complex", _): strategy = .detailed
            case ("veryComplex", _): strategy = .tabbed
            // `moderate`, and `adaptive`, which is the standard view on a phone.
            default: strategy = .standard
            }
        }
    }

    /// Mirror's order is the declaration's: the fields sorted by where the model declares them.
    static func declarationOrder(_ fields: [FieldLayout]) -> [FieldLayout] {
        let declared = fields.compactMap(\.location)
        guard declared.count == fields.count, Set(declared.map(\.file)).count == 1,
            declared.first?.file.hasSuffix(".swift") == true
        else { return fields }
        return fields.enumerated().sorted { ($0.element.location!, $0.offset) < ($1.element.location!, $1.offset) }
            .map(\.element)
    }

    /// The type `Mirror` finds: `Int`, `Double`, `Float`, `CGFloat` are numbers (not `Decimal`,
    /// `UInt` or `Int64`); a struct or class with more than three properties is a relationship.
    static func kind(of field: FieldLayout) -> Kind {
        var type = Substring(field.typeDescription ?? "")
        while type.hasSuffix("?") || type.hasSuffix("!") { type = type.dropLast() }
        if let kind = valueKinds[String(type)] { return kind }
        // `[T]`, not a dictionary `[K: V]`.
        let isArray = type.hasPrefix("[") && !type.contains(":" as Character)
        if isArray || type.hasPrefix("Array<") || type.hasPrefix("Set<") { return .hierarchical }
        switch field.control {
        case .group: return field.children.count > 3 ? .relationship : .custom
        case .relationship: return .relationship
        default: return .custom
        }
    }

    /// The types `Mirror` names one kind, and the hints' own type names: one lookup, asked for
    /// every field of every form.
    static let valueKinds: [String: Kind] = [
        "String": .string, "string": .string,
        "Int": .number, "Double": .number, "Float": .number, "CGFloat": .number, "number": .number,
        "Bool": .boolean, "boolean": .boolean, "Date": .date, "date": .date, "URL": .url, "url": .url,
        "UUID": .uuid, "uuid": .uuid, "Data": .document, "document": .document, "image": .image,
    ]

    /// `calculateComplexity`: the base from the count and the types, raised by the content's length.
    static func complexity(_ fields: [Field]) -> String {
        let count = fields.count
        let relationships = fields.contains { $0.kind == .relationship }
        let hierarchical = fields.filter { $0.kind == .hierarchical }.count
        let base: Int =
            switch (count, relationships, hierarchical) {
            case (_, true, _): 3
            case (0...3, false, 0): 0
            case (4...7, false, 0...2): 1
            case (8...15, false, 0...3): 2
            default: 3
            }
        // `analyzeContentRichness`: a field is rich past 50 characters.
        let lengths = fields.map { Self.characterCount($0.described) }
        let total = lengths.reduce(0, +)
        let rich = lengths.filter { $0 > 50 }.count
        let longest = lengths.max() ?? 0
        let richness =
            total > 500 || rich >= 3 || longest > 200 ? 3 : total > 200 || rich >= 2 || longest > 100 ? 2 : 0
        let raised =
            switch (base, richness) {
            case (0, 3): 2
            case (0, 2): 1
            case (1, 3): 3
            case (1, 2): 2
            case (2, 3): 3
            default: base
            }
        return ["simple", "moderate", "complex", "veryComplex"][raised]
    }

    /// `String(describing:)` of the stored value: an optional's as `Optional(…)`, a nil as "N/A"
    /// (`DataValueExtraction`), an enum as its case, a struct with its properties.
    static func described(_ raw: String?, layout: FieldLayout, kind: Kind, value: (FieldLayout) -> String?) -> String {
        let optional = layout.typeDescription?.hasSuffix("?") == true
        if layout.control == .group {
            let name = (layout.typeDescription ?? layout.label).split(separator: ".").last.map(String.init) ?? ""
            let parts = layout.children.map { child in
                "\(child.id): \(debugText(value(child), field: child, kind: Self.kind(of: child)))"
            }
            return "\(name.filter { $0 != "?" })(\(parts.joined(separator: ", ")))"
        }
        guard let raw else { return "N/A" }
        return optional
            ? "Optional(\(debugText(raw, field: layout, kind: kind)))" : plainText(raw, field: layout, kind: kind)
    }

    /// `String.count`, without breaking graphemes where each byte is one character (ASCII
    /// without a carriage return, which makes one character with the line feed after it).
    static func characterCount(_ text: String) -> Int {
        text.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D } ? text.utf8.count : text.count
    }

    /// `description`: a string as it is, a list as `["a", "b"]`.
    static func plainText(_ raw: String, field: FieldLayout, kind: Kind) -> String {
        switch kind {
        case .hierarchical:
            let items = raw.split(separator: ",").map { "\"\(Self.trimmed($0))\"" }
            return "[\(items.joined(separator: ", "))]"
        case .number where field.typeDescription?.hasPrefix("Double") == true:
            return Double(raw).map { "\($0)" } ?? raw
        case .date:
            // `Date`'s description: "2026-03-10 09:30:00 +0000".
            let halves = raw.split(separator: "T").map(String.init)
            let time = halves.count > 1 ? halves[1] + ":00" : field.control == .time ? raw + ":00" : "00:00:00"
            return "\(field.control == .time ? "2001-01-01" : halves[0]) \(time) +0000"
        default: return raw
        }
    }

    /// `trimmingCharacters(in: .whitespaces)`; an item with only ASCII spaces and tabs around it
    /// (nearly every sample) is trimmed by its bytes, without Foundation's character sets.
    static func trimmed(_ item: Substring) -> String {
        let isBlank = { (byte: UInt8) in byte == 0x20 || byte == 0x09 }
        let bytes = item.utf8
        guard let first = bytes.firstIndex(where: { !isBlank($0) }) else { return "" }
        let last = bytes.lastIndex(where: { !isBlank($0) })!
        let core = item[first...last]
        guard let lead = core.unicodeScalars.first, let trail = core.unicodeScalars.last,
            lead.properties.generalCategory == .spaceSeparator || trail.properties.generalCategory == .spaceSeparator
        else { return String(core) }
        return core.trimmingCharacters(in: .whitespaces)
    }

    /// `debugDescription`, as `Optional(…)` and a struct print what they hold: strings quoted.
    static func debugText(_ raw: String?, field: FieldLayout, kind: Kind) -> String {
        guard let raw else { return "nil" }
        return kind == .string ? "\"\(raw)\"" : plainText(raw, field: field, kind: kind)
    }

    /// `Text(field.name.capitalized)`: Foundation capitalizes each space-separated word and lowers the
    /// rest, so `firstName` reads "Firstname".
    static func label(_ name: String) -> String {
        // ASCII (nearly every property name): byte by byte, a word's first letter up, the rest down.
        if name.utf8.allSatisfy({ $0 < 0x80 }) {
            var previous: UInt8 = 0x20
            let bytes = name.utf8.map { byte -> UInt8 in
                defer { previous = byte }
                let isUpper = (0x41...0x5A).contains(byte)
                let isLower = (0x61...0x7A).contains(byte)
                return previous == 0x20 ? (isLower ? byte - 0x20 : byte) : (isUpper ? byte + 0x20 : byte)
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        return name.split(separator: " ", omittingEmptySubsequences: false).map { word in
            word.prefix(1).uppercased() + word.dropFirst().lowercased()
        }.joined(separator: " ")
    }

    /// `determineFieldPriority`: names with "id" or "name" first, "title" or "description" next.
    static func priority(_ name: String) -> String {
        let lower = name.lowercased()
        if lower.contains("id") || lower.contains("name") { return "primary" }
        if lower.contains("title") || lower.contains("description") { return "secondary" }
        return "tertiary"
    }
}
