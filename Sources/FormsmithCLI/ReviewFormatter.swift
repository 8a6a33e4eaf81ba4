import Foundation
import FormsmithCore
import Layout
import Site
import PageContexts
import SignOff

/// `formsmith diff` output for people (text), pull-request comments (Markdown) and tools (JSON).
enum ReviewFormatter {
    /// GitHub rejects comments over 65,536 characters; stay well under.
    static let markdownLimit = 60_000

    static func text(_ report: ReviewReport) -> String {
        guard report.hasChanges else { return "No form changes in \(counted(report.models.count, "model")).\n" }
        var lines: [String] = []
        for model in report.changed {
            lines.append("\(model.name): \(model.status.rawValue)")
            for change in model.changes where change.kind != .modelAdded && change.kind != .modelRemoved {
                lines.append("  \(change.summary)")
            }
        }
        lines.append(
            "\(counted(report.changed.count, "model")) changed, \(report.unchanged.count) unchanged, \(counted(report.models.flatMap(\.changes).count, "change"))."
        )
        return lines.joined(separator: "\n") + "\n"
    }

    /// A pull-request comment: a table of the changed forms, riskiest first, with counts by kind
    /// and a link to each on the review page; the risky changes listed; then every change, folded.
    /// `signOff`: each form's sign-off state, where the project keeps an approvals file.
    static func markdown(_ report: ReviewReport, reviewLink: String?, signOff: [SignOffState]? = nil) -> String {
        var out = "## Form changes\n\n"
        guard report.hasChanges else {
            return out + "No form changes in \(counted(report.models.count, "model")).\n" + needsSignOff(signOff)
        }
        let changed = report.changed
        let anchors = Dictionary(
            zip(changed.map(\.name), SitePaths.reviewAnchors(changed.map(\.name))),
            uniquingKeysWith: { first, _ in first })
        let ordered = changed.sorted { ($0.risk, $0.name) < ($1.risk, $1.name) }
        let link = { (model: ModelReview) in
            reviewLink.map { "[\(escape(model.name))](\($0)#\(anchors[model.name] ?? ""))" } ?? escape(model.name)
        }
        let changeCount = changed.flatMap(\.changes).count
        out += "**\(counted(changed.count, "model")) changed**, \(report.unchanged.count) unchanged: "
        out += "\(counted(changeCount, "change"))."
        out += reviewLink.map { " [Open the review page](\($0)) to see each form before and after.\n" } ?? "\n"
        out +=
            "\n| form | risk | added | removed | changed | moved | riskiest change |\n|---|---|---|---|---|---|---|\n"
        for model in ordered {
            let marks = model.changes.map(\.mark)
            let count = { (mark: String) in marks.filter { $0 == mark }.count }
            let riskiest = model.changes.filter { $0.risk < .low }.min { $0.risk < $1.risk }
            out += "| \(link(model)) (\(model.status.rawValue)) | \(Self.name(of: model.risk)) | \(count("added")) | "
            out += "\(count("removed")) | \(count("changed")) | \(count("moved")) | "
            out += "\(riskiest.map { escape($0.summary) } ?? "—") |\n"
        }
        let risky = ordered.flatMap { model in model.changes.filter { $0.risk < .low }.map { (model, $0) } }
            .sorted { $0.1.risk < $1.1.risk }
        if !risky.isEmpty {
            out += "\n### Needs a look\n\n"
            for (model, change) in risky {
                let risk = change.risk == .high ? "**high**" : Self.name(of: change.risk)
                out += "- \(risk): \(link(model)): \(escape(change.summary))\n"
            }
        }
        out += needsSignOff(signOff)
        out += "\n### Every change\n"
        for model in ordered {
            var block = "\n<details><summary>\(escape(model.name)) (\(model.status.rawValue)): "
            block += "\(counted(model.changes.count, "change"))</summary>\n\n"
            for change in model.changes { block += "- \(escape(change.summary))\n" }
            block += "\n</details>\n"
            if out.count + block.count + 80 > markdownLimit {
                out += "\n…and more changes than fit in a comment; the review page has them all.\n"
                break
            }
            out += block
        }
        return out
    }

