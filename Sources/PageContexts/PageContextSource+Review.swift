import FormsmithCore
import Layout
import Docs
import Accessibility

/// The review page of `formsmith diff`: changed models first, before and after side by side.
extension PageContextSource {
    package func reviewContext(_ report: ReviewReport) -> PageContext<ReviewPageContext> {
        let path = SitePaths.reviewPage
        var ids = HTMLIDAllocator()
        let anchors = SitePaths.reviewAnchors(report.changed.map(\.name))
        let changed = report.changed.enumerated().map { index, model in
            let shown = model.changes.filter { $0.kind != .modelAdded && $0.kind != .modelRemoved }
            var entry = ChangedModel(
                name: model.name, status: model.status.rawValue, anchor: anchors[index], changes: [])
            entry.languages = (model.after ?? model.before).flatMap(Self.languageList)
            entry.signOff = model.after.flatMap { signOffContext($0.name) }
            let (beforeMarks, afterMarks) = Self.marks(for: model.changes)
            // Each side's sections start open or closed as its own hints say, as its model page
            // draws them: the picture reviewed is the one signed off (docs/reviewing-changes.md).
            if let before = model.before {
                ids.prefix = "m\(index)-before-"
                entry.before = formContext(before, path: path, ids: &ids, marks: beforeMarks)
            }
            if let after = model.after {
                ids.prefix = "m\(index)-after-"
                entry.after = formContext(after, path: path, ids: &ids, marks: afterMarks)
                // Where what VoiceOver reads changed, the form after is numbered and its list shown.
                let spokenKinds: Set<FormChange.Kind> = [
                    .readingOrder, .spokenLabel, .identifier, .accessibilityFinding,
                ]
                if after.look == .sixLayer, model.changes.contains(where: { spokenKinds.contains($0.kind) }) {
                    let spoken = after.spokenElements
                    entry.after?.number(by: spoken)
                    entry.voiceOver = VoiceOverContext(after, spoken: spoken)
                }
            }
            // Where what the model's items look like changed, their previews are compared too.
            let contextChanges = shown.filter { $0.kind == .presentation || $0.kind == .samples }
            if !contextChanges.isEmpty {
                var contexts = ReviewContexts(
                    beforeID: "change-m\(index)-before-contexts", afterID: "change-m\(index)-after-contexts",
                    change: "changed", changeLabel: contextChanges.map { $0.markLabel() }.joined(separator: "; "))
                if let before = model.before {
                    ids.prefix = "m\(index)-before-"
                    contexts.before = presentationContexts(before, path: path, ids: &ids)
                }
                if let after = model.after {
                    ids.prefix = "m\(index)-after-"
                    contexts.after = presentationContexts(after, path: path, ids: &ids)
                }
                entry.contexts = contexts
            }
            ids.prefix = ""
            // Each line links to its mark: in the form after, or before for what was taken away.
            let (beforeTargets, afterTargets) = (Self.markTargets(entry.before), Self.markTargets(entry.after))
            entry.changes = shown.map { change in
                let onBefore = change.mark == "removed"
                let key = Self.markKey(change, before: onBefore)
                let contextTarget =
                    change.kind == .presentation || change.kind == .samples ? entry.contexts?.afterID : nil
                return ChangeLine(
                    summary: change.summary, summaryHTML: Self.codeSpans(change.summary), mark: change.mark,
                    target: contextTarget ?? key.flatMap { onBefore ? beforeTargets[$0] : afterTargets[$0] })
            }
            return entry
        }
        let content = ReviewPageContext(
            changed: changed, unchanged: report.unchanged.map { ModelLink(name: $0.name, path: modelPage($0.name)) },
            changedCount: counted(report.changed.count, "model"), unchangedCount: report.unchanged.count,
            hasUnchanged: !report.unchanged.isEmpty,
            counts: report.counts.map { ChangeCount(kind: $0.kind.rawValue, count: $0.count) },
            hasCounts: !report.counts.isEmpty,
            picture: report.changed.lazy.compactMap { $0.after ?? $0.before }.first.map { form in
                PictureContext(
                    opensOnDynamicFormView: !form.picture.appliesHintedWidths, name: form.picture.name,
                    reasonHTML: MarkdownHTMLRenderer.codeSpans(form.picture.reason))
            })
        return PageContext(base: baseContext(path: path, pageTitle: "Form review"), content: content)
    }

