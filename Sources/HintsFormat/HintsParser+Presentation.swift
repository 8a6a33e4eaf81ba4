import FormsmithCore
import JSONReader

/// `_defaults` as SixLayer's loader turns it into `PresentationHints`: each value it would not
/// read is reported where it is written, with what SixLayer does instead.
extension HintsParser {
    mutating func readPresentation(_ members: [JSONMember]) -> PresentationHints {
        var presentation = PresentationHints()
        for member in members {
            switch member.key {
            case "_dataType":
                presentation.dataType = enumValue(member, in: PresentationHints.dataTypes, default: "generic")
            case "_context":
                presentation.context = enumValue(member, in: PresentationHints.contexts, default: "dashboard")
            case "_complexity":
                presentation.complexity = enumValue(member, in: PresentationHints.complexities, default: "moderate")
            case "_presentationPreference":
                presentation.preference = readPreference(member.value)
            case "_customPreferences":
                if let preferences = stringObject(member, whole: "SixLayer drops the whole `_customPreferences`") {
                    presentation.customPreferences = preferences.map { KeyValue(key: $0.key, value: $0.value) }
                    for entry in preferences where entry.key.hasSuffix("Property") {
                        presentation.propertyLocations[entry.key] = SourceLocation(
                            file: file, line: entry.node.line, column: entry.node.column)
                    }
                }
            case "_defaultColor":
                if case .string(let color) = member.value.value, Self.isColor(color) {
                    presentation.defaultColor = color
                }
            case "_colorMapping":
                let mapping = stringObject(member, whole: "SixLayer drops the whole `_colorMapping`") ?? []
                checkColors(mapping, in: "_colorMapping")
                presentation.colorMapping = mapping.map { KeyValue(key: $0.key, value: $0.value) }
            case "_itemColorProvider":
                presentation.colorProvider = readColorProvider(member.value)
            default:
                continue
            }
        }
        return presentation
    }

    /// A string SixLayer matches against one of its enums without regard to case.
    private mutating func enumValue(_ member: JSONMember, in cases: [String], default fallback: String) -> String {
        guard case .string(let text) = member.value.value else {
            report(
                .warning(
                    "hints.wrong-type", at: member.value,
                    "`\(member.key)` must be a string, found \(member.value.value.typeName); SixLayer uses `\(fallback)`"
                ))
            return fallback
        }
        if let known = cases.first(where: { $0.lowercased() == text.lowercased() }) { return known }
        let suggestion = text.closest(in: cases).map { " Did you mean `\($0)`?" } ?? ""
        report(
            .warning(
                "hints.unknown-value", at: member.value,
                "`\(member.key)` \"\(text)\" is not one SixLayer knows; it uses `\(fallback)`.\(suggestion)"))
        return fallback
    }

    private mutating func readPreference(_ node: JSONNode) -> PresentationPreference {
        let automatic = PresentationPreference.single("automatic")
        switch node.value {
        case .string(let text):
            return .single(simplePreference(text, at: node, key: "_presentationPreference"))
        case .object(let members):
            let ignored = "; SixLayer ignores the preference and decides automatically"
            guard case .string("countBased")? = members.value("type") else {
                report(
                    .warning(
                        "hints.unknown-value", at: node,
                        "a `_presentationPreference` object needs `\"type\": \"countBased\"`\(ignored)"))
                return automatic
            }
            guard case .string(let low)? = members.value("lowCount"),
                case .string(let high)? = members.value("highCount")
            else {
                report(
                    .warning(
                        "hints.wrong-type", at: node, "`countBased` needs `lowCount` and `highCount` strings\(ignored)")
                )
                return automatic
            }
            guard let thresholdNode = members.last(where: { $0.key == "threshold" })?.value,
                case .number(let number) = thresholdNode.value, number.value == number.value.rounded(),
                abs(number.value) < 1e15
            else {
                report(
                    .warning(
                        "hints.wrong-type", at: members.last { $0.key == "threshold" }?.value ?? node,
                        "`countBased` needs a whole-number `threshold`\(ignored)"))
                return automatic
            }
            let threshold = Int(number.value)
            if threshold < 0 {
                report(
                    .warning(
                        "hints.unknown-value", at: thresholdNode,
                        "a negative `threshold` makes every collection larger than it: SixLayer always uses `highCount`"
                    ))
            }
            let lowNode = members.last { $0.key == "lowCount" }!.value
            let highNode = members.last { $0.key == "highCount" }!.value
            return .countBased(
                low: simplePreference(low, at: lowNode, key: "lowCount"),
                high: simplePreference(high, at: highNode, key: "highCount"), threshold: threshold)
        default:
            report(
                .warning(
                    "hints.wrong-type", at: node,
                    "`_presentationPreference` must be a string or a `countBased` object, found \(node.value.typeName); SixLayer decides automatically"
                ))
            return automatic
        }
    }