    /// The forms new or changed since their design sign-off, each with what changed (in short).
    static func needsSignOff(_ states: [SignOffState]?) -> String {
        guard let states else { return "" }
        let pending = states.filter(\.needsSignOff).sorted { $0.model < $1.model }
        guard !pending.isEmpty else { return "\n### Needs sign-off\n\nEvery form is signed off as it is.\n" }
        var out = "\n### Needs sign-off\n\n"
        for (index, state) in pending.enumerated() {
            if index == 50 {
                out += "- …and \(pending.count - 50) more (`formsmith check --require-signoff` lists them all)\n"
                break
            }
            let approval = state.approval.map { " by \(escape($0.by)) on \($0.when)" } ?? ""
            let what =
                state.status == .never
                ? "never signed off"
                : "changed since its sign-off\(approval): "
                    + (state.changes.isEmpty ? "its structure differs" : "")
                    + state.changes.prefix(3).map { escape($0.summary) }.joined(separator: "; ")
                    + (state.changes.count > 3 ? "; …" : "")
            out += "- \(escape(state.model)): \(what)\n"
        }
        return out
    }

    private static func name(of risk: FormChange.Risk) -> String {
        switch risk {
        case .high: "high"
        case .medium: "medium"
        case .low: "low"
        }
    }

    /// GitHub Actions workflow commands: each change annotated on its hints line (a removed field
    /// on its hints file), a warning where it is risky and a notice otherwise. `pathPrefix` is the
    /// project's folder within the repository.
    static func github(_ report: ReviewReport, pathPrefix: String) -> String {
        var lines: [String] = []
        for model in report.changed {
            for change in model.changes {
                let (file, line) = place(of: change, in: model)
                var properties = file.map { ["file=\(property(pathPrefix + $0))"] } ?? []
                if let line { properties.append("line=\(line)") }
                properties.append("title=\(property("\(model.name): \(change.kind.rawValue)"))")
                let level = change.risk == .high ? "warning" : "notice"
                lines.append("::\(level) \(properties.joined(separator: ","))::\(message(change.summary))")
            }
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    /// Where a change shows in the head revision: the field's hints line, else the model's hints
    /// (or Swift) file.
    private static func place(of change: FormChange, in model: ModelReview) -> (file: String?, line: Int?) {
        let form = model.after ?? model.before
        let file = form?.sources.hints ?? form?.sources.swift
        if let id = change.field, let after = model.after,
            let field = (after.renderedFields + after.hidden + after.unsectioned).first(where: { $0.id == id }),
            let location = field.location, !location.file.isEmpty
        {
            return (location.file, location.line > 0 ? location.line : nil)
        }
        return (file, nil)
    }

    /// Escaped as GitHub reads a workflow command's message and its properties.
    private static func message(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    private static func property(_ text: String) -> String {
        message(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    static func json(_ report: ReviewReport) -> String {
        struct Change: Encodable { var kind: String; var section, field, before, after: String?; var summary: String }
        struct Model: Encodable {
            var name: String; var status: String; var previousName: String?; var changes: [Change]
        }
        struct Report: Encodable { var formsmith = 1; var changed: Int; var unchanged: Int; var models: [Model] }
        let payload = Report(
            changed: report.changed.count, unchanged: report.unchanged.count,
            models: report.models.map { model in
                Model(
                    name: model.name, status: model.status.rawValue, previousName: model.previousName,
                    changes: model.changes.map {
                        Change(
                            kind: $0.kind.rawValue, section: $0.section, field: $0.field, before: $0.before,
                            after: $0.after, summary: $0.summary)
                    })
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(payload)) ?? Data(), as: UTF8.self) + "\n"
    }

    /// Keeps model names and summaries from turning into Markdown markup (`_`, `*`, `<`, `|`).
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\*_[]<>|#".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
