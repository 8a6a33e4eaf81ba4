import FormsmithCore
import JSONReader

/// Reads one model's `.hints` file the way SixLayer's loader does, and reports every
/// place where SixLayer would silently drop or misread something.
public struct HintsParser {
    /// Field properties SixLayer reads, with their meaning in `docs/hints-format.md` ("Fields").
    static let fieldProperties: [String] = [
        "displayWidth", "expectedLength", "maxLength", "minLength", "showCharacterCounter", "fieldType",
        "isOptional", "isArray", "defaultValue", "isHidden", "isEditable", "inputType", "options",
        "expectedRange", "ocrHints", "calculationGroups",
    ]
    /// String metadata that changes the preview.
    static let metadataKeys: [String] = [
        "placeholder", "multiLine", "minLines", "maxLines", "displayOnly", "min", "max", "step",
        "gaugeStyle", "gaugeLabel", "label", "helpText",
    ]
    static let defaultsKeys: [String] = [
        "_defaultColor", "_colorMapping", "_itemColorProvider", "_dataType", "_complexity", "_context",
        "_customPreferences", "_presentationPreference",
    ]
    /// Every key SixLayer reads in a hints file: field properties, metadata, defaults, layout.
    public static let knownKeys: Set<String> = Set(
        fieldProperties + metadataKeys + defaultsKeys + topLevelKeys + sectionKeys)
    /// Keys of the file's top level that are not fields, and keys of a `_sections` entry.
    static let topLevelKeys = ["_sections", "_defaults", "_ocrGroups", "_comment", "__example"]
    static let sectionKeys = ["id", "title", "description", "fields", "layoutStyle", "isCollapsible", "isCollapsed"]

    let file: String
    var diagnostics: [Diagnostic] = []

    init(file: String) {
        self.file = file
    }

