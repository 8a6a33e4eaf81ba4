import FormsmithCore

/// Changes in what a form says in the app's languages: a language added or dropped, a changed
/// translation of a label, placeholder, help, option or section, and a text that no longer fits.
extension FormDiff {
    static func compareTranslations(_ old: FormLayout, _ new: FormLayout) -> [FormChange] {
        let (before, after) = (old.translations, new.translations)
        var changes: [FormChange] = []
        let oldCodes = before.languages.map(\.code)
        let newCodes = after.languages.map(\.code)
        for code in newCodes where !oldCodes.contains(code) {
            changes.append(FormChange(.language, after: code, summary: "language `\(code)` added"))
        }
        for code in oldCodes where !newCodes.contains(code) {
            changes.append(FormChange(.language, before: code, summary: "language `\(code)` dropped"))
        }
        // Each field's section, a group's fields by their path (`shipping.city`) as translations name them.
        var sectionOf: [String: String] = [:]
        func place(_ field: FieldLayout, path: String, section: String) {
            sectionOf[path] = sectionOf[path] ?? section
            for child in field.children { place(child, path: path + "." + child.id, section: section) }
        }
        for section in new.sections {
            for field in section.fields { place(field, path: field.id, section: section.id) }
        }
        // Fields in both forms: an added, removed or renamed field is a change of its own already.
        var oldPaths: Set<String> = []
        func collect(_ field: FieldLayout, path: String) {
            oldPaths.insert(path)
            for child in field.children { collect(child, path: path + "." + child.id) }
        }
        for section in old.sections { for field in section.fields { collect(field, path: field.id) } }
        // Translations lost (a text that shows the source text where it had its own), by what lost them: one change
        // for every language a renamed label leaves untranslated, not one per language.
        var lost:
            [(what: String, owner: String, section: String?, field: String?, changes: [FormChange], codes: [String])] =
                []
        for language in after.languages {
            guard let previous = before.languages.first(where: { $0.code == language.code }) else { continue }
            let code = language.code
            func compare(_ what: String, _ old: String?, _ new: String?, section: String?, field: String?) {
                guard old != new else { return }
                let shown = { (text: String?) in text.map { "“\($0)”" } ?? "the source text" }
                let owner = field.map { " of `\($0)`" } ?? section.map { " of section `\($0)`" } ?? ""
                let change = FormChange(
                    .translation, section: section, field: field, before: old, after: new,
                    summary: "\(code) \(what)\(owner) \(shown(old)) → \(shown(new))")
                guard old != nil && new == nil else { return changes.append(change) }
                if let known = lost.firstIndex(where: { $0.what == what && $0.owner == owner }) {
                    lost[known].changes.append(change)
                    lost[known].codes.append(code)
                } else {
                    lost.append((what, owner, section, field, [change], [code]))
                }
            }
            let oldFields = Dictionary(previous.fields.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
            let newFields = Dictionary(language.fields.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
            for id in Set(oldFields.keys).union(newFields.keys).sorted()
            where sectionOf[id] != nil && oldPaths.contains(id) {
                let (was, now) = (oldFields[id] ?? .init(id: id), newFields[id] ?? .init(id: id))
                compare("label", was.label, now.label, section: sectionOf[id], field: id)
                compare("placeholder", was.placeholder, now.placeholder, section: sectionOf[id], field: id)
                compare("help", was.help, now.help, section: sectionOf[id], field: id)
                let values = Set(was.options.map(\.key)).union(now.options.map(\.key)).sorted()
                for value in values {
                    compare(
                        "option `\(value)`", was.options.first { $0.key == value }?.value,
                        now.options.first { $0.key == value }?.value, section: sectionOf[id], field: id)
                }
            }
            let oldSections = Dictionary(previous.sections.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
            let newSections = Dictionary(language.sections.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
            for section in new.sections where old.sections.contains(where: { $0.id == section.id }) {
                let (was, now) = (oldSections[section.id], newSections[section.id])
                compare("title", was?.title, now?.title, section: section.id, field: nil)
                compare("description", was?.description, now?.description, section: section.id, field: nil)
            }
        }
        for group in lost {
            guard group.changes.count > 1 else {
                changes += group.changes
                continue
            }
            let codes = group.codes
            let named =
                codes.count > 6 ? codes.prefix(5).joined(separator: ", ") + ", …" : codes.joined(separator: ", ")
            changes.append(
                FormChange(
                    .translation, section: group.section, field: group.field,
                    before: codes.joined(separator: " "), after: nil,
                    summary:
                        "\(group.what)\(group.owner) now untranslated in \(codes.count) languages (\(named)): they show the source text"
                ))
        }
        // A text that fits no longer (at the default size): what a reviewer must see before users do.
        func key(_ warning: FormTranslations.FitWarning) -> String {
            "\(warning.fieldID) \(warning.language) \(warning.role) \(warning.text)"
        }
        let oldWarnings = Set(before.fitWarnings.filter { $0.textSize == nil }.map(key))
        for warning in after.fitWarnings where warning.textSize == nil && !oldWarnings.contains(key(warning)) {
            guard let section = sectionOf[warning.fieldID] else { continue }
            changes.append(
                FormChange(
                    .fitWarning, section: section, field: warning.fieldID, after: warning.language,
                    summary: "`\(warning.fieldID)`: \(warning.summary)"))
        }
        return changes
    }
}
