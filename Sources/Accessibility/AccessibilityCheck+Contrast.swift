import Platform
import FormsmithCore
import Layout

extension AccessibilityCheck {
    /// Colour below WCAG 2.x contrast, light and dark, composited over what is under it. SixLayer's
    /// own text styles (placeholder, counter, error text, the required asterisk) are info: the app
    /// cannot change them from its hints.
    func contrastFindings(_ form: FormLayout, fields: [(path: String, field: FieldLayout)]) -> [Finding] {
        var findings: [Finding] = []
        // SixLayer's styles are the same in every field: one note for the form, naming the fields
        // and each failing style once, rather than the same note per field.
        var paths: [String] = []
        var failing: [String] = []
        for (path, field) in fields.sorted(by: { $0.path < $1.path }) where field.control != .group {
            // Their colours are fixed, so each style's verdict is worked out once (`verdicts`).
            let verdicts = Self.styles(of: field).compactMap { Self.verdicts[$0.role] ?? nil }
            guard !verdicts.isEmpty else { continue }
            paths.append(path)
            failing += verdicts.filter { !failing.contains($0) }
        }
        if let first = paths.first {
            let named = paths.map { "`\($0)`" }.joined(separator: ", ")
            findings.append(
                Finding(fieldID: first, code: "accessibility.contrast", severity: .info, languages: []) { _ in
                    "SixLayer's own text below WCAG contrast in \(named): " + failing.joined(separator: "; ")
                })
        }
        // The item's icon is tinted with the item's colour, on its card (WCAG 1.4.11's 3 : 1 for
        // graphics). `_defaultColor` only decorates (info); `_itemColorProvider`'s colours stand
        // for a value, so one too faint to see is a warning. `_colorMapping` colours nothing from hints.
        var colours: [(key: String, name: String, severity: Diagnostic.Severity)] = []
        if let accent = form.presentation.defaultColor ?? form.accentColor {
            colours.append(("_defaultColor", accent, .info))
        }
        if let provider = form.presentation.colorProvider {
            colours += provider.mapping.map { ("_itemColorProvider.mapping.\($0.key)", $0.value, .warning) }
            colours += (provider.statusMapping ?? []).map {
                ("_itemColorProvider.statusMapping.\($0.key)", $0.value, .warning)
            }
        }
        for (key, name, severity) in colours where SystemColors.named(name, .light) != nil {
            let style = TextStyleContrast(
                role: "`\(key)` “\(name)” tinting the item's icon on its card", style: "title2", points: 22,
                bold: false,
                color: { SystemColors.named(name, $0)! }, background: SystemColors.fieldBackground, isNonText: true)
            let failures = style.failures()
            guard !failures.isEmpty else { continue }
            findings.append(
                Finding(fieldID: key, code: "accessibility.contrast", severity: severity, languages: []) { _ in
                    style.said(failures)
                })
        }
        return findings
    }

    /// Each of SixLayer's styles → how it fails ("placeholder (body 17 pt) 1.7 : 1 in light, …"), nil where it passes.
    static let verdicts: [String: String?] = {
        let all = [
            styleProbe(.email, required: true, maxLength: 1)
        ].flatMap { styles(of: $0) }
        return Dictionary(
            all.map { style in
                let failures = style.failures()
                return (style.role, failures.isEmpty ? nil : style.said(failures))
            }, uniquingKeysWith: { first, _ in first })
    }()

    /// The texts SixLayer draws for a field in colours that can fail: its placeholder, counter,
    /// validation errors and required asterisk (labels and values are `label`, black or white).
    static func styles(of field: FieldLayout) -> [TextStyleContrast] {
        var styles: [TextStyleContrast] = []
        if field.control.isTextual || field.control == .number || field.control == .uuid {
            styles.append(
                TextStyleContrast(
                    role: "placeholder", style: "body", points: 17, bold: false, color: SystemColors.placeholderText,
                    background: SystemColors.fieldBackground))
        }
        if field.maxLength != nil, field.control.isTextual {
            styles.append(
                TextStyleContrast(
                    role: "character counter", style: "caption", points: 12, bold: false,
                    color: SystemColors.secondaryLabel, background: SystemColors.sectionBackground))
        }
        let validated =
            field.required || field.maxLength != nil || field.minLength != nil || field.minimum != nil
            || field.maximum != nil
        if validated {
            styles.append(
                TextStyleContrast(
                    role: "validation error", style: "caption", points: 12, bold: false,
                    color: { SystemColors.named("red", $0)! }, background: SystemColors.sectionBackground))
        }
        if field.required {
            styles.append(
                TextStyleContrast(
                    role: "required asterisk", style: "body", points: 17, bold: true,
                    color: { SystemColors.named("red", $0)! }, background: SystemColors.sectionBackground))
        }
        return styles
    }
}

extension AccessibilityCheck {
    /// A field that shows every one of SixLayer's text styles, to work out their contrast once.
    static func styleProbe(_ control: Control, required: Bool, maxLength: Int) -> FieldLayout {
        var field = FieldLayout(id: "probe", label: "Probe", control: control)
        field.required = required
        field.maxLength = maxLength
        return field
    }
}