    /// One of `PresentationPreference`'s names, matched as SixLayer matches it (lowercased).
    private mutating func simplePreference(_ text: String, at node: JSONNode, key: String) -> String {
        if let known = PresentationHints.preferences.first(where: { $0.lowercased() == text.lowercased() }) {
            return known
        }
        let suggestion = text.closest(in: PresentationHints.preferences).map { " Did you mean `\($0)`?" } ?? ""
        report(
            .warning(
                "hints.unknown-value", at: node,
                "`\(key)` \"\(text)\" is not a preference SixLayer knows; it decides automatically.\(suggestion)"))
        return "automatic"
    }

    private mutating func readColorProvider(_ node: JSONNode) -> ItemColorProvider? {
        guard case .object(let members) = node.value else {
            report(
                .warning(
                    "hints.wrong-type", at: node,
                    "`_itemColorProvider` must be an object, found \(node.value.typeName); SixLayer ignores it"))
            return nil
        }
        var provider = ItemColorProvider(property: nil, mapping: [], statusMapping: nil)
        for member in members {
            switch member.key {
            case "type":
                if case .string(let property) = member.value.value {
                    provider.property = property
                } else {
                    report(
                        .warning(
                            "hints.wrong-type", at: member.value,
                            "`type` names the property whose value picks the colour; a string is needed, SixLayer checks every property"
                        ))
                }
            case "mapping", "statusMapping":
                let whole = "SixLayer drops the whole `\(member.key)`"
                let mapping = stringObject(member, whole: whole) ?? []
                checkColors(mapping, in: member.key)
                let pairs = mapping.map { KeyValue(key: $0.key, value: $0.value) }
                if member.key == "mapping" {
                    provider.mapping = pairs
                } else if !pairs.isEmpty {
                    provider.statusMapping = pairs
                }
            default:
                let hint =
                    member.key == "property"
                    ? "SixLayer reads the property's name from `type`; `property` is ignored"
                    : "SixLayer reads only `type`, `mapping` and `statusMapping`; `\(member.key)` is ignored"
                report(.warning("hints.unknown-key", at: member, hint))
            }
        }
        return provider
    }

    /// An object whose every value is a string, as `as? [String: String]` keeps it; nil (reported)
    /// when one value is not.
    private mutating func stringObject(
        _ member: JSONMember, whole: String
    ) -> [(key: String, value: String, node: JSONNode)]? {
        guard case .object(let members) = member.value.value else {
            report(
                .warning(
                    "hints.wrong-type", at: member.value,
                    "`\(member.key)` must be an object of strings, found \(member.value.value.typeName); SixLayer ignores it"
                ))
            return nil
        }
        var pairs: [(key: String, value: String, node: JSONNode)] = []
        for entry in uniqueMembers(members) {
            guard case .string(let text) = entry.value.value else {
                report(
                    .warning(
                        "hints.wrong-type", at: entry.value,
                        "`\(member.key).\(entry.key)` is \(entry.value.value.typeName), not a string: \(whole)"))
                return nil
            }
            pairs.append((entry.key, text, entry.value))
        }
        return pairs
    }

    private mutating func checkColors(_ mapping: [(key: String, value: String, node: JSONNode)], in key: String) {
        for entry in mapping where !Self.isColor(entry.value) {
            report(
                .warning(
                    "hints.invalid-color", at: entry.node,
                    "`\(key).\(entry.key)` \"\(entry.value)\" is not a colour SixLayer reads (a named colour or #RGB/#RRGGBB); that entry gives no colour"
                ))
        }
    }
}
