import FormsmithCore
import Layout
import Platform
import TextMeasure

/// Finds the texts a field cannot hold: a label wider than the field, a placeholder, option or
/// sample value wider than its control, in any language at the default text size (a warning at
/// the field's hints line); and at the accessibility sizes, where SwiftUI wraps a label onto more
/// lines, a word too wide to fit on a line of its own, which it must break inside (info, the
/// first size it happens at). Measured with real fonts shaped by HarfBuzz (`FontFamily`); a text
/// no installed font can set is not measured, never guessed.
public struct FitCheck: Sendable {
    let bold: FontFamily
    let regular: FontFamily

    /// Nil when the fonts are not installed (the build says so once).
    public init?() {
        guard let bold = FontFamily.bold, let regular = FontFamily.regular else { return nil }
        self.bold = bold
        self.regular = regular
    }

    /// The room a field has where its hints set no width: the narrowest device's display, less the
    /// form's and the section's padding (16 each side).
    public static let narrowestRoom = Double(DevicePreset.narrowest.width - 64)
    /// `.subheadline` (labels) and `.body` (controls) at Large, then at AX1…AX5.
    static let labelSizes = sizes(of: .subheadline)
    static let bodySizes = sizes(of: .body)

    /// `style`'s point size at the standard size (nil) and at each accessibility size, by name.
    static func sizes(of style: DynamicType.TextStyle) -> [(String?, Double)] {
        [(nil, Double(DynamicType.metrics(style, at: .standard).size))]
            + DynamicType.Size.accessibility.map { ($0.rawValue, Double(DynamicType.metrics(style, at: $0).size)) }
    }

    /// One text a field shows, where it is written, and the room it has.
    struct Candidate {
        var fieldID: String
        var role: String
        var text: String
        /// The key of the catalog entry that holds it, in `resolver`'s language.
        var key: Int?
        var resolver: AppStrings.Resolver?
        var room: Double
        var bold: Bool
        var language: String
        /// The other languages showing the same text here.
        var alsoIn: [String] = []
    }

    func check(
        form: FormLayout, fields: [FieldLayout], paths: [String],
        resolved: [(language: LanguageCode, resolver: AppStrings.Resolver, texts: [ResolvedTexts])],
        source: LanguageCode
    ) -> ([FormTranslations.FitWarning], [Diagnostic]) {
        var warnings: [FormTranslations.FitWarning] = []
        var diagnostics: [Diagnostic] = []
        let sample = form.samples.first ?? [:]
        // The picture the page opens on: DynamicFormView's applies no hinted width.
        let appliesWidths = form.picture.appliesHintedWidths
        for (index, field) in fields.enumerated() where field.control != .group {
            let width = appliesWidths ? field.width : nil
            let room = Double(width ?? Int(Self.narrowestRoom))
            let insetRoom = room - 16  // a text field's insets; a menu's chevrons take about as much
            var candidates: [Candidate] = []
            // A text shown in several languages (a language without a translation shows the source
            // text) is one text: measured and warned about once, in the first language showing it.
            var seen: [String: Int] = [:]
            func add(_ candidate: Candidate) {
                // No text of n characters is wider than n × 1.2 em in these fonts: most are never measured.
                let largest = (candidate.bold ? Self.labelSizes : Self.bodySizes)[Self.labelSizes.count - 1].1
                if Double(candidate.text.utf8.count) * largest * 1.2 <= candidate.room { return }
                let key = candidate.role + "\u{1}" + candidate.text
                if let known = seen[key] {
                    candidates[known].alsoIn.append(candidate.language)
                } else {
                    seen[key] = candidates.count
                    candidates.append(candidate)
                }
            }
            for (language, resolver, texts) in resolved {
                let shown = texts[index]
                if let label = shown.label {
                    add(
                        Candidate(
                            fieldID: paths[index], role: "label", text: label, key: shown.labelKey, resolver: resolver,
                            room: room,
                            bold: true, language: language.code))
                }
                guard width != nil else { continue }
                if field.control.isTextEntry, let text = shown.placeholder {
                    add(
                        Candidate(
                            fieldID: paths[index], role: "placeholder", text: text, key: shown.placeholderKey,
                            resolver: resolver,
                            room: insetRoom, bold: false, language: language.code))
                }
                for option in shown.options {
                    add(
                        Candidate(
                            fieldID: paths[index], role: "option", text: option.text, key: option.key,
                            resolver: resolver,
                            room: insetRoom, bold: false, language: language.code))
                }
            }
            if width != nil, let value = sample[field.id], !value.isEmpty,
                field.control.isTextEntry || field.control == .select
            {
                add(
                    Candidate(
                        fieldID: paths[index], role: "sample value", text: value, key: nil, resolver: nil,
                        room: insetRoom, bold: false,
                        language: source.code))
            }
            var fieldWarnings: [FormTranslations.FitWarning] = []
            var note: FormTranslations.FitWarning?
            for candidate in candidates {
                let largest = (candidate.bold ? Self.labelSizes : Self.bodySizes)[Self.labelSizes.count - 1].1
                let family = candidate.bold ? bold : regular
                guard let estimate = family.estimate(candidate.text) else { continue }
                if let warning = tooWide(candidate, estimate: (estimate.width, estimate.margin), at: 0) {
                    if !fieldWarnings.contains(warning) { fieldWarnings.append(warning) }
                    continue
                }
                // At the accessibility sizes: the first size a label's widest word no longer fits a line
                // (SwiftUI wraps a label), or a one-line control's text no longer fits (it is cut off).
                let before =
                    note?.textSize.flatMap { size in Self.labelSizes.firstIndex { $0.0 == size } }
                    ?? Self.labelSizes.count
                let wraps = candidate.role == "label"
                let range = wraps ? estimate.widestWord : candidate.text.startIndex..<candidate.text.endIndex
                let width = wraps ? estimate.wordWidth : estimate.width
                guard fieldWarnings.isEmpty, before > 1, let range,
                    width * largest > (candidate.room + 0.5) * (1 - estimate.margin)
                else { continue }
                var word = candidate
                word.text = String(candidate.text[range])
                for size in 1..<before {
                    guard var warning = tooWide(word, estimate: (width, estimate.margin), at: size) else { continue }
                    warning.text = candidate.text
                    warning.word = wraps ? word.text : nil
                    note = warning
                    break
                }
            }
            if fieldWarnings.isEmpty, let note { fieldWarnings.append(note) }
            var said: [FormTranslations.FitWarning] = []
            for var warning in fieldWarnings.compactMap(shaped) {
                warning.hintedWidth = width != nil
                warnings.append(warning)
                // One line cut off at an accessibility size is `accessibility.text-clipped`'s to say
                // (AccessibilityCheck+Clipping reads this warning): the fit check defers to it.
                if warning.textSize != nil, warning.word == nil, warning.role != "label" { continue }
                said.append(warning)
            }
            diagnostics += self.diagnostics(said, field: field, form: form)
        }
        return (warnings, diagnostics)
    }

