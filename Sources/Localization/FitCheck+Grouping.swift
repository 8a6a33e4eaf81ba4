import FormsmithCore
import Layout

extension FitCheck {
    /// A field's warnings as diagnostics, one per cause: its label (or placeholder) too wide at the
    /// default size in several languages (each with its own translation) is one warning naming
    /// them, widest first, not one per language. Options are each a cause of their own.
    func diagnostics(_ warnings: [FormTranslations.FitWarning], field: FieldLayout, form: FormLayout) -> [Diagnostic] {
        var result: [Diagnostic] = []
        var roles: [String] = []
        var byRole: [String: [FormTranslations.FitWarning]] = [:]
        for warning in warnings {
            guard warning.textSize == nil, warning.role == "label" || warning.role == "placeholder" else {
                result.append(diagnostic(warning, field: field, form: form))
                continue
            }
            if byRole[warning.role] == nil { roles.append(warning.role) }
            byRole[warning.role, default: []].append(warning)
        }
        for role in roles {
            let group = byRole[role]!
            guard group.count > 1 else {
                result.append(diagnostic(group[0], field: field, form: form))
                continue
            }
            result.append(merged(group, field: field, form: form))
        }
        return result
    }

    /// "`code`: the label is wider than the 256 pt … in 8 languages: fr “…” 365 pt (written at …); …".
    private func merged(
        _ group: [FormTranslations.FitWarning], field: FieldLayout, form: FormLayout
    ) -> Diagnostic {
        let widest = group.sorted { ($0.width, $1.language) > ($1.width, $0.language) }
        let languages = Set(group.flatMap { [$0.language] + $0.alsoIn }).count
        let spelled = widest.prefix(3).map { warning in
            let written = warning.textLocation.map { " (written at \($0))" } ?? ""
            return "\(warning.language) “\(warning.text)” \(Int(warning.width.rounded())) pt\(written)"
        }
        let rest = widest.dropFirst(3).map { "\($0.language) \(Int($0.width.rounded())) pt" }
        let more = rest.isEmpty ? "" : "; also " + rest.joined(separator: ", ")
        let location = field.location ?? SourceLocation(file: form.sources.hints ?? form.sources.swift ?? form.name)
        return Diagnostic(
            .warning, "strings.does-not-fit", at: location,
            "`\(field.id)`: the \(group[0].role) is wider than \(group[0].measuredAgainst) in \(languages) languages: \(spelled.joined(separator: "; "))\(more)"
        )
    }
}
