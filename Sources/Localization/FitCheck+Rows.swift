import FormsmithCore
import Layout
import Platform

/// Row controls in the room they have on each device, at the default text size in the source
/// language: a compact DatePicker or a Toggle keeps its one row, so where a hinted width or a
/// column leaves its text less than its longest word, SwiftUI breaks the text letter by letter, and
/// a date's capsules that do not fit run past the section's edge. The page shows each note on the
/// devices it is true of (`FormTranslations.RowNote`); `check` says it once per field.
extension FitCheck {
    /// The form's metrics in points, as `form/*.css` draws them: the form's, the section's and each
    /// field's inset; the gap between a row's text and its control; a capsule's inset and the gap
    /// between two; the narrowest a date's text gets (0.7 em); a switch's width.
    enum RowMetrics {
        static let formInset = 16.0, sectionInset = 16.0, fieldInset = 16.0
        static let rowGap = 8.0, capsuleInset = 11.0, capsuleGap = 6.0, dateTextMinimum = 0.7
        static let switchWidth = 51.0
    }

    /// The devices row notes are drawn for: the iPhones and iPads (the Mac draws its own controls).
    static let rowDevices = DevicePreset.all.filter { $0.idiom != .mac }

    /// The notes on the form's row controls, and one `strings.row-squeezed` note (info: the page's
    /// review note, said by `check --info`) for each field they are about. `rowTexts`: each
    /// top-level field's row text in the source language, by id.
    func rowNotes(
        form: FormLayout, rowTexts: [String: String], pictureDate: String
    )
        -> ([FormTranslations.RowNote], [Diagnostic])
    {
        var notes: [FormTranslations.RowNote] = []
        var diagnostics: [Diagnostic] = []
        let body = Double(DynamicType.metrics(.body, at: .standard).size)
        for section in form.sections {
            for (position, field) in section.fields.enumerated() {
                guard let kind = Self.rowKind(field.control), let text = rowTexts[field.id], !text.isEmpty,
                    let control = controlWidth(field.control, pictureDate: pictureDate, pointSize: body),
                    let word = widestWord(text, pointSize: body)
                else { continue }
                var byText: [(text: String, viewports: [Int])] = []
                for device in Self.rowDevices {
                    let says = rowNote(
                        field: field, kind: kind, text: text, word: word, control: control, body: body,
                        place: (section, position), device: device, form: form)
                    guard let says else { continue }
                    if let index = byText.firstIndex(where: { $0.text == says }) {
                        byText[index].viewports.append(device.width)
                    } else {
                        byText.append((says, [device.width]))
                    }
                }
                guard !byText.isEmpty else { continue }
                // A switch's text is its label: the note names it once.
                let named = kind == "switch" ? "" : "\(field.label): "
                notes += byText.map {
                    FormTranslations.RowNote(fieldID: field.id, viewports: $0.viewports, text: named + $0.text)
                }
                let location =
                    field.location ?? SourceLocation(file: form.sources.hints ?? form.sources.swift ?? form.name)
                let said = byText.map { "on \(Self.devices($0.viewports)), \($0.text)" }.joined(separator: "; ")
                diagnostics.append(Diagnostic(.info, "strings.row-squeezed", at: location, "`\(field.id)`: \(said)"))
            }
        }
        return (notes, diagnostics)
    }

    /// What a row control does on `device`, or nil where it fits.
    private func rowNote(
        field: FieldLayout, kind: String, text: String, word: Double, control: Double, body: Double,
        place: (section: SectionLayout, position: Int), device: DevicePreset, form: FormLayout
    ) -> String? {
        let metrics = RowMetrics.self
        let sectionWidth = Double(device.width) - metrics.formInset * 2
        let columns = max(1, place.section.columns), gap = Double(place.section.gap)
        let column = (sectionWidth - metrics.sectionInset * 2 - gap * Double(columns - 1)) / Double(columns)
        let cell = column - metrics.fieldInset * 2
        let hinted = form.picture.appliesHintedWidths ? field.width.map(Double.init) : nil
        let row = min(hinted ?? cell, cell)
        let isDate = kind != "switch"
        let minimum = isDate ? metrics.dateTextMinimum * body : 0
        let room = max(row - metrics.rowGap - control, minimum)
        var says: [String] = []
        if room + 0.5 < word {
            let cause =
                hinted.map { width in
                    cell + 1 < width
                        ? "\(Int(width)) pt (its column allows \(Int(cell.rounded())))" : "\(Int(width)) pt"
                } ?? "its \(Int(cell.rounded())) pt column"
            says.append("\(cause) leaves about \(Int(room.rounded())) pt for the \(kind)’s label “\(text)”")
        }
        if isDate {
            // The row's content from the cell's leading edge, against the section's trailing edge.
            let leading = metrics.sectionInset + Double(place.position % columns) * (column + gap) + metrics.fieldInset
            let past = leading + max(row, minimum + metrics.rowGap + control) - sectionWidth
            if past > 0.5 { says.append("the \(kind) runs about \(Int(past.rounded())) pt past the section’s edge") }
        }
        return says.isEmpty ? nil : says.joined(separator: "; ")
    }

    /// "date picker", "time picker", "switch" for the row controls that keep one row; nil for others
    /// (a Stepper's or ColorPicker's row moves its control under the text instead).
    static func rowKind(_ control: Control) -> String? {
        switch control {
        case .date, .datetime: "date picker"
        case .time: "time picker"
        case .toggle: "switch"
        default: nil
        }
    }

    /// The control's width beside its text: a switch, or the capsules of the picture date.
    private func controlWidth(_ control: Control, pictureDate: String, pointSize: Double) -> Double? {
        if control == .toggle { return RowMetrics.switchWidth }
        let capsules = DateText.capsules(pictureDate, control: control)
        guard !capsules.isEmpty else { return nil }
        var width = RowMetrics.capsuleGap * Double(capsules.count - 1)
        for capsule in capsules {
            guard let text = regular.width(of: capsule, pointSize: pointSize) else { return nil }
            width += text + RowMetrics.capsuleInset * 2
        }
        return width
    }

    private func widestWord(_ text: String, pointSize: Double) -> Double? {
        let widths = text.split(whereSeparator: \.isWhitespace).compactMap {
            regular.width(of: String($0), pointSize: pointSize)
        }
        return widths.max()
    }

    /// "iPhone 320, 393, 430; iPad 820, 1180".
    static func devices(_ widths: [Int]) -> String {
        let groups: [(String, DevicePreset.Idiom)] = [("iPhone", .phone), ("iPad", .pad)]
        return groups.compactMap { name, idiom in
            let shown = rowDevices.filter { $0.idiom == idiom && widths.contains($0.width) }.map { String($0.width) }
            return shown.isEmpty ? nil : "\(name) \(shown.joined(separator: ", "))"
        }.joined(separator: "; ")
    }
}
