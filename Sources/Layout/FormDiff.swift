/// Compares the resolved layouts of two revisions. Only what the app would show counts: the same
/// hints reformatted give no change, because positions and diagnostics are not compared.
public enum FormDiff {
    /// How wide a field's label is drawn, in points (`TextMeasure`), to tell a width narrowed below it.
    public typealias LabelWidth = @Sendable (String) -> Double

    /// `labelWidth`: measures labels, where a font to measure them with is installed.
    /// `also`: changes another stage finds between two versions of a form (what VoiceOver reads).
    public static func compare(
        base: [FormLayout], head: [FormLayout], labelWidth: LabelWidth? = nil,
        also: (@Sendable (FormLayout, FormLayout) -> [FormChange])? = nil
    ) -> ReviewReport {
        let baseByName = Dictionary(base.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let headByName = Dictionary(head.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var removed = base.filter { headByName[$0.name] == nil }.map(\.name)
        var added = head.filter { baseByName[$0.name] == nil }.map(\.name)

        var reviews: [ModelReview] = []
        // A model that disappears while one with the same fields appears was renamed.
        for oldName in removed.sorted() {
            guard let old = baseByName[oldName], !allFieldIDs(old).isEmpty,
                let newName = added.sorted().first(where: { allFieldIDs(headByName[$0]!) == allFieldIDs(old) }),
                let new = headByName[newName]
            else { continue }
            removed.removeAll { $0 == oldName }
            added.removeAll { $0 == newName }
            let changes =
                [
                    FormChange(
                        .modelRenamed, before: oldName, after: newName, summary: "renamed from \(oldName) to \(newName)"
                    )
                ]
                + compareForms(old, new, labelWidth: labelWidth) + (also?(old, new) ?? [])
            reviews.append(
                ModelReview(
                    name: newName, status: .renamed, previousName: oldName, changes: changes, before: old, after: new))
        }
        for name in removed {
            reviews.append(
                ModelReview(
                    name: name, status: .removed, changes: [FormChange(.modelRemoved, summary: "model removed")],
                    before: baseByName[name], after: nil))
        }
        for name in added {
            reviews.append(
                ModelReview(
                    name: name, status: .added, changes: [FormChange(.modelAdded, summary: "model added")],
                    before: nil, after: headByName[name]))
        }
        for form in head where baseByName[form.name] != nil {
            let changes =
                compareForms(baseByName[form.name]!, form, labelWidth: labelWidth)
                + (also?(baseByName[form.name]!, form) ?? [])
            reviews.append(
                ModelReview(
                    name: form.name, status: changes.isEmpty ? .unchanged : .changed, changes: changes,
                    before: baseByName[form.name], after: form))
        }
        reviews.sort { ($0.status == .unchanged ? 1 : 0, $0.name) < ($1.status == .unchanged ? 1 : 0, $1.name) }
        return ReviewReport(models: reviews)
    }

    static func allFieldIDs(_ form: FormLayout) -> [String] {
        (form.renderedFields + form.hidden + form.unsectioned).map(\.id).sorted()
    }

    static func compareForms(_ old: FormLayout, _ new: FormLayout, labelWidth: LabelWidth? = nil) -> [FormChange] {
        compareSections(old, new) + compareFields(old, new, labelWidth: labelWidth)
            + comparePresentation(old.presentation, new.presentation)
            + (old.samples == new.samples ? [] : [FormChange(.samples, summary: "sample items changed")])
            + compareTranslations(old, new)
    }

    // MARK: Sections

    static func compareSections(_ old: FormLayout, _ new: FormLayout) -> [FormChange] {
        var changes: [FormChange] = []
        let oldByID = Dictionary(old.sections.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let newByID = Dictionary(new.sections.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for section in old.sections where newByID[section.id] == nil {
            changes.append(
                FormChange(.sectionRemoved, section: section.id, summary: "section “\(section.title)” removed"))
        }
        for section in new.sections where oldByID[section.id] == nil {
            changes.append(FormChange(.sectionAdded, section: section.id, summary: "section “\(section.title)” added"))
        }
        let commonOld = old.sections.map(\.id).filter { newByID[$0] != nil }
        let commonNew = new.sections.map(\.id).filter { oldByID[$0] != nil }
        let stayed = Set(longestCommonSubsequence(commonOld, commonNew))
        for id in commonNew {
            let a = oldByID[id]!, b = newByID[id]!
            if !stayed.contains(id) {
                changes.append(
                    FormChange(
                        .sectionMoved, section: id,
                        before: "\(commonOld.firstIndex(of: id)! + 1)", after: "\(commonNew.firstIndex(of: id)! + 1)",
                        summary:
                            "section “\(b.title)” moved from position \(commonOld.firstIndex(of: id)! + 1) to \(commonNew.firstIndex(of: id)! + 1)"
                    ))
            }
            if a.title != b.title {
                changes.append(
                    FormChange(
                        .sectionRetitled, section: id, before: a.title, after: b.title,
                        summary: "section “\(a.title)” retitled “\(b.title)”"))
            }
            if a.layoutStyle != b.layoutStyle || a.columns != b.columns || a.gap != b.gap {
                let before = "\(a.layoutStyle.rawValue), \(a.columns) column\(a.columns == 1 ? "" : "s")"
                let after = "\(b.layoutStyle.rawValue), \(b.columns) column\(b.columns == 1 ? "" : "s")"
                changes.append(
                    FormChange(
                        .sectionRestyled, section: id, before: before, after: after,
                        summary: "section “\(b.title)” layout \(before) → \(after)"))
            }
            if a.description != b.description {
                changes.append(
                    FormChange(
                        .sectionDescription, section: id, before: a.description, after: b.description,
                        summary: "section “\(b.title)” description changed"))
            }
            if a.collapsible != b.collapsible {
                changes.append(
                    FormChange(
                        .sectionCollapsible, section: id, before: "\(a.collapsible)", after: "\(b.collapsible)",
                        summary:
                            "section “\(b.title)” \(b.collapsible ? "became collapsible" : "is no longer collapsible")")
                )
            } else if a.collapsed != b.collapsed {
                changes.append(
                    FormChange(
                        .sectionCollapsed, section: id, before: "\(a.collapsed)", after: "\(b.collapsed)",
                        summary: "section “\(b.title)” now starts \(b.collapsed ? "collapsed" : "open")"))
            }
        }
        return changes
    }

    /// The elements that keep their relative order; the others moved.
    static func longestCommonSubsequence(_ a: [String], _ b: [String]) -> [String] {
        guard !a.isEmpty, !b.isEmpty else { return [] }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var result: [String] = []
        var i = 0, j = 0
        while i < a.count, j < b.count {
            if a[i] == b[j] {
                result.append(a[i]); i += 1; j += 1
            } else if table[i + 1][j] >= table[i][j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return result
    }
}
