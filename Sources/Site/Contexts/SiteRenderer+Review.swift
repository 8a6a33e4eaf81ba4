import FormsmithCore
import Layout
import Docs

/// The review page of `formsmith diff`: changed models first, before and after side by side.
extension SiteRenderer {
    func reviewContext(_ report: ReviewReport) -> PageContext<ReviewPageContext> {
        let path = SitePaths.reviewPage
        var ids = HTMLIDAllocator()
        let anchors = SitePaths.reviewAnchors(report.changed.map(\.name))
        let changed = report.changed.enumerated().map { index, model in
            var entry = ChangedModel(
                name: model.name, status: model.status.rawValue, anchor: anchors[index],
                changes: model.changes.filter { $0.kind != .modelAdded && $0.kind != .modelRemoved }
                    .map { ChangeLine(summary: $0.summary, summaryHTML: Self.codeSpans($0.summary), mark: $0.mark) })
            let (beforeMarks, afterMarks) = Self.marks(for: model.changes)
            if let before = model.before {
                ids.prefix = "m\(index)-before-"
                entry.before = formContext(before, path: path, ids: &ids, marks: beforeMarks)
            }
            if let after = model.after {
                ids.prefix = "m\(index)-after-"
                entry.after = formContext(after, path: path, ids: &ids, marks: afterMarks)
            }
            ids.prefix = ""
            return entry
        }
        let content = ReviewPageContext(
            changed: changed, unchanged: report.unchanged.map { ModelLink(name: $0.name, path: modelPage($0.name)) },
            changedCount: counted(report.changed.count, "model"), unchangedCount: report.unchanged.count,
            hasUnchanged: !report.unchanged.isEmpty,
            counts: report.counts.map { ChangeCount(kind: $0.kind.rawValue, count: $0.count) },
            hasCounts: !report.counts.isEmpty)
        return PageContext(base: baseContext(path: path, pageTitle: "Form review"), content: content)
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

    /// What to outline on each side: removals before, additions and changes after, changes on both.
    static func marks(for changes: [FormChange]) -> (before: [String: String], after: [String: String]) {
        var before: [String: String] = [:], after: [String: String] = [:]
        for change in changes {
            let key: String
            if let field = change.field {
                key = "field:\(field)"
            } else if let section = change.section {
                key = "section:\(section)"
            } else {
                continue
            }
            switch change.mark {
            case "removed": before[key] = "removed"
            case "added": after[key] = "added"
            default:
                // A renamed field has its old name before; a field moved and changed is marked changed.
                let beforeKey = change.kind == .fieldRenamed ? change.before.map { "field:\($0)" } ?? key : key
                if before[beforeKey] == nil || before[beforeKey] == "moved" { before[beforeKey] = change.mark }
                if after[key] == nil || after[key] == "moved" { after[key] = change.mark }
            }
        }
        return (before, after)
    }
}