    /// The warning when `candidate` is wider than its room at `sizes[size]`; nil when it fits (or
    /// cannot be measured). Decided by the estimate where it is clearly in or out, else shaped;
    /// a text that does not fit is shaped for the width reported, so the figure said is HarfBuzz's.
    func tooWide(
        _ candidate: Candidate, estimate: (width: Double, margin: Double), at size: Int
    ) -> FormTranslations.FitWarning? {
        let family = candidate.bold ? bold : regular
        let (name, points) = (candidate.bold ? Self.labelSizes : Self.bodySizes)[size]
        let room = candidate.room + 0.5
        let estimated = estimate.width * points
        // Shaped only where the estimate is too close to call; what is reported is shaped (`shaped`).
        guard estimated > room * (1 - estimate.margin) else { return nil }
        var width = estimated
        if estimated < room * (1 + estimate.margin) {
            guard let exact = family.width(of: candidate.text, pointSize: points), exact > room else { return nil }
            width = exact
        }
        var warning = FormTranslations.FitWarning(
            fieldID: candidate.fieldID, language: candidate.language, role: candidate.role, text: candidate.text,
            width: width, room: candidate.room)
        warning.textSize = name
        warning.alsoIn = candidate.alsoIn
        warning.textLocation = candidate.resolver?.lookup(id: candidate.key)?.location
        return warning
    }

    /// The warning with its width as HarfBuzz shapes the text (or its word), so the figure said is exact.
    func shaped(_ warning: FormTranslations.FitWarning) -> FormTranslations.FitWarning? {
        let bold = warning.role == "label"
        let sizes = bold ? Self.labelSizes : Self.bodySizes
        let points = sizes.first { $0.0 == warning.textSize }?.1 ?? sizes[0].1
        var warning = warning
        guard let exact = (bold ? self.bold : regular).width(of: warning.word ?? warning.text, pointSize: points) else {
            return warning
        }
        warning.width = exact
        // An estimate off by more than its margin (contextual forms can be): it fits after all.
        return exact > warning.room + 0.5 ? warning : nil
    }

    func diagnostic(_ warning: FormTranslations.FitWarning, field: FieldLayout, form: FormLayout) -> Diagnostic {
        let location = field.location ?? SourceLocation(file: form.sources.hints ?? form.sources.swift ?? form.name)
        let written = warning.textLocation.map { " (written at \($0))" } ?? ""
        let room = warning.measuredAgainst
        let width = Int(warning.width.rounded())
        let alsoIn = warning.alsoIn.count > 4 ? Array(warning.alsoIn.prefix(3)) : warning.alsoIn
        let shownIn =
            alsoIn.isEmpty
            ? ""
            : "; " + alsoIn.joined(separator: ", ")
                + (alsoIn.count < warning.alsoIn.count
                    ? " and \(warning.alsoIn.count - alsoIn.count) more languages" : "")
                + (warning.alsoIn.count == 1 ? " shows" : " show") + " it too"
        if let size = warning.textSize {
            let what =
                warning.word.map { "the word “\($0)” of the \(warning.language) \(warning.role) “\(warning.text)”" }
                ?? "the \(warning.language) \(warning.role) “\(warning.text)”"
            let result = warning.word == nil ? "so its one line is cut off" : "so SwiftUI breaks it inside the word"
            return Diagnostic(
                .info, "strings.does-not-fit", at: location,
                "`\(field.id)`: at text size \(size) \(what)\(written) is \(width) pt wide, wider than \(room), \(result)\(shownIn)"
            )
        }
        return Diagnostic(
            .warning, "strings.does-not-fit", at: location,
            "`\(field.id)`: the \(warning.language) \(warning.role) “\(warning.text)”\(written) is \(width) pt wide, wider than \(room)\(shownIn)"
        )
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
