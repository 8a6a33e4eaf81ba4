import FormsmithCore
import Layout
import TextMeasure

/// Finds the texts a field cannot hold: a label wider than the field, a placeholder, option or
/// sample value wider than its control, in any language at the default text size (a warning at
/// the field's hints line), or at an accessibility size (info). Measured with real fonts shaped by
/// HarfBuzz (`FontFamily`); a text no installed font can set is not measured, never guessed.
public struct FitCheck: Sendable {
    let bold: FontFamily
    let regular: FontFamily

    /// Nil when the fonts are not installed (the build says so once).
    public init?() {
        guard let bold = FontFamily.bold, let regular = FontFamily.regular else { return nil }
        self.bold = bold
        self.regular = regular
    }

    /// The room a field has where its hints set no width: an iPhone SE's 320 pt, less the form's
    /// and the section's padding (16 each side).
    public static let narrowestRoom = 256.0
    /// `.subheadline` (labels) and `.body` (controls) at Large and at AX1…AX5 (Apple's table).
    static let labelSizes: [(String?, Double)] = [(nil, 15), ("AX1", 25), ("AX2", 30), ("AX3", 36), ("AX4", 42), ("AX5", 49)]
    static let bodySizes: [(String?, Double)] = [(nil, 17), ("AX1", 28), ("AX2", 33), ("AX3", 40), ("AX4", 47), ("AX5", 53)]

    func check(
        form: FormLayout, fields: [FieldLayout], resolved: [(language: LanguageCode, texts: [String: ResolvedTexts])],
        source: LanguageCode
    ) -> ([FormTranslations.FitWarning], [Diagnostic]) {
        var warnings: [FormTranslations.FitWarning] = []
        let sample = form.samples.first ?? [:]
        for field in fields where field.control != .group {
            let room = Double(field.width ?? Int(Self.narrowestRoom))
            let insetRoom = room - 16  // a text field's insets; a menu's chevrons take about as much
            var candidates: [(role: String, text: String, location: LocalizedString?, room: Double, bold: Bool, language: String)] = []
            for (language, texts) in resolved {
                guard let shown = texts[field.id] else { continue }
                if let label = shown.label.0 { candidates.append(("label", label, shown.label.1, room, true, language.code)) }
                if field.width != nil, field.control.isTextEntry, let text = shown.placeholder.0 {
                    candidates.append(("placeholder", text, shown.placeholder.1, insetRoom, false, language.code))
                }
                if field.width != nil {
                    for option in shown.options { candidates.append(("option", option.0, option.1, insetRoom, false, language.code)) }
                }
            }
            if field.width != nil, let value = sample[field.id], !value.isEmpty, field.control.isTextEntry || field.control == .select {
                candidates.append(("sample value", value, nil, insetRoom, false, source.code))
            }
            var firstAccessibilityMiss: FormTranslations.FitWarning?
            for candidate in candidates {
                let family = candidate.bold ? bold : regular
                let sizes = candidate.bold ? Self.labelSizes : Self.bodySizes
                // No text of n characters is wider than n × 1.2 em in these fonts: most are never shaped.
                if Double(candidate.text.unicodeScalars.count) * sizes[sizes.count - 1].1 * 1.2 <= candidate.room { continue }
                guard let unit = family.width(of: candidate.text, pointSize: 1) else { continue }
                guard let (size, points) = sizes.first(where: { unit * $0.1 > candidate.room + 0.5 }) else { continue }
                var warning = FormTranslations.FitWarning(
                    fieldID: field.id, language: candidate.language, role: candidate.role, text: candidate.text,
                    width: unit * points, room: candidate.room)
                warning.textSize = size
                warning.textLocation = candidate.location?.location
                if size == nil {
                    if !warnings.contains(warning) { warnings.append(warning) }
                } else if firstAccessibilityMiss == nil
                    || sizes.firstIndex(where: { $0.0 == size })! < sizes.firstIndex(where: { $0.0 == firstAccessibilityMiss!.textSize })!
                {
                    firstAccessibilityMiss = warning
                }
            }
            // One note per field at the accessibility sizes, not one per text: there most texts wrap.
            if let firstAccessibilityMiss, !warnings.contains(where: { $0.fieldID == field.id }) {
                warnings.append(firstAccessibilityMiss)
            }
        }
        let diagnostics = warnings.map { warning in
            let field = fields.first { $0.id == warning.fieldID }
            let location = field?.location ?? SourceLocation(file: form.sources.hints ?? form.sources.swift ?? form.name)
            let written = warning.textLocation.map { " (written at \($0))" } ?? ""
            let room = field?.width == nil ? "the room an iPhone SE gives it" : "this field's \(Int(warning.room.rounded())) pt"
            return Diagnostic(
                warning.textSize == nil ? .warning : .info, "strings.does-not-fit", at: location,
                "`\(warning.fieldID)`: the \(warning.language) \(warning.role) “\(warning.text)”\(written) is \(Int(warning.width.rounded())) pt wide\(warning.textSize.map { " at text size \($0)" } ?? ""), wider than \(room)")
        }
        return (warnings, diagnostics)
    }
}

extension Control {
    /// A control whose text is typed into a field (and whose placeholder shows there).
    var isTextEntry: Bool {
        switch self {
        case .text, .email, .password, .tel, .url, .number, .uuid, .textarea: true
        default: false
        }
    }
}