    /// Parses `bytes` as the hints of `modelName`. Returns nil hints when SixLayer would not read the file at all.
    public static func parse(
        _ bytes: [UInt8], modelName: String, file: String
    ) -> (hints: ModelHints?, diagnostics: [Diagnostic]) {
        var parser = HintsParser(file: file)
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            parser.report(
                .error(
                    "hints.invalid-json", line: error.line, column: error.column,
                    "invalid JSON: \(error.message); SixLayer skips this file, so the form falls back to the model alone"
                ))
            return (nil, parser.diagnostics)
        }
        guard case .object(let members) = root.value else {
            parser.report(
                .error(
                    "hints.root-not-object", at: root,
                    "the file must hold a JSON object, found \(root.value.typeName); SixLayer skips it"))
            return (nil, parser.diagnostics)
        }
        let hints = parser.readRoot(members, modelName: modelName)
        return (hints, parser.diagnostics)
    }

    mutating func report(_ pending: PendingDiagnostic) {
        diagnostics.append(
            Diagnostic(
                pending.severity, pending.code,
                at: SourceLocation(file: file, line: pending.line, column: pending.column), pending.message))
    }

    private mutating func readRoot(_ members: [JSONMember], modelName: String) -> ModelHints {
        var hints = ModelHints(modelName: modelName, file: file)
        for member in uniqueMembers(members) {
            switch member.key {
            case "_sections":
                hints.sections = readSections(member.value)
            case "_defaults":
                (hints.defaults, hints.presentation) = readDefaults(member.value)
            case "_ocrGroups":
                hints.ocrGroups = readOCRGroups(member.value)
            case "__example":
                continue
            case "_comment":
                if case .object = member.value.value {
                    report(
                        .warning(
                            "hints.comment-object", at: member,
                            "an object-valued `_comment` becomes a phantom field named \"_comment\" in SixLayer; make it a string"
                        ))
                }
            default:
                if case .object(let properties) = member.value.value {
                    hints.fields.append(readField(member, properties: properties))
                } else {
                    reportIgnoredTopLevelKey(member)
                }
            }
        }
        return hints
    }

    private mutating func reportIgnoredTopLevelKey(_ member: JSONMember) {
        var message = "`\(member.key)` holds \(member.value.value.typeName), not a field object; SixLayer ignores it"
        if Self.defaultsKeys.contains(member.key) {
            message += ". `\(member.key)` belongs inside `_defaults`"
        } else if let suggestion = member.key.closest(in: Self.topLevelKeys) {
            message += ". Did you mean `\(suggestion)`?"
        }
        report(.warning("hints.ignored-top-level-key", at: member, message))
    }

    /// Keeps the last of duplicate keys, as Foundation's JSON reader does, and warns about the others.
    mutating func uniqueMembers(_ members: [JSONMember]) -> [JSONMember] {
        // A field's object has a handful of keys: comparing them is cheaper than hashing them.
        if members.count <= 8,
            !members.indices.contains(where: { index in
                members[(index + 1)...].contains { $0.key == members[index].key }
            })
        {
            return members
        }
        var lastIndex: [String: Int] = [:]
        for (index, member) in members.enumerated() { lastIndex[member.key] = index }
        var unique: [JSONMember] = []
        for (index, member) in members.enumerated() {
            if lastIndex[member.key] == index {
                unique.append(member)
            } else {
                report(
                    .warning(
                        "hints.duplicate-key", at: member,
                        "duplicate key `\(member.key)`: only its last value is read"))
            }
        }
        return unique
    }

    /// `_defaults` as text for the page's raw table, and as SixLayer's `PresentationHints`.
    private mutating func readDefaults(_ node: JSONNode) -> ([KeyValue], PresentationHints) {
        guard case .object(let members) = node.value else {
            report(
                .warning(
                    "hints.wrong-type", at: node,
                    "`_defaults` must be an object, found \(node.value.typeName); it is ignored"))
            return ([], PresentationHints())
        }
        var defaults: [KeyValue] = []
        var known: [JSONMember] = []
        for member in uniqueMembers(members) {
            guard Self.defaultsKeys.contains(member.key) else {
                let suggestion = member.key.closest(in: Self.defaultsKeys).map { " Did you mean `\($0)`?" } ?? ""
                report(
                    .warning(
                        "hints.unknown-key", at: member,
                        "unknown `_defaults` key `\(member.key)`; SixLayer ignores it.\(suggestion)"))
                continue
            }
            if member.key == "_defaultColor" {
                guard case .string(let color) = member.value.value, Self.isColor(color) else {
                    report(
                        .warning(
                            "hints.invalid-color", at: member.value,
                            "`_defaultColor` must be a named colour or #RGB/#RRGGBB; it is ignored"))
                    continue
                }
            }
            defaults.append(KeyValue(key: member.key, value: Self.text(of: member.value.value)))
            known.append(member)
        }
        return (defaults, readPresentation(known))
    }

    static let namedColors: Set<String> = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink",
        "brown", "gray", "grey", "black", "white", "primary", "secondary", "accent", "clear",
    ]

    static func isColor(_ text: String) -> Bool {
        if namedColors.contains(text.lowercased()) { return true }
        guard text.hasPrefix("#") else { return false }
        let digits = text.dropFirst()
        return (digits.count == 3 || digits.count == 6) && digits.allSatisfy(\.isHexDigit)
    }

    private mutating func readOCRGroups(_ node: JSONNode) -> [OCRGroup] {
        guard case .object(let members) = node.value else {
            report(
                .warning(
                    "hints.wrong-type", at: node,
                    "`_ocrGroups` must be an object of arrays, found \(node.value.typeName); it is ignored"))
            return []
        }
        return uniqueMembers(members).compactMap { member in
            guard let ids = stringArray(member.value) else {
                report(
                    .warning(
                        "hints.wrong-type", at: member.value, "`_ocrGroups.\(member.key)` must be an array of field ids"
                    ))
                return nil
            }
            return OCRGroup(name: member.key, fieldIDs: ids)
        }
    }

    /// Compact text for values shown on the page (`_defaults` entries).
    static func text(of value: JSONValue) -> String {
        switch value {
        case .string(let text): text
        case .number(let number): number.text
        case .bool(let flag): flag ? "true" : "false"
        case .null: "null"
        case .array(let elements): "[" + elements.map { text(of: $0.value) }.joined(separator: ", ") + "]"
        case .object(let members):
            "{" + members.map { "\($0.key): \(text(of: $0.value.value))" }.joined(separator: ", ") + "}"
        }
    }
}

/// A diagnostic before the file is attached.
struct PendingDiagnostic {
    var severity: Diagnostic.Severity
    var code: String
    var line: Int
    var column: Int
    var message: String

    static func warning(_ code: String, at node: JSONNode, _ message: String) -> PendingDiagnostic {
        PendingDiagnostic(severity: .warning, code: code, line: node.line, column: node.column, message: message)
    }

    static func warning(_ code: String, at member: JSONMember, _ message: String) -> PendingDiagnostic {
        PendingDiagnostic(
            severity: .warning, code: code, line: member.keyLine, column: member.keyColumn, message: message)
    }

    static func error(_ code: String, at node: JSONNode, _ message: String) -> PendingDiagnostic {
        PendingDiagnostic(severity: .error, code: code, line: node.line, column: node.column, message: message)
    }

    static func error(_ code: String, line: Int, column: Int, _ message: String) -> PendingDiagnostic {
        PendingDiagnostic(severity: .error, code: code, line: line, column: column, message: message)
    }
}