    /// The id each marked field and section carries in a form (`change-` and its first control's
    /// or heading's id), by mark key.
    static func markTargets(_ form: FormContext?) -> [String: String] {
        var targets: [String: String] = [:]
        func visit(_ fields: [FieldContext]) {
            for field in fields {
                if field.change != nil, targets["field:\(field.fieldID)"] == nil {
                    targets["field:\(field.fieldID)"] = "change-\(field.htmlID)"
                }
                visit(field.children ?? [])
            }
        }
        for section in form?.sections ?? [] {
            if section.change != nil {
                targets["section:\(section.id)"] = "change-\(section.headingID)"
                // A settings form draws a group field as a section of its own.
                if form?.isSettings == true, targets["field:\(section.id)"] == nil {
                    targets["field:\(section.id)"] = "change-\(section.headingID)"
                }
            }
            visit(section.fields)
        }
        return targets
    }

    /// The mark a change is shown by, on one side: `field:<id>` or `section:<id>` (a renamed field
    /// has its old id before); nil for a change of the whole model.
    static func markKey(_ change: FormChange, before: Bool, oldNames: [String: String] = [:]) -> String? {
        if let field = change.field { return "field:\(before ? oldNames[field] ?? field : field)" }
        return change.section.map { "section:\($0)" }
    }

    /// New name → old name of each renamed field: on the before side, all its changes mark the old one.
    static func oldNames(in changes: [FormChange]) -> [String: String] {
        Dictionary(
            changes.compactMap { change in
                change.kind == .fieldRenamed ? change.after.flatMap { new in change.before.map { (new, $0) } } : nil
            }, uniquingKeysWith: { first, _ in first })
    }

    /// A change line as HTML: escaped, with its `backticked` names as `<code>` (an odd backtick stays one).
    static func codeSpans(_ text: String) -> String {
        let parts = HTMLEscaping.escape(text).split(separator: "`", omittingEmptySubsequences: false)
        var html = ""
        for (index, part) in parts.enumerated() {
            if index % 2 == 0 {
                html += part
            } else if index < parts.count - 1 {
                html += "<code>\(part)</code>"
            } else {
                html += "`" + part
            }
        }
        return html
    }

    /// What to outline on each side, and the words on each mark: removals before, additions
    /// after, the rest on both; a field moved is marked moved, whatever else changed with it.
    static func marks(for changes: [FormChange]) -> (before: [String: ChangeMark], after: [String: ChangeMark]) {
        var before: [String: ChangeMark] = [:], after: [String: ChangeMark] = [:]
        let oldNames = oldNames(in: changes)
        func add(_ change: FormChange, to marks: inout [String: ChangeMark], before isBefore: Bool) {
            guard let key = markKey(change, before: isBefore, oldNames: oldNames) else { return }
            let label = change.markLabel(before: isBefore)
            guard var mark = marks[key] else {
                marks[key] = ChangeMark(
                    kind: change.mark, label: label, inHintedLayoutOnly: change.inHintedLayoutOnly)
                return
            }
            if change.mark == "moved" { mark.kind = "moved" }
            mark.inHintedLayoutOnly = mark.inHintedLayoutOnly && change.inHintedLayoutOnly
            mark.label += "; " + label
            marks[key] = mark
        }
        for change in changes {
            switch change.mark {
            case "removed": add(change, to: &before, before: true)
            case "added": add(change, to: &after, before: false)
            default:
                add(change, to: &before, before: true)
                add(change, to: &after, before: false)
            }
        }
        return (before, after)
    }
}
