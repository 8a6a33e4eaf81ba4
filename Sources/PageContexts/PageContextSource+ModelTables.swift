import FormsmithCore
import Layout
import Platform
import Docs
import Accessibility

/// The model page's tables and notes: each field's row, the app's languages, the texts too wide.
extension PageContextSource {
    /// Where a slider's thumb sits: the value's place in its range (0...1 when the hints give none).
    static func fillPercent(_ value: String?, _ minimum: String?, _ maximum: String?) -> Int {
        let low = minimum.flatMap(Double.init) ?? 0
        let high = maximum.flatMap(Double.init) ?? (minimum == nil ? 1 : low + 1)
        let current = value.flatMap(Double.init) ?? (low + high) / 2
        guard high > low else { return 0 }
        return Int((min(max((current - low) / (high - low), 0), 1) * 100).rounded())
    }

    func fieldRow(_ field: FieldLayout) -> FieldRow {
        var width = "fills the cell"
        if let points = field.width {
            width = "\(points) pt" + (field.widthSource == .expectedLength ? " (from expectedLength)" : "")
        }
        var length: [String] = []
        if let minimum = field.minLength { length.append("min \(minimum)") }
        if let maximum = field.maxLength { length.append("max \(maximum)") }
        var flags: [String] = []
        if field.required { flags.append("required") }
        if !field.editable { flags.append("read-only") }
        if field.counter { flags.append("counter") }
        if !field.ocrHints.isEmpty { flags.append("OCR: " + field.ocrHints.joined(separator: ", ")) }
        if let formula = field.formula { flags.append("= " + formula) }
        flags += field.flags
        flags += field.metadata.map { "\($0.key): \($0.value)" }
        let control =
            field.control == .list ? "list of \(field.itemControl?.rawValue ?? "text")" : field.control.rawValue
        return FieldRow(
            id: field.id, label: field.label, type: field.typeDescription ?? "—", control: control,
            width: width, length: length.isEmpty ? "—" : length.joined(separator: ", "),
            flags: flags.isEmpty ? "—" : flags.joined(separator: "; "))
    }

    /// "en de ar ja": the form's languages, source first; nil when it has only its source language.
    static func languageList(_ form: FormLayout) -> String? {
        let languages = form.translations.languages
        guard !languages.isEmpty else { return nil }
        return ([form.translations.sourceLanguage] + languages.map(\.code)).joined(separator: " ")
    }

    /// Each field's texts too wide for it at the default text size, said as on the page.
    static func fitWarnings(_ form: FormLayout) -> [String: [FitNote]] {
        var notes: [String: [FitNote]] = [:]
        for warning in form.translations.fitWarnings where warning.textSize == nil {
            notes[warning.fieldID, default: []].append(
                // One note for a text however many languages show it: the page shows it in each of them.
                FitNote(
                    language: ([warning.language] + warning.alsoIn).joined(separator: " "),
                    text: "Too wide: " + warning.summary))
        }
        return notes
    }
}
