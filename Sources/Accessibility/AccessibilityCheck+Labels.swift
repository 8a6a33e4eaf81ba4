import Foundation
import FormsmithCore
import Layout

extension AccessibilityCheck {
    /// Labels in one language: a field label VoiceOver cannot speak (or that only a placeholder
    /// stands in for), and two elements of the form that it reads alike.
    func labelFindings(_ elements: [SpokenElement], form: FormLayout, language: String) -> [Finding] {
        var findings: [Finding] = []
        // The first element read with each text, per role (label rows, info buttons), by index:
        // elements are looked at in place, never copied, as the check reads every form.
        var firstLabel: [String: Int] = [:]
        var firstHelp: [String: Int] = [:]
        // Only a label that is not speakable needs the fields: made then, not for every language.
        var fieldsByPath: [String: FieldLayout]?
        func fields() -> [String: FieldLayout] {
            if let fieldsByPath { return fieldsByPath }
            let made = Self.fieldsByPath(form)
            fieldsByPath = made
            return made
        }
        for index in elements.indices {
            let role = elements[index].role
            guard role == .fieldLabel || role == .helpButton, let fieldID = elements[index].fieldID else { continue }
            let text = elements[index].label
            let base = role == .fieldLabel && text.hasSuffix(", required") ? String(text.dropLast(10)) : text
            let speakable = Self.isSpeakable(base)
            if role == .fieldLabel && !speakable {
                let control = elements[(index + 1)...].first { $0.fieldID == fieldID && $0.role == .control }
                let shown = base.isEmpty ? "is empty" : "is only symbols (“\(base)”)"
                if let control, Self.isSpeakable(control.label), fields()[fieldID]?.control.isTextual == true {
                    let placeholder = control.label
                    findings.append(
                        Finding(
                            fieldID: fieldID, code: "accessibility.placeholder-as-label", severity: .warning,
                            languages: [language]
                        ) {
                            "`\(fieldID)`: its label \(shown), so only the placeholder “\(placeholder)” says what the text field is, and it disappears once text is typed\($0)"
                        })
                } else {
                    findings.append(
                        Finding(
                            fieldID: fieldID, code: "accessibility.empty-label", severity: .warning,
                            languages: [language]
                        ) {
                            "`\(fieldID)`: VoiceOver's label for the field \(shown); it reads the field with no name\($0)"
                        })
                }
            }
            // Elements read alike: the label rows and info buttons labelled by the field's own text.
            guard speakable else { continue }
            let key = Self.readingKey(base)
            let known = role == .helpButton ? firstHelp[key] : firstLabel[key]
            if let known, let other = elements[known].fieldID, other != fieldID {
                let what = role == .helpButton ? "info button" : "label"
                let (first, this) = (elements[known].order, elements[index].order)
                let fix = Self.relabelling(fieldID, other, form: form)
                findings.append(
                    Finding(
                        fieldID: fieldID, code: "accessibility.duplicate-label", severity: .warning,
                        languages: [language]
                    ) {
                        "`\(fieldID)`: VoiceOver reads its \(what) “\(base)” like `\(other)`'s (elements \(first) and \(this)); \(fix)\($0)"
                    })
            } else if known == nil {
                if role == .helpButton { firstHelp[key] = index } else { firstLabel[key] = index }
            }
        }
        return findings
    }

    /// How to tell two fields apart, with the key to write. A nested type's field
    /// (`items.id`) takes its label from its property's name, and no key of this form's hints
    /// reaches it: the field to relabel is the form's own one, if either is.
    static func relabelling(_ field: String, _ other: String, form: FormLayout) -> String {
        let file = form.sources.hints.map { "`\($0)`" } ?? "`\(form.name).hints`"
        let own = [other, field].first { !$0.contains(".") }
        guard field.contains(".") || other.contains(".") else {
            return "give them labels that tell them apart"
        }
        guard let own else {
            return
                "both are fields of nested types, whose labels are their properties' names and no key of \(file) reaches; rename one of the properties"
        }
        let nested = own == field ? other : field
        return
            "`\(nested)` is a nested type's field, labelled by its property's name, which no key of \(file) reaches: give `\(own)` a label there instead (`\"\(own)\": { \"label\": \"…\" }`)"
    }

    /// Two labels VoiceOver reads alike: the same text apart from case and the spaces around it
    /// (Foundation's `.whitespaces`: tabs and Unicode's space separators). ASCII text (nearly
    /// every label) is lowered byte by byte; other text is trimmed by its scalars, as Foundation's
    /// trimming on Linux took a third of a translated project's check.
    static func readingKey(_ label: String) -> String {
        guard label.utf8.allSatisfy({ $0 < 0x80 }) else {
            let scalars = label.lowercased().unicodeScalars
            let isSpace = { (scalar: Unicode.Scalar) in
                scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
            }
            guard let first = scalars.firstIndex(where: { !isSpace($0) }),
                let last = scalars.lastIndex(where: { !isSpace($0) })
            else { return "" }
            return String(scalars[first...last])
        }
        let bytes = Array(label.utf8)
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(decoding: bytes[first...last].map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
    }
}
