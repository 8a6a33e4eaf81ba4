import FormsmithCore
import Layout

/// The accessibility findings of one form, as diagnostics at the field's hints line: labels
/// VoiceOver cannot speak or speaks alike, placeholders standing in for labels, small touch
/// targets, low contrast, text cut off at the accessibility sizes, meaning in colour alone. A
/// finding that depends on the language is reported once per field and kind, naming the
/// languages it occurs in.
public struct AccessibilityCheck: Sendable {
    public var reader: VoiceOverReader

    public init(reader: VoiceOverReader = VoiceOverReader()) { self.reader = reader }

    /// One finding before it is said: its field, kind, and the message for the languages it is in.
    struct Finding {
        var fieldID: String
        var code: String
        var severity: Diagnostic.Severity
        var languages: [String]
        var message: (String) -> String
    }

    public func diagnostics(for form: FormLayout) -> [Diagnostic] {
        guard form.look == .sixLayer, !form.sections.isEmpty else { return [] }
        var findings: [Finding] = []
        var byKey: [String: Int] = [:]
        func record(_ finding: Finding) {
            let key = finding.fieldID + "\u{1}" + finding.code
            if let known = byKey[key] {
                for language in finding.languages where !findings[known].languages.contains(language) {
                    findings[known].languages.append(language)
                }
            } else {
                byKey[key] = findings.count
                findings.append(finding)
            }
        }
        let source = form.translations.sourceLanguage
        let languages = [source] + form.translations.languages.map(\.code).filter { $0 != source }
        for language in languages {
            // The source language's reading is the build's, when this check reads as the build does.
            let elements =
                language == source && !form.spoken.isEmpty && reader.config == IdentifierConfig()
                ? form.spoken : reader.elements(of: form, language: language == source ? nil : language)
            for finding in labelFindings(elements, form: form, language: language) { record(finding) }
        }
        // The fields in the form's order, listed once for every kind of finding that goes through them.
        let ordered = Self.fieldsInOrder(form)
        for finding in targetFindings(ordered) + contrastFindings(form, fields: ordered) + clippingFindings(form)
            + colourFindings(ordered)
        {
            record(finding)
        }
        guard !findings.isEmpty else { return [] }
        let fields = Dictionary(ordered.map { ($0.path, $0.field) }, uniquingKeysWith: { first, _ in first })
        return findings.map { finding in
            let location =
                fields[finding.fieldID]?.location
                ?? SourceLocation(file: form.sources.hints ?? form.sources.swift ?? "")
            let inLanguages = Self.inLanguages(finding.languages, source: source, of: languages.count)
            return Diagnostic(finding.severity, finding.code, at: location, finding.message(inLanguages))
        }
    }

    /// " (in de, fr)" for a finding in some languages; " (in all 39 languages)" when it is in every
    /// one, and at most five codes named of a long list: a 39-language app's note stays one line.
    static func inLanguages(_ codes: [String], source: String, of total: Int) -> String {
        guard codes.count > 1 || (codes.first.map { $0 != source } ?? false) else { return "" }
        if codes.count == total && total > 2 { return " (in all \(total) languages)" }
        guard codes.count > 6 else { return " (in " + codes.joined(separator: ", ") + ")" }
        return " (in \(codes.count) languages: " + codes.prefix(5).joined(separator: ", ")
            + " and \(codes.count - 5) more)"
    }

    /// Every rendered field by its path (a group's fields as `group.child`).
    static func fieldsByPath(_ form: FormLayout) -> [String: FieldLayout] {
        // One walk of the form: `fieldsInOrder` gives each path once.
        Dictionary(uniqueKeysWithValues: fieldsInOrder(form).map { ($0.path, $0.field) })
    }

    /// True when a text has a letter or digit VoiceOver can say (not only symbols or spaces).
    static func isSpeakable(_ text: String) -> Bool {
        // An ASCII letter or digit settles it without reading Unicode properties.
        if text.utf8.contains(where: {
            (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0)
        }) {
            return true
        }
        return text.unicodeScalars.contains { $0.properties.isAlphabetic || $0.properties.numericType != nil }
    }

    /// Every rendered field with its path (a group's fields as `group.child`), in the form's order.
    static func fieldsInOrder(_ form: FormLayout) -> [(path: String, field: FieldLayout)] {
        var fields: [(path: String, field: FieldLayout)] = []
        var seen: Set<String> = []
        func add(_ field: FieldLayout, _ path: String) {
            if seen.insert(path).inserted { fields.append((path, field)) }
            for child in field.children { add(child, path + "." + child.id) }
        }
        for section in form.sections { for field in section.fields { add(field, field.id) } }
        return fields
    }
}
