import FormsmithCore
import JSONReader

/// `_sections` (`docs/hints-format.md`, "Sections").
extension HintsParser {
    mutating func readSections(_ node: JSONNode) -> [SectionHints]? {
        guard case .array(let elements) = node.value else {
            report(
                .warning(
                    "hints.sections-not-array", at: node,
                    "`_sections` must be an array of section objects, found \(node.value.typeName); SixLayer ignores it"
                ))
            return nil
        }
        if let stray = elements.first(where: { if case .object = $0.value { false } else { true } }) {
            report(
                .warning(
                    "hints.section-not-object", at: stray,
                    "a `_sections` element is \(stray.value.typeName), not an object; SixLayer ignores the whole `_sections` array"
                ))
            return nil
        }
        var sections: [SectionHints] = []
        var seenIDs: Set<String> = []
        for element in elements {
            guard case .object(let members) = element.value, let section = readSection(element, members: members) else {
                continue
            }
            if !seenIDs.insert(section.id).inserted {
                report(
                    .warning(
                        "hints.duplicate-section-id", at: element, "section id \"\(section.id)\" is used more than once"
                    ))
            }
            sections.append(section)
        }
        return sections.isEmpty ? nil : sections
    }

    private mutating func readSection(_ node: JSONNode, members: [JSONMember]) -> SectionHints? {
        let members = uniqueMembers(members)
        func value(_ key: String) -> JSONNode? { members.first { $0.key == key }?.value }

        guard case .string(let id)? = value("id")?.value else {
            report(
                .warning(
                    "hints.section-missing-id", at: node, "a section without a string \"id\" is skipped by SixLayer"))
            return nil
        }
        guard case .string(let title)? = value("title")?.value else {
            report(
                .warning(
                    "hints.section-missing-title", at: node,
                    "section \"\(id)\" has no string \"title\"; SixLayer skips it"))
            return nil
        }
        var section = SectionHints(
            id: id, title: title, location: SourceLocation(file: file, line: node.line, column: node.column))
        for member in members {
            switch member.key {
            case "id", "title":
                continue
            case "description":
                section.description = string(member.value, property: "description")
            case "fields":
                section.fieldIDs = sectionFields(member.value, sectionID: id)
            case "layoutStyle":
                section.layoutStyle = layoutStyle(member.value)
            case "isCollapsible":
                section.isCollapsible = strictBoolean(member.value, property: "isCollapsible")
            case "isCollapsed":
                section.isCollapsed = strictBoolean(member.value, property: "isCollapsed")
            default:
                if case .string(let text) = member.value.value {
                    section.metadata.append(KeyValue(key: member.key, value: text))
                } else {
                    let suggestion = member.key.closest(in: Self.sectionKeys)
                    report(
                        .warning(
                            "hints.unknown-key", at: member,
                            "unknown section key `\(member.key)`; SixLayer ignores it"
                                + (suggestion.map { ". Did you mean `\($0)`?" } ?? "")))
                }
            }
        }
        if section.isCollapsed && !section.isCollapsible {
            report(
                .warning(
                    "hints.collapsed-not-collapsible", at: node,
                    "section \"\(id)\" sets isCollapsed but is not collapsible; it is always open"))
            section.isCollapsed = false
        }
        return section
    }

    /// Field ids as SixLayer casts them (`as? [String]`): one id that is not a string drops the whole list.
    private mutating func sectionFields(_ node: JSONNode, sectionID: String) -> [String] {
        guard let ids = stringArray(node)?.map(\.canonicalKey) else {
            let found =
                if case .array = node.value { "an element that is not a string" } else { Self.describe(node.value) }
            report(
                .warning(
                    "hints.wrong-type", at: node,
                    "`fields` of section \"\(sectionID)\" must be an array of field ids, found \(found); SixLayer drops the whole list, so the section is empty"
                ))
            return []
        }
        var seen: Set<String> = []
        for (id, element) in zip(ids, node.arrayElements) where !seen.insert(id).inserted {
            report(
                .warning(
                    "hints.duplicate-section-field", at: element,
                    "`\(id)` is listed twice in section \"\(sectionID)\"; the app renders it twice"))
        }
        return ids
    }

    private mutating func layoutStyle(_ node: JSONNode) -> LayoutStyle {
        guard case .string(let text) = node.value else {
            report(
                .warning(
                    "hints.unknown-layout-style", at: node, "`layoutStyle` must be a string; SixLayer uses vertical"))
            return .vertical
        }
        if let style = LayoutStyle(rawValue: text) { return style }
        let suggestion =
            text.lowercased() == text
            ? text.closest(in: LayoutStyle.allCases.map(\.rawValue))
            : LayoutStyle.allCases.map(\.rawValue).first { $0 == text.lowercased() }
                ?? text.closest(in: LayoutStyle.allCases.map(\.rawValue))
        report(
            .warning(
                "hints.unknown-layout-style", at: node,
                "unknown layoutStyle \"\(text)\" (it is case-sensitive); SixLayer uses vertical"
                    + (suggestion.map { ". Did you mean \"\($0)\"?" } ?? "")))
        return .vertical
    }

    /// Section flags are cast `as? Bool`: a JSON boolean, or 1 or 0; anything else (the string "true" too) is false.
    private mutating func strictBoolean(_ node: JSONNode, property: String) -> Bool {
        if let flag = Self.bridgedBool(node.value) { return flag }
        if case .string(let text) = node.value, text == "true" || text == "false" {
            report(
                .warning(
                    "hints.string-boolean-ignored", at: node,
                    "`\(property)` is the string \"\(text)\"; SixLayer reads only JSON booleans (or 1/0) here and treats it as false. Write \(text) without quotes"
                ))
        } else {
            report(
                .warning(
                    "hints.invalid-boolean", at: node,
                    "`\(property)` must be true or false; SixLayer treats \(Self.describe(node.value)) as false"))
        }
        return false
    }
}
